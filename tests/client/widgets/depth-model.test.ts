import { describe, expect, it } from 'vitest';
import BigNumber from 'bignumber.js';
import type { BookRow, BookView } from '../../../src/models/books';
import { clampZoom, depthAt, depthData, depthPrecision, depthWindow, zoomLabel } from '../../../src/widgets/depth/depth-model';

function rows(levels: Array<[number, number]>): BookRow[] {
  let total = new BigNumber(0);
  return levels.map(([price, amount]) => {
    total = total.plus(amount);
    return { id: String(price), price, period: null, count: 1, amount: new BigNumber(amount), total };
  });
}

function view(bids: Array<[number, number]>, asks: Array<[number, number]>): BookView {
  return { bids: rows(bids), asks: rows(asks), maxTotal: new BigNumber(0) };
}

const book = view(
  [
    [99, 1],
    [98, 2],
    [90, 5],
  ],
  [
    [101, 0.5],
    [102, 1.5],
    [115, 10],
  ],
);

describe('depth chart model', () => {
  it('sums each side from its best level outwards, amount and cost', () => {
    const d = depthData(book);
    expect(d.mid).toBe(100);
    expect(d.bids.map((s) => [s.price, s.total, s.cost])).toEqual([
      [99, 1, 99],
      [98, 3, 295],
      [90, 8, 745],
    ]);
    expect(d.asks.map((s) => s.total)).toEqual([0.5, 2, 12]);
  });

  it('has the one side as mid when the other is empty, and no mid without a book', () => {
    expect(depthData(view([[99, 1]], [])).mid).toBe(99);
    expect(depthData(view([], [])).mid).toBeNull();
    expect(depthWindow(depthData(view([], [])), 2)).toBeNull();
  });

  it('windows the prices around the mid and scales to the larger side inside it', () => {
    const d = depthData(book);
    // ±5 %: 95…105, so the bid at 90 and the ask at 115 are outside.
    expect(depthWindow(d, 4)).toEqual({ low: 95, high: 105, maxTotal: 3 });
    // ±20 %: everything.
    expect(depthWindow(d, 6)).toEqual({ low: 80, high: 120, maxTotal: 12 });
  });

  it('reads what reaching a price takes on its side, nothing between the mid and the best levels', () => {
    const d = depthData(book);
    expect(depthAt(d, 98.5)).toEqual({ side: 'bid', price: 98.5, total: 1, cost: 99, beyond: false });
    // Past the last level the book holds: at least everything it holds.
    expect(depthAt(d, 85)).toMatchObject({ side: 'bid', total: 8, beyond: true });
    expect(depthAt(d, 90)).toMatchObject({ total: 8, beyond: false });
    expect(depthAt(d, 97)).toMatchObject({ side: 'bid', total: 3 });
    expect(depthAt(d, 102)).toMatchObject({ side: 'ask', total: 2, cost: 203.5 });
    expect(depthAt(d, 99.5)).toBeNull();
    expect(depthAt(d, 100.5)).toBeNull();
  });

  it('picks the finest precision whose 250 levels reach the window edge', () => {
    // 95,000: P0 steps 1 (250 levels reach 250), P1 10, P2 100.
    expect(depthPrecision(95_000, 0)).toBe('P0'); // ±237.5
    expect(depthPrecision(95_000, 2)).toBe('P1'); // ±950
    expect(depthPrecision(95_000, 4)).toBe('P2'); // ±4 750
    expect(depthPrecision(95_000, 6)).toBe('P2'); // ±19 000
    expect(depthPrecision(0.5, 6)).toBe('P2'); // 0.5: P0 steps 0.00001, P2 0.001: ±0.1 needs P2
    expect(depthPrecision(null, 6)).toBe('P0');
  });

  it('keeps zoom steps in range and labels them', () => {
    expect(clampZoom(-3)).toBe(0);
    expect(clampZoom(99)).toBe(6);
    expect(zoomLabel(0)).toBe('0.25%');
    expect(zoomLabel(2)).toBe('1%');
  });
});
