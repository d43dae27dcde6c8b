// The chart widget's own state, saved under its widget key: the interval (a new panel starts at
// the user's default) and whether it shows funding-rate candles.
import { isCandleTimeframe, type CandleTimeframe } from '../../protocol/public/candle-key';
import type { WidgetDefaults } from '../../layouts/widget-props';

export interface ChartWidgetState {
  timeframe: CandleTimeframe;
  /** The funding-rate candles of the workspace's funding currency instead of the pair's. */
  funding?: boolean;
}

/** market-side §3: chart_interval defaults to 30 (minutes). */
export const DEFAULT_CHART_STATE: ChartWidgetState = { timeframe: '30m' };

export function parseChartState(raw: unknown, defaults?: Pick<WidgetDefaults, 'chartInterval'>): ChartWidgetState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const timeframe = isCandleTimeframe(r.timeframe) ? r.timeframe : (defaults?.chartInterval ?? DEFAULT_CHART_STATE.timeframe);
  return r.funding === true ? { timeframe, funding: true } : { timeframe };
}
