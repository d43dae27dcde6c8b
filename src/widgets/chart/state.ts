import { isCandleTimeframe, type CandleTimeframe } from '../../protocol/public/candle-key';

export interface ChartWidgetState {
  timeframe: CandleTimeframe;
}

/** market-side §3: chart_interval defaults to 30 (minutes). */
export const DEFAULT_CHART_STATE: ChartWidgetState = { timeframe: '30m' };

export function parseChartState(raw: unknown): ChartWidgetState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return { timeframe: isCandleTimeframe(r.timeframe) ? r.timeframe : DEFAULT_CHART_STATE.timeframe };
}
