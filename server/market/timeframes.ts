// Candle timeframes and their buckets, as the protocol defines them (candleOpenTime): days and
// shorter UTC-aligned, weeks from Monday 00:00 UTC, 14D pairs of those weeks, calendar months.
// Stored and announced under '1W'; '7D' is accepted as its other name.
import { candleOpenTime, timeframeMs } from '../../src/protocol/public/candle-key';

export const TIMEFRAMES = ['1m', '5m', '15m', '30m', '1h', '3h', '6h', '12h', '1D', '1W', '14D', '1M'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
export const WEEK = 7 * DAY;

/** Timeframes whose buckets are plain multiples of their length since the epoch (UTC-aligned);
 *  weeks start on Mondays and months on the 1st, which candleOpenTime knows. */
const ALIGNED = new Set<Timeframe>(['1m', '5m', '15m', '30m', '1h', '3h', '6h', '12h', '1D']);
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
export const nominalMs: (tf: Timeframe) => number = timeframeMs;

export function bucketStart(tf: Timeframe, mts: number): number {
  // The aligned ones inline: this runs twelve times per trade.
  if (!ALIGNED.has(tf)) return candleOpenTime(mts, tf);
  const ms = timeframeMs(tf);
  return Math.floor(mts / ms) * ms;
}

/** Start of the bucket `n` buckets after the one starting at `start` (n may be negative). */
export function shiftBucket(tf: Timeframe, start: number, n: number): number {
  if (tf !== '1M') return start + n * nominalMs(tf);
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1);
}
