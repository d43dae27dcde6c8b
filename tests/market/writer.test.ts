// A row the store refuses is dropped alone: before, it stayed in the writer's pending list and
// made every later save fail with it (every user's orders refused, public trades lost).
import { describe, expect, it, vi } from 'vitest';
import type { EngineOrder } from '../../server/engine/types';
import type { CandleBook } from '../../server/market/candle-book';
import { Writer } from '../../server/market/writer';
import type { PublicTrade, Store } from '../../server/store/types';

/** A store that keeps rows in memory, refuses any order whose id is in `poison`, and rolls a
 *  failed transaction back as SQLite would. */
function fakeStore(poison: Set<number>, disk = { full: false }) {
  const trades = new Map<number, PublicTrade>();
  const orders = new Map<number, EngineOrder>();
  let pendingTrades: PublicTrade[] = [];
  let pendingOrders: EngineOrder[] = [];
  const store = {
    transaction<T>(fn: () => T): T {
      pendingTrades = [];
      pendingOrders = [];
      const out = fn();
      for (const t of pendingTrades) trades.set(t.id, t);
      for (const o of pendingOrders) orders.set(o.id, o);
      return out;
    },
    insertTrades(rows: PublicTrade[]) {
      if (disk.full) throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
      pendingTrades.push(...rows);
    },
    insertFundingTrades() {},
    saveOrders(rows: EngineOrder[]) {
      for (const o of rows) if (poison.has(o.id)) throw new RangeError('Maximum call stack size exceeded');
      pendingOrders.push(...rows);
    },
    deleteOrders() {},
    saveOffers() {},
    deleteOffers() {},
  };
  return { store: store as unknown as Store, trades, orders };
}

const candles = { hasDirty: () => false, flush: () => {} } as unknown as CandleBook;
const trade = (id: number): PublicTrade => ({ id, symbol: 'tBTCUSD', mts: id, amount: 1, price: 100 });
const order = (id: number) => ({ id, symbol: 'tBTCUSD' }) as unknown as EngineOrder;

describe('market writer', () => {
  it('drops the row the store refuses, keeps the rest, and writes the next batches', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, trades, orders } = fakeStore(new Set([2]));
    const w = new Writer(store, candles);
    w.trade(trade(1));
    w.order(order(1), false);
    w.order(order(2), false);
    w.order(order(3), false);
    w.flush();
    expect([...orders.keys()]).toEqual([1, 3]);
    expect([...trades.keys()]).toEqual([1]);
    expect(w.pending()).toBe(false);
    // Nothing of the refused row is left to fail the next write.
    w.trade(trade(2));
    w.order(order(4), false);
    w.flush();
    expect([...trades.keys()]).toEqual([1, 2]);
    expect([...orders.keys()]).toEqual([1, 3, 4]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('resting order 2'), expect.any(RangeError));
    vi.restoreAllMocks();
  });

  it('drops nothing on a full disk: the rows wait, the caller learns, and they are written once there is room', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const disk = { full: true };
    const { store, trades, orders } = fakeStore(new Set(), disk);
    const w = new Writer(store, candles);
    w.trade(trade(1));
    w.order(order(1), false);
    expect(() => w.flush()).toThrow('database or disk is full');
    expect(w.pending()).toBe(true);
    // What changed meanwhile wins over the batch that waited.
    w.trade(trade(2));
    w.order(order(1), true);
    w.order(order(2), false);
    expect(() => w.flush()).toThrow();
    disk.full = false;
    w.flush();
    expect([...trades.keys()]).toEqual([1, 2]);
    expect([...orders.keys()]).toEqual([2]);
    expect(w.pending()).toBe(false);
    vi.restoreAllMocks();
  });
});
