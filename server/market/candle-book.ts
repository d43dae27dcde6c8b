// The live candles: every trade updates the current candle of its series at every timeframe.
// Changed candles wait in `dirty` until the caller flushes them into the store (once per
// simulator tick, or at once for trades outside a tick).
import type { Candle, Store } from '../store/types';
import { candleKey } from './candle-keys';
import { roundAmount } from './price-grid';
import { TIMEFRAMES, bucketStart, type Timeframe } from './timeframes';
import type { WireRow } from './types';

export type CandleEmit = (key: string, row: WireRow) => void;
export type CandleHook = (series: string, tf: Timeframe, candle: Candle) => void;

export function candleRow(c: Candle): WireRow {
  return [c.mts, c.open, c.close, c.high, c.low, c.volume];
}

export class CandleBook {
  private readonly current = new Map<string, Candle | null>();
  private readonly dirty = new Map<string, { series: string; tf: Timeframe; candle: Candle }>();
  private readonly hooks: CandleHook[] = [];

  constructor(
    private readonly store: Store,
    private readonly emit: CandleEmit,
  ) {}

  onUpdate(hook: CandleHook): void {
    this.hooks.push(hook);
  }

  currentCandle(series: string, tf: Timeframe): Candle | undefined {
    const id = `${series}|${tf}`;
    let c = this.current.get(id);
    if (c === undefined) {
      c = this.store.lastCandle(series, tf) ?? null;
      this.current.set(id, c);
    }
    return c ?? undefined;
  }

  /** Forgets what is cached for a series (after history was written for it directly). */
  invalidate(series: string): void {
    for (const tf of TIMEFRAMES) this.current.delete(`${series}|${tf}`);
  }

  trade(series: string, mts: number, price: number, amount: number): void {
    const volume = Math.abs(amount);
    for (const tf of TIMEFRAMES) {
      const start = bucketStart(tf, mts);
      const cur = this.currentCandle(series, tf);
      let next: Candle;
      if (!cur || cur.mts < start) {
        next = { mts: start, open: price, close: price, high: price, low: price, volume: roundAmount(volume) };
      } else if (cur.mts === start) {
        next = {
          mts: start,
          open: cur.open,
          close: price,
          high: Math.max(cur.high, price),
          low: Math.min(cur.low, price),
          volume: roundAmount(cur.volume + volume),
        };
      } else {
        continue; // a trade older than the current candle cannot reopen history
      }
      this.current.set(`${series}|${tf}`, next);
      this.dirty.set(`${series}|${tf}`, { series, tf, candle: next });
      // Weekly candles go out under '1W' only; subscribers of the '7D' name alias it themselves.
      this.emit(candleKey(tf, series), candleRow(next));
      for (const hook of this.hooks) hook(series, tf, next);
    }
  }

  hasDirty(): boolean {
    return this.dirty.size > 0;
  }

  flush(): void {
    if (this.dirty.size === 0) return;
    for (const { series, tf, candle } of this.dirty.values()) this.store.upsertCandles(series, tf, [candle]);
    this.dirty.clear();
  }
}
