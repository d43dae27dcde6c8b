// The exchange's shapes of the margin mode's call (margin.ts), by the call's name.
import * as B from './trading-bodies';
import type { MARGIN_CALLS } from './margin';
import type { ShapesFor } from './shapes';

export const MARGIN_SHAPES: ShapesFor<typeof MARGIN_CALLS> = {
  marginGroupSet: { input: B.MarginGroupBody },
};
