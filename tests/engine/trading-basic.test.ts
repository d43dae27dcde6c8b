import { describe, expect, it } from 'vitest';
import { SYMBOL, createHarness, kinds, lastState } from './harness';

describe('trading engine: limit and market orders', () => {
  it('rests a limit order and announces it: new, raw, level', () => {
    const h = createHarness();
    const r = h.place({ id: 1, type: 'EXCHANGE LIMIT', amount: 250, price: 100 });
    expect(r.ok).toBe(true);
    expect(r.order).toMatchObject({ id: 1, amount: 250, amountOrig: 250, status: 'ACTIVE', triggered: true, priceAvg: 0 });
    expect(h.take()).toEqual([
      { e: 'order', kind: 'new', o: expect.objectContaining({ id: 1, status: 'ACTIVE' }) },
      { e: 'raw', symbol: SYMBOL, side: 1, id: 1, price: 100, amount: 250, removed: false },
      { e: 'level', symbol: SYMBOL, side: 1, price: 100, count: 1, amount: 250 },
    ]);
    expect(h.engine.best(SYMBOL, 1)).toBe(100);
    expect(h.engine.best(SYMBOL, -1)).toBeUndefined();
    expect(h.engine.levels(SYMBOL, 1, 25)).toEqual([[100, 1, 250]]);
    expect(h.engine.rawOrders(SYMBOL, 1, 25)).toEqual([[1, 100, 250]]);
  });

  it('matches at the resting price, best price first, then time', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: -100, price: 102 });
    h.place({ id: 2, type: 'LIMIT', amount: -100, price: 101 });
    h.place({ id: 3, type: 'LIMIT', amount: -100, price: 101 });
    h.take();
    const r = h.place({ id: 4, type: 'LIMIT', amount: 250, price: 103 });
    const trades = h.trades();
    expect(trades.map((f) => [f.maker.id, f.price, f.amount])).toEqual([
      [2, 101, 100],
      [3, 101, 100],
      [1, 102, 50],
    ]);
    expect(trades.map((f) => f.id)).toEqual([1, 2, 3]);
    expect(r.order).toMatchObject({ amount: 0, status: 'EXECUTED @ 102(0.0000005)' });
    expect(r.order?.priceAvg).toBeCloseTo((101 * 200 + 102 * 50) / 250, 8);
    // Executed on arrival: only 'close', never 'new'.
    expect(kinds(h, 4)).toEqual(['close']);
    expect(kinds(h, 2)).toEqual(['new', 'close']);
    expect(kinds(h, 1)).toEqual(['new', 'update']);
    expect(lastState(h, 1)).toMatchObject({ amount: -50, status: 'PARTIALLY FILLED @ 102(-0.0000005)' });
    expect(h.engine.levels(SYMBOL, -1, 25)).toEqual([[102, 1, 50]]);
  });

  it('gives a partially filled arrival "new" with its fill in the status', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: -30_000_000, price: 100 });
    const r = h.place({ id: 2, type: 'LIMIT', amount: 100_000_000, price: 100 });
    expect(r.order).toMatchObject({ amount: 70_000_000, status: 'PARTIALLY FILLED @ 100(0.3)', priceAvg: 100 });
    expect(kinds(h, 2)).toEqual(['new']);
    expect(h.engine.best(SYMBOL, 1)).toBe(100);
    expect(h.engine.best(SYMBOL, -1)).toBeUndefined();
  });

  it('orders events as they happen: trade, maker state, book, then the taker', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: -10, price: 100 });
    h.take();
    h.place({ id: 2, type: 'LIMIT', amount: 4, price: 100 });
    expect(h.take().map((ev) => (ev.e === 'order' ? `${ev.kind}:${ev.o.id}` : ev.e))).toEqual([
      'trade',
      'update:1',
      'raw',
      'level',
      'close:2',
    ]);
  });

  it('fills a market order across levels and cancels what the book cannot fill', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: 10, price: 99 });
    h.place({ id: 2, type: 'LIMIT', amount: 10, price: 98 });
    const r = h.place({ id: 3, type: 'EXCHANGE MARKET', amount: -25, price: 0 });
    expect(h.trades().map((f) => [f.price, f.amount])).toEqual([
      [99, -10],
      [98, -10],
    ]);
    expect(r.order).toMatchObject({ amount: -5, status: 'CANCELED was: PARTIALLY FILLED @ 98(-0.0000001)' });
    expect(kinds(h, 3)).toEqual(['close']);
    expect(h.engine.levels(SYMBOL, 1, 25)).toEqual([]);
    expect(h.engine.lastPrice(SYMBOL)).toBe(98);
  });

  it('cancels a market order into an empty side', () => {
    const h = createHarness();
    const r = h.place({ id: 1, type: 'MARKET', amount: 5, price: 0 });
    expect(r.order).toMatchObject({ status: 'CANCELED', amount: 5 });
    expect(h.take()).toEqual([{ e: 'order', kind: 'close', o: expect.objectContaining({ id: 1 }) }]);
  });

  it('FOK fills completely or is cancelled with no trade', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: -10, price: 100 });
    h.place({ id: 2, type: 'LIMIT', amount: -10, price: 101 });
    const killed = h.place({ id: 3, type: 'FOK', amount: 25, price: 101 });
    expect(killed.order).toMatchObject({ status: 'FILLORKILL CANCELED', amount: 25 });
    expect(h.trades()).toHaveLength(0);
    const outOfRange = h.place({ id: 4, type: 'EXCHANGE FOK', amount: 15, price: 100 });
    expect(outOfRange.order?.status).toBe('FILLORKILL CANCELED');
    expect(h.trades()).toHaveLength(0);
    const filled = h.place({ id: 5, type: 'FOK', amount: 20, price: 101 });
    expect(filled.order).toMatchObject({ amount: 0, status: 'EXECUTED @ 101(0.0000001)' });
    expect(h.trades()).toHaveLength(2);
  });

  it('IOC takes what it can and cancels the rest', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: 10, price: 100 });
    h.place({ id: 2, type: 'LIMIT', amount: 10, price: 99 });
    const r = h.place({ id: 3, type: 'IOC', amount: -30, price: 100 });
    expect(h.trades().map((f) => f.maker.id)).toEqual([1]);
    expect(r.order).toMatchObject({ amount: -20, status: 'IOC CANCELED was: PARTIALLY FILLED @ 100(-0.0000001)' });
    const none = h.place({ id: 4, type: 'EXCHANGE IOC', amount: -5, price: 105 });
    expect(none.order?.status).toBe('IOC CANCELED');
    expect(h.engine.levels(SYMBOL, 1, 25)).toEqual([[99, 1, 10]]);
  });

  it('lets one owner trade with another and with itself', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: -10, price: 100, owner: 0 });
    h.place({ id: 2, type: 'LIMIT', amount: 10, price: 100, owner: 0 });
    expect(h.trades()).toHaveLength(1);
  });
});

describe('trading engine: validation', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['unknown symbol', { symbol: 'tNOPE' }, 'symbol: invalid'],
    ['zero amount', { amount: 0 }, 'amount: invalid'],
    ['NaN amount', { amount: Number.NaN }, 'amount: invalid'],
    ['fractional atoms', { amount: 1.5 }, 'amount: invalid'],
    ['zero price', { price: 0 }, 'price: invalid'],
    ['negative price', { price: -1 }, 'price: invalid'],
    ['infinite price', { price: Number.POSITIVE_INFINITY }, 'price: invalid'],
    ['unknown type', { type: 'LIMITED' }, 'type: invalid'],
    ['negative flags', { flags: -1 }, 'flags: invalid'],
    ['stop limit without its limit', { type: 'STOP LIMIT' }, 'price_aux_limit: invalid'],
    ['trailing stop without distance', { type: 'TRAILING STOP', price: 0 }, 'price_trailing: invalid'],
    ['OCO without a stop price', { flags: 16384, ocoId: 9 }, 'price_oco_stop: invalid'],
    ['OCO without a stop id', { flags: 16384, priceOcoStop: 110 }, 'Invalid order: OCO needs an id for its stop'],
    ['OCO on a market order', { type: 'MARKET', flags: 16384, priceOcoStop: 110, ocoId: 9 }, 'Invalid order: OCO needs a limit order'],
  ];
  it.each(cases)('refuses %s without any change', (_name, change, error) => {
    const h = createHarness();
    const r = h.engine.place({
      id: 1,
      owner: 1,
      cid: 1,
      gid: null,
      symbol: SYMBOL,
      type: 'LIMIT',
      amount: 10,
      price: 100,
      flags: 0,
      mtsTif: null,
      ...change,
    } as Parameters<typeof h.engine.place>[0]);
    expect(r).toEqual({ ok: false, error });
    expect(h.events).toEqual([]);
    expect(h.engine.liveOrders()).toEqual([]);
  });

  it('refuses a duplicate live id', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: 10, price: 100 });
    h.take();
    expect(h.place({ id: 1, type: 'LIMIT', amount: 10, price: 99 })).toEqual({ ok: false, error: 'duplicate id' });
    expect(h.take()).toEqual([]);
  });

  it('answers id: invalid for unknown orders', () => {
    const h = createHarness();
    expect(h.engine.cancel(42)).toEqual({ ok: false, error: 'id: invalid' });
    expect(h.engine.update(42, { price: 1 })).toEqual({ ok: false, error: 'id: invalid' });
    expect(h.engine.get(42)).toBeUndefined();
  });
});
