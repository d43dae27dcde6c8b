// The markets of the embedded exchange: engines, simulator, books, candles, tickers and the
// MarketData the gateways read. One engine listener fans every event out to the views, the
// store and the listeners of the accounts layer (onEngine).
import type { MarketRate } from '../config';
import { createFundingEngine, createTradingEngine } from '../engine/index';
import type { FundingEngine, TradingEngine } from '../engine/types';
import { IdSequence } from '../store/id-sequence';
import type { Store } from '../store/types';
import { CandleBook } from './candle-book';
import { Emitter } from './emitter';
import { FundingBooks } from './funding-book';
import { FundingMaker } from './funding-maker';
import { FundingSeries } from './funding-series';
import { Liquidations } from './liquidations';
import { PairMaker } from './makers';
import { createMarketData, type MarketEvents } from './market-data';
import { FUNDING, PAIRS } from './pairs';
import { Pricing } from './pricing';
import { RATE_PROFILES } from './rates';
import { SIM_STATE_KEY, Simulator } from './simulator';
import { startMarkets } from './startup';
import { Stats } from './stats';
import { Tickers } from './tickers';
import { TradingBooks } from './trading-book';
import type { MarketData } from './types';
import { Writer } from './writer';
import { engineFanout, type EngineObserver } from './fanout';

export type { EngineObserver } from './fanout';
export type { MarketData } from './types';

export interface Markets {
  data: MarketData;
  simulator: {
    start(): void;
    stop(): void;
    /** One simulator step at the current clock (tests drive the market with a fake clock). */
    tick(): void;
    readonly running: boolean;
  };
  trading: TradingEngine; // users' orders (next issue) go through the same engine
  funding: FundingEngine;
  /** Fan-out of every engine event, for the accounts/trading layer. */
  onEngine(listener: EngineObserver): () => void;
  /** Writes what engine events left pending. Needed only by callers that want it written before
   *  they answer; outside a simulator tick it already happens after every event. */
  flush(): void;
  /** Where REDUCE_ONLY / CLOSE orders read positions (the accounts layer). */
  setPositionSource(fn: (owner: number, symbol: string) => number): void;
  close(): void;
}

export function createMarkets(opts: { store: Store; seed: number; rate: MarketRate; now?: () => number }): Markets {
  const { store, seed } = opts;
  const now = opts.now ?? (() => Date.now());
  const rate = RATE_PROFILES[opts.rate];
  const events: MarketEvents = {
    book: new Emitter(),
    trade: new Emitter(),
    ticker: new Emitter(),
    candle: new Emitter(),
    status: new Emitter(),
  };
  const tradingBooks = new TradingBooks((s, prec, side, e) => events.book.emit(s, prec, side, e));
  const fundingBooks = new FundingBooks((s, prec, side, e) => events.book.emit(s, prec, side, e));
  const candleBook = new CandleBook(store, (key, row) => events.candle.emit(key, row));
  const writer = new Writer(store, candleBook);
  const ids = {
    trade: new IdSequence(store, 'trade', 1000),
    order: new IdSequence(store, 'order', 1000),
    offer: new IdSequence(store, 'offer', 1000),
    position: new IdSequence(store, 'position', 100),
  };
  let positionSource = (_owner: number, _symbol: string) => 0;
  let batching = 0;

  const fanout = engineFanout({
    writer,
    candleBook,
    tradingBooks,
    fundingBooks,
    events,
    flushNow: () => batching === 0,
    tickerDirty: (symbol) => tickers.markDirty(symbol),
    fundingSeriesFor: (symbol, period) => fundingSeries.seriesFor(symbol, period),
  });
  const env = { now, nextTradeId: () => ids.trade.next(), positionAtoms: (o: number, s: string) => positionSource(o, s) };
  const trading = createTradingEngine(env, fanout.trading);
  const funding = createFundingEngine(env, fanout.funding);
  for (const p of PAIRS) {
    trading.addSymbol(p.symbol);
    tradingBooks.addSymbol(p.symbol);
  }
  for (const f of FUNDING) {
    funding.addSymbol(f.symbol);
    fundingBooks.addSymbol(f.symbol);
  }

  const batch = (fn: () => void) => {
    store.transaction(() => {
      batching++;
      try {
        fn();
        writer.flush();
      } finally {
        batching--;
      }
    });
  };

  const liquidations = new Liquidations(store);
  const derivLatest = new Map<string, Array<number | null>>();
  const state = startMarkets.loadState(store, seed, now());
  const walkMid = (symbol: string) => {
    const p = PAIRS.find((x) => x.symbol === symbol);
    return p ? state.walk.mid(p) : undefined;
  };
  const pricing = new Pricing(tradingBooks, fundingBooks, walkMid);
  const fundingSeries = new FundingSeries(
    store,
    seed,
    now,
    (s) => state.sim.frr[s] ?? funding.frr(s),
    (series) => candleBook.invalidate(series),
  );
  const tickers = new Tickers({
    store,
    now,
    trading: tradingBooks,
    funding: fundingBooks,
    frr: (s) => state.sim.frr[s] ?? funding.frr(s),
    frrAvailable: (s) =>
      funding
        .liveOffers()
        .filter((o) => o.symbol === s && o.amount > 0 && o.type !== 'LIMIT')
        .reduce((a, o) => a + o.amount / 1e8, 0),
    mid: (s) => pricing.mid(s),
  });
  candleBook.onUpdate((series, tf, c) => tickers.candle(series, tf, c));

  const makerCtx = { engine: trading, books: tradingBooks, rng: state.rng, rate, now, orderId: () => ids.order.next() };
  const makers = PAIRS.map((p, i) => new PairMaker(p, makerCtx, (i * 2000) / PAIRS.length));
  const lenders = FUNDING.map(
    (f) => new FundingMaker(f, { engine: funding, books: fundingBooks, rng: state.rng, rate, offerId: () => ids.offer.next() }),
  );
  fanout.setParticipants(makers, lenders);

  const simulator = new Simulator(
    {
      store,
      now,
      rate,
      rng: state.rng,
      walk: state.walk,
      trading,
      funding,
      books: tradingBooks,
      makers,
      lenders,
      liquidations,
      positionId: () => ids.position.next(),
      batch,
      status: (symbol, row) => {
        derivLatest.set(symbol, row);
        events.status.emit(`deriv:${symbol}`, row);
      },
      liquidation: (row) => events.status.emit('liq:global', row),
      afterTick: () => tickers.emitDue((s, f) => events.ticker.emit(s, f)),
    },
    state.sim,
  );

  startMarkets.run({
    store,
    seed,
    now,
    state,
    trading,
    funding,
    tradingBooks,
    fundingBooks,
    makers,
    lenders,
    liquidations,
    fundingSeries,
    derivLatest,
    batch,
    simulator,
  });
  tickers.load([...PAIRS.map((p) => p.symbol), ...FUNDING.map((f) => f.symbol)]);

  const data = createMarketData({
    store,
    tradingSymbols: PAIRS.map((p) => p.symbol),
    fundingSymbols: FUNDING.map((f) => f.symbol),
    trading: tradingBooks,
    funding: fundingBooks,
    tickers,
    fundingSeries,
    liquidations,
    stats: new Stats(store, seed, now, (c) => pricing.usd(c)),
    pricing,
    events,
    derivLatest,
  });

  let closed = false;
  return {
    data,
    simulator: {
      start: () => simulator.start(),
      stop: () => simulator.stop(),
      tick: () => simulator.tick(),
      get running() {
        return simulator.running;
      },
    },
    trading,
    funding,
    onEngine: (listener) => fanout.observe(listener),
    flush: () => writer.flush(),
    setPositionSource(fn) {
      positionSource = fn;
    },
    close() {
      if (closed) return;
      closed = true;
      simulator.stop();
      store.transaction(() => {
        writer.flush();
        store.setState(SIM_STATE_KEY, simulator.state());
      });
    },
  };
}
