// The read side of the trading calls (`/v2/auth/r/…`, `/v2/auth/calc/order/avail`). Paths,
// capabilities and bodies are the protocol's call table.
import { FUNDING_LISTS, TRADING_CALLS as C } from '../../../src/protocol/calls/trading';
import { OTC_CALLS } from '../../../src/protocol/calls/otc';
import { EARN_CALLS } from '../../../src/protocol/calls/earn';
import { CUSTODY_CALLS } from '../../../src/protocol/calls/custody';
import { SYMBOL_RE } from '../../../src/protocol/calls/params';
import type { Trading } from '../../trading/index';
import { parseDec } from '../../trading/decimal';
import { invalidParam, paramError } from '../protocol-error';
import { refusal, type TradingPost } from '../trading-routes';

const symbolOf = (params: Record<string, unknown>): string | undefined => params.symbol as string | undefined;

/** The part of the history a body asks for: start and end as given, 25 rows unless it says. */
const windowOf = (input: { start?: number; end?: number; limit?: number }) => ({
  start: input.start,
  end: input.end,
  limit: input.limit ?? 25,
});

export function registerTradingReads(post: TradingPost, trading: Trading): void {
  const h = trading.history;

  post(C.wallets, (user) => trading.wallets(user));
  post(C.fundingAutoStates, (user) => trading.autoFundingStates(user));
  post(C.walletsHist, (user, { input }) => h.walletsHist(user, input.end, input.currency));

  post(C.orders, (user, { input }) => trading.orders(user, undefined, input.id));
  post(C.ordersOf, (user, { params, input }) => trading.orders(user, symbolOf(params), input.id));
  for (const def of [C.ordersHist, C.ordersHistOf]) {
    post(def, (user, { params, input }) => h.ordersHist(user, symbolOf(params), windowOf(input), input.id));
  }
  post(C.orderTrades, (user, { params }) => {
    const key = params.key as string;
    const cut = key.lastIndexOf(':');
    const symbol = key.slice(0, cut);
    const id = Number(key.slice(cut + 1));
    if (cut < 0 || !SYMBOL_RE.test(symbol)) throw invalidParam('symbol');
    if (!Number.isSafeInteger(id) || id <= 0) throw invalidParam('id');
    return h.orderTrades(user, symbol, id);
  });

  for (const def of [C.tradesHist, C.tradesHistOf]) post(def, (user, { params, input }) => h.tradesHist(user, symbolOf(params), input));

  post(C.positions, (user) => trading.positions(user));
  post(C.positionsHist, (user, { input }) => h.positionsHist(user, input));
  post(C.positionsSnap, (user, { input }) => h.positionsSnap(user, input));
  post(C.positionsAudit, (user, { input }) => h.positionsAudit(user, windowOf(input), input.id));
  post(C.positionIncreaseInfo, (user, { input }) => {
    const amount = parseDec(input.amount);
    if (!amount) throw invalidParam('amount');
    const info = trading.increasePositionInfo(user, input.symbol, amount);
    if (typeof info === 'string') throw paramError(info);
    return info;
  });

  for (const def of [C.ledgers, C.ledgersOf]) {
    post(def, (user, { params, input }) => h.ledgers(user, params.currency as string | undefined, windowOf(input), input.category));
  }

  post(C.marginInfo, (user, { params }) => {
    const info = trading.marginInfo(user, params.key as string);
    if (!info) throw invalidParam('symbol');
    return info;
  });
  post(C.fundingInfo, (user, { params }) => {
    const key = params.key as string;
    if (!SYMBOL_RE.test(key) || !key.startsWith('f')) throw invalidParam('symbol');
    const info = trading.fundingInfo(user, key);
    if (!info) throw invalidParam('symbol');
    return info;
  });

  post(OTC_CALLS.otcQuotes, (user, { input }) => trading.otc.quotes(user, input));
  post(EARN_CALLS.staking, (user, { input }) => trading.staking.list(user, input));
  post(EARN_CALLS.cardPurchases, (user, { input }) => trading.cards.list(user, input));
  post(EARN_CALLS.borrowLimit, (user, { input }) => {
    const r = trading.borrowLimit(user, input.currency);
    if (typeof r === 'string') throw refusal(r);
    return r;
  });
  // The custody desk answers its refusal text (no partner configured, not offered on the site).
  const custody = <T>(r: T | string): T => {
    if (typeof r === 'string') throw refusal(r);
    return r;
  };
  post(CUSTODY_CALLS.custodySummary, (user) => custody(trading.custody.summary(user)));
  post(CUSTODY_CALLS.custodyTransfers, (user, { input }) => custody(trading.custody.transfers(user, windowOf(input))));
  post(CUSTODY_CALLS.custodyFees, (user, { input }) => custody(trading.custody.feeCharges(user, input)));

  for (const def of [C.movements, C.movementsOf]) {
    post(def, (user, { params, input }) =>
      h.movements(user, params.currency as string | undefined, windowOf(input), input.id, input.address),
    );
  }

  type Window = Parameters<typeof h.offersHist>[2];
  const lists = [
    [
      FUNDING_LISTS.offers,
      (u: number, s?: string) => trading.offers(u, s),
      (u: number, s: string | undefined, w: Window) => h.offersHist(u, s, w),
    ],
    [
      FUNDING_LISTS.loans,
      (u: number, s?: string) => trading.loans(u, s),
      (u: number, s: string | undefined, w: Window) => h.fundingHist(u, 'loan', s, w),
    ],
    [
      FUNDING_LISTS.credits,
      (u: number, s?: string) => trading.credits(u, s),
      (u: number, s: string | undefined, w: Window) => h.fundingHist(u, 'credit', s, w),
    ],
  ] as const;
  for (const [defs, live, hist] of lists) {
    post(defs.live, (user) => live(user));
    post(defs.liveOf, (user, { params }) => live(user, symbolOf(params)));
    for (const def of [defs.hist, defs.histOf]) post(def, (user, { params, input }) => hist(user, symbolOf(params), input));
  }
  for (const def of [C.fundingTrades, C.fundingTradesOf])
    post(def, (user, { params, input }) => h.fundingTrades(user, symbolOf(params), input));

  post(C.orderAvail, (user, { input }) => {
    const r = trading.orderAvail(user, input);
    if (typeof r === 'string') throw paramError(r);
    return r;
  });

  post(C.alerts, (user, { input }) => {
    if (input.type !== undefined && input.type !== 'price') throw invalidParam('type');
    return trading.alerts(user);
  });

  post(C.cardFx, (_user, { input }) => {
    const { data } = input;
    const amount = parseDec(data.amount);
    const q = amount?.isPositive() ? trading.cards.quote(data.from.toUpperCase(), data.to.toUpperCase(), amount) : undefined;
    if (trading.fxRate(data.from.toUpperCase(), data.to.toUpperCase()) === undefined) throw invalidParam('from');
    if (!amount || !amount.isPositive() || !q) throw invalidParam('amount');
    // The rate and the amount at it, then the card fee (of the fiat) and what a purchase receives.
    return [q.rate.toNumber(), q.gross.toNumber(), q.fee.toNumber(), q.receive.toNumber()];
  });
}
