// The calls of the account's programmes (account-side issue 16, items 5–7), a table of their own
// so that only their pages load them: the affiliate summary (programmes/affiliates.ts); the
// account's programmes and opting into one (merchant payments, trading competitions); invoices
// (programmes/invoices.ts), created with the notification `pay-invoice` whose data is the invoice
// row; the competitions of the site, joining one (`competition-join`) and its ranking
// (programmes/competitions.ts). Invoices need the bfxpay right; the rest the account right.
import { arrayReply, defineCall, takes } from './define';
import type * as B from './programme-bodies';

export const PROGRAMME_CALLS = {
  affiliates: defineCall({
    method: 'POST',
    path: '/v2/auth/r/affiliates',
    auth: 'signed',
    cap: { scope: 'account', write: false },
    reply: arrayReply,
  }),
  programmes: defineCall({
    method: 'POST',
    path: '/v2/auth/r/programmes',
    auth: 'signed',
    cap: { scope: 'account', write: false },
    reply: arrayReply,
  }),
  programmeEnable: defineCall({
    method: 'POST',
    path: '/v2/auth/w/programmes/enable',
    auth: 'signed',
    cap: { scope: 'account', write: true },
    input: takes<typeof B.ProgrammeBody>(),
    reply: arrayReply,
  }),
  invoiceCreate: defineCall({
    method: 'POST',
    path: '/v2/auth/w/pay/invoice',
    auth: 'signed',
    cap: { scope: 'bfxpay', write: true },
    input: takes<typeof B.InvoiceBody>(),
    reply: arrayReply,
  }),
  invoices: defineCall({
    method: 'POST',
    path: '/v2/auth/r/pay/invoices',
    auth: 'signed',
    cap: { scope: 'bfxpay', write: false },
    input: takes<ReturnType<typeof B.invoiceWindow>>(),
    reply: arrayReply,
  }),
  competitions: defineCall({
    method: 'POST',
    path: '/v2/auth/r/competitions',
    auth: 'signed',
    cap: { scope: 'account', write: false },
    reply: arrayReply,
  }),
  competitionJoin: defineCall({
    method: 'POST',
    path: '/v2/auth/w/competitions/join',
    auth: 'signed',
    cap: { scope: 'account', write: true },
    input: takes<typeof B.CompetitionBody>(),
    reply: arrayReply,
  }),
  competitionRanking: defineCall({
    method: 'POST',
    path: '/v2/auth/r/competitions/ranking',
    auth: 'signed',
    cap: { scope: 'account', write: false },
    input: takes<typeof B.CompetitionBody>(),
    reply: arrayReply,
  }),
} as const;
