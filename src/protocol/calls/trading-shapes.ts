// The exchange's shapes of the trading calls (trading.ts): the schemas of their bodies
// (trading-bodies.ts) and of their path parameters, by the calls' names.
import { z } from 'zod';
import * as B from './trading-bodies';
import { SYMBOL_RE } from './params';
import type { ShapesFor } from './shapes';
import type { FUNDING_LISTS, TRADING_CALLS } from './trading';

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
const windowed = B.windowBody();

/** The shapes of one kind of funding's lists (FUNDING_LISTS.offers…). */
export const FUNDING_LIST_SHAPES: ShapesFor<(typeof FUNDING_LISTS)['offers']> = {
  liveOf: { params: pathSymbol('f') },
  hist: { input: windowed },
  histOf: { input: windowed, params: pathSymbol('f') },
};

export const TRADING_SHAPES: ShapesFor<typeof TRADING_CALLS> = {
  walletsHist: { input: B.WalletsHistBody },
  orders: { input: B.OrdersBody },
  ordersOf: { input: B.OrdersBody, params: pathSymbol('t') },
  ordersHist: { input: B.OrdersHistBody },
  ordersHistOf: { input: B.OrdersHistBody, params: pathSymbol('t') },
  orderTrades: { params: pathKey },
  tradesHist: { input: windowed },
  tradesHistOf: { input: windowed, params: pathSymbol('t') },
  positionsHist: { input: windowed },
  positionsSnap: { input: windowed },
  positionsAudit: { input: B.PositionsAuditBody },
  positionIncreaseInfo: { input: B.IncreaseBody },
  ledgers: { input: B.LedgersBody },
  ledgersOf: { input: B.LedgersBody, params: pathCurrency },
  marginInfo: { params: pathKey },
  fundingInfo: { params: pathKey },
  movements: { input: B.MovementsBody },
  movementsOf: { input: B.MovementsBody, params: pathCurrency },
  fundingTrades: { input: windowed },
  fundingTradesOf: { input: windowed, params: pathSymbol('f') },
  orderAvail: { input: B.OrderAvailBody },
  alerts: { input: B.AlertsBody },
  cardFx: { input: B.CardFxBody },
  orderSubmit: { input: B.OrderSubmitBody },
  orderUpdate: { input: B.OrderUpdateBody },
  orderCancel: { input: B.OrderCancelBody },
  orderCancelMulti: { input: B.CancelMultiBody },
  orderMulti: { input: B.OrderMultiBody },
  positionClaim: { input: B.ClaimBody },
  positionIncrease: { input: B.IncreaseBody },
  derivCollateral: { input: B.CollateralBody },
  transfer: { input: B.TransferBody },
  depositAddress: { input: B.DepositAddressBody },
  withdraw: { input: B.WithdrawBody },
  withdrawCancel: { input: B.IdBody },
  depositSend: { input: B.DepositSendBody },
  travelRule: { input: B.AddressBody },
  checkAddress: { input: B.CheckAddressBody },
  addressBook: { input: B.AddressBookBody },
  offerSubmit: { input: B.OfferSubmitBody },
  offerCancel: { input: B.OfferCancelBody },
  offerCancelAll: { input: B.CancelAllOffersBody },
  fundingClose: { input: B.FundingCloseBody },
  fundingAuto: { input: B.FundingAutoBody },
  fundingKeep: { input: B.FundingKeepBody },
  reportEmail: { input: B.ReportEmailBody },
  alertSet: { input: B.AlertSetBody },
  alertDel: { input: B.AlertDelBody },
};
