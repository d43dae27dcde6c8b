// Funding-rate candles in the chart (market-side §9: funding chart period default 2 to 30): the
// aggregate key of PROTOCOL §2.5 for the workspace's funding currency, and the chart's saved state
// keeping whether it shows them.
import { describe, expect, it } from 'vitest';
import { FUNDING_CHART_PERIODS, fundingCandleKey } from '../../src/widgets/chart/funding-candles';
import { parseCandleKey } from '../../src/protocol/public/candle-key';
import { parseChartState } from '../../src/widgets/chart/state';

describe('funding chart', () => {
  it('asks for the funding currency’s rates over periods 2 to 30, in the aggregate key', () => {
    expect(FUNDING_CHART_PERIODS).toEqual({ aggregation: 30, from: 2, to: 30 });
    expect(fundingCandleKey('1m', 'fUSD')).toBe('trade:1m:fUSD:a30:p2:p30');
    expect(fundingCandleKey('1h', 'fBTC')).toBe('trade:1h:fBTC:a30:p2:p30');
    expect(parseCandleKey(fundingCandleKey('15m', 'fUST'))).toEqual({
      timeframe: '15m',
      symbol: 'fUST',
      aggregation: 30,
      periodStart: 2,
      periodEnd: 30,
    });
  });

  it('is kept in the chart’s state; a pair chart stays as it was saved', () => {
    expect(parseChartState({ timeframe: '1h', funding: true })).toEqual({ timeframe: '1h', funding: true });
    expect(parseChartState({ timeframe: '1h' })).toEqual({ timeframe: '1h' });
    expect(parseChartState({ timeframe: '1h', funding: 'yes' })).toEqual({ timeframe: '1h' });
  });
});
