// What the markets owe the store: public trades, resting orders and offers, changed candles.
// Inside a simulator tick everything waits for the tick's single transaction; outside one
// (users' orders) the caller flushes right after the engine call, before anything is sent.
import type { EngineOffer, EngineOrder } from '../engine/types';
import type { PublicFundingTrade, PublicTrade, Store } from '../store/types';
import { isDiskFull } from '../store/space';
import type { CandleBook } from './candle-book';
import { PendingRows, type RowChanges } from './pending-rows';

/** Public trades kept waiting through a full disk, at most (older simulated ones go first). */
const MAX_WAITING_TRADES = 50_000;

export class Writer {
  private trades: PublicTrade[] = [];
  private fundingTrades: PublicFundingTrade[] = [];
  private readonly orders = new PendingRows<EngineOrder>();
  private readonly offers = new PendingRows<EngineOffer>();
  private diskFullSince: number | undefined;

  constructor(
    private readonly store: Store,
    private readonly candles: CandleBook,
  ) {}

  trade(t: PublicTrade): void {
    this.trades.push(t);
  }

  fundingTrade(t: PublicFundingTrade): void {
    this.fundingTrades.push(t);
  }

  order(o: EngineOrder, closed: boolean): void {
    this.orders.put(o, closed);
  }

  offer(o: EngineOffer, closed: boolean): void {
    this.offers.put(o, closed);
  }

  pending(): boolean {
    return (
      this.trades.length > 0 || this.fundingTrades.length > 0 || this.orders.size > 0 || this.offers.size > 0 || this.candles.hasDirty()
    );
  }

  /** Writes everything owed in one transaction. A batch that fails is written again row by row,
   *  so one row the store refuses (a poison value) is logged and dropped alone: it never stays
   *  pending to fail every later write with it. A full disk drops nothing: the batch waits for
   *  the next flush, and the caller's transaction (a user's order, a tick) fails as a whole. */
  flush(): void {
    if (!this.pending()) return;
    const batch = this.take();
    try {
      this.store.transaction(() => this.write(batch, true));
      if (this.diskFullSince !== undefined) console.error('tradedesk store: the disk has room again; market rows are saved again');
      this.diskFullSince = undefined;
    } catch (err) {
      if (isDiskFull(err)) {
        this.putBack(batch);
        if (this.diskFullSince === undefined) console.error('tradedesk store: the disk is full; market rows wait in memory', err);
        this.diskFullSince ??= Date.now();
        throw err;
      }
      console.error('tradedesk store: a market batch failed to save; saving its rows one by one', err);
      this.isolate(batch);
    }
  }

  /** A batch that could not be written goes back in front of what came since (newer states win). */
  private putBack(b: Batch): void {
    this.trades = [...b.trades, ...this.trades];
    if (this.trades.length > MAX_WAITING_TRADES) this.trades.splice(0, this.trades.length - MAX_WAITING_TRADES);
    this.fundingTrades = [...b.fundingTrades, ...this.fundingTrades];
    if (this.fundingTrades.length > MAX_WAITING_TRADES) this.fundingTrades.splice(0, this.fundingTrades.length - MAX_WAITING_TRADES);
    this.orders.putBack(b.orders);
    this.offers.putBack(b.offers);
  }

  private take(): Batch {
    const batch: Batch = { trades: this.trades, fundingTrades: this.fundingTrades, orders: this.orders.take(), offers: this.offers.take() };
    this.trades = [];
    this.fundingTrades = [];
    return batch;
  }

  private write(b: Batch, candles: boolean): void {
    if (b.trades.length) this.store.insertTrades(b.trades);
    if (b.fundingTrades.length) this.store.insertFundingTrades(b.fundingTrades);
    if (b.orders.save.length) this.store.saveOrders(b.orders.save);
    if (b.orders.delete.length) this.store.deleteOrders(b.orders.delete);
    if (b.offers.save.length) this.store.saveOffers(b.offers.save);
    if (b.offers.delete.length) this.store.deleteOffers(b.offers.delete);
    if (candles) this.candles.flush();
  }

  private isolate(b: Batch): void {
    const one = (what: string, id: number | string, rows: Partial<Batch>, candles = false) => {
      try {
        this.store.transaction(() => this.write({ ...EMPTY, ...rows }, candles));
      } catch (err) {
        // The disk filled meanwhile: this row waits like any other, it is no poison.
        if (isDiskFull(err)) this.putBack({ ...EMPTY, ...rows });
        else console.error(`tradedesk store: ${what} ${id} refused by the store and dropped`, err);
      }
    };
    for (const t of b.trades) one('public trade', t.id, { trades: [t] });
    for (const t of b.fundingTrades) one('public funding trade', t.id, { fundingTrades: [t] });
    for (const o of b.orders.save) one('resting order', o.id, { orders: { save: [o], delete: [] } });
    for (const id of b.orders.delete) one('closed order', id, { orders: { save: [], delete: [id] } });
    for (const o of b.offers.save) one('resting offer', o.id, { offers: { save: [o], delete: [] } });
    for (const id of b.offers.delete) one('closed offer', id, { offers: { save: [], delete: [id] } });
    one('candle batch', 'of this tick', {}, true);
  }
}

interface Batch {
  trades: PublicTrade[];
  fundingTrades: PublicFundingTrade[];
  orders: RowChanges<EngineOrder>;
  offers: RowChanges<EngineOffer>;
}

const EMPTY: Batch = { trades: [], fundingTrades: [], orders: { save: [], delete: [] }, offers: { save: [], delete: [] } };
