// What the markets owe the store: public trades, resting orders and offers, changed candles.
// Inside a simulator tick everything waits for the tick's single transaction; outside one
// (users' orders) the caller flushes right after the engine call, before anything is sent.
import type { EngineOffer, EngineOrder } from '../engine/types';
import type { PublicFundingTrade, PublicTrade, Store } from '../store/types';
import type { CandleBook } from './candle-book';

export class Writer {
  private trades: PublicTrade[] = [];
  private fundingTrades: PublicFundingTrade[] = [];
  private readonly saveOrders = new Map<number, EngineOrder>();
  private readonly deleteOrders = new Set<number>();
  private readonly saveOffers = new Map<number, EngineOffer>();
  private readonly deleteOffers = new Set<number>();

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

  flush(): void {
    if (!this.pending()) return;
    this.store.transaction(() => {
      if (this.trades.length) this.store.insertTrades(this.trades);
      if (this.fundingTrades.length) this.store.insertFundingTrades(this.fundingTrades);
      // Copies: the engine keeps mutating its order objects after this point.
      if (this.saveOrders.size) this.store.saveOrders([...this.saveOrders.values()].map((o) => ({ ...o })));
      if (this.deleteOrders.size) this.store.deleteOrders([...this.deleteOrders]);
      if (this.saveOffers.size) this.store.saveOffers([...this.saveOffers.values()].map((o) => ({ ...o })));
      if (this.deleteOffers.size) this.store.deleteOffers([...this.deleteOffers]);
      this.candles.flush();
    });
    this.trades = [];
    this.fundingTrades = [];
    this.saveOrders.clear();
    this.deleteOrders.clear();
    this.saveOffers.clear();
    this.deleteOffers.clear();
  }
}
