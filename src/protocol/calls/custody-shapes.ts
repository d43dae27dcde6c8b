// The exchange's shapes of the custody partner's calls (custody.ts), by the calls' names.
import * as B from './trading-bodies';
import type { CUSTODY_CALLS } from './custody';
import type { ShapesFor } from './shapes';

export const CUSTODY_SHAPES: ShapesFor<typeof CUSTODY_CALLS> = {
  custodySummary: {},
  custodyOnboard: {},
  custodyTransfer: { input: B.CustodyTransferBody },
  custodyTransfers: { input: B.windowBody() },
  custodyFees: { input: B.windowBody() },
};
