// Small pieces of the fake market: its random source, listener sets, and the rows it sends on
// the candle and status channels.
import type { Unsubscribe, WireRow } from '../../server/market/types';

export { mulberry32 } from '../../bench/lib/seeded';

export class Listeners<A extends unknown[]> {
  readonly set = new Set<(...args: A) => void>();
  add(fn: (...args: A) => void): Unsubscribe {
    this.set.add(fn);
    return () => void this.set.delete(fn);
  }
  fire(...args: A): void {
    for (const fn of [...this.set]) fn(...args);
  }
}

export function candleRow(mts: number, seed: number): WireRow {
  const base = 60_000 + seed;
  return [mts - (mts % 60_000), base, base + 5, base + 10, base - 10, 1.5];
}

export function derivRow(): WireRow {
  const row: WireRow = new Array(23).fill(null);
  row[0] = Date.now();
  row[2] = 60_010;
  row[3] = 60_000;
  row[5] = 1000;
  row[7] = Date.now() + 3_600_000;
  row[8] = 0.0001;
  row[9] = 1;
  row[11] = 0.0001;
  row[14] = 60_005;
  row[17] = 1234.5;
  row[21] = 0.005;
  row[22] = 0.0075;
  return row;
}
