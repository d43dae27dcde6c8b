// /v2/stats1: platform statistics. Traded volume (vol.*) is summed from the markets' own 30m
// candles; position and credit sizes, which belong to no simulated account, follow a smooth
// deterministic curve per key (the same key and time always give the same value).
import type { HistQuery, Store } from '../store/types';
import { FUNDING_BY_SYMBOL, PAIRS, PAIR_BY_SYMBOL } from './pairs';
import { hashOf } from './rng';
import { DAY, HOUR, MINUTE } from './timeframes';

const MAX_ROWS = 10_000;
const VOL_WINDOWS: Record<string, number> = { 'vol.1d': DAY, 'vol.7d': 7 * DAY, 'vol.30d': 30 * DAY };

type Series = { step: number; value: (t: number) => number } | { step: number; window: number };

/** Smooth noise in [−1, 1]: hashed values at multiples of `scale`, eased in between. */
function valueNoise(h: number, t: number, scale: number): number {
  const k = Math.floor(t / scale);
  const f = t / scale - k;
  const a = hashOf(h, k) / 2 ** 31 - 1;
  const b = hashOf(h, k + 1) / 2 ** 31 - 1;
  const s = f * f * (3 - 2 * f);
  return a + (b - a) * s;
}

function curve(seed: number, key: string, base: number): (t: number) => number {
  const h = hashOf(seed, key);
  return (t) => {
    const x = 0.3 * valueNoise(h, t, 6 * HOUR) + 0.08 * valueNoise(h + 1, t, 30 * MINUTE) + 0.015 * valueNoise(h + 2, t, 2 * MINUTE);
    return Number((base * Math.exp(x)).toPrecision(10));
  };
}

function fundingBase(symbol: string): number {
  const f = FUNDING_BY_SYMBOL.get(symbol)!;
  return f.offerSize * (f.currency === 'BTC' || f.currency === 'ETH' ? 5e3 : 2e5);
}

export class Stats {
  constructor(
    private readonly store: Store,
    private readonly seed: number,
    private readonly now: () => number,
    private readonly usdPerUnit: (ccy: string) => number | undefined,
  ) {}

  private series(key: string): Series | undefined {
    const parts = key.split(':');
    const [family = '', tf] = parts;
    if (family === 'pos.size' && tf === '1m') {
      const side = parts.at(-1);
      const symbol = parts.slice(2, -1).join(':');
      const pair = PAIR_BY_SYMBOL.get(symbol);
      if (!pair || !(pair.margin || pair.derivative) || (side !== 'long' && side !== 'short')) return undefined;
      const long = pair.derivative ? pair.makerSize * 40_000 : pair.makerSize * 3e5;
      return { step: MINUTE, value: curve(this.seed, key, side === 'long' ? long : pair.derivative ? long * 0.95 : long * 0.08) };
    }
    if (family === 'credits.size' && tf === '1m' && parts.length === 3 && FUNDING_BY_SYMBOL.has(parts[2]!)) {
      return { step: MINUTE, value: curve(this.seed, key, fundingBase(parts[2]!)) };
    }
    if (family === 'credits.size.sym' && tf === '1m' && parts.length >= 4 && FUNDING_BY_SYMBOL.has(parts[2]!)) {
      const pair = PAIR_BY_SYMBOL.get(parts.slice(3).join(':'));
      const ccy = FUNDING_BY_SYMBOL.get(parts[2]!)!.currency;
      if (!pair || !pair.margin || (pair.base !== ccy && pair.quote !== ccy)) return undefined;
      const share = 0.05 + (hashOf(this.seed, key) % 1000) / 3000;
      return { step: MINUTE, value: curve(this.seed, key, fundingBase(parts[2]!) * share) };
    }
    if (family in VOL_WINDOWS && tf === '30m' && parts.length === 3 && parts[2] === 'BFX') {
      return { step: 30 * MINUTE, window: VOL_WINDOWS[family]! };
    }
    return undefined;
  }

  has(key: string): boolean {
    return this.series(key) !== undefined;
  }

  rows(key: string, q: HistQuery): Array<[number, number]> | undefined {
    const s = this.series(key);
    if (!s) return undefined;
    const limit = Math.max(1, Math.min(MAX_ROWS, q.limit));
    const last = Math.floor(Math.min(q.end ?? Infinity, this.now()) / s.step) * s.step;
    let times: number[] = [];
    if (q.sort === 1 && q.start !== undefined) {
      for (let t = Math.ceil(q.start / s.step) * s.step; t <= last && times.length < limit; t += s.step) times.push(t);
    } else {
      for (let t = last; (q.start === undefined || t >= q.start) && times.length < limit; t -= s.step) times.push(t);
      if (q.sort === 1) times = times.reverse();
    }
    if (times.length === 0) return [];
    const values = 'value' in s ? times.map(s.value) : this.volumes(times, s.window);
    return times.map((t, i) => [t, values[i]!]);
  }

  /** USD volume of every market in the `window` before each time, from the 30m candles. */
  private volumes(times: number[], window: number): number[] {
    const lo = Math.min(...times) - window;
    const hi = Math.max(...times);
    const buckets = new Map<number, number>();
    for (const pair of PAIRS) {
      if (pair.quote === 'TESTUSD') continue;
      const usd = this.usdPerUnit(pair.quote);
      if (usd === undefined) continue;
      for (const c of this.store.candlesHist(pair.symbol, '30m', { start: lo + 1, end: hi, limit: 100_000, sort: 1 })) {
        buckets.set(c.mts, (buckets.get(c.mts) ?? 0) + c.volume * c.close * usd);
      }
    }
    const keys = [...buckets.keys()].sort((a, b) => a - b);
    const prefix = [0];
    for (const k of keys) prefix.push(prefix[prefix.length - 1]! + buckets.get(k)!);
    const upTo = (t: number) => {
      let l = 0;
      let h = keys.length;
      while (l < h) {
        const m = (l + h) >>> 1;
        if (keys[m]! <= t) l = m + 1;
        else h = m;
      }
      return prefix[l];
    };
    return times.map((t) => Math.round(upTo(t)! - upTo(t - window)!));
  }
}
