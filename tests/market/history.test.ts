import { describe, expect, it } from 'vitest';
import { aggregateHistory, historyGrid, intervalCandles, lastMinutes, tradesOfCandles, walkBackward } from '../../server/market/history';
import { Rng } from '../../server/market/rng';
import { PARENT, TIMEFRAMES, bucketStart, parseTimeframe, shiftBucket } from '../../server/market/timeframes';
import { START } from './helpers';

const COUNT = 1000;

function build(seed: number) {
  const grid = historyGrid(START, COUNT);
  const rng = new Rng(seed);
  const x = walkBackward(rng, grid, { endX: Math.log(95_000), volDaily: 0.03, reversionDaily: 0.01, band: 8 });
  const intervals = intervalCandles(rng, grid, x, { volDaily: 0.03, volumePerMinute: 2.5 });
  const trades = tradesOfCandles(rng, lastMinutes(intervals, grid, 60), 30, START);
  return { grid, intervals, trades, history: aggregateHistory(intervals, START, COUNT) };
}

describe('synthetic history', () => {
  const { grid, intervals, trades, history } = build(7);

  it('has at least 1000 candles at every timeframe, ending with the current bucket at the end price', () => {
    for (const tf of TIMEFRAMES) {
      const candles = history[tf];
      expect(candles.length, tf).toBeGreaterThanOrEqual(COUNT);
      expect(candles.at(-1)!.mts, tf).toBe(bucketStart(tf, START));
      expect(candles.at(-1)!.close, tf).toBe(95_000);
      const gaps = candles.filter((c, i) => i > 0 && c.mts !== shiftBucket(tf, candles[i - 1]!.mts, 1));
      expect(gaps, tf).toEqual([]);
    }
    expect(grid.at(-1)).toBe(START);
  });

  it('keeps every candle well formed and continuous', () => {
    const bad: string[] = [];
    for (const tf of TIMEFRAMES) {
      const candles = history[tf];
      candles.forEach((c, i) => {
        const ok =
          c.high >= Math.max(c.open, c.close) &&
          c.low <= Math.min(c.open, c.close) &&
          c.low > 0 &&
          c.volume > 0 &&
          (i === 0 || c.open === candles[i - 1]!.close);
        if (!ok) bad.push(`${tf} ${JSON.stringify(c)}`);
      });
    }
    expect(bad).toEqual([]);
  });

  it('aggregates each timeframe from its finer one wherever both exist', () => {
    for (const tf of TIMEFRAMES) {
      const parent = PARENT[tf];
      if (!parent) continue;
      const groups = new Map<number, (typeof history)['1m']>();
      for (const f of history[parent]) {
        const key = bucketStart(tf, f.mts);
        groups.set(key, [...(groups.get(key) ?? []), f]);
      }
      let compared = 0;
      for (const c of history[tf]) {
        const inside = groups.get(c.mts);
        // Only buckets the finer series covers from start to end (or up to now).
        if (!inside || inside[0]!.mts !== c.mts) continue;
        const next = shiftBucket(tf, c.mts, 1);
        if (next <= START && shiftBucket(parent, inside.at(-1)!.mts, 1) !== next) continue;
        compared++;
        expect(c.open).toBe(inside[0]!.open);
        expect(c.close).toBe(inside.at(-1)!.close);
        expect(c.high).toBe(Math.max(...inside.map((f) => f.high)));
        expect(c.low).toBe(Math.min(...inside.map((f) => f.low)));
        expect(c.volume).toBeCloseTo(
          inside.reduce((a, f) => a + f.volume, 0),
          6,
        );
      }
      expect(compared, tf).toBeGreaterThanOrEqual(tf === '1M' ? 30 : 100);
    }
  });

  it('spells out the last hour as trades that make up its 1m candles', () => {
    const minutes = history['1m'].slice(-60);
    for (const c of minutes) {
      const inside = trades.filter((t) => t.mts >= c.mts && t.mts < c.mts + 60_000);
      expect(inside.length).toBeGreaterThan(0);
      expect(inside[0]!.price).toBe(c.open);
      expect(inside.at(-1)!.price).toBe(c.close);
      expect(Math.max(...inside.map((t) => t.price))).toBe(c.high);
      expect(Math.min(...inside.map((t) => t.price))).toBe(c.low);
      const atoms = inside.reduce((a, t) => a + Math.round(Math.abs(t.amount) * 1e8), 0);
      expect(atoms).toBe(Math.round(c.volume * 1e8));
    }
    expect(trades.every((t) => t.mts <= START)).toBe(true);
    expect(intervals.length).toBe(grid.length - 1);
  });

  it('is the same for the same seed and differs for another', () => {
    expect(build(7).history['1h']).toEqual(history['1h']);
    expect(build(8).history['1h']).not.toEqual(history['1h']);
  });

  it('accepts 7D as the weekly timeframe', () => {
    expect(parseTimeframe('7D')).toBe('1W');
    expect(parseTimeframe('2D')).toBeUndefined();
  });
});
