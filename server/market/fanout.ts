// The engines' one listener each, fanned out in a fixed order: the views (books, candles,
// tickers), the store (through the writer), the simulator's own bookkeeping, then observers.
import type { EngineListener, FundingListener } from '../engine/types';
import { ATOMS_PER_UNIT } from '../engine/types';
import type { CandleBook } from './candle-book';
import type { FundingBooks } from './funding-book';
import type { FundingMaker } from './funding-maker';
import type { PairMaker } from './makers';
import type { MarketEvents } from './market-data';
import type { TradingBooks } from './trading-book';
import type { Writer } from './writer';

export type EngineObserver = Partial<EngineListener & { fundingOffer: FundingListener['offer']; fundingMatch: FundingListener['match'] }>;

export interface FanoutParts {
  writer: Writer;
  candleBook: CandleBook;
  tradingBooks: TradingBooks;
  fundingBooks: FundingBooks;
  events: MarketEvents;
  /** False inside a batch (simulator tick), where the writer is flushed once at the end. */
  flushNow(): boolean;
  tickerDirty(symbol: string): void;
  fundingSeriesFor(symbol: string, period: number): string[];
}

export function engineFanout(p: FanoutParts) {
  const observers = new Set<EngineObserver>();
  const makers = new Map<string, PairMaker>();
  const lenders = new Map<string, FundingMaker>();
  let reported = false;

  const notify = (call: (o: EngineObserver) => void) => {
    for (const o of observers) {
      try {
        call(o);
      } catch (err) {
        if (!reported) {
          reported = true;
          console.error('tradedesk: an engine observer threw:', err);
        }
      }
    }
  };
  const settle = () => {
    if (p.flushNow()) p.writer.flush();
  };

  const trading: EngineListener = {
    order(o, kind) {
      p.writer.order(o, kind === 'close');
      if (o.owner === 0) makers.get(o.symbol)?.track(o, kind);
      notify((x) => x.order?.(o, kind));
      settle();
    },
    trade(f) {
      const amount = f.amount / ATOMS_PER_UNIT;
      p.writer.trade({ id: f.id, symbol: f.symbol, mts: f.mts, amount, price: f.price });
      p.candleBook.trade(f.symbol, f.mts, f.price, amount);
      p.events.trade.emit(f.symbol, [f.id, f.mts, amount, f.price]);
      p.tickerDirty(f.symbol);
      notify((x) => x.trade?.(f));
      settle();
    },
    level(symbol, side, price, count, atoms) {
      p.tradingBooks.level(symbol, side, price, count, atoms);
      p.tickerDirty(symbol);
      notify((x) => x.level?.(symbol, side, price, count, atoms));
    },
    raw(symbol, side, id, price, atoms, removed) {
      p.tradingBooks.raw(symbol, side, id, price, atoms, removed);
      notify((x) => x.raw?.(symbol, side, id, price, atoms, removed));
    },
  };

  const funding: FundingListener = {
    offer(o, kind) {
      p.writer.offer(o, kind === 'close');
      if (o.owner === 0) lenders.get(o.symbol)?.track(o, kind);
      notify((x) => x.fundingOffer?.(o, kind));
      settle();
    },
    match(m) {
      // Public funding trades carry the taker's side: + a lender took a bid, − a borrower an offer.
      const amount = ((m.maker === 'offer' ? -1 : 1) * m.amount) / ATOMS_PER_UNIT;
      p.writer.fundingTrade({ id: m.id, symbol: m.symbol, mts: m.mts, amount, rate: m.rate, period: m.period });
      for (const series of p.fundingSeriesFor(m.symbol, m.period)) p.candleBook.trade(series, m.mts, m.rate, amount);
      p.events.trade.emit(m.symbol, [m.id, m.mts, amount, m.rate, m.period]);
      p.tickerDirty(m.symbol);
      notify((x) => x.fundingMatch?.(m));
      settle();
    },
    level(symbol, side, rate, period, count, atoms) {
      p.fundingBooks.level(symbol, side, rate, period, count, atoms);
      p.tickerDirty(symbol);
    },
    raw(symbol, side, id, period, rate, atoms, removed) {
      p.fundingBooks.raw(symbol, side, id, period, rate, atoms, removed);
    },
  };

  return {
    trading,
    funding,
    observe(o: EngineObserver): () => void {
      observers.add(o);
      return () => {
        observers.delete(o);
      };
    },
    setParticipants(pairMakers: PairMaker[], fundingMakers: FundingMaker[]): void {
      for (const m of pairMakers) makers.set(m.symbol, m);
      for (const l of fundingMakers) lenders.set(l.symbol, l);
    },
  };
}
