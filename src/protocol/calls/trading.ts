// The authenticated trading calls of REST v2 (PROTOCOL §5.3): wallets, orders, trades,
// positions, ledgers, margin and funding info, transfers, movements, funding, alerts. Each needs
// the API key's capability named in `cap`; writes answer with a notification. The schemas of
// their bodies and path parameters are in trading-shapes.ts.
import type { z } from 'zod';
import { decodeNotification, type Notification } from '../account/notification';
import { arrayReply, defineCall, ReplyShapeError, takes, type CallCapability, type Takes } from './define';
import type * as B from './trading-bodies';

/** A write's answer: the operation's notification (a refusal arrives as the error shape). */
export function notificationReply(raw: unknown): Notification {
  const n = decodeNotification(raw);
  if (!n) throw new ReplyShapeError('notification');
  return n;
}

/** The address check's answer (a v1 object). */
export interface AddressCheckReply {
  valid: boolean;
  method?: string;
  message?: string;
}

function addressCheckReply(raw: unknown): AddressCheckReply {
  if (typeof raw !== 'object' || raw === null || typeof (raw as AddressCheckReply).valid !== 'boolean')
    throw new ReplyShapeError('address check');
  const r = raw as AddressCheckReply;
  return {
    valid: r.valid,
    ...(typeof r.method === 'string' ? { method: r.method } : {}),
    ...(typeof r.message === 'string' ? { message: r.message } : {}),
  };
}

const read = (scope: string): CallCapability => ({ scope, write: false });
const write = (scope: string): CallCapability => ({ scope, write: true });

const signedRead = <P extends string, I extends z.ZodType = z.ZodType>(path: P, scope: string, input?: Takes<I>) =>
  defineCall<P, I, unknown[]>({ method: 'POST', path, auth: 'signed', cap: read(scope), input, reply: arrayReply });
const signedWrite = <P extends string, I extends z.ZodType>(path: P, scope: string, input: Takes<I>) =>
  defineCall<P, I, Notification>({ method: 'POST', path, auth: 'signed', cap: write(scope), input, reply: notificationReply });

/** Live and historical lists of one kind of funding (offers, loans, credits). */
function fundingLists<K extends 'offers' | 'loans' | 'credits'>(kind: K) {
  return {
    live: signedRead(`/v2/auth/r/funding/${kind}`, 'funding'),
    liveOf: signedRead(`/v2/auth/r/funding/${kind}/:symbol`, 'funding'),
    hist: signedRead(`/v2/auth/r/funding/${kind}/hist`, 'funding', takes<ReturnType<typeof B.windowBody>>()),
    histOf: signedRead(`/v2/auth/r/funding/${kind}/:symbol/hist`, 'funding', takes<ReturnType<typeof B.windowBody>>()),
  } as const;
}

export const FUNDING_LISTS = { offers: fundingLists('offers'), loans: fundingLists('loans'), credits: fundingLists('credits') } as const;

export const TRADING_CALLS = {
  wallets: signedRead('/v2/auth/r/wallets', 'wallets'),
  walletsHist: signedRead('/v2/auth/r/wallets/hist', 'wallets', takes<typeof B.WalletsHistBody>()),
  fundingAutoStates: signedRead('/v2/auth/r/funding/auto', 'funding'),

  orders: signedRead('/v2/auth/r/orders', 'orders', takes<typeof B.OrdersBody>()),
  ordersOf: signedRead('/v2/auth/r/orders/:symbol', 'orders', takes<typeof B.OrdersBody>()),
  ordersHist: signedRead('/v2/auth/r/orders/hist', 'orders', takes<typeof B.OrdersHistBody>()),
  ordersHistOf: signedRead('/v2/auth/r/orders/:symbol/hist', 'orders', takes<typeof B.OrdersHistBody>()),
  orderTrades: signedRead('/v2/auth/r/order/:key/trades', 'orders'),

  tradesHist: signedRead('/v2/auth/r/trades/hist', 'history', takes<ReturnType<typeof B.windowBody>>()),
  tradesHistOf: signedRead('/v2/auth/r/trades/:symbol/hist', 'history', takes<ReturnType<typeof B.windowBody>>()),

  positions: signedRead('/v2/auth/r/positions', 'positions'),
  positionsHist: signedRead('/v2/auth/r/positions/hist', 'positions', takes<ReturnType<typeof B.windowBody>>()),
  positionsSnap: signedRead('/v2/auth/r/positions/snap', 'positions', takes<ReturnType<typeof B.windowBody>>()),
  positionsAudit: signedRead('/v2/auth/r/positions/audit', 'positions', takes<typeof B.PositionsAuditBody>()),
  positionIncreaseInfo: signedRead('/v2/auth/r/position/increase/info', 'positions', takes<typeof B.IncreaseBody>()),

  ledgers: signedRead('/v2/auth/r/ledgers/hist', 'history', takes<typeof B.LedgersBody>()),
  ledgersOf: signedRead('/v2/auth/r/ledgers/:currency/hist', 'history', takes<typeof B.LedgersBody>()),

  marginInfo: signedRead('/v2/auth/r/info/margin/:key', 'account'),
  fundingInfo: signedRead('/v2/auth/r/info/funding/:key', 'funding'),

  movements: signedRead('/v2/auth/r/movements/hist', 'wallets', takes<typeof B.MovementsBody>()),
  movementsOf: signedRead('/v2/auth/r/movements/:currency/hist', 'wallets', takes<typeof B.MovementsBody>()),

  fundingTrades: signedRead('/v2/auth/r/funding/trades/hist', 'funding', takes<ReturnType<typeof B.windowBody>>()),
  fundingTradesOf: signedRead('/v2/auth/r/funding/trades/:symbol/hist', 'funding', takes<ReturnType<typeof B.windowBody>>()),

  orderAvail: signedRead('/v2/auth/calc/order/avail', 'orders', takes<typeof B.OrderAvailBody>()),
  alerts: signedRead('/v2/auth/r/alerts', 'account', takes<typeof B.AlertsBody>()),
  /** Card deposit quote: [RATE, AMOUNT_TO]. */
  cardFx: signedRead('/v2/auth/r/deposit/card/mode0/fx', 'wallets', takes<typeof B.CardFxBody>()),

  orderSubmit: signedWrite('/v2/auth/w/order/submit', 'orders', takes<typeof B.OrderSubmitBody>()),
  orderUpdate: signedWrite('/v2/auth/w/order/update', 'orders', takes<typeof B.OrderUpdateBody>()),
  orderCancel: signedWrite('/v2/auth/w/order/cancel', 'orders', takes<typeof B.OrderCancelBody>()),
  orderCancelMulti: signedWrite('/v2/auth/w/order/cancel/multi', 'orders', takes<typeof B.CancelMultiBody>()),
  orderMulti: signedWrite('/v2/auth/w/order/multi', 'orders', takes<typeof B.OrderMultiBody>()),

  positionClaim: signedWrite('/v2/auth/w/position/claim', 'positions', takes<typeof B.ClaimBody>()),
  positionIncrease: signedWrite('/v2/auth/w/position/increase', 'positions', takes<typeof B.IncreaseBody>()),
  /** Answers `[[1]]`, not a notification. */
  derivCollateral: defineCall({
    method: 'POST',
    path: '/v2/auth/w/deriv/collateral/set',
    auth: 'signed',
    cap: write('positions'),
    input: takes<typeof B.CollateralBody>(),
    reply: arrayReply,
  }),

  transfer: signedWrite('/v2/auth/w/transfer', 'wallets', takes<typeof B.TransferBody>()),
  depositAddress: signedWrite('/v2/auth/w/deposit/address', 'wallets', takes<typeof B.DepositAddressBody>()),
  withdraw: signedWrite('/v2/auth/w/withdraw', 'withdraw', takes<typeof B.WithdrawBody>()),
  /** A withdrawal not sent yet, taken back: notification `acc_wd-cancel`, its movements row. */
  withdrawCancel: signedWrite('/v2/auth/w/int/withdraw/cancel', 'withdraw', takes<typeof B.IdBody>()),
  /** The link of a withdrawal's confirmation e-mail (a page: it redirects to /withdraw). */
  withdrawConfirmLink: defineCall({ method: 'GET', path: '/api/withdraw/confirm', auth: 'account', reply: (raw: unknown) => raw }),
  /** The embedded exchange's test chain: sends an amount to one of its deposit addresses
   *  (`acc_dep-sim`, data [MOVEMENT_ID, CURRENCY, AMOUNT, ADDRESS]). */
  depositSend: signedWrite('/v2/auth/w/int/deposit/send', 'wallets', takes<typeof B.DepositSendBody>()),
  /** [THRESHOLD_USD, VASP_NAME | null]: above the threshold a withdrawal names its beneficiary. */
  travelRule: signedRead('/v2/auth/r/int/movements/travel-rule', 'withdraw', takes<typeof B.AddressBody>()),
  /** Whether an address is one the currency can be sent to: `{ valid, method?, message? }`. */
  checkAddress: defineCall({
    method: 'POST',
    path: '/v1/ui_check_address',
    auth: 'signed',
    cap: read('withdraw'),
    input: takes<typeof B.CheckAddressBody>(),
    reply: addressCheckReply,
  }),
  /** The withdrawal address book: list, add or delete; answers the list
   *  `[[ID, METHOD, CURRENCY, ADDRESS, LABEL, MTS], …]`. */
  addressBook: defineCall({
    method: 'POST',
    path: '/v1/account_address_book_entries',
    auth: 'signed',
    cap: write('withdraw'),
    input: takes<typeof B.AddressBookBody>(),
    reply: arrayReply,
  }),

  offerSubmit: signedWrite('/v2/auth/w/funding/offer/submit', 'funding', takes<typeof B.OfferSubmitBody>()),
  offerCancel: signedWrite('/v2/auth/w/funding/offer/cancel', 'funding', takes<typeof B.OfferCancelBody>()),
  offerCancelAll: signedWrite('/v2/auth/w/funding/offer/cancel/all', 'funding', takes<typeof B.CancelAllOffersBody>()),
  fundingClose: signedWrite('/v2/auth/w/funding/close', 'funding', takes<typeof B.FundingCloseBody>()),
  fundingAuto: signedWrite('/v2/auth/w/funding/auto', 'funding', takes<typeof B.FundingAutoBody>()),
  fundingKeep: signedWrite('/v2/auth/w/funding/keep', 'funding', takes<typeof B.FundingKeepBody>()),

  /** A report of the account's history mailed to its address (account-side issue 9 §6, the
   *  ranges too large for the browser's export): built by the exchange from the rows the reads
   *  above serve, and answered with the notification `report-email`, data [ROWS, EMAIL]. It changes
   *  nothing and mails only the owner, so it asks for the right to read the history — and the
   *  exchange also for the right of the kind's own read (orders, positions, wallets, funding). */
  reportEmail: defineCall({
    method: 'POST',
    path: '/v2/auth/w/report/email',
    auth: 'signed',
    cap: read('history'),
    input: takes<typeof B.ReportEmailBody>(),
    reply: notificationReply,
  }),

  /** Answers the alert row, not a notification. */
  alertSet: defineCall({
    method: 'POST',
    path: '/v2/auth/w/alert/set',
    auth: 'signed',
    cap: write('account'),
    input: takes<typeof B.AlertSetBody>(),
    reply: arrayReply,
  }),
  alertDel: defineCall({
    method: 'POST',
    path: '/v2/auth/w/alert/del',
    auth: 'signed',
    cap: write('account'),
    input: takes<typeof B.AlertDelBody>(),
    reply: arrayReply,
  }),
} as const;
