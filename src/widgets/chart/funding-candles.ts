// Funding-rate candles (PROTOCOL §2.5): a funding currency's rates gathered over its offers'
// periods, the chart's default span being 2 to 30 days (market-side §9: funding chart period
// default 2 to 30), under the aggregate key `trade:TF:fUSD:a30:p2:p30`.
import { formatCandleKey, type CandleTimeframe } from '../../protocol/public/candle-key';

export const FUNDING_CHART_PERIODS = { aggregation: 30, from: 2, to: 30 } as const;

export function fundingCandleKey(timeframe: CandleTimeframe, fundingSymbol: string): string {
  const { aggregation, from, to } = FUNDING_CHART_PERIODS;
  return formatCandleKey({ timeframe, symbol: fundingSymbol, aggregation, periodStart: from, periodEnd: to });
}
