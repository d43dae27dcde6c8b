// The persistence contract (SQLite through better-sqlite3, WAL). Everything is synchronous:
// a call returns once SQLite has the data, so "committed before acknowledged" is just
// "call the store, then send". Numbers are stored as SQLite REAL / INTEGER and come back as the
// same JS numbers, so String(n) on the way out gives the same wire text as on the way in.

import type { EngineOffer, EngineOrder } from '../engine/types';

export interface PublicTrade {
  id: number;
  symbol: string; // 'tBTCUSD'
  mts: number;
  amount: number; // decimal units, + taker bought / − taker sold
  price: number;
}

export interface PublicFundingTrade {
  id: number;
  symbol: string; // 'fUSD'
  mts: number;
  amount: number;
  rate: number;
  period: number;
}

export interface Candle {
  mts: number;
  open: number;
  close: number;
  high: number;
  low: number;
  volume: number;
}

export interface HistQuery {
  start?: number; // ms, inclusive
  end?: number; // ms, inclusive
  limit: number;
  sort: 1 | -1; // 1 oldest first, −1 newest first
}

export interface TickerHistRow {
  symbol: string;
  bid: number;
  ask: number;
  mts: number;
}

/** A derivatives status row as on the wire of the status channel (PROTOCOL §2.6), MTS first. */
export type DerivStatusRow = Array<number | null>;

export interface Store {
  readonly path: string;
  close(): void;
  /** Runs fn in one SQLite transaction (nested calls join the outer one). */
  transaction<T>(fn: () => T): T;

  insertTrades(rows: PublicTrade[]): void;
  tradesHist(symbol: string, q: HistQuery): PublicTrade[];
  insertFundingTrades(rows: PublicFundingTrade[]): void;
  fundingTradesHist(symbol: string, q: HistQuery): PublicFundingTrade[];

  /** key: the candle key without timeframe: 'tBTCUSD', 'fUSD:p30', 'fUSD:a30:p2:p30'. */
  upsertCandles(key: string, tf: string, rows: Candle[]): void;
  candlesHist(key: string, tf: string, q: HistQuery): Candle[];
  lastCandle(key: string, tf: string): Candle | undefined;
  candleCount(key: string, tf: string): number;

  /** Resting trading orders (simulator's and users'), replaced by id. */
  saveOrders(orders: EngineOrder[]): void;
  deleteOrders(ids: number[]): void;
  /** In time-priority order (mtsCreate, then id). */
  loadOrders(): EngineOrder[];
  saveOffers(offers: EngineOffer[]): void;
  deleteOffers(ids: number[]): void;
  loadOffers(): EngineOffer[];

  insertTickerHist(rows: TickerHistRow[]): void;
  tickersHist(symbols: string[] | 'ALL', q: HistQuery): TickerHistRow[];

  insertDerivStatus(key: string, row: DerivStatusRow): void;
  derivStatusHist(key: string, q: HistQuery): DerivStatusRow[];

  /** Small JSON documents: simulator state, id sequences' high-water marks, … */
  getState<T>(key: string): T | undefined;
  setState(key: string, value: unknown): void;

  /** Allocates `count` consecutive ids of a named sequence ('order', 'trade', …) and returns
   *  the first; the first id ever is 1. The whole range [first, first + count) is reserved and
   *  persisted before it returns (inside transaction(): when the outermost transaction ends,
   *  committed or rolled back), so ids never repeat across a kill -9. Ids reserved but never used
   *  are gaps, so callers may reserve blocks (IdSequence) rather than write once per id. */
  allocIds(name: string, count: number): number;
}
