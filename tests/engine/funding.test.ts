import { describe, expect, it } from 'vitest';
import { OrderFlag } from '../../server/engine/types';
import { FUSD, createFundingHarness } from './funding-harness';

describe('funding engine: the book', () => {
  it('rests offers on the ask side (+1) and bids on the bid side (−1), keyed by rate and period', () => {
    const h = createFundingHarness();
    const r = h.place({ id: 1, amount: 1_000, rate: 0.0002, period: 30 });
    expect(r.offer).toMatchObject({ status: 'ACTIVE', rateReal: 0.0002, amountOrig: 1_000, mtsCreate: 5_000 });
    h.place({ id: 2, amount: -500, rate: 0.0001, period: 7 });
    expect(h.take()).toEqual([
      { e: 'offer', kind: 'new', o: expect.objectContaining({ id: 1 }) },
      { e: 'raw', symbol: FUSD, side: 1, id: 1, period: 30, rate: 0.0002, amount: 1_000, removed: false },
      { e: 'level', symbol: FUSD, side: 1, rate: 0.0002, period: 30, count: 1, amount: 1_000 },
      { e: 'offer', kind: 'new', o: expect.objectContaining({ id: 2 }) },
      { e: 'raw', symbol: FUSD, side: -1, id: 2, period: 7, rate: 0.0001, amount: 500, removed: false },
      { e: 'level', symbol: FUSD, side: -1, rate: 0.0001, period: 7, count: 1, amount: 500 },
    ]);
  });

  it('lists levels best-first: offers by rate up, bids by rate down, shorter period first', () => {
    const h = createFundingHarness();
    h.place({ id: 1, amount: 10, rate: 0.0003, period: 2 });
    h.place({ id: 2, amount: 10, rate: 0.0002, period: 30 });
    h.place({ id: 3, amount: 10, rate: 0.0002, period: 7 });
    h.place({ id: 4, amount: 5, rate: 0.0002, period: 7 });
    h.place({ id: 5, amount: -10, rate: 0.0001, period: 30 });
    h.place({ id: 6, amount: -10, rate: 0.00015, period: 30 });
    h.place({ id: 7, amount: -10, rate: 0.00015, period: 2 });
    expect(h.engine.levels(FUSD, 1, 25)).toEqual([
      [0.0002, 7, 2, 15],
      [0.0002, 30, 1, 10],
      [0.0003, 2, 1, 10],
    ]);
    expect(h.engine.levels(FUSD, -1, 2)).toEqual([
      [0.00015, 2, 1, 10],
      [0.00015, 30, 1, 10],
    ]);
    expect(h.engine.rawOffers(FUSD, 1, 2)).toEqual([
      [3, 7, 0.0002, 10],
      [4, 7, 0.0002, 5],
    ]);
  });

  it('keeps hidden offers out of levels and raw events but matches them', () => {
    const h = createFundingHarness();
    h.place({ id: 1, amount: 100, rate: 0.0002, period: 30, flags: OrderFlag.HIDDEN });
    expect(h.take().map((ev) => ev.e)).toEqual(['offer']);
    expect(h.engine.levels(FUSD, 1, 25)).toEqual([]);
    h.place({ id: 2, amount: -40, rate: 0.0002, period: 10 });
    expect(h.matches()).toHaveLength(1);
    expect(h.take().some((ev) => (ev.e === 'raw' || ev.e === 'level') && ev.side === 1)).toBe(false);
  });
});

describe('funding engine: matching', () => {
  it('matches a bid with a cheaper, long enough offer at the resting rate for the bid period', () => {
    const h = createFundingHarness();
    h.place({ id: 1, amount: 1_000, rate: 0.0002, period: 30, owner: 1 });
    const r = h.place({ id: 2, amount: -400, rate: 0.0003, period: 10, owner: 2 });
    expect(h.matches()).toEqual([
      expect.objectContaining({ id: 1, symbol: FUSD, mts: 5_000, amount: 400, rate: 0.0002, period: 10, maker: 'offer' }),
    ]);
    const [m] = h.matches();
    expect(m!.offer).toMatchObject({ id: 1, amount: 600, status: 'PARTIALLY FILLED' });
    expect(m!.bid).toMatchObject({ id: 2, amount: 0, status: 'EXECUTED' });
    expect(r.offer?.status).toBe('EXECUTED');
    expect(h.kinds(2)).toEqual(['close']);
    expect(h.kinds(1)).toEqual(['new', 'update']);
    expect(h.engine.levels(FUSD, 1, 25)).toEqual([[0.0002, 30, 1, 600]]);
  });

  it('lets an incoming offer take the best bid it can serve, at the bid rate', () => {
    const h = createFundingHarness();
    h.place({ id: 1, amount: -300, rate: 0.0004, period: 30 });
    h.place({ id: 2, amount: -300, rate: 0.0003, period: 5 });
    h.place({ id: 3, amount: 500, rate: 0.0001, period: 10 });
    // Bid 1 wants 30 days, longer than the offer's 10: skipped for bid 2.
    expect(h.matches().map((m) => [m.bid.id, m.rate, m.period, m.amount, m.maker])).toEqual([[2, 0.0003, 5, 300, 'bid']]);
    expect(h.last(3)).toMatchObject({ amount: 200, status: 'PARTIALLY FILLED' });
    expect(h.kinds(3)).toEqual(['new']);
    // Rates cross, periods do not: both rest.
    expect(h.engine.levels(FUSD, -1, 25)).toEqual([[0.0004, 30, 1, 300]]);
    expect(h.engine.levels(FUSD, 1, 25)).toEqual([[0.0001, 10, 1, 200]]);
  });

  it('fills in rate order, then period, then time', () => {
    const h = createFundingHarness();
    h.place({ id: 1, amount: 100, rate: 0.0002, period: 30 });
    h.place({ id: 2, amount: 100, rate: 0.0002, period: 20 });
    h.place({ id: 3, amount: 100, rate: 0.0002, period: 20 });
    h.place({ id: 4, amount: 100, rate: 0.0001, period: 30 });
    h.place({ id: 5, amount: -350, rate: 0.0002, period: 15 });
    expect(h.matches().map((m) => [m.offer.id, m.amount])).toEqual([
      [4, 100],
      [2, 100],
      [3, 100],
      [1, 50],
    ]);
  });

  it('does not match a bid below the offer rate', () => {
    const h = createFundingHarness();
    h.place({ id: 1, amount: 100, rate: 0.0003, period: 30 });
    h.place({ id: 2, amount: -100, rate: 0.00029, period: 2 });
    expect(h.matches()).toEqual([]);
  });
});

describe('funding engine: FRR offers', () => {
  it('rates FRR-relative offers at frr + delta and moves them with the FRR', () => {
    const h = createFundingHarness();
    h.engine.setFrr(FUSD, 0.0002);
    expect(h.engine.frr(FUSD)).toBe(0.0002);
    const r = h.place({ id: 1, type: 'FRRDELTAVAR', amount: 500, rate: 0.00001, period: 30 });
    expect(r.offer).toMatchObject({ rate: 0.00001, rateReal: 0.00021 });
    h.place({ id: 2, type: 'FRRDELTAFIX', amount: -200, rate: -0.00002, period: 30 });
    expect(h.engine.levels(FUSD, -1, 25)).toEqual([[0.00018, 30, 1, 200]]);
    h.take();
    // The FRR falls: offer 1 moves to 0.00016, below bid 2's old 0.00018, but bid 2 moves at
    // the same time (to 0.00013), so they still do not meet.
    h.engine.setFrr(FUSD, 0.00015);
    expect(h.matches()).toEqual([]);
    expect(h.engine.levels(FUSD, 1, 25)).toEqual([[0.00016, 30, 1, 500]]);
    expect(h.engine.levels(FUSD, -1, 25)).toEqual([[0.00013, 30, 1, 200]]);
    expect(h.kinds(1)).toEqual(['new', 'update']);
    // A fixed bid above the new offer rate: the FRR offer is matched when it moves down to it.
    h.place({ id: 3, amount: -100, rate: 0.00015, period: 10 });
    expect(h.matches()).toEqual([]);
    h.engine.setFrr(FUSD, 0.0001);
    expect(h.matches().map((m) => [m.offer.id, m.bid.id, m.rate, m.maker])).toEqual([[1, 3, 0.00015, 'bid']]);
    expect(h.last(1)).toMatchObject({ rateReal: 0.00011, amount: 400 });
  });
});

describe('funding engine: lifecycle', () => {
  it('cancels, refuses unknown ids and bad requests without changes', () => {
    const h = createFundingHarness();
    h.place({ id: 1, amount: 100, rate: 0.0002, period: 30 });
    h.take();
    expect(h.engine.cancel(1).offer).toMatchObject({ status: 'CANCELED', amount: 100 });
    expect(h.take().map((ev) => ev.e)).toEqual(['offer', 'raw', 'level']);
    expect(h.engine.cancel(1)).toEqual({ ok: false, error: 'id: invalid' });
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ symbol: 'fNOPE' }, 'symbol: invalid'],
      [{ amount: 0 }, 'amount: invalid'],
      [{ amount: 0.5 }, 'amount: invalid'],
      [{ rate: 0 }, 'rate: invalid'],
      [{ rate: Number.NaN }, 'rate: invalid'],
      [{ period: 1 }, 'period: invalid'],
      [{ period: 31 }, 'period: invalid'],
      [{ type: 'MARKET' }, 'type: invalid'],
    ];
    for (const [change, error] of bad) {
      expect(
        h.engine.place({
          id: 9,
          owner: 1,
          symbol: FUSD,
          type: 'LIMIT',
          amount: 10,
          rate: 0.0001,
          period: 2,
          flags: 0,
          ...change,
        } as Parameters<typeof h.engine.place>[0]),
      ).toEqual({ ok: false, error });
    }
    expect(h.take()).toEqual([]);
    h.place({ id: 2, amount: 1, rate: 0.0001, period: 2 });
    expect(h.place({ id: 2, amount: 1, rate: 0.0001, period: 2 })).toEqual({ ok: false, error: 'duplicate id' });
  });

  it('restores stored offers exactly, without events, keeping priority', () => {
    const a = createFundingHarness();
    a.engine.setFrr(FUSD, 0.0002);
    a.place({ id: 1, amount: 100, rate: 0.0002, period: 30 });
    a.place({ id: 2, amount: 100, rate: 0.0002, period: 30, owner: 2 });
    a.place({ id: 3, type: 'FRRDELTAVAR', amount: -50, rate: -0.0001, period: 2 });
    a.place({ id: 4, amount: -20, rate: 0.0002, period: 30 });
    const stored = a.engine.liveOffers();
    const b = createFundingHarness();
    for (const o of stored) expect(b.engine.restore(o)).toBe(true);
    expect(b.events).toEqual([]);
    expect(b.engine.liveOffers()).toEqual(stored);
    expect(b.engine.offersOf(2).map((o) => o.id)).toEqual([2]);
    expect(b.engine.restore(stored[0]!)).toBe(false);
    b.place({ id: 5, amount: -100, rate: 0.0002, period: 30 });
    expect(b.matches().map((m) => [m.offer.id, m.amount])).toEqual([
      [1, 80],
      [2, 20],
    ]);
  });
});
