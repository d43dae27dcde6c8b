import { describe, expect, it } from 'vitest';
import { OrderFlag } from '../../server/engine/types';
import { SYMBOL, createHarness, kinds, lastState } from './harness';

const { HIDDEN, POST_ONLY, REDUCE_ONLY, CLOSE } = OrderFlag;

describe('trading engine: HIDDEN', () => {
  it('matches hidden orders but never shows them', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: -10, price: 100, flags: HIDDEN });
    h.place({ id: 2, type: 'LIMIT', amount: -10, price: 100 });
    expect(h.engine.levels(SYMBOL, -1, 25)).toEqual([[100, 1, 10]]);
    expect(h.engine.rawOrders(SYMBOL, -1, 25)).toEqual([[2, 100, 10]]);
    expect(h.events.some((ev) => (ev.e === 'raw' && ev.id === 1) || (ev.e === 'level' && ev.amount === 20))).toBe(false);
    h.take();
    h.place({ id: 3, type: 'LIMIT', amount: 15, price: 100 });
    // Time priority holds across hidden and visible orders.
    expect(h.trades().map((f) => [f.maker.id, f.amount])).toEqual([
      [1, 10],
      [2, 5],
    ]);
    const book = h.take().filter((ev) => ev.e === 'raw' || ev.e === 'level');
    expect(book).toEqual([
      { e: 'raw', symbol: SYMBOL, side: -1, id: 2, price: 100, amount: 5, removed: false },
      { e: 'level', symbol: SYMBOL, side: -1, price: 100, count: 1, amount: 5 },
    ]);
  });

  it('reports a hidden-only best level as no visible best', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: 10, price: 101, flags: HIDDEN });
    h.place({ id: 2, type: 'LIMIT', amount: 10, price: 100 });
    expect(h.engine.best(SYMBOL, 1)).toBe(100);
    expect(h.engine.levels(SYMBOL, 1, 1)).toEqual([[100, 1, 10]]);
  });
});

describe('trading engine: POST_ONLY', () => {
  it('rests when it would not take', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: -10, price: 101 });
    const r = h.place({ id: 2, type: 'LIMIT', amount: 10, price: 100, flags: POST_ONLY });
    expect(r.order?.status).toBe('ACTIVE');
  });

  it('is cancelled instead of taking, also against a hidden order', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: -10, price: 101, flags: HIDDEN });
    const r = h.place({ id: 2, type: 'LIMIT', amount: 10, price: 101, flags: POST_ONLY });
    expect(r.order).toMatchObject({ status: 'POSTONLY CANCELED', amount: 10 });
    expect(kinds(h, 2)).toEqual(['close']);
    expect(h.trades()).toEqual([]);
  });

  it('is cancelled when an update would make it take', () => {
    const h = createHarness();
    h.place({ id: 1, type: 'LIMIT', amount: -10, price: 101 });
    h.place({ id: 2, type: 'LIMIT', amount: 10, price: 100, flags: POST_ONLY });
    const r = h.engine.update(2, { price: 101 });
    expect(r.order?.status).toBe('POSTONLY CANCELED');
    expect(h.trades()).toEqual([]);
    expect(h.engine.levels(SYMBOL, 1, 25)).toEqual([]);
  });
});

describe('trading engine: REDUCE_ONLY and CLOSE', () => {
  it('refuses an order that would grow the position', () => {
    const h = createHarness();
    h.setPosition(1, 50);
    const r = h.place({ id: 1, type: 'LIMIT', amount: 10, price: 100, flags: REDUCE_ONLY });
    expect(r.order).toMatchObject({ status: 'RSN_POS_REDUCE_INCR', amount: 10 });
    expect(kinds(h, 1)).toEqual(['close']);
    const none = h.place({ id: 2, type: 'LIMIT', amount: -10, price: 100, flags: REDUCE_ONLY, owner: 2 });
    expect(none.order?.status).toBe('RSN_POS_REDUCE_INCR');
  });

  it('clips an order that would flip the position to the position', () => {
    const h = createHarness();
    h.setPosition(1, 30);
    const r = h.place({ id: 1, type: 'LIMIT', amount: -50, price: 100, flags: REDUCE_ONLY });
    expect(r.order).toMatchObject({ amount: -30, amountOrig: -30, status: 'ACTIVE' });
  });

  it('cancels a resting reduce-only maker the position no longer allows', () => {
    const h = createHarness();
    h.setPosition(1, 30);
    h.place({ id: 1, type: 'LIMIT', amount: -30, price: 100, flags: REDUCE_ONLY });
    h.place({ id: 2, type: 'LIMIT', amount: -10, price: 100, owner: 2 });
    h.setPosition(1, 20); // reduced elsewhere meanwhile
    h.place({ id: 3, type: 'LIMIT', amount: 25, price: 100, owner: 3 });
    expect(h.trades().map((f) => [f.maker.id, f.amount])).toEqual([
      [1, 20],
      [2, 5],
    ]);
    expect(lastState(h, 1)).toMatchObject({ amount: -10, status: 'RSN_POS_REDUCE_FLIP was: PARTIALLY FILLED @ 100(-0.0000002)' });
    expect(h.positions.get(`1:${SYMBOL}`)).toBe(0);
  });

  it('cancels a reduce-only maker of a flat position without a trade', () => {
    const h = createHarness();
    h.setPosition(1, 10);
    h.place({ id: 1, type: 'LIMIT', amount: -10, price: 100, flags: REDUCE_ONLY });
    h.setPosition(1, 0);
    h.place({ id: 2, type: 'LIMIT', amount: 5, price: 100, owner: 3 });
    expect(h.trades()).toEqual([]);
    expect(lastState(h, 1)?.status).toBe('RSN_POS_REDUCE_INCR');
    expect(lastState(h, 2)?.status).toBe('ACTIVE');
  });

  it('CLOSE takes the opposite of the position whatever the amount sent', () => {
    const h = createHarness();
    h.place({ id: 9, type: 'LIMIT', amount: 100, price: 99, owner: 5 });
    h.setPosition(1, 40);
    const r = h.place({ id: 1, type: 'MARKET', amount: 1, flags: CLOSE });
    expect(r.order).toMatchObject({ amountOrig: -40, amount: 0, status: 'EXECUTED @ 99(-0.0000004)' });
    expect(h.positions.get(`1:${SYMBOL}`)).toBe(0);
  });

  it('CLOSE without a position is refused', () => {
    const h = createHarness();
    const r = h.place({ id: 1, type: 'MARKET', amount: 1, flags: CLOSE });
    expect(r.order?.status).toBe('RSN_POS_NOTFOUND');
    expect(kinds(h, 1)).toEqual(['close']);
  });

  it('FOK counts only what reduce-only makers may fill', () => {
    const h = createHarness();
    h.setPosition(1, 5);
    h.place({ id: 1, type: 'LIMIT', amount: -5, price: 100, flags: REDUCE_ONLY });
    h.place({ id: 2, type: 'LIMIT', amount: -5, price: 100, flags: REDUCE_ONLY });
    const r = h.place({ id: 3, type: 'FOK', amount: 10, price: 100, owner: 2 });
    expect(r.order?.status).toBe('FILLORKILL CANCELED');
    expect(h.trades()).toEqual([]);
  });

  it("FOK counts a reduce-only maker after the same owner's plain fills, which shrink its room first", () => {
    const h = createHarness();
    h.setPosition(1, 2);
    h.place({ id: 1, type: 'LIMIT', amount: -2, price: 97 }); // plain: its fill takes the position to 0
    h.place({ id: 2, type: 'LIMIT', amount: -2, price: 98, flags: REDUCE_ONLY });
    const r = h.place({ id: 3, type: 'FOK', amount: 3, price: 98, owner: 2 });
    expect(r.order?.status).toBe('FILLORKILL CANCELED');
    expect(h.trades()).toEqual([]);
    expect(lastState(h, 2)?.status).toBe('ACTIVE');
  });

  it('FOK counts every reduce-only maker of one owner up to the position, not each one cut twice', () => {
    const h = createHarness();
    h.setPosition(1, 10);
    h.place({ id: 1, type: 'LIMIT', amount: -3, price: 100, flags: REDUCE_ONLY });
    h.place({ id: 2, type: 'LIMIT', amount: -5, price: 100, flags: REDUCE_ONLY });
    const r = h.place({ id: 3, type: 'FOK', amount: 8, price: 100, owner: 2 });
    expect(r.order?.status).toMatch(/^EXECUTED/);
    expect(h.positions.get(`1:${SYMBOL}`)).toBe(2);
  });

  it("FOK counts a reduce-only maker whose owner's exchange fills leave the position alone", () => {
    const h = createHarness();
    h.setPosition(1, 2);
    h.place({ id: 1, type: 'EXCHANGE LIMIT', amount: -2, price: 97 });
    h.place({ id: 2, type: 'LIMIT', amount: -2, price: 98, flags: REDUCE_ONLY });
    const r = h.place({ id: 3, type: 'FOK', amount: 4, price: 98, owner: 2 });
    expect(r.order?.status).toMatch(/^EXECUTED/);
    expect(h.positions.get(`1:${SYMBOL}`)).toBe(0);
  });
});
