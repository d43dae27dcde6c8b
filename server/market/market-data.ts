// MarketData (server/market/types.ts): what the REST and WebSocket gateways read, already in
// the wire layouts. Live parts come from the in-memory books and tickers, history from the store.
import type { HistQuery, Store } from '../store/types';
import { candleRow } from './candle-book';
import { parseCandleKey } from './candle-keys';
import { confValue } from './conf';
import type { Emitter } from './emitter';
import type { FundingBooks } from './funding-book';
import type { FundingSeries } from './funding-series';
import type { Liquidations } from './liquidations';
import type { Pricing } from './pricing';
import type { Stats } from './stats';
import type { Tickers } from './tickers';
import type { TradingBooks } from './trading-book';
import type { BookPrec, BookSide, MarketData, Unsubscribe, WireBookEntry, WireRow } from './types';

export interface MarketEvents {
  book: Emitter<[string, BookPrec, BookSide, WireBookEntry]>;
  trade: Emitter<[string, WireRow]>;
  ticker: Emitter<[string, WireRow]>;
  candle: Emitter<[string, WireRow]>;
  status: Emitter<[string, Array<string | number | null>]>;
}

export interface MarketDataParts {
  store: Store;
  tradingSymbols: string[];
  fundingSymbols: string[];
  trading: TradingBooks;
  funding: FundingBooks;
  tickers: Tickers;
  fundingSeries: FundingSeries;
  liquidations: Liquidations;
  stats: Stats;
  pricing: Pricing;
  events: MarketEvents;
  derivLatest: Map<string, Array<number | null>>;
}

const PRECS: readonly BookPrec[] = ['P0', 'P1', 'P2', 'P3', 'P4', 'R0'];

function derivSymbol(key: string): string {
  return key.startsWith('deriv:') ? key.slice('deriv:'.length) : key;
}

export function createMarketData(p: MarketDataParts): MarketData {
  const trading = new Set(p.tradingSymbols);
  const funding = new Set(p.fundingSymbols);
  const hasSymbol = (s: string) => trading.has(s) || funding.has(s);
  const derivKeys = [...p.derivLatest.keys()].map((s) => `deriv:${s}`);

  return {
    platformStatus: () => 1,
    conf: (key) => confValue(key),
    tradingSymbols: () => [...p.tradingSymbols],
    fundingSymbols: () => [...p.fundingSymbols],
    hasSymbol,

    book(symbol, prec, side, limit) {
      if (!PRECS.includes(prec)) return [];
      const n = Math.max(0, Math.floor(limit));
      if (trading.has(symbol)) return p.trading.entries(symbol, prec, side === 'bids' ? 1 : -1, n);
      if (funding.has(symbol)) return p.funding.entries(symbol, prec, side === 'bids' ? -1 : 1, n);
      return [];
    },
    onBook: (fn): Unsubscribe => p.events.book.add(fn),

    trades(symbol, q) {
      if (trading.has(symbol)) return p.store.tradesHist(symbol, q).map((t) => [t.id, t.mts, t.amount, t.price]);
      if (funding.has(symbol)) return p.store.fundingTradesHist(symbol, q).map((t) => [t.id, t.mts, t.amount, t.rate, t.period]);
      return [];
    },
    onTrade: (fn) => p.events.trade.add(fn),

    ticker: (symbol) => (hasSymbol(symbol) ? p.tickers.ticker(symbol) : undefined),
    onTicker: (fn) => p.events.ticker.add(fn),
    tickersHist(symbols, q) {
      const wanted = symbols === 'ALL' ? 'ALL' : symbols.filter((s) => trading.has(s));
      if (wanted !== 'ALL' && wanted.length === 0) return [];
      return p.store
        .tickersHist(wanted, q)
        .map((r) => [r.symbol, r.bid, null, r.ask, null, null, null, null, null, null, null, null, r.mts]);
    },

    candles(key, q) {
      const k = parseCandleKey(key, hasSymbol);
      if (!k) return undefined;
      if (k.kind === 'funding') p.fundingSeries.ensure(k);
      return p.store.candlesHist(k.series, k.tf, q).map(candleRow);
    },
    onCandle: (fn) => p.events.candle.add(fn),

    statusKeys: () => [...derivKeys, 'liq:global'],
    derivStatus(key) {
      const row = p.derivLatest.get(derivSymbol(key));
      return row ? [...row] : undefined;
    },
    derivStatusHist(symbol, q) {
      const s = derivSymbol(symbol);
      return p.derivLatest.has(s) ? p.store.derivStatusHist(s, q) : [];
    },
    onStatus: (fn) => p.events.status.add(fn),
    liquidations: (q: HistQuery) => p.liquidations.hist(q),

    stats1: (key, q) => p.stats.rows(key, q),
    calcTradeAvg: (symbol, amount, limit, period) => p.pricing.calcTradeAvg(symbol, amount, limit, period),
    fxRate: (a, b) => p.pricing.fxRate(a, b),
  };
}
