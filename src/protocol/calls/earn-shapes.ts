// The exchange's shapes of the staking, card-purchase and borrow-limit calls (earn.ts), by the calls' names.
import * as B from './trading-bodies';
import type { EARN_CALLS } from './earn';
import type { ShapesFor } from './shapes';

export const EARN_SHAPES: ShapesFor<typeof EARN_CALLS> = {
  staking: { input: B.windowBody() },
  stake: { input: B.StakeBody },
  unstake: { input: B.StakeBody },
  cardBuy: { input: B.CardBuyBody },
  cardPurchases: { input: B.windowBody() },
  borrowLimit: { input: B.BorrowLimitBody },
};
