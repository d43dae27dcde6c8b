// The OTC desk's calls (account-side issue 16, item 1), a table of their own so that only the desk's
// page loads them: a firm quote for an amount of a spot pair, answered with the notification
// `otc-quote` whose data is the quote row (account/otc-quote.ts, which reads it from the
// notification, so the desk's page needs no other codec); its acceptance (`otc-accept`),
// which settles it in the exchange wallet; the account's quotes, newest first. Quoting and
// accepting trade, so they need the right to write orders; the list, to read them.
import { arrayReply, defineCall, takes } from './define';
import type * as B from './trading-bodies';

export const OTC_CALLS = {
  otcQuote: defineCall({
    method: 'POST',
    path: '/v2/auth/w/otc/quote',
    auth: 'signed',
    cap: { scope: 'orders', write: true },
    input: takes<typeof B.OtcQuoteBody>(),
    reply: arrayReply,
  }),
  otcAccept: defineCall({
    method: 'POST',
    path: '/v2/auth/w/otc/accept',
    auth: 'signed',
    cap: { scope: 'orders', write: true },
    input: takes<typeof B.OtcAcceptBody>(),
    reply: arrayReply,
  }),
  otcQuotes: defineCall({
    method: 'POST',
    path: '/v2/auth/r/otc/quotes',
    auth: 'signed',
    cap: { scope: 'orders', write: false },
    input: takes<ReturnType<typeof B.windowBody>>(),
    reply: arrayReply,
  }),
} as const;
