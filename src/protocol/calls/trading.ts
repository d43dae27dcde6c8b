// The authenticated trading calls of REST v2 (PROTOCOL §5.3): wallets, orders, trades,
// positions, ledgers, margin and funding info, transfers, movements, funding, alerts. Each needs
// the API key's capability named in `cap`; writes answer with a notification.
import { z } from 'zod';
import { decodeNotification, type Notification } from '../account/notification';
import { arrayReply, defineCall, ReplyShapeError, type CallCapability } from './define';
import * as B from './trading-bodies';
import { SYMBOL_RE } from './params';

/** A write's answer: the operation's notification (a refusal arrives as the error shape). */
export function notificationReply(raw: unknown): Notification {
  const n = decodeNotification(raw);
  if (!n) throw new ReplyShapeError('notification');
  return n;
}

const read = (scope: string): CallCapability => ({ scope, write: false });
const write = (scope: string): CallCapability => ({ scope, write: true });

/** A trading (`t…`) or funding (`f…`) symbol in the path; named `symbol` in refusals. */
const pathSymbol = (kind: 't' | 'f') => z.object({ symbol: z.string().regex(SYMBOL_RE).startsWith(kind) });
const pathCurrency = z.object({
  currency: z
    .string()
    .regex(/^[A-Za-z0-9]{1,20}$/)
    .transform((c) => c.toUpperCase()),
});
/** Path keys checked by the handler, which names its own refusal (`symbol`, `id`). */
const pathKey = z.object({ key: z.string() });

const signedRead = <P extends string, I extends z.ZodType>(path: P, scope: string, input?: I, params?: z.ZodType) =>
  defineCall({ method: 'POST', path, auth: 'signed', cap: read(scope), input, params, reply: arrayReply });
const signedWrite = <P extends string, I extends z.ZodType>(path: P, scope: string, input: I) =>
  defineCall({ method: 'POST', path, auth: 'signed', cap: write(scope), input, reply: notificationReply });

/** Live and historical lists of one kind of funding (offers, loans, credits). */
function fundingLists<K extends 'offers' | 'loans' | 'credits'>(kind: K) {
  return {
    live: signedRead(`/v2/auth/r/funding/${kind}`, 'funding'),
    liveOf: signedRead(`/v2/auth/r/funding/${kind}/:symbol`, 'funding', undefined, pathSymbol('f')),
    hist: signedRead(`/v2/auth/r/funding/${kind}/hist`, 'funding', B.windowBody()),
    histOf: signedRead(`/v2/auth/r/funding/${kind}/:symbol/hist`, 'funding', B.windowBody(), pathSymbol('f')),
  } as const;
}

export const FUNDING_LISTS = { offers: fundingLists('offers'), loans: fundingLists('loans'), credits: fundingLists('credits') } as const;

export const TRADING_CALLS = {
  wallets: signedRead('/v2/auth/r/wallets', 'wallets'),
  walletsHist: signedRead('/v2/auth/r/wallets/hist', 'wallets', B.WalletsHistBody),
  fundingAutoStates: signedRead('/v2/auth/r/funding/auto', 'funding'),

  orders: signedRead('/v2/auth/r/orders', 'orders', B.OrdersBody),
  ordersOf: signedRead('/v2/auth/r/orders/:symbol', 'orders', B.OrdersBody, pathSymbol('t')),
  ordersHist: signedRead('/v2/auth/r/orders/hist', 'orders', B.OrdersHistBody),
  ordersHistOf: signedRead('/v2/auth/r/orders/:symbol/hist', 'orders', B.OrdersHistBody, pathSymbol('t')),
  orderTrades: signedRead('/v2/auth/r/order/:key/trades', 'orders', undefined, pathKey),

  tradesHist: signedRead('/v2/auth/r/trades/hist', 'history', B.windowBody()),
  tradesHistOf: signedRead('/v2/auth/r/trades/:symbol/hist', 'history', B.windowBody(), pathSymbol('t')),

  positions: signedRead('/v2/auth/r/positions', 'positions'),
  positionsHist: signedRead('/v2/auth/r/positions/hist', 'positions', B.windowBody()),
  positionsSnap: signedRead('/v2/auth/r/positions/snap', 'positions', B.windowBody()),
  positionsAudit: signedRead('/v2/auth/r/positions/audit', 'positions', B.PositionsAuditBody),
  positionIncreaseInfo: signedRead('/v2/auth/r/position/increase/info', 'positions', B.IncreaseBody),

  ledgers: signedRead('/v2/auth/r/ledgers/hist', 'history', B.LedgersBody),
  ledgersOf: signedRead('/v2/auth/r/ledgers/:currency/hist', 'history', B.LedgersBody, pathCurrency),

  marginInfo: signedRead('/v2/auth/r/info/margin/:key', 'account', undefined, pathKey),
  fundingInfo: signedRead('/v2/auth/r/info/funding/:key', 'funding', undefined, pathKey),

  movements: signedRead('/v2/auth/r/movements/hist', 'wallets', B.MovementsBody),
  movementsOf: signedRead('/v2/auth/r/movements/:currency/hist', 'wallets', B.MovementsBody, pathCurrency),

  fundingTrades: signedRead('/v2/auth/r/funding/trades/hist', 'funding', B.windowBody()),
  fundingTradesOf: signedRead('/v2/auth/r/funding/trades/:symbol/hist', 'funding', B.windowBody(), pathSymbol('f')),

  orderAvail: signedRead('/v2/auth/calc/order/avail', 'orders', B.OrderAvailBody),
  alerts: signedRead('/v2/auth/r/alerts', 'account', B.AlertsBody),
  /** Card deposit quote: [RATE, AMOUNT_TO]. */
  cardFx: signedRead('/v2/auth/r/deposit/card/mode0/fx', 'wallets', B.CardFxBody),

  orderSubmit: signedWrite('/v2/auth/w/order/submit', 'orders', B.OrderSubmitBody),
  orderUpdate: signedWrite('/v2/auth/w/order/update', 'orders', B.OrderUpdateBody),
  orderCancel: signedWrite('/v2/auth/w/order/cancel', 'orders', B.OrderCancelBody),
  orderCancelMulti: signedWrite('/v2/auth/w/order/cancel/multi', 'orders', B.CancelMultiBody),
  orderMulti: signedWrite('/v2/auth/w/order/multi', 'orders', B.OrderMultiBody),

  positionClaim: signedWrite('/v2/auth/w/position/claim', 'positions', B.ClaimBody),
  positionIncrease: signedWrite('/v2/auth/w/position/increase', 'positions', B.IncreaseBody),
  /** Answers `[[1]]`, not a notification. */
  derivCollateral: defineCall({
    method: 'POST',
    path: '/v2/auth/w/deriv/collateral/set',
    auth: 'signed',
    cap: write('positions'),
    input: B.CollateralBody,
    reply: arrayReply,
  }),

  transfer: signedWrite('/v2/auth/w/transfer', 'wallets', B.TransferBody),
  depositAddress: signedWrite('/v2/auth/w/deposit/address', 'wallets', B.DepositAddressBody),
  withdraw: signedWrite('/v2/auth/w/withdraw', 'withdraw', B.WithdrawBody),

  offerSubmit: signedWrite('/v2/auth/w/funding/offer/submit', 'funding', B.OfferSubmitBody),
  offerCancel: signedWrite('/v2/auth/w/funding/offer/cancel', 'funding', B.OfferCancelBody),
  offerCancelAll: signedWrite('/v2/auth/w/funding/offer/cancel/all', 'funding', B.CancelAllOffersBody),
  fundingClose: signedWrite('/v2/auth/w/funding/close', 'funding', B.FundingCloseBody),
  fundingAuto: signedWrite('/v2/auth/w/funding/auto', 'funding', B.FundingAutoBody),
  fundingKeep: signedWrite('/v2/auth/w/funding/keep', 'funding', B.FundingKeepBody),

  /** Answers the alert row, not a notification. */
  alertSet: defineCall({
    method: 'POST',
    path: '/v2/auth/w/alert/set',
    auth: 'signed',
    cap: write('account'),
    input: B.AlertSetBody,
    reply: arrayReply,
  }),
  alertDel: defineCall({
    method: 'POST',
    path: '/v2/auth/w/alert/del',
    auth: 'signed',
    cap: write('account'),
    input: B.AlertDelBody,
    reply: arrayReply,
  }),
} as const;
