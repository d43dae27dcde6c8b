// The custody partner's calls (account-side §1; issue 16 item 11), a table of their own so that only
// the custody page loads them: the account's custody summary (the partner's KYC status, its fees,
// the custody balances valued at the exchange's index prices: account/custody.ts), the onboarding
// application (answered with the KYC row), a transfer between the exchange wallet and the custody
// account (answered with the transfer row), the account's transfers and the custody fees charged
// (account/custody.ts's fee rows), newest first. A transfer
// moves wallet money, so it needs the wallets write right; onboarding opens an account with a third
// party on the user's behalf, so it needs the account write right; the reads, the wallets read right.
// A refusal is the protocol's error shape (["error", 10020, "amount: invalid (…)"] for a bad field).
import { arrayReply, defineCall, takes } from './define';
import type * as B from './trading-bodies';

export const CUSTODY_CALLS = {
  custodySummary: defineCall({
    method: 'POST',
    path: '/v2/auth/r/custody/summary',
    auth: 'signed',
    cap: { scope: 'wallets', write: false },
    reply: arrayReply,
  }),
  custodyOnboard: defineCall({
    method: 'POST',
    path: '/v2/auth/w/custody/onboard',
    auth: 'signed',
    cap: { scope: 'account', write: true },
    reply: arrayReply,
  }),
  custodyTransfer: defineCall({
    method: 'POST',
    path: '/v2/auth/w/custody/transfer',
    auth: 'signed',
    cap: { scope: 'wallets', write: true },
    input: takes<typeof B.CustodyTransferBody>(),
    reply: arrayReply,
  }),
  custodyTransfers: defineCall({
    method: 'POST',
    path: '/v2/auth/r/custody/transfers',
    auth: 'signed',
    cap: { scope: 'wallets', write: false },
    input: takes<ReturnType<typeof B.windowBody>>(),
    reply: arrayReply,
  }),
  custodyFees: defineCall({
    method: 'POST',
    path: '/v2/auth/r/custody/fees',
    auth: 'signed',
    cap: { scope: 'wallets', write: false },
    input: takes<ReturnType<typeof B.windowBody>>(),
    reply: arrayReply,
  }),
} as const;
