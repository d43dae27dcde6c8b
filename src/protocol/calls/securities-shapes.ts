// The exchange's shapes of the securities calls (securities.ts), by the calls' names.
import * as B from './securities-bodies';
import type { SECURITIES_CALLS } from './securities';
import type { ShapesFor } from './shapes';

export const SECURITIES_SHAPES: ShapesFor<typeof SECURITIES_CALLS> = {
  sales: {},
  subscribe: { input: B.SecuritiesSubscribeBody },
  prohibited: { input: B.SecuritiesProhibitedBody },
  accredited: { input: B.SecuritiesAccreditedBody },
  elSalvador: { input: B.SecuritiesElSalvadorBody },
};
