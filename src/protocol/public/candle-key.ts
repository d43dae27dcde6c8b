// Candle keys and timeframes (PROTOCOL §2.5): `trade:TF:tSYMBOL`, funding `trade:TF:fUSD:p30`
// (period 2–30), aggregate funding `trade:TF:fUSD:aAGGR:pSTART:pEND` (AGGR 10 or 30).

/** 2020 docs list 7D, newer references 1W: both are accepted. */
export const CANDLE_TIMEFRAMES = ['1m', '5m', '15m', '30m', '1h', '3h', '6h', '12h', '1D', '1W', '7D', '14D', '1M'] as const;
export type CandleTimeframe = (typeof CANDLE_TIMEFRAMES)[number];

export function isCandleTimeframe(v: unknown): v is CandleTimeframe {
  return typeof v === 'string' && (CANDLE_TIMEFRAMES as readonly string[]).includes(v);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const FIXED_MS: Record<Exclude<CandleTimeframe, '1M'>, number> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': HOUR,
  '3h': 3 * HOUR,
  '6h': 6 * HOUR,
  '12h': 12 * HOUR,
  '1D': DAY,
  '1W': 7 * DAY,
  '7D': 7 * DAY,
  '14D': 14 * DAY,
};

/** Length of a timeframe in ms; a month counts 30 days (for spacing only, not for bucketing). */
export function timeframeMs(tf: CandleTimeframe): number {
  return tf === '1M' ? 30 * DAY : FIXED_MS[tf];
}

// Weekly candles open on Monday 00:00 UTC (infer; 1970-01-05 was a Monday).
const FIRST_MONDAY = 4 * DAY;

/** Open time (MTS) of the candle of timeframe `tf` that contains `mts`, in UTC. */
export function candleOpenTime(mts: number, tf: CandleTimeframe): number {
  if (tf === '1M') {
    const d = new Date(mts);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  const len = FIXED_MS[tf];
  const origin = len >= 7 * DAY ? FIRST_MONDAY : 0;
  return Math.floor((mts - origin) / len) * len + origin;
}

export type CandleKey =
  | { timeframe: CandleTimeframe; symbol: string }
  | { timeframe: CandleTimeframe; symbol: string; period: number }
  | { timeframe: CandleTimeframe; symbol: string; aggregation: 10 | 30; periodStart: number; periodEnd: number };

const PERIOD = /^p(\d{1,2})$/;

function period(part: string | undefined): number | undefined {
  const m = part === undefined ? null : PERIOD.exec(part);
  const n = m ? Number(m[1]) : NaN;
  return n >= 2 && n <= 30 ? n : undefined;
}

export function parseCandleKey(key: unknown): CandleKey | undefined {
  if (typeof key !== 'string') return undefined;
  const parts = key.split(':');
  if (parts[0] !== 'trade' || !isCandleTimeframe(parts[1]) || parts.length < 3) return undefined;
  const timeframe = parts[1];
  const rest = parts.slice(2);
  const [symbol = '', a = '', b = '', c = ''] = rest;
  if (/^t[A-Z0-9]+$/.test(symbol)) {
    if (rest.length > 2 || (rest.length === 2 && !/^[A-Z0-9]+$/.test(a))) return undefined;
    return { timeframe, symbol: rest.join(':') };
  }
  if (!/^f[A-Z0-9]+$/.test(symbol)) return undefined;
  if (rest.length === 2) {
    const p = period(a);
    return p === undefined ? undefined : { timeframe, symbol, period: p };
  }
  if (rest.length === 4) {
    const aggregation = a === 'a10' ? 10 : a === 'a30' ? 30 : undefined;
    const periodStart = period(b);
    const periodEnd = period(c);
    if (aggregation === undefined || periodStart === undefined || periodEnd === undefined || periodStart > periodEnd) return undefined;
    return { timeframe, symbol, aggregation, periodStart, periodEnd };
  }
  return undefined;
}

export function formatCandleKey(key: CandleKey): string {
  const head = `trade:${key.timeframe}:${key.symbol}`;
  if ('aggregation' in key) return `${head}:a${key.aggregation}:p${key.periodStart}:p${key.periodEnd}`;
  if ('period' in key) return `${head}:p${key.period}`;
  return head;
}
