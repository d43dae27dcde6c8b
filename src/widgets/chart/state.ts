// The chart widget's own state, saved under its widget key; a new panel starts at the user's
// default interval.
import { isCandleTimeframe, type CandleTimeframe } from '../../protocol/public/candle-key';
import type { WidgetDefaults } from '../../layouts/widget-props';

export interface ChartWidgetState {
  timeframe: CandleTimeframe;
}

/** market-side §3: chart_interval defaults to 30 (minutes). */
export const DEFAULT_CHART_STATE: ChartWidgetState = { timeframe: '30m' };

export function parseChartState(raw: unknown, defaults?: Pick<WidgetDefaults, 'chartInterval'>): ChartWidgetState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return { timeframe: isCandleTimeframe(r.timeframe) ? r.timeframe : (defaults?.chartInterval ?? DEFAULT_CHART_STATE.timeframe) };
}
