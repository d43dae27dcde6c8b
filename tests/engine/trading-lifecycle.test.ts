import { describe, expect, it } from 'vitest';
import { createTradingEngine } from '../../server/engine/index';
import { createFundingEngine } from '../../server/engine/index';
import { OrderFlag } from '../../server/engine/types';
import { SYMBOL, createHarness, kinds, lastState } from './harness';

describe('trading engine: update', () => {
  it('keeps time priority when only the amount shrinks', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: 10, price: 100 });
    h.place({ id: 2, type: 'LIMIT', amount: 10, price: 100 });
    h.take();
    const r = h.engine.update(1, { amount: 4 });
    expect(r.order).toMatchObject({ amount: 4, amountOrig: 4 });
    expect(h.take()).toEqual([
      { e: 'order', kind: 'update', o: expect.objectContaining({ id: 1, amount: 4 }) },
      { e: 'raw', symbol: SYMBOL, side: 1, id: 1, price: 100, amount: 4, removed: false },
      { e: 'level', symbol: SYMBOL, side: 1, price: 100, count: 2, amount: 14 },
    ]);
    expect(h.engine.rawOrders(SYMBOL, 1, 25).map(([id]) => id)).toEqual([1, 2]);
  });

  it('loses time priority when the amount grows or the price changes', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: 10, price: 100 });
    h.place({ id: 2, type: 'LIMIT', amount: 10, price: 100 });
    h.place({ id: 3, type: 'LIMIT', amount: 10, price: 100 });
    h.engine.update(1, { amount: 11 });
    expect(h.engine.rawOrders(SYMBOL, 1, 25).map(([id]) => id)).toEqual([2, 3, 1]);
    h.engine.update(2, { price: 99 });
    h.engine.update(2, { price: 100 });
    expect(h.engine.rawOrders(SYMBOL, 1, 25).map(([id]) => id)).toEqual([3, 1, 2]);
    h.place({ id: 4, type: 'MARKET', amount: -12, price: 0 });
    expect(h.trades().map((f) => f.maker.id)).toEqual([3, 1]);
  });

  it('keeps the fill history of a partially filled order it resizes', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: 10, price: 100 });
    h.place({ id: 2, type: 'LIMIT', amount: -4, price: 100 });
    const r = h.engine.update(1, { amount: 20 });
    expect(r.order).toMatchObject({ amount: 20, amountOrig: 24 });
  });

  it('takes when a new price crosses the book', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: -5, price: 101 });
    h.place({ id: 2, type: 'LIMIT', amount: 8, price: 100 });
    h.engine.update(2, { price: 101 });
    expect(h.trades().map((f) => [f.maker.id, f.taker.id, f.price])).toEqual([[1, 2, 101]]);
    expect(lastState(h, 2)).toMatchObject({ amount: 3, price: 101, status: 'PARTIALLY FILLED @ 101(0.00000005)' });
    expect(h.engine.best(SYMBOL, 1)).toBe(101);
    expect(h.engine.best(SYMBOL, -1)).toBeUndefined();
  });

  it('hides and shows an order through its flags', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: 5, price: 100 });
    h.take();
    h.engine.update(1, { flags: OrderFlag.HIDDEN });
    expect(h.take().slice(1)).toEqual([
      { e: 'raw', symbol: SYMBOL, side: 1, id: 1, price: 100, amount: 5, removed: true },
      { e: 'level', symbol: SYMBOL, side: 1, price: 100, count: 0, amount: 0 },
    ]);
    expect(h.engine.levels(SYMBOL, 1, 25)).toEqual([]);
    h.engine.update(1, { flags: 0 });
    expect(h.engine.levels(SYMBOL, 1, 25)).toEqual([[100, 1, 5]]);
  });

  it('moves a waiting stop and triggers it when the new stop is already reached', () => {
    const h = createHarness();
    h.place({ id: 8, type: 'LIMIT', amount: -1, price: 100, owner: 7 });
    h.place({ id: 9, type: 'LIMIT', amount: 1, price: 100, owner: 8 });
    h.place({ id: 10, type: 'LIMIT', amount: -5, price: 102 });
    h.place({ id: 1, type: 'STOP', amount: 5, price: 105 });
    h.engine.update(1, { price: 104 });
    expect(lastState(h, 1)).toMatchObject({ price: 104, triggered: false });
    h.engine.update(1, { price: 99 });
    expect(kinds(h, 1)).toEqual(['new', 'update', 'update', 'update', 'close']);
    expect(lastState(h, 1)).toMatchObject({ type: 'MARKET', status: 'EXECUTED @ 102(0.00000005)' });
  });

  it('refuses bad changes without touching the order', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: 5, price: 100, flags: 0 });
    h.take();
    expect(h.engine.update(1, { amount: -5 })).toEqual({ ok: false, error: 'amount: invalid' });
    expect(h.engine.update(1, { amount: 0 })).toEqual({ ok: false, error: 'amount: invalid' });
    expect(h.engine.update(1, { price: Number.NaN })).toEqual({ ok: false, error: 'price: invalid' });
    expect(h.engine.update(1, { flags: OrderFlag.OCO })).toEqual({ ok: false, error: 'flags: invalid' });
    expect(h.take()).toEqual([]);
    expect(h.engine.get(1)).toMatchObject({ amount: 5, price: 100 });
  });
});

describe('trading engine: cancel and time in force', () => {
  it('cancels with the status asked for and its fill history', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: 10, price: 100 });
    h.place({ id: 2, type: 'LIMIT', amount: -4, price: 100 });
    h.take();
    const r = h.engine.cancel(1);
    expect(r.order).toMatchObject({ status: 'CANCELED was: PARTIALLY FILLED @ 100(0.00000004)', amount: 6 });
    expect(h.take()).toEqual([
      { e: 'order', kind: 'close', o: expect.objectContaining({ id: 1 }) },
      { e: 'raw', symbol: SYMBOL, side: 1, id: 1, price: 100, amount: 6, removed: true },
      { e: 'level', symbol: SYMBOL, side: 1, price: 100, count: 0, amount: 0 },
    ]);
    h.place({ id: 3, type: 'LIMIT', amount: 1, price: 100 });
    expect(h.engine.cancel(3, 'INSUFFICIENT MARGIN').order?.status).toBe('INSUFFICIENT MARGIN');
    expect(h.engine.liveOrders()).toEqual([]);
  });

  it('expires orders whose deadline passed, and only those', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: 10, price: 100, mtsTif: 5_000 });
    h.place({ id: 2, type: 'LIMIT', amount: 10, price: 99, mtsTif: 9_000 });
    h.place({ id: 3, type: 'STOP', amount: 10, price: 120, mtsTif: 5_000 });
    h.place({ id: 4, type: 'LIMIT', amount: 10, price: 98 });
    h.engine.expire(4_999);
    expect(h.engine.liveOrders()).toHaveLength(4);
    h.engine.expire(5_000);
    expect(h.engine.liveOrders().map((o) => o.id)).toEqual([2, 4]);
    expect(lastState(h, 1)).toMatchObject({ status: 'CANCELED', mtsUpdate: 5_000 });
    expect(lastState(h, 3)?.status).toBe('CANCELED');
  });
});

describe('trading engine: queries and restore', () => {
  it('lists live orders in time priority and per owner', () => {
    const h = createHarness();
    h.place({ id: 5, type: 'LIMIT', amount: 1, price: 100, owner: 2 });
    h.place({ id: 3, type: 'STOP', amount: 1, price: 120, owner: 1 });
    h.place({ id: 4, type: 'LIMIT', amount: -1, price: 130, owner: 2 });
    expect(h.engine.liveOrders().map((o) => o.id)).toEqual([5, 3, 4]);
    expect(h.engine.ordersOf(2).map((o) => o.id)).toEqual([5, 4]);
    expect(h.engine.ordersOf(9)).toEqual([]);
    expect(h.engine.symbols()).toEqual([SYMBOL]);
  });

  it('hands out copies: changing them changes nothing inside', () => {
    const h = createHarness();
    const r = h.place({ id: 1, type: 'LIMIT', amount: 10, price: 100 });
    if (r.order) r.order.amount = 999;
    const got = h.engine.get(1);
    if (got) got.price = 1;
    expect(h.engine.get(1)).toMatchObject({ amount: 10, price: 100 });
  });

  it('a restore keeps the queue of orders that lost priority, whatever order they are restored in', () => {
    const a = createHarness();
    a.place({ id: 1, type: 'LIMIT', amount: 1, price: 99, owner: 1 });
    a.place({ id: 2, type: 'LIMIT', amount: 1, price: 98, owner: 2 });
    a.place({ id: 3, type: 'LIMIT', amount: 1, price: 99, owner: 3 });
    // Order 2 is re-priced to 99: it now queues behind 1 and 3, although it is older than 3.
    expect(a.engine.update(2, { price: 99 }).ok).toBe(true);
    const stored = a.engine.liveOrders();
    expect(stored.map((o) => o.id)).toEqual([1, 3, 2]);

    const b = createHarness();
    // Storage hands them back by creation time (1, 2, 3), not by queue position.
    for (const o of [...stored].sort((x, y) => x.id - y.id)) expect(b.engine.restore(o)).toBe(true);
    // A new order at the same price ranks after every restored one.
    b.place({ id: 11, type: 'LIMIT', amount: 1, price: 99, owner: 4 });
    b.place({ id: 10, type: 'MARKET', amount: -4, price: 0, owner: 9 });
    expect(b.trades().map((f) => f.maker.id)).toEqual([1, 3, 2, 11]);
  });

  it('restores stored orders exactly, with no events, keeping priority, OCO links and stops', () => {
    const a = createHarness();
    a.place({ id: 8, type: 'LIMIT', amount: -1, price: 100, owner: 7 });
    a.place({ id: 9, type: 'LIMIT', amount: 1, price: 100, owner: 8 });
    a.place({ id: 1, type: 'LIMIT', amount: 10, price: 99 });
    a.place({ id: 2, type: 'LIMIT', amount: 7, price: 99, flags: OrderFlag.HIDDEN });
    a.place({ id: 3, type: 'LIMIT', amount: -3, price: 99 });
    a.place({ id: 4, type: 'LIMIT', amount: -5, price: 104, flags: OrderFlag.OCO, priceOcoStop: 96, ocoId: 5 });
    a.place({ id: 6, type: 'TRAILING STOP', amount: -2, price: 0, priceTrailing: 3 });
    const stored = a.engine.liveOrders();

    const b = createHarness();
    b.engine.setLastPrice(SYMBOL, 100);
    for (const o of stored) expect(b.engine.restore(o)).toBe(true);
    expect(b.events).toEqual([]);
    expect(b.engine.liveOrders()).toEqual(stored);
    expect(b.engine.levels(SYMBOL, 1, 25)).toEqual(a.engine.levels(SYMBOL, 1, 25));
    expect(b.engine.rawOrders(SYMBOL, -1, 25)).toEqual(a.engine.rawOrders(SYMBOL, -1, 25));
    expect(b.engine.restore(stored[0]!)).toBe(false);

    // Priority survived: the partially filled order 1 still fills before hidden order 2.
    b.place({ id: 20, type: 'MARKET', amount: -8, price: 0, owner: 3 });
    expect(b.trades().map((f) => [f.maker.id, f.amount])).toEqual([
      [1, -7],
      [2, -1],
    ]);
    // The OCO link survived: filling the limit cancels the restored stop.
    b.place({ id: 21, type: 'LIMIT', amount: 1, price: 104, owner: 3 });
    expect(lastState(b, 5)?.status).toBe('CANCELED');
    // The trailing stop kept its reference: a fall to 97 (= 100 − 3) triggers it.
    b.engine.cancel(2);
    b.place({ id: 22, type: 'LIMIT', amount: 5, price: 90, owner: 3 });
    b.place({ id: 23, type: 'LIMIT', amount: -1, price: 97, owner: 4 });
    b.place({ id: 24, type: 'LIMIT', amount: 1, price: 97, owner: 3 });
    expect(lastState(b, 6)).toMatchObject({ typePrev: 'TRAILING STOP', amount: 0 });
  });

  it('refuses to restore what cannot be live', () => {
    const h = createHarness();
    const r = h.place({ id: 1, type: 'LIMIT', amount: 10, price: 100 });
    const order = r.order;
    expect(order).toBeDefined();
    if (!order) return;
    const other = createHarness([]);
    expect(other.engine.restore(order)).toBe(false);
    expect(h.engine.restore({ ...order, id: 2, type: 'MARKET' })).toBe(false);
  });
});

describe('engines: listener callbacks', () => {
  it('refuse changes requested from inside a callback', () => {
    let tid = 0;
    const env = { now: () => 1, nextTradeId: () => ++tid, positionAtoms: () => 0 };
    const noop = () => {};
    const trading = createTradingEngine(env, {
      order: noop,
      level: noop,
      raw: noop,
      trade: () => trading.cancel(1),
    });
    trading.addSymbol(SYMBOL);
    const base = { owner: 1, cid: 0, gid: null, symbol: SYMBOL, flags: 0, mtsTif: null, type: 'LIMIT' as const };
    trading.place({ ...base, id: 1, amount: -5, price: 100 });
    expect(() => trading.place({ ...base, id: 2, amount: 5, price: 100 })).toThrow(/inside a listener callback/);

    const funding = createFundingEngine(env, { offer: () => funding.cancel(1), match: noop, level: noop, raw: noop });
    funding.addSymbol('fUSD');
    expect(() => funding.place({ id: 1, owner: 1, symbol: 'fUSD', type: 'LIMIT', amount: 5, rate: 0.001, period: 2, flags: 0 })).toThrow(
      /inside a listener callback/,
    );
  });
});
