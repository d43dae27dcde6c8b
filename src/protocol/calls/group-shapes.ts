// The exchange's shapes of the group's calls (groups.ts), by the calls' names.
import * as B from './account-bodies';
import type { GROUP_CALLS } from './groups';
import type { ShapesFor } from './shapes';

export const GROUP_SHAPES: ShapesFor<typeof GROUP_CALLS> = {
  contextSwitch: { input: B.ContextSwitchBody },
};
