// The staking and card-purchase calls (account-side issue 16, items 3 and 4), a table of their own
// so that only their pages load them. Staking: the account's stakes with the terms of every
// stakeable currency and its staking events (`staking`), a stake from the exchange wallet and an
// unstake back into it (notifications `stake` and `unstake`, whose data is the stake row). Cards:
// a purchase paid by card and credited to the exchange wallet (`card-buy`, whose data is the
// purchase row) and the account's purchases. Staking moves wallet money, so it needs the wallets
// right; so do card purchases. The borrow page's available-to-borrow figure (account/borrow-limit.ts:
// what the margin wallet's collateral still backs of a currency) needs the funding read right.
import { arrayReply, defineCall, takes } from './define';
import type * as B from './trading-bodies';

export const EARN_CALLS = {
  staking: defineCall({
    method: 'POST',
    path: '/v2/auth/r/staking',
    auth: 'signed',
    cap: { scope: 'wallets', write: false },
    input: takes<ReturnType<typeof B.windowBody>>(),
    reply: arrayReply,
  }),
  stake: defineCall({
    method: 'POST',
    path: '/v2/auth/w/staking/stake',
    auth: 'signed',
    cap: { scope: 'wallets', write: true },
    input: takes<typeof B.StakeBody>(),
    reply: arrayReply,
  }),
  unstake: defineCall({
    method: 'POST',
    path: '/v2/auth/w/staking/unstake',
    auth: 'signed',
    cap: { scope: 'wallets', write: true },
    input: takes<typeof B.StakeBody>(),
    reply: arrayReply,
  }),
  cardBuy: defineCall({
    method: 'POST',
    path: '/v2/auth/w/deposit/card/mode0/buy',
    auth: 'signed',
    cap: { scope: 'wallets', write: true },
    input: takes<typeof B.CardBuyBody>(),
    reply: arrayReply,
  }),
  cardPurchases: defineCall({
    method: 'POST',
    path: '/v2/auth/r/deposit/card/purchases',
    auth: 'signed',
    cap: { scope: 'wallets', write: false },
    input: takes<ReturnType<typeof B.windowBody>>(),
    reply: arrayReply,
  }),
  borrowLimit: defineCall({
    method: 'POST',
    path: '/v2/auth/r/funding/borrow-limit',
    auth: 'signed',
    cap: { scope: 'funding', write: false },
    input: takes<typeof B.BorrowLimitBody>(),
    reply: arrayReply,
  }),
} as const;
