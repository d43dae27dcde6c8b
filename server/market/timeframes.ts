// Candle timeframes and their buckets, as the protocol defines them (candleOpenTime): days and
// shorter UTC-aligned, weeks from Monday 00:00 UTC, 14D pairs of those weeks, calendar months.
// Stored and announced under '1W'; '7D' is accepted as its other name.
import { candleOpenTime } from '../../src/protocol/public/candle-key';

export const TIMEFRAMES = ['1m', '5m', '15m', '30m', '1h', '3h', '6h', '12h', '1D', '1W', '14D', '1M'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
export const WEEK = 7 * DAY;

const FIXED: Partial<Record<Timeframe, number>> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': HOUR,
  '3h': 3 * HOUR,
  '6h': 6 * HOUR,
  '12h': 12 * HOUR,
  '1D': DAY,
};

/** The finer timeframe each one aggregates exactly (same bucket boundaries). */
export const PARENT: Record<Timeframe, Timeframe | null> = {
  '1m': null,
  '5m': '1m',
  '15m': '5m',
  '30m': '15m',
  '1h': '30m',
  '3h': '1h',
  '6h': '3h',
  '12h': '6h',
  '1D': '12h',
  '1W': '1D',
  '14D': '1W',
  '1M': '1D',
};

/** The canonical timeframe of a key's TF text ('7D' is the older name of '1W'). */
export function parseTimeframe(text: string): Timeframe | undefined {
  if (text === '7D') return '1W';
  return (TIMEFRAMES as readonly string[]).includes(text) ? (text as Timeframe) : undefined;
}

/** Nominal length, for volumes and volatilities (a month counts 30 days). */
export function nominalMs(tf: Timeframe): number {
  const fixed = FIXED[tf];
  if (fixed !== undefined) return fixed;
  return tf === '1W' ? WEEK : tf === '14D' ? 2 * WEEK : 30 * DAY;
}

export function bucketStart(tf: Timeframe, mts: number): number {
  const fixed = FIXED[tf];
  // The fixed ones inline: this runs twelve times per trade.
  return fixed !== undefined ? Math.floor(mts / fixed) * fixed : candleOpenTime(mts, tf);
}

/** Start of the bucket `n` buckets after the one starting at `start` (n may be negative). */
export function shiftBucket(tf: Timeframe, start: number, n: number): number {
  if (tf !== '1M') return start + n * nominalMs(tf);
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1);
}
