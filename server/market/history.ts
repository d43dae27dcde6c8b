// Synthetic history ending now, ≥ `count` candles at every timeframe. Time is laid out as one
// grid that is fine near the present (1m) and coarser further back (5m, 15m, … 1M), each
// resolution reaching back `count` buckets of its timeframe. Log prices walk backwards on that
// grid — per currency, so that every cross pair and every perpetual agrees with its legs — and
// each grid interval becomes one small candle; every timeframe aggregates those same candles.
import type { Candle } from '../store/types';
import { ceilGrid, floorGrid, roundAmount, roundGrid } from './price-grid';
import type { Rng } from './rng';
import { DAY, TIMEFRAMES, bucketStart, shiftBucket, type Timeframe } from './timeframes';

export type History = Record<Timeframe, Candle[]>;

/** The grid's times, ascending; the last one is `now`. */
export function historyGrid(now: number, count: number): number[] {
  const back: number[] = [now];
  const first1m = bucketStart('1m', now);
  for (let k = 0; k < count; k++) {
    const t = first1m - k * 60_000;
    if (t < back[back.length - 1]!) back.push(t);
  }
  for (const tf of TIMEFRAMES.slice(1)) {
    const target = shiftBucket(tf, bucketStart(tf, now), -(count - 1));
    let earliest = back[back.length - 1];
    while (earliest! > target) {
      let t = bucketStart(tf, earliest!);
      if (t >= earliest!) t = shiftBucket(tf, t, -1);
      back.push(t);
      earliest = t;
    }
  }
  return back.reverse();
}

export interface WalkSpec {
  /** ln of the value at the last grid time. */
  endX: number;
  volDaily: number;
  reversionDaily: number;
  /** Values stay within ±ln(band) of the end. */
  band: number;
}

/** A log-price path on the grid, walked backwards from its end value. */
export function walkBackward(rng: Rng, grid: number[], spec: WalkSpec): Float64Array {
  const x = new Float64Array(grid.length);
  const ref = spec.endX;
  const band = Math.log(spec.band);
  x[grid.length - 1] = spec.endX;
  for (let i = grid.length - 2; i >= 0; i--) {
    const days = (grid[i + 1]! - grid[i]!) / DAY;
    const kappa = Math.min(1, Math.max(spec.reversionDaily * days, Math.min(0.05, 0.02 * days)));
    const next = x[i + 1];
    const v = next! - spec.volDaily * Math.sqrt(days) * rng.normal() - kappa * (next! - ref);
    x[i] = Math.min(ref + band, Math.max(ref - band, v));
  }
  return x;
}

export interface CandleSpec {
  volDaily: number;
  volumePerMinute: number;
}

/** One candle per grid interval (mts = the interval's start), on the 5-significant-figure grid. */
export function intervalCandles(rng: Rng, grid: number[], x: Float64Array, spec: CandleSpec): Candle[] {
  const out: Candle[] = [];
  for (let i = 0; i + 1 < grid.length; i++) {
    const minutes = (grid[i + 1]! - grid[i]!) / 60_000;
    const sigma = spec.volDaily * Math.sqrt(minutes / 1440);
    const open = roundGrid(Math.exp(x[i]!));
    const close = roundGrid(Math.exp(x[i + 1]!));
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    const high = Math.max(top, ceilGrid(top * Math.exp(Math.abs(rng.normal()) * sigma * 0.5)));
    const low = Math.min(bottom, floorGrid(bottom * Math.exp(-Math.abs(rng.normal()) * sigma * 0.5)));
    const move = Math.abs(x[i + 1]! - x[i]!);
    const volume = roundAmount(spec.volumePerMinute * minutes * rng.logNormal(1, 0.5) * (1 + 10 * move));
    out.push({ mts: grid[i]!, open, close, high, low, volume: Math.max(volume, 1e-8) });
  }
  return out;
}

/** Every timeframe's candles from the interval candles (each interval counts in the bucket
 *  where it starts), from the bucket `count − 1` before the current one. */
export function aggregateHistory(intervals: Candle[], now: number, count: number): History {
  const history = {} as History;
  for (const tf of TIMEFRAMES) {
    const from = shiftBucket(tf, bucketStart(tf, now), -(count - 1));
    const out: Candle[] = [];
    let cur: Candle | undefined;
    for (const c of intervals) {
      if (c.mts < from) continue;
      const start = bucketStart(tf, c.mts);
      if (!cur || cur.mts !== start) {
        if (cur) out.push(cur);
        cur = { ...c, mts: start };
      } else {
        cur.close = c.close;
        cur.high = Math.max(cur.high, c.high);
        cur.low = Math.min(cur.low, c.low);
        cur.volume = roundAmount(cur.volume + c.volume);
      }
    }
    if (cur) out.push(cur);
    history[tf] = out;
  }
  return history;
}

export interface HistoryTrade {
  mts: number;
  amount: number;
  price: number;
}

/** Trades that make up the given 1m candles exactly: first at the open, last at the close,
 *  touching high and low, amounts summing to the volume. `endMts` bounds the current minute. */
export function tradesOfCandles(rng: Rng, candles: Candle[], perMinute: number, endMts: number): HistoryTrade[] {
  const out: HistoryTrade[] = [];
  let prev = candles[0]?.open ?? 0;
  for (const c of candles) {
    const flat = c.open === c.close && c.high === c.low;
    const n = flat ? Math.max(1, Math.min(8, rng.poisson(perMinute))) : Math.max(4, Math.min(40, rng.poisson(perMinute)));
    const prices: number[] = new Array<number>(n);
    prices[0] = c.open;
    prices[n - 1] = c.close;
    for (let i = 1; i < n - 1; i++) prices[i] = roundGrid(c.low + rng.next() * (c.high - c.low));
    if (n >= 4) {
      const hi = 1 + rng.int(n - 2);
      let lo = 1 + rng.int(n - 3);
      if (lo >= hi) lo++;
      prices[hi] = c.high;
      prices[lo] = c.low;
    }
    const span = Math.max(1, Math.min(60_000, endMts - c.mts + 1));
    const times = Array.from({ length: n }, () => c.mts + rng.int(span)).sort((a, b) => a - b);
    const totalAtoms = Math.max(n, Math.round(c.volume * 1e8));
    const weights = Array.from({ length: n }, () => rng.logNormal(1, 0.8));
    const wsum = weights.reduce((a, b) => a + b, 0);
    let left = totalAtoms;
    for (let i = 0; i < n; i++) {
      const atoms = i === n - 1 ? left : Math.max(1, Math.min(left - (n - 1 - i), Math.round((totalAtoms * weights[i]!) / wsum)));
      left -= atoms;
      const price = prices[i]!;
      const up = price > prev || (price === prev && rng.chance(0.5));
      out.push({ mts: times[i]!, price, amount: (up ? atoms : -atoms) / 1e8 });
      prev = price;
    }
    c.volume = totalAtoms / 1e8; // only differs when the volume had fewer atoms than trades
  }
  return out;
}

/** The interval candles of the last `minutes` whole or current minutes (the 1m part of the grid). */
export function lastMinutes(intervals: Candle[], grid: number[], minutes: number): Candle[] {
  const out: Candle[] = [];
  for (let i = intervals.length - 1; i >= 0 && out.length < minutes; i--) {
    if (grid[i + 1]! - grid[i]! > 60_000) break;
    out.push(intervals[i]!);
  }
  return out.reverse();
}
