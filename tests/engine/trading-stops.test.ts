import { describe, expect, it } from 'vitest';
import { OrderFlag } from '../../server/engine/types';
import { SYMBOL, createHarness, kinds, lastState, type Harness } from './harness';

/** Makes one trade at `price` between two throw-away orders (ids from 900 up). */
let tradeIds = 900;
function tradeAt(h: Harness, price: number, amount = 1): void {
  h.place({ id: tradeIds++, type: 'LIMIT', amount: -amount, price, owner: 7 });
  h.place({ id: tradeIds++, type: 'LIMIT', amount, price, owner: 8 });
}

describe('trading engine: stops', () => {
  it('keeps a stop out of the book until the last price reaches it, then runs it as MARKET', () => {
    const h = createHarness();
    tradeAt(h, 100);
    h.place({ id: 1, type: 'EXCHANGE STOP', amount: 5, price: 103 });
    expect(lastState(h, 1)).toMatchObject({ triggered: false, status: 'ACTIVE', typePrev: null });
    expect(h.events.some((ev) => ev.e === 'raw' && ev.id === 1)).toBe(false);
    expect(h.engine.levels(SYMBOL, 1, 25)).toEqual([]);
    h.place({ id: 2, type: 'LIMIT', amount: -10, price: 104 });
    tradeAt(h, 102);
    expect(kinds(h, 1)).toEqual(['new']);
    tradeAt(h, 103);
    // Triggered in the same call: converted (update), filled against the ask at 104, closed.
    expect(kinds(h, 1)).toEqual(['new', 'update', 'close']);
    const [, triggered] = h.orderEvents(1)[1]!;
    expect(triggered).toMatchObject({ type: 'EXCHANGE MARKET', typePrev: 'EXCHANGE STOP', triggered: true });
    expect(lastState(h, 1)).toMatchObject({ amount: 0, status: 'EXECUTED @ 104(0.00000005)' });
    expect(h.engine.lastPrice(SYMBOL)).toBe(104);
  });

  it('triggers a sell stop when the price falls to it', () => {
    const h = createHarness();
    tradeAt(h, 100);
    h.place({ id: 1, type: 'STOP', amount: -5, price: 97 });
    h.place({ id: 2, type: 'LIMIT', amount: 20, price: 95 });
    tradeAt(h, 98);
    expect(kinds(h, 1)).toEqual(['new']);
    tradeAt(h, 96);
    expect(lastState(h, 1)).toMatchObject({ type: 'MARKET', typePrev: 'STOP', status: 'EXECUTED @ 95(-0.00000005)' });
  });

  it('runs a stop already reached on arrival at once (no new)', () => {
    const h = createHarness();
    tradeAt(h, 100);
    h.place({ id: 2, type: 'LIMIT', amount: -10, price: 101 });
    const r = h.place({ id: 1, type: 'STOP', amount: 3, price: 99 });
    expect(r.order).toMatchObject({ type: 'MARKET', typePrev: 'STOP', amount: 0 });
    expect(kinds(h, 1)).toEqual(['close']);
  });

  it('waits without a last price', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'STOP', amount: 3, price: 99 });
    expect(kinds(h, 1)).toEqual(['new']);
    expect(h.engine.liveOrders().map((o) => o.id)).toEqual([1]);
  });

  it('turns a STOP LIMIT into a LIMIT at priceAuxLimit that rests', () => {
    const h = createHarness();
    tradeAt(h, 100);
    h.place({ id: 1, type: 'STOP LIMIT', amount: 8, price: 102, priceAuxLimit: 102.5 });
    h.place({ id: 2, type: 'LIMIT', amount: -3, price: 102.5 });
    tradeAt(h, 102);
    expect(kinds(h, 1)).toEqual(['new', 'update', 'update']);
    expect(lastState(h, 1)).toMatchObject({
      type: 'LIMIT',
      typePrev: 'STOP LIMIT',
      price: 102.5,
      amount: 5,
      status: 'PARTIALLY FILLED @ 102.5(0.00000003)',
    });
    expect(h.engine.levels(SYMBOL, 1, 25)).toEqual([[102.5, 1, 5]]);
  });

  it('cascades: a triggered stop moves the price and triggers the next', () => {
    const h = createHarness();
    tradeAt(h, 100);
    h.place({ id: 11, type: 'LIMIT', amount: 5, price: 97 });
    h.place({ id: 12, type: 'LIMIT', amount: 5, price: 96 });
    h.place({ id: 1, type: 'STOP', amount: -5, price: 99 });
    h.place({ id: 2, type: 'STOP', amount: -5, price: 97 });
    tradeAt(h, 99);
    // 99 triggers stop 1, which sells into the 97 bid; 97 triggers stop 2, which takes 96.
    expect(lastState(h, 1)?.status).toBe('EXECUTED @ 97(-0.00000005)');
    expect(kinds(h, 2)).toEqual(['new', 'update', 'close']);
    expect(lastState(h, 2)?.status).toBe('EXECUTED @ 96(-0.00000005)');
    expect(h.engine.lastPrice(SYMBOL)).toBe(96);
  });

  it('triggers stops at the same price in arrival order', () => {
    const h = createHarness();
    tradeAt(h, 100);
    h.place({ id: 1, type: 'STOP', amount: 1, price: 101 });
    h.place({ id: 2, type: 'STOP', amount: 1, price: 101 });
    h.place({ id: 3, type: 'STOP', amount: 1, price: 100.5 });
    h.place({ id: 4, type: 'LIMIT', amount: -10, price: 101 });
    h.take();
    tradeAt(h, 101);
    const order = h.take().flatMap((ev) => (ev.e === 'order' && ev.kind === 'update' && ev.o.id < 4 && ev.o.typePrev ? [ev.o.id] : []));
    expect(order).toEqual([3, 1, 2]);
  });
});

describe('trading engine: trailing stops', () => {
  it('follows the best price at its distance and triggers on the pull-back', () => {
    const h = createHarness();
    tradeAt(h, 100);
    h.place({ id: 1, type: 'TRAILING STOP', amount: -4, price: 0, priceTrailing: 2 });
    expect(lastState(h, 1)).toMatchObject({ price: 98, triggered: false });
    tradeAt(h, 103);
    expect(lastState(h, 1)).toMatchObject({ price: 101, triggered: false });
    tradeAt(h, 102);
    expect(lastState(h, 1)?.price).toBe(101);
    h.place({ id: 2, type: 'LIMIT', amount: 10, price: 100 });
    tradeAt(h, 101);
    expect(lastState(h, 1)).toMatchObject({ type: 'MARKET', typePrev: 'TRAILING STOP', status: 'EXECUTED @ 100(-0.00000004)' });
  });

  it('buy trailing stop follows the lowest price', () => {
    const h = createHarness();
    tradeAt(h, 100);
    h.place({ id: 1, type: 'EXCHANGE TRAILING STOP', amount: 4, price: 0, priceTrailing: 1 });
    tradeAt(h, 95);
    expect(lastState(h, 1)?.price).toBe(96);
    h.place({ id: 2, type: 'LIMIT', amount: -10, price: 97 });
    tradeAt(h, 96);
    expect(lastState(h, 1)).toMatchObject({ type: 'EXCHANGE MARKET', amount: 0 });
  });

  it('does not trigger on a rising sweep through its distance', () => {
    const h = createHarness();
    tradeAt(h, 100);
    h.place({ id: 1, type: 'TRAILING STOP', amount: -4, price: 0, priceTrailing: 2 });
    h.place({ id: 2, type: 'LIMIT', amount: -1, price: 100.5, owner: 3 });
    h.place({ id: 3, type: 'LIMIT', amount: -1, price: 106, owner: 3 });
    h.place({ id: 4, type: 'LIMIT', amount: 2, price: 106, owner: 4 });
    expect(lastState(h, 1)).toMatchObject({ triggered: false, price: 104 });
  });
});

describe('trading engine: OCO', () => {
  const oco = { flags: OrderFlag.OCO, ocoId: 2 };

  it('places a limit and its linked stop, both pointing at each other', () => {
    const h = createHarness();
    tradeAt(h, 100);
    const r = h.place({ id: 1, type: 'EXCHANGE LIMIT', amount: -5, price: 105, priceOcoStop: 95, ...oco });
    expect(r.order).toMatchObject({ id: 1, placedId: 2, type: 'EXCHANGE LIMIT' });
    expect(r.oco).toMatchObject({ id: 2, placedId: 1, type: 'EXCHANGE STOP', price: 95, amount: -5, triggered: false });
    expect(kinds(h, 1)).toEqual(['new']);
    expect(kinds(h, 2)).toEqual(['new']);
  });

  it('cancels the stop when the limit fills, even partially', () => {
    const h = createHarness();
    tradeAt(h, 100);
    h.place({ id: 1, type: 'LIMIT', amount: -5, price: 105, priceOcoStop: 95, ...oco });
    h.place({ id: 3, type: 'LIMIT', amount: 2, price: 105 });
    expect(lastState(h, 1)?.status).toBe('PARTIALLY FILLED @ 105(-0.00000002)');
    expect(kinds(h, 2)).toEqual(['new', 'close']);
    expect(lastState(h, 2)?.status).toBe('CANCELED');
    expect(h.engine.get(2)).toBeUndefined();
  });

  it('cancels the limit when the stop triggers', () => {
    const h = createHarness();
    tradeAt(h, 100);
    h.place({ id: 1, type: 'LIMIT', amount: -5, price: 105, priceOcoStop: 95, ...oco });
    h.place({ id: 3, type: 'LIMIT', amount: 10, price: 94 });
    tradeAt(h, 95);
    expect(lastState(h, 1)?.status).toBe('CANCELED');
    expect(lastState(h, 2)).toMatchObject({ type: 'MARKET', status: 'EXECUTED @ 94(-0.00000005)' });
    expect(h.engine.levels(SYMBOL, -1, 25)).toEqual([]);
  });

  it('cancels both when one is cancelled', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: 5, price: 95, priceOcoStop: 105, ...oco });
    h.engine.cancel(2);
    expect(lastState(h, 1)?.status).toBe('CANCELED');
    expect(h.engine.liveOrders()).toEqual([]);
  });

  it('never lets the stop live when the limit fills on arrival', () => {
    const h = createHarness();
    h.place({ id: 3, type: 'LIMIT', amount: 2, price: 100 });
    const r = h.place({ id: 1, type: 'LIMIT', amount: -5, price: 100, priceOcoStop: 90, ...oco });
    expect(r.oco?.status).toBe('CANCELED');
    expect(kinds(h, 2)).toEqual(['close']);
    expect(h.engine.liveOrders().map((o) => o.id)).toEqual([1]);
  });

  it('refuses a stop on the wrong side of the limit', () => {
    const h = createHarness();
    const r = h.place({ id: 1, type: 'LIMIT', amount: -5, price: 100, priceOcoStop: 101, ...oco });
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/^Invalid order: /);
  });

  it('refuses an OCO stop id that is taken', () => {
    const h = createHarness();
    h.place({ id: 2, type: 'LIMIT', amount: 1, price: 50 });
    expect(h.place({ id: 1, type: 'LIMIT', amount: -5, price: 100, priceOcoStop: 90, ...oco })).toEqual({
      ok: false,
      error: 'duplicate id',
    });
  });
});
