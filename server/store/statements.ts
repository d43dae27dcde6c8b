// Every statement of the store, prepared once when the database opens.
import type { Database } from 'better-sqlite3';
import { prepareSorted } from './hist';
import type { Candle, PublicFundingTrade, PublicTrade, TickerHistRow } from './types';

type Window = [start: number, end: number, limit: number];

export type Statements = ReturnType<typeof prepareStatements>;

export function prepareStatements(db: Database) {
  const trade = 'id, symbol, mts, amount, price';
  const fundingTrade = 'id, symbol, mts, amount, rate, period';
  const candle = 'mts, open, close, high, low, volume';
  return {
    insertTrade: db.prepare<[string, number, number, number, number]>(
      `INSERT INTO trades (symbol, id, mts, amount, price) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (symbol, id) DO UPDATE SET mts = excluded.mts, amount = excluded.amount, price = excluded.price`,
    ),
    tradesHist: prepareSorted<[string, ...Window], PublicTrade>(
      db,
      `SELECT ${trade} FROM trades WHERE symbol = ? AND mts BETWEEN ? AND ? ORDER BY mts {dir}, id {dir} LIMIT ?`,
    ),
    insertFundingTrade: db.prepare<[string, number, number, number, number, number]>(
      `INSERT INTO funding_trades (symbol, id, mts, amount, rate, period) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (symbol, id) DO UPDATE SET mts = excluded.mts, amount = excluded.amount, rate = excluded.rate, period = excluded.period`,
    ),
    fundingTradesHist: prepareSorted<[string, ...Window], PublicFundingTrade>(
      db,
      `SELECT ${fundingTrade} FROM funding_trades WHERE symbol = ? AND mts BETWEEN ? AND ? ORDER BY mts {dir}, id {dir} LIMIT ?`,
    ),
    upsertCandle: db.prepare<[string, string, number, number, number, number, number, number]>(
      `INSERT INTO candles (key, tf, mts, open, close, high, low, volume) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (key, tf, mts) DO UPDATE SET open = excluded.open, close = excluded.close,
         high = excluded.high, low = excluded.low, volume = excluded.volume`,
    ),
    candlesHist: prepareSorted<[string, string, ...Window], Candle>(
      db,
      `SELECT ${candle} FROM candles WHERE key = ? AND tf = ? AND mts BETWEEN ? AND ? ORDER BY mts {dir} LIMIT ?`,
    ),
    lastCandle: db.prepare<[string, string], Candle>(`SELECT ${candle} FROM candles WHERE key = ? AND tf = ? ORDER BY mts DESC LIMIT 1`),
    candleCount: db.prepare<[string, string], number>('SELECT count(*) FROM candles WHERE key = ? AND tf = ?').pluck(),
    saveOrder: db.prepare<[number, number, string]>(
      'INSERT INTO orders (id, mts_create, body) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET mts_create = excluded.mts_create, body = excluded.body',
    ),
    deleteOrder: db.prepare<[number]>('DELETE FROM orders WHERE id = ?'),
    loadOrders: db.prepare<[], string>('SELECT body FROM orders ORDER BY mts_create, id').pluck(),
    saveOffer: db.prepare<[number, number, string]>(
      'INSERT INTO offers (id, mts_create, body) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET mts_create = excluded.mts_create, body = excluded.body',
    ),
    deleteOffer: db.prepare<[number]>('DELETE FROM offers WHERE id = ?'),
    loadOffers: db.prepare<[], string>('SELECT body FROM offers ORDER BY mts_create, id').pluck(),
    insertTicker: db.prepare<[string, number, number, number]>(
      `INSERT INTO ticker_hist (symbol, mts, bid, ask) VALUES (?, ?, ?, ?)
       ON CONFLICT (symbol, mts) DO UPDATE SET bid = excluded.bid, ask = excluded.ask`,
    ),
    tickersHistAll: prepareSorted<Window, TickerHistRow>(
      db,
      'SELECT symbol, bid, ask, mts FROM ticker_hist WHERE mts BETWEEN ? AND ? ORDER BY mts {dir}, symbol {dir} LIMIT ?',
    ),
    // The symbols come as one JSON array so that one prepared statement serves any list.
    tickersHistOf: prepareSorted<[string, ...Window], TickerHistRow>(
      db,
      `SELECT symbol, bid, ask, mts FROM ticker_hist WHERE symbol IN (SELECT value FROM json_each(?))
       AND mts BETWEEN ? AND ? ORDER BY mts {dir}, symbol {dir} LIMIT ?`,
    ),
    insertDeriv: db.prepare<[string, number, string]>(
      'INSERT INTO deriv_status (key, mts, row) VALUES (?, ?, ?) ON CONFLICT (key, mts) DO UPDATE SET row = excluded.row',
    ),
    derivHist: prepareSorted<[string, ...Window], string>(
      db,
      'SELECT row FROM deriv_status WHERE key = ? AND mts BETWEEN ? AND ? ORDER BY mts {dir} LIMIT ?',
      true,
    ),
    getState: db.prepare<[string], string>('SELECT value FROM state WHERE key = ?').pluck(),
    setState: db.prepare<[string, string]>(
      'INSERT INTO state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ),
    deleteState: db.prepare<[string]>('DELETE FROM state WHERE key = ?'),
    sequenceNext: db.prepare<[string], number>('SELECT next FROM sequences WHERE name = ?').pluck(),
    reserveUpTo: db.prepare<[string, number]>(
      'INSERT INTO sequences (name, next) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET next = max(next, excluded.next)',
    ),
  };
}
