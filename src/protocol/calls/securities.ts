// The securities calls (account-side issue 16, item 8), a table of their own so that only the
// securities pages load it:
// - `/v2/int/securities/sales` (public): the active sales as positional rows (SaleRow of
//   protocol/account/securities.ts): featured or started, not completed, not ended, by start;
// - `/v2/auth/r/securities`: [STATUS, SALES, SUBSCRIPTIONS]: the account's securities state (the
//   gates' flags), the sales it may see (every sale for a securities master, else the active
//   ones) and the subscriptions (every account's for a master, else its own);
// - `/v2/auth/w/securities/subscribe` {saleId, amount}: a subscription paid from the exchange
//   wallet, refused at the first closed gate with the gate's reason (notification
//   `securities-subscribe`, whose data is the subscription row);
// - `/v2/auth/w/securities/prohibited` {answers}, `/accredited` {income, netWorth, licensed},
//   `/el-salvador` {fullName, documentNumber}: the prohibited-person answer, the accredited-investor
//   questionnaire and the El Salvador verification, each answering the new STATUS row.
// The US challenge is the US-resident declaration (compliance.ts), the membership agreement and
// the AIFC terms the user settings of their terms kinds (terms-kinds.ts).
import { arrayReply, defineCall, takes } from './define';
import type * as B from './securities-bodies';

export const SECURITIES_CALLS = {
  sales: defineCall({ method: 'POST', path: '/v2/int/securities/sales', auth: 'public', reply: arrayReply }),
  state: defineCall({
    method: 'POST',
    path: '/v2/auth/r/securities',
    auth: 'signed',
    cap: { scope: 'account', write: false },
    reply: arrayReply,
  }),
  subscribe: defineCall({
    method: 'POST',
    path: '/v2/auth/w/securities/subscribe',
    auth: 'signed',
    cap: { scope: 'wallets', write: true },
    input: takes<typeof B.SecuritiesSubscribeBody>(),
    reply: arrayReply,
  }),
  prohibited: defineCall({
    method: 'POST',
    path: '/v2/auth/w/securities/prohibited',
    auth: 'signed',
    cap: { scope: 'account', write: true },
    input: takes<typeof B.SecuritiesProhibitedBody>(),
    reply: arrayReply,
  }),
  accredited: defineCall({
    method: 'POST',
    path: '/v2/auth/w/securities/accredited',
    auth: 'signed',
    cap: { scope: 'account', write: true },
    input: takes<typeof B.SecuritiesAccreditedBody>(),
    reply: arrayReply,
  }),
  elSalvador: defineCall({
    method: 'POST',
    path: '/v2/auth/w/securities/el-salvador',
    auth: 'signed',
    cap: { scope: 'account', write: true },
    input: takes<typeof B.SecuritiesElSalvadorBody>(),
    reply: arrayReply,
  }),
} as const;
