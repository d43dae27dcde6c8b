// Candle keys of the protocol (§2.5): 'trade:1m:tBTCUSD', 'trade:1h:fUSD:p30',
// 'trade:1m:fUSD:a30:p2:p30'. The store keeps candles under the part after the timeframe.
import { parseCandleKey as parseProtocolKey } from '../../src/protocol/public/candle-key';
import { parseTimeframe, type Timeframe } from './timeframes';

export interface TradingCandleKey {
  kind: 'trading';
  tf: Timeframe;
  symbol: string; // 'tBTCUSD'
  series: string; // store key: 'tBTCUSD'
}

export interface FundingCandleKey {
  kind: 'funding';
  tf: Timeframe;
  symbol: string; // 'fUSD'
  /** Periods whose trades the series gathers: [p, p] for a single period. */
  from: number;
  to: number;
  /** Aggregation of the 'aNN' form (10 or 30), or null for a single period. */
  aggr: number | null;
  series: string; // 'fUSD:p30', 'fUSD:a30:p2:p30'
}

export type CandleKey = TradingCandleKey | FundingCandleKey;

/** Parses a full key with the protocol's parser; `isSymbol` says which symbols exist here. */
export function parseCandleKey(key: string, isSymbol: (s: string) => boolean): CandleKey | undefined {
  const k = parseProtocolKey(key);
  if (!k || !isSymbol(k.symbol)) return undefined;
  const tf = parseTimeframe(k.timeframe);
  if (!tf) return undefined;
  if (k.symbol.startsWith('t'))
    return 'period' in k || 'aggregation' in k ? undefined : { kind: 'trading', tf, symbol: k.symbol, series: k.symbol };
  if ('period' in k)
    return { kind: 'funding', tf, symbol: k.symbol, from: k.period, to: k.period, aggr: null, series: `${k.symbol}:p${k.period}` };
  if ('aggregation' in k) {
    const series = `${k.symbol}:a${k.aggregation}:p${k.periodStart}:p${k.periodEnd}`;
    return { kind: 'funding', tf, symbol: k.symbol, from: k.periodStart, to: k.periodEnd, aggr: k.aggregation, series };
  }
  return undefined; // a funding symbol needs a period
}

export function candleKey(tf: string, series: string): string {
  return `trade:${tf}:${series}`;
}
