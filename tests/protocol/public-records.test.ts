// Public channel and REST layouts (PROTOCOL §2, §5.2), one table row per layout.
import { describe, expect, it } from 'vitest';
import {
  candleCodec,
  derivStatusCodec,
  derivStatusRestCodec,
  fundingLevelCodec,
  fundingRawOfferCodec,
  fundingTickerCodec,
  liquidationCodec,
  decodeLiquidationList,
  decodePlatformStatus,
  publicFundingTradeCodec,
  publicTradeCodec,
  statCodec,
  decodeSymbolTicker,
  tickerHistCodec,
  tradeAverageCodec,
  tradingLevelCodec,
  tradingRawOrderCodec,
  tradingTickerCodec,
  encodeCandle,
  encodeFundingLevel,
  encodeFundingRawOffer,
  encodeSymbolTicker,
  encodeTradingLevel,
  encodeTradingRawOrder,
} from '../../src/protocol';
import { layoutCase } from './record-table';
import { fundingTicker, fundingTickerSample } from './samples';

const tradingTickerWire = [7254.7, 12.5, 7254.8, 9.1, -12.3, -0.0017, 7254.8, 1523.9, 7300, 7200];
const tradingTicker = {
  bid: 7254.7,
  bidSize: 12.5,
  ask: 7254.8,
  askSize: 9.1,
  dailyChange: -12.3,
  dailyChangeRelative: -0.0017,
  lastPrice: 7254.8,
  volume: 1523.9,
  high: 7300,
  low: 7200,
};
const derivWire = [
  1574694475039,
  null,
  7251.7,
  7249.5,
  null,
  3000.5,
  null,
  1574697600000,
  0.0001,
  12,
  null,
  0.00013,
  null,
  null,
  7250.1,
  null,
  null,
  1234.5,
  null,
  null,
  null,
  -0.003,
  0.003,
];
const deriv = {
  mts: 1574694475039,
  derivPrice: 7251.7,
  spotPrice: 7249.5,
  insuranceFundBalance: 3000.5,
  nextFundingEvtMts: 1574697600000,
  nextFundingAccrued: 0.0001,
  nextFundingStep: 12,
  currentFunding: 0.00013,
  markPrice: 7250.1,
  openInterest: 1234.5,
  clampMin: -0.003,
  clampMax: 0.003,
};
const liquidationWire = ['pos', 145400868, 1609144352338, null, 'tETHF0:USTF0', -1.67566723, 643.21, null, 1, 1, null, 736.96];
const liquidation = {
  posId: 145400868,
  mts: 1609144352338,
  symbol: 'tETHF0:USTF0',
  amount: -1.67566723,
  basePrice: 643.21,
  isMatch: true,
  isMarketSold: true,
  liquidationPrice: 736.96,
};

describe('public layouts', () => {
  layoutCase({
    name: 'trading P entry',
    codec: { decode: tradingLevelCodec.decode, encode: encodeTradingLevel },
    wire: [7254.7, 3, 3.3],
    record: { price: 7254.7, count: 3, amount: 3.3 },
    numeric: [0, 'price'],
    required: 2,
  });
  layoutCase({
    name: 'funding P entry',
    codec: { decode: fundingLevelCodec.decode, encode: encodeFundingLevel },
    wire: [0.00023112, 30, 1, -15190.7005375],
    record: { rate: 0.00023112, period: 30, count: 1, amount: -15190.7005375 },
    numeric: [3, 'amount'],
    required: 3,
  });
  layoutCase({
    name: 'trading R0 entry',
    codec: { decode: tradingRawOrderCodec.decode, encode: encodeTradingRawOrder },
    wire: [102, 6100, -3],
    record: { orderId: 102, price: 6100, amount: -3 },
    numeric: [1, 'price'],
    required: 2,
  });
  layoutCase({
    name: 'funding R0 entry (PERIOD before RATE)',
    codec: { decode: fundingRawOfferCodec.decode, encode: encodeFundingRawOffer },
    wire: [41238905, 7, 0.0002, 1000],
    record: { offerId: 41238905, period: 7, rate: 0.0002, amount: 1000 },
    numeric: [2, 'rate'],
    required: 3,
  });
  layoutCase({
    name: 'trading trade',
    codec: publicTradeCodec,
    wire: [401597393, 1574694475039, 0.005, 7244.9],
    record: { id: 401597393, mts: 1574694475039, amount: 0.005, price: 7244.9 },
    numeric: [3, 'price'],
    required: 3,
  });
  layoutCase({
    name: 'funding trade',
    codec: publicFundingTradeCodec,
    wire: [636854, 1575282446000, -1000, 0.002, 7],
    record: { id: 636854, mts: 1575282446000, amount: -1000, rate: 0.002, period: 7 },
    numeric: [3, 'rate'],
    required: 4,
  });
  layoutCase({
    name: 'trading ticker (10)',
    codec: tradingTickerCodec,
    wire: tradingTickerWire,
    record: tradingTicker,
    numeric: [6, 'lastPrice'],
    required: 9,
  });
  layoutCase({
    name: 'funding ticker (16, real sample)',
    codec: fundingTickerCodec,
    wire: fundingTickerSample,
    record: fundingTicker,
    numeric: [0, 'frr'],
    nullable: [15, 'frrAmountAvailable'],
    required: 12,
  });
  layoutCase({
    name: 'candle',
    codec: { decode: candleCodec.decode, encode: encodeCandle },
    wire: [1574698260000, 7379.8, 7383.1, 7384, 7379.8, 19.5],
    record: { mts: 1574698260000, open: 7379.8, close: 7383.1, high: 7384, low: 7379.8, volume: 19.5 },
    numeric: [2, 'close'],
    required: 5,
  });
  layoutCase({
    name: 'deriv status (channel, MTS first)',
    codec: derivStatusCodec,
    wire: derivWire,
    record: deriv,
    numeric: [14, 'markPrice'],
    nullable: [17, 'openInterest'],
    required: 0,
  });
  layoutCase({
    name: 'deriv status (REST, KEY first)',
    codec: derivStatusRestCodec,
    wire: ['tBTCF0:USTF0', ...derivWire],
    record: { key: 'tBTCF0:USTF0', ...deriv },
    numeric: [15, 'markPrice'],
    nullable: [3, 'derivPrice'],
    required: 1,
  });
  layoutCase({
    name: 'liquidation',
    codec: liquidationCodec,
    wire: liquidationWire,
    record: liquidation,
    numeric: [5, 'amount'],
    nullable: [11, 'liquidationPrice'],
    required: 5,
  });
  layoutCase({
    name: 'tickers hist',
    codec: tickerHistCodec,
    wire: ['tBTCUSD', 7254.7, null, 7254.8, null, null, null, null, null, null, null, null, 1574694475039],
    record: { symbol: 'tBTCUSD', bid: 7254.7, ask: 7254.8, mts: 1574694475039 },
    numeric: [12, 'mts'],
    nullable: [1, 'bid'],
    required: 12,
  });
  layoutCase({
    name: 'stats',
    codec: statCodec,
    wire: [1574694475039, 12345.6],
    record: { mts: 1574694475039, value: 12345.6 },
    numeric: [1, 'value'],
    required: 1,
  });
  layoutCase({
    name: 'calc trade avg',
    codec: tradeAverageCodec,
    wire: [7250.5, 1.5],
    record: { average: 7250.5, amount: 1.5 },
    numeric: [0, 'average'],
    required: 1,
  });
});

describe('tickers with symbol (REST /v2/tickers)', () => {
  it('picks the trading (11) or funding (17) layout by the prefix', () => {
    const t = decodeSymbolTicker(['tBTCUSD', ...tradingTickerWire]);
    expect(t).toEqual({ symbol: 'tBTCUSD', kind: 'trading', ticker: tradingTicker });
    const f = decodeSymbolTicker(['fUSD', ...fundingTickerSample]);
    expect(f).toEqual({ symbol: 'fUSD', kind: 'funding', ticker: fundingTicker });
    expect(encodeSymbolTicker(t!)).toEqual(['tBTCUSD', ...tradingTickerWire]);
    expect(encodeSymbolTicker(f!)).toHaveLength(17);
  });

  it('refuses unknown prefixes and short rows', () => {
    expect(decodeSymbolTicker(['xBTC', ...tradingTickerWire])).toBeUndefined();
    expect(decodeSymbolTicker(['tBTCUSD', 1, 2])).toBeUndefined();
    expect(decodeSymbolTicker([1, 2, 3])).toBeUndefined();
  });

  it('keeps the client import: tradingTickerCodec.decode(fields) gives numbers', () => {
    expect(tradingTickerCodec.decode(tradingTickerWire.map(String))).toEqual(tradingTicker);
  });
});

describe('liquidation lists and small answers', () => {
  it('reads the channel list and the REST list of wrapped rows alike', () => {
    expect(decodeLiquidationList([liquidationWire])).toEqual([liquidation]);
    expect(decodeLiquidationList([[liquidationWire], [['not-pos']]])).toEqual([liquidation]);
    expect(decodeLiquidationList('x')).toBeUndefined();
  });

  it('reads platform status [1] / [0] only', () => {
    expect(decodePlatformStatus([1])).toBe(1);
    expect(decodePlatformStatus([0])).toBe(0);
    expect(decodePlatformStatus([2])).toBeUndefined();
    expect(decodePlatformStatus(['error', 20060, 'maintenance'])).toBeUndefined();
  });
});
