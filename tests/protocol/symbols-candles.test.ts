// Symbols (PROTOCOL §1.1), candle keys and timeframes (§2.5), order types (§4).
import { describe, expect, it } from 'vitest';
import {
  CANDLE_TIMEFRAMES,
  baseOf,
  baseOrderType,
  bookLayoutOf,
  candleOpenTime,
  formatCandleKey,
  fundingSymbol,
  isDerivativeSymbol,
  isFundingSymbol,
  isOrderType,
  isTradingSymbol,
  orderTypeNeedsPrice,
  pairFrom,
  pairOf,
  parseCandleKey,
  quoteOf,
  splitPair,
  symbolKind,
  timeframeMs,
  tradingSymbol,
  type CandleKey,
} from '../../src/protocol';

describe('symbols', () => {
  it.each([
    ['tBTCUSD', 'trading', 'BTC', 'USD'],
    ['tTESTBTC:TESTUSD', 'trading', 'TESTBTC', 'TESTUSD'],
    ['tBTCF0:USTF0', 'trading', 'BTCF0', 'USTF0'],
    ['fUSD', 'funding', undefined, undefined],
  ])('%s', (symbol, kind, base, quote) => {
    expect(symbolKind(symbol)).toBe(kind);
    expect(baseOf(symbol)).toBe(base);
    expect(quoteOf(symbol)).toBe(quote);
  });

  it('refuses malformed symbols', () => {
    for (const bad of ['BTCUSD', 'tbtcusd', 't', 'tA:B:C', 'fUSD:X', '', 42, null]) expect(symbolKind(bad)).toBeUndefined();
    expect(isTradingSymbol('fUSD')).toBe(false);
    expect(isFundingSymbol('fUSD')).toBe(true);
    expect(splitPair('BTCUS')).toBeUndefined();
  });

  it('builds pairs and symbols, colon for long codes', () => {
    expect(pairOf('tBTCUSD')).toBe('BTCUSD');
    expect(splitPair('BTCUSD')).toEqual({ base: 'BTC', quote: 'USD' });
    expect(pairFrom('TESTBTC', 'TESTUSD')).toBe('TESTBTC:TESTUSD');
    expect(tradingSymbol('BTC', 'USD')).toBe('tBTCUSD');
    expect(tradingSymbol('BTCF0', 'USTF0')).toBe('tBTCF0:USTF0');
    expect(fundingSymbol('USD')).toBe('fUSD');
    expect(isDerivativeSymbol('tBTCF0:USTF0')).toBe(true);
    expect(isDerivativeSymbol('tBTCUSD')).toBe(false);
  });

  it('maps symbol and precision to the book layout', () => {
    expect(bookLayoutOf('tBTCUSD', 'P2')).toBe('trading-p');
    expect(bookLayoutOf('fUSD', 'P0')).toBe('funding-p');
    expect(bookLayoutOf('tBTCUSD', 'R0')).toBe('trading-r');
    expect(bookLayoutOf('fUSD', 'R0')).toBe('funding-r');
  });
});

describe('candle keys', () => {
  it.each<[string, CandleKey]>([
    ['trade:1m:tBTCUSD', { timeframe: '1m', symbol: 'tBTCUSD' }],
    ['trade:1D:tBTCF0:USTF0', { timeframe: '1D', symbol: 'tBTCF0:USTF0' }],
    ['trade:1h:fUSD:p30', { timeframe: '1h', symbol: 'fUSD', period: 30 }],
    ['trade:1m:fUSD:a30:p2:p30', { timeframe: '1m', symbol: 'fUSD', aggregation: 30, periodStart: 2, periodEnd: 30 }],
    ['trade:1W:tETHUSD', { timeframe: '1W', symbol: 'tETHUSD' }],
    ['trade:7D:tETHUSD', { timeframe: '7D', symbol: 'tETHUSD' }],
  ])('%s', (key, parsed) => {
    expect(parseCandleKey(key)).toEqual(parsed);
    expect(formatCandleKey(parsed)).toBe(key);
  });

  it('refuses bad keys', () => {
    for (const bad of [
      'trade:2m:tBTCUSD',
      'candle:1m:tBTCUSD',
      'trade:1m',
      'trade:1m:fUSD',
      'trade:1m:fUSD:p1',
      'trade:1m:fUSD:p31',
      'trade:1m:fUSD:a20:p2:p30',
      'trade:1m:fUSD:a30:p30:p2',
      'trade:1m:tBTCUSD:p30',
      'trade:1m:BTCUSD',
      7,
    ]) {
      expect(parseCandleKey(bad)).toBeUndefined();
    }
  });

  it('lists the timeframes and places candle open times on UTC boundaries', () => {
    expect(CANDLE_TIMEFRAMES).toEqual(['1m', '5m', '15m', '30m', '1h', '3h', '6h', '12h', '1D', '1W', '7D', '14D', '1M']);
    expect(timeframeMs('3h')).toBe(3 * 3600_000);
    const t = Date.UTC(2024, 4, 15, 13, 47, 12); // a Wednesday
    expect(candleOpenTime(t, '15m')).toBe(Date.UTC(2024, 4, 15, 13, 45));
    expect(candleOpenTime(t, '6h')).toBe(Date.UTC(2024, 4, 15, 12));
    expect(candleOpenTime(t, '1D')).toBe(Date.UTC(2024, 4, 15));
    expect(candleOpenTime(t, '1W')).toBe(Date.UTC(2024, 4, 13));
    expect(candleOpenTime(t, '1M')).toBe(Date.UTC(2024, 4, 1));
    expect(new Date(candleOpenTime(t, '14D')).getUTCDay()).toBe(1);
  });
});

describe('order types', () => {
  it('knows the 14 types and what they need', () => {
    expect(isOrderType('EXCHANGE STOP LIMIT')).toBe(true);
    expect(isOrderType('exchange limit')).toBe(false);
    expect(baseOrderType('EXCHANGE TRAILING STOP')).toBe('TRAILING STOP');
    expect(orderTypeNeedsPrice('EXCHANGE MARKET')).toBe(false);
    expect(orderTypeNeedsPrice('STOP')).toBe(true);
  });
});
