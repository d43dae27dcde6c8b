// Markets for trading tests: the real trading and funding engines with the real market
// configuration, but no simulator — each test makes the liquidity it needs as owner 0, so
// every fill and price is known exactly.
import { createFundingEngine, createTradingEngine } from '../../server/engine/index';
import type { EngineListener, FundingListener, OrderRequest, OfferRequest } from '../../server/engine/types';
import { confValue } from '../../server/market/conf';
import { CURRENCY_BY_CODE, FUNDING, PAIRS } from '../../server/market/pairs';
import type { MarketEngineListener, TradingMarkets } from '../../server/trading/ports';

export interface FakeMarkets extends TradingMarkets {
  /** A resting order of the simulator (owner 0); returns its id. */
  maker(symbol: string, amount: number, price: number, type?: OrderRequest['type']): number;
  /** A simulator taker (MARKET) that trades against the book. */
  taker(symbol: string, amount: number): void;
  offer(symbol: string, amount: number, rate: number, period: number): number;
  /** Publishes a derivatives status for `symbol` (what the simulator does every few seconds). */
  derivStatus(symbol: string, s: { mark: number; nextFundingEvtMts: number; currentFunding: number }): void;
  clock: { now: number };
}

export function fakeMarkets(clock = { now: 1_800_000_000_000 }): FakeMarkets {
  const observers = new Set<MarketEngineListener>();
  let tradeId = 1;
  let simId = 1_000_000_000;
  let positions = (_o: number, _s: string) => 0;
  const env = { now: () => clock.now, nextTradeId: () => tradeId++, positionAtoms: (o: number, s: string) => positions(o, s) };
  const each = (fn: (o: MarketEngineListener) => void) => {
    for (const o of observers) fn(o);
  };
  const tradingListener: EngineListener = {
    order: (o, k) => each((x) => x.order?.(o, k)),
    trade: (f) => each((x) => x.trade?.(f)),
    level: () => {},
    raw: () => {},
  };
  const fundingListener: FundingListener = {
    offer: (o, k) => each((x) => x.fundingOffer?.(o, k)),
    match: (m) => each((x) => x.fundingMatch?.(m)),
    level: () => {},
    raw: () => {},
  };
  const trading = createTradingEngine(env, tradingListener);
  const funding = createFundingEngine(env, fundingListener);
  for (const p of PAIRS) trading.addSymbol(p.symbol);
  for (const f of FUNDING) {
    funding.addSymbol(f.symbol);
    funding.setFrr(f.symbol, f.frr);
  }
  const units = (atoms: number) => atoms / 1e8;
  /** An order of the simulated market (owner 0), refused loudly. */
  const simulated = (who: string, symbol: string, amount: number, price: number, type: OrderRequest['type']): number => {
    const id = simId++;
    const r = trading.place({
      id,
      owner: 0,
      cid: id,
      gid: null,
      symbol,
      type,
      amount: Math.round(amount * 1e8),
      price,
      flags: 0,
      mtsTif: null,
    });
    if (!r.ok) throw new Error(`${who} refused: ${r.error}`);
    return id;
  };
  const statuses = new Map<string, Array<number | null>>();
  const statusListeners = new Set<(key: string, row: Array<string | number | null>) => void>();

  const markets: FakeMarkets = {
    clock,
    trading,
    funding,
    onEngine(listener) {
      observers.add(listener);
      return () => observers.delete(listener);
    },
    setPositionSource(fn) {
      positions = fn;
    },
    data: {
      conf: (key) => confValue(key),
      hasSymbol: (s) => PAIRS.some((p) => p.symbol === s) || FUNDING.some((f) => f.symbol === s),
      tradingSymbols: () => PAIRS.map((p) => p.symbol),
      fundingSymbols: () => FUNDING.map((f) => f.symbol),
      ticker: (symbol) => {
        const last = trading.lastPrice(symbol);
        return last === undefined ? undefined : [null, null, null, null, null, null, last, null, null, null];
      },
      derivStatus: (key) => statuses.get(key),
      onStatus: (fn) => {
        statusListeners.add(fn);
        return () => statusListeners.delete(fn);
      },
      fxRate: (a, b) => {
        const x = CURRENCY_BY_CODE.get(a)?.usd;
        const y = CURRENCY_BY_CODE.get(b)?.usd;
        return x && y ? x / y : undefined;
      },
      calcTradeAvg: (symbol, amount) => {
        const side = amount > 0 ? -1 : 1;
        let need = Math.abs(amount);
        let cost = 0;
        let got = 0;
        for (const [price, , atoms] of trading.levels(symbol, side, 1000)) {
          const q = Math.min(need, units(atoms));
          cost += q * price;
          got += q;
          need -= q;
          if (need <= 0) break;
        }
        return got === 0 ? 'amount: invalid' : [cost / got, got];
      },
    },
    maker(symbol, amount, price, type = 'EXCHANGE LIMIT') {
      return simulated('maker', symbol, amount, price, type);
    },
    taker(symbol, amount) {
      simulated('taker', symbol, amount, 0, 'EXCHANGE MARKET');
    },
    derivStatus(symbol, s) {
      const row: Array<number | null> = new Array(23).fill(null);
      row[0] = clock.now;
      row[7] = s.nextFundingEvtMts;
      row[11] = s.currentFunding;
      row[14] = s.mark;
      statuses.set(`deriv:${symbol}`, row);
      for (const fn of statusListeners) fn(`deriv:${symbol}`, row);
    },
    offer(symbol, amount, rate, period) {
      const id = simId++;
      const req: OfferRequest = { id, owner: 0, symbol, type: 'LIMIT', amount: Math.round(amount * 1e8), rate, period, flags: 0 };
      const r = funding.place(req);
      if (!r.ok) throw new Error(`offer refused: ${r.error}`);
      return id;
    },
  };
  return markets;
}
