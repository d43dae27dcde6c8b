// What the gateways (server/ws, server/http) read from the live markets. Everything handed out
// is already in the wire layouts of PROTOCOL.md (arrays of numbers, best-first books), so the
// gateways only frame, window and send. Implemented by server/market/market-data.ts.

import type { HistQuery } from '../store/types';

export type BookPrec = 'P0' | 'P1' | 'P2' | 'P3' | 'P4' | 'R0';
export type BookSide = 'bids' | 'asks';
/** A wire book entry (PROTOCOL §2.1): trading P [PRICE,COUNT,AMOUNT], funding P
 *  [RATE,PERIOD,COUNT,AMOUNT], trading R0 [ORDER_ID,PRICE,AMOUNT], funding R0
 *  [OFFER_ID,PERIOD,RATE,AMOUNT]. Amount signs as on the wire. */
export type WireBookEntry = number[];
export type WireRow = Array<number | null>;

export type Unsubscribe = () => void;

export interface MarketData {
  /** 1 operative, 0 maintenance. */
  platformStatus(): 0 | 1;
  /** The value of one /v2/conf key (the element of the response array), or undefined when the
   *  key is unknown. */
  conf(key: string): unknown;
  tradingSymbols(): string[]; // ['tBTCUSD', …, 'tBTCF0:USTF0', …]
  fundingSymbols(): string[]; // ['fUSD', 'fUST', 'fBTC', 'fETH']
  hasSymbol(symbol: string): boolean;

  /** Best-first entries of one side, at most `limit`. */
  book(symbol: string, prec: BookPrec, side: BookSide, limit: number): WireBookEntry[];
  /** Called synchronously after every change of a level (P*) or order (R0). `entry` is the new
   *  wire entry; a removal has COUNT 0 (P*) or PRICE/RATE 0 (R0) with AMOUNT ±1 as the side
   *  marker. Listeners must not throw. */
  onBook(fn: (symbol: string, prec: BookPrec, side: BookSide, entry: WireBookEntry) => void): Unsubscribe;

  /** Public trades, wire rows: trading [ID,MTS,AMOUNT,PRICE], funding [ID,MTS,AMOUNT,RATE,PERIOD]. */
  trades(symbol: string, q: HistQuery): WireRow[];
  onTrade(fn: (symbol: string, row: WireRow) => void): Unsubscribe;

  /** Ticker fields without the symbol: trading 10, funding 16 (PROTOCOL §2.4). */
  ticker(symbol: string): WireRow | undefined;
  /** Fired when a ticker changed, at most about once a second per symbol. */
  onTicker(fn: (symbol: string, fields: WireRow) => void): Unsubscribe;
  /** /v2/tickers/hist rows: [SYMBOL, BID, _, ASK, _,_,_,_,_,_,_,_, MTS]. */
  tickersHist(symbols: string[] | 'ALL', q: HistQuery): Array<Array<string | number | null>>;

  /** Candles of a full key ('trade:1m:tBTCUSD', 'trade:1h:fUSD:p30', 'trade:1m:fUSD:a30:p2:p30');
   *  undefined when the key is not valid. Rows [MTS,OPEN,CLOSE,HIGH,LOW,VOLUME]. */
  candles(key: string, q: HistQuery): WireRow[] | undefined;
  onCandle(fn: (key: string, row: WireRow) => void): Unsubscribe;

  /** Status channel keys: 'deriv:tBTCF0:USTF0', …, and 'liq:global'. */
  statusKeys(): string[];
  /** deriv: the channel layout (MTS first, PROTOCOL §2.6); undefined for unknown keys. */
  derivStatus(key: string): WireRow | undefined;
  derivStatusHist(symbol: string, q: HistQuery): WireRow[];
  /** Fired on every deriv status change (deriv keys) and every liquidation ('liq:global',
   *  row = the inner ["pos", …] array). */
  onStatus(fn: (key: string, row: Array<string | number | null>) => void): Unsubscribe;
  liquidations(q: HistQuery): Array<Array<string | number | null>>;

  /** /v2/stats1/{key}/{last|hist}: rows [MTS, VALUE]; undefined for unknown keys. */
  stats1(key: string, q: HistQuery): Array<[number, number]> | undefined;
  /** /v2/calc/trade/avg: [PRICE_AVG, AMOUNT] (funding: [RATE_AVG, AMOUNT]) walking the book;
   *  a string is the wire error text ('symbol: invalid', 'amount: invalid'). */
  calcTradeAvg(symbol: string, amount: number, limit?: number, period?: number): [number, number] | string;
  /** Conversion rate ccy1 → ccy2 from the live markets (cross rates through USD), or undefined. */
  fxRate(ccy1: string, ccy2: string): number | undefined;
}
