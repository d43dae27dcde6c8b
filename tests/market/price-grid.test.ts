import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundSignificant } from '../../src/protocol/book/precision';
import { ceilGrid, floorGrid, gridStep, roundGrid, stepGrid } from '../../server/market/price-grid';

const prices = fc.double({ min: 1e-8, max: 1e9, noNaN: true, noDefaultInfinity: true });
/** Decimal prices of up to 9 significant figures (what prices are: short decimals). */
const decimals = fc.tuple(fc.integer({ min: 1, max: 999_999_999 }), fc.integer({ min: -16, max: 0 })).map(([m, e]) => Number(`${m}e${e}`));

describe('the P0 price grid', () => {
  it('rounds decimal prices exactly like the protocol’s decimal rounding', () => {
    fc.assert(
      fc.property(decimals, (p) => {
        expect(roundGrid(p)).toBe(roundSignificant(p, 5, 'nearest'));
        expect(floorGrid(p)).toBe(roundSignificant(p, 5, 'floor'));
        expect(ceilGrid(p)).toBe(roundSignificant(p, 5, 'ceil'));
      }),
      { numRuns: 3000 },
    );
  });

  it('rounds a price a hair below its half in binary up, as the decimal says', () => {
    // 2.45925e-6 × 10^10 is 24592.499… in doubles.
    expect(roundGrid(0.00000245925)).toBe(roundSignificant(0.00000245925, 5, 'nearest'));
    expect(roundGrid(0.00000245925)).toBe(0.0000024593);
  });

  it('rounds any double to a neighbouring grid price', () => {
    fc.assert(
      fc.property(prices, (p) => {
        const f = floorGrid(p);
        const c = ceilGrid(p);
        expect(f).toBeLessThanOrEqual(p * (1 + 1e-12));
        expect(c).toBeGreaterThanOrEqual(p * (1 - 1e-12));
        expect(f === c || stepGrid(f, 1) === c).toBe(true);
        expect([f, c]).toContain(roundGrid(p));
      }),
      { numRuns: 1000 },
    );
  });

  it('steps one grid point at a time across decades', () => {
    expect(stepGrid(95000, 1)).toBe(95001);
    expect(stepGrid(99999, 1)).toBe(100000);
    expect(stepGrid(100000, 1)).toBe(100010);
    expect(stepGrid(10000, -1)).toBe(9999.9);
    expect(stepGrid(0.035789, -2)).toBe(0.035787);
    expect(gridStep(95000)).toBe(1);
    expect(gridStep(3400)).toBeCloseTo(0.1, 12);
  });

  it('gives grid prices whose text has at most 5 significant figures', () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: -400, max: 400 }), (p, k) => {
        const q = stepGrid(p, k);
        const digits = String(q).replace(/e.*$/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
        expect(digits.length).toBeLessThanOrEqual(5);
      }),
      { numRuns: 2000 },
    );
  });
});
