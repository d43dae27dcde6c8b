import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatDailyRate,
  formatFixed,
  formatFundingRateYearly,
  formatPercent,
  formatPrice,
  formatTime,
  pairLabel,
  pairParam,
  pairParts,
  symbolFromParam,
  sumExact,
} from '../../src/format';
import { columnDecimals, formatSize } from '../../src/format/columns';

describe('number formatting', () => {
  it('shows the funding rate per year as FRR × 365 × 100 to 4 significant figures', () => {
    expect(formatFundingRateYearly(0.0003)).toBe('10.95%');
    expect(formatFundingRateYearly(0.000247)).toBe('9.016%');
    expect(formatFundingRateYearly(0.00001)).toBe('0.3650%');
    expect(formatFundingRateYearly(0.01)).toBe('365.0%');
    expect(formatFundingRateYearly(null)).toBe('–');
  });

  it('never shows exponents, NaN or float artefacts', () => {
    expect(formatFixed(1e-7, 8)).toBe('0.00000010');
    expect(formatFixed(0.1 + 0.2, 2)).toBe('0.30');
    expect(formatFixed(Number.NaN, 2)).toBe('–');
    expect(formatPrice(1e-7)).toBe('0.00000010');
    expect(sumExact([0.1, 0.2]).toString()).toBe('0.3');
    expect(formatDailyRate(6.8e-7)).toBe('0.000068%');
  });

  it('formats percent, compact and price by the spec', () => {
    expect(formatPercent(0.0012)).toBe('+0.120%');
    expect(formatPercent(-0.0523)).toBe('−5.23%');
    expect(formatCompact(1234567)).toBe('1.23M');
    expect(formatPrice(95062.4)).toBe('95,062');
    expect(formatPrice(0.0342876)).toBe('0.034288');
  });

  it('lines a column up with decimals chosen from the pair’s price', () => {
    expect(columnDecimals(95062)).toBe(0);
    expect(columnDecimals(3259.6)).toBe(1);
    expect(columnDecimals(0.034288)).toBe(6);
    expect(formatSize(0.00001)).toBe('0.00001000');
    expect(formatSize(-2.5)).toBe('2.5000');
  });
});

describe('time formatting', () => {
  it('uses YY-MM-DD HH:mm:ss by default, in the user’s UTC offset', () => {
    const mts = Date.UTC(2024, 2, 5, 7, 8, 9);
    expect(formatTime(mts, undefined, 'UTC')).toBe('24-03-05 07:08:09');
    expect(formatTime(mts, 'HH:mm', 'Etc/GMT-2')).toBe('09:08');
    expect(formatTime(undefined)).toBe('–');
  });
});

describe('symbols', () => {
  it('reads pairs and ?pair= values', () => {
    expect(pairParts('tBTCUSD')).toEqual({ base: 'BTC', quote: 'USD' });
    expect(pairLabel('tTESTBTC:TESTUSD')).toBe('TESTBTC/TESTUSD');
    expect(pairLabel('fUSD')).toBe('USD');
    expect(pairParam('tBTCF0:USTF0')).toBe('BTCF0:USTF0');
    expect(symbolFromParam('BTCUSD')).toBe('tBTCUSD');
    expect(symbolFromParam('btc/usd')).toBe('tBTCUSD');
    expect(symbolFromParam('tETHUSD')).toBe('tETHUSD');
    expect(symbolFromParam('TESTBTC:TESTUSD')).toBe('tTESTBTC:TESTUSD');
    expect(symbolFromParam('<script>')).toBeUndefined();
    expect(symbolFromParam('')).toBeUndefined();
  });
});
