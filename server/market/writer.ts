// What the markets owe the store: public trades, resting orders and offers, changed candles.
// Inside a simulator tick everything waits for the tick's single transaction; outside one
// (users' orders) the caller flushes right after the engine call, before anything is sent.
import type { EngineOffer, EngineOrder } from '../engine/types';
import type { PublicFundingTrade, PublicTrade, Store } from '../store/types';
import { isDiskFull } from '../store/space';
import type { CandleBook } from './candle-book';

/** Public trades kept waiting through a full disk, at most (older simulated ones go first). */
const MAX_WAITING_TRADES = 50_000;

export class Writer {
  private trades: PublicTrade[] = [];
  private fundingTrades: PublicFundingTrade[] = [];
  private readonly saveOrders = new Map<number, EngineOrder>();
  private readonly deleteOrders = new Set<number>();
  private readonly saveOffers = new Map<number, EngineOffer>();
  private readonly deleteOffers = new Set<number>();
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
    if (closed) {
      this.saveOrders.delete(o.id);
      this.deleteOrders.add(o.id);
    } else {
      this.deleteOrders.delete(o.id);
      this.saveOrders.set(o.id, o);
    }
  }

  offer(o: EngineOffer, closed: boolean): void {
    if (closed) {
      this.saveOffers.delete(o.id);
      this.deleteOffers.add(o.id);
    } else {
      this.deleteOffers.delete(o.id);
      this.saveOffers.set(o.id, o);
    }
  }

  pending(): boolean {
    return (
      this.trades.length > 0 ||
      this.fundingTrades.length > 0 ||
      this.saveOrders.size > 0 ||
      this.deleteOrders.size > 0 ||
      this.saveOffers.size > 0 ||
      this.deleteOffers.size > 0 ||
      this.candles.hasDirty()
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
    for (const o of b.saveOrders) if (!this.saveOrders.has(o.id) && !this.deleteOrders.has(o.id)) this.saveOrders.set(o.id, o);
    for (const id of b.deleteOrders) if (!this.saveOrders.has(id)) this.deleteOrders.add(id);
    for (const o of b.saveOffers) if (!this.saveOffers.has(o.id) && !this.deleteOffers.has(o.id)) this.saveOffers.set(o.id, o);
    for (const id of b.deleteOffers) if (!this.saveOffers.has(id)) this.deleteOffers.add(id);
  }

  private take(): Batch {
    // Copies: the engine keeps mutating its order objects after this point.
    const batch: Batch = {
      trades: this.trades,
      fundingTrades: this.fundingTrades,
      saveOrders: [...this.saveOrders.values()].map((o) => ({ ...o })),
      deleteOrders: [...this.deleteOrders],
      saveOffers: [...this.saveOffers.values()].map((o) => ({ ...o })),
      deleteOffers: [...this.deleteOffers],
    };
    this.trades = [];
    this.fundingTrades = [];
    this.saveOrders.clear();
    this.deleteOrders.clear();
    this.saveOffers.clear();
    this.deleteOffers.clear();
    return batch;
  }

  private write(b: Batch, candles: boolean): void {
    if (b.trades.length) this.store.insertTrades(b.trades);
    if (b.fundingTrades.length) this.store.insertFundingTrades(b.fundingTrades);
    if (b.saveOrders.length) this.store.saveOrders(b.saveOrders);
    if (b.deleteOrders.length) this.store.deleteOrders(b.deleteOrders);
    if (b.saveOffers.length) this.store.saveOffers(b.saveOffers);
    if (b.deleteOffers.length) this.store.deleteOffers(b.deleteOffers);
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
    for (const o of b.saveOrders) one('resting order', o.id, { saveOrders: [o] });
    for (const id of b.deleteOrders) one('closed order', id, { deleteOrders: [id] });
    for (const o of b.saveOffers) one('resting offer', o.id, { saveOffers: [o] });
    for (const id of b.deleteOffers) one('closed offer', id, { deleteOffers: [id] });
    one('candle batch', 'of this tick', {}, true);
  }
}

interface Batch {
  trades: PublicTrade[];
  fundingTrades: PublicFundingTrade[];
  saveOrders: EngineOrder[];
  deleteOrders: number[];
  saveOffers: EngineOffer[];
  deleteOffers: number[];
}

const EMPTY: Batch = { trades: [], fundingTrades: [], saveOrders: [], deleteOrders: [], saveOffers: [], deleteOffers: [] };
