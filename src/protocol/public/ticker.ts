// Tickers (PROTOCOL §2.4, §5.2): channel/`/v2/ticker` fields (trading 10, funding 16), the
// `/v2/tickers` rows with the symbol first (11 / 17), and `/v2/tickers/hist` rows.
// Funding order follows docs/py/the real sample: BID, BID_PERIOD, BID_SIZE (§9).
import { recordCodec, type Decoded } from '../record';

/** DAILY_CHANGE, DAILY_CHANGE_RELATIVE (a ratio, ×100 for %), LAST_PRICE, VOLUME, HIGH, LOW: the
 *  tail of the market fields both layouts share, from slot `at`. */
const daily = (at: number) =>
  ({
    dailyChange: [at, 'num'],
    dailyChangeRelative: [at + 1, 'num'],
    lastPrice: [at + 2, 'num'],
    volume: [at + 3, 'num'],
    high: [at + 4, 'num'],
    low: [at + 5, 'num'],
  }) as const;

/** Sizes are the sums of the top 25 levels. */
export interface TradingTicker extends Decoded<typeof tradingTickerCodec> {}
export const tradingTickerCodec = recordCodec(10, {
  bid: [0, 'num'],
  bidSize: [1, 'num'],
  ask: [2, 'num'],
  askSize: [3, 'num'],
  ...daily(4),
});
export interface FundingTicker extends Decoded<typeof fundingTickerCodec> {}
export const fundingTickerCodec = recordCodec(16, {
  frr: [0, 'num'],
  bid: [1, 'num'],
  bidPeriod: [2, 'num'],
  bidSize: [3, 'num'],
  ask: [4, 'num'],
  askPeriod: [5, 'num'],
  askSize: [6, 'num'],
  ...daily(7),
  frrAmountAvailable: [15, 'num?'],
});
export interface TickerHist extends Decoded<typeof tickerHistCodec> {}
export const tickerHistCodec = recordCodec(13, { symbol: [0, 'str'], bid: [1, 'num?'], ask: [3, 'num?'], mts: [12, 'num'] });

export type SymbolTicker =
  { symbol: string; kind: 'trading'; ticker: TradingTicker } | { symbol: string; kind: 'funding'; ticker: FundingTicker };

/** A `/v2/tickers` row: [SYMBOL, …ticker fields]; the symbol's prefix picks the layout. */
export function decodeSymbolTicker(row: unknown): SymbolTicker | undefined {
  if (!Array.isArray(row) || typeof row[0] !== 'string') return undefined;
  const symbol = row[0];
  const fields = row.slice(1);
  if (symbol.startsWith('t')) {
    const ticker = tradingTickerCodec.decode(fields);
    return ticker && { symbol, kind: 'trading', ticker };
  }
  if (symbol.startsWith('f')) {
    const ticker = fundingTickerCodec.decode(fields);
    return ticker && { symbol, kind: 'funding', ticker };
  }
  return undefined;
}

export function encodeSymbolTicker(t: SymbolTicker): unknown[] {
  return [t.symbol, ...(t.kind === 'trading' ? tradingTickerCodec.encode(t.ticker) : fundingTickerCodec.encode(t.ticker))];
}
