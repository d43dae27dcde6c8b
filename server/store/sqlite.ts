// The Store on one SQLite file (better-sqlite3). Every statement is prepared once at open; batch
// writes run in one transaction, so a busy simulator costs one WAL append per batch.
import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import type { EngineOffer, EngineOrder } from '../engine/types';
import { databaseError, fileError, folderError } from './errors';
import { histWindow } from './hist';
import { migrate, STORE_MIGRATIONS } from './migrations';
import { prepareStatements, type Statements } from './statements';
import type { Candle, DerivStatusRow, HistQuery, PublicFundingTrade, PublicTrade, Store, TickerHistRow } from './types';

export type { Database } from 'better-sqlite3';

export const DATABASE_FILE = 'exchange.sqlite';

export interface SqliteStore extends Store {
  /** The open handle, for modules that keep their own tables in the same file (see migrate())
   *  and join the same transactions. Prefer store.transaction() over db.transaction(): only the
   *  former keeps ids from allocIds reserved when a transaction rolls back. */
  readonly db: Database;
}

export function openStore(dir: string): SqliteStore {
  const folder = path.resolve(dir);
  const file = path.join(folder, DATABASE_FILE);
  try {
    mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.W_OK);
  } catch (err) {
    throw folderError(folder, err);
  }
  // SQLite silently opens a read-only file read-only; the first write would fail much later.
  for (const part of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      accessSync(part, constants.W_OK);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw fileError(part, err);
    }
  }
  let db: Database | undefined;
  try {
    db = new BetterSqlite3(file);
    configure(db);
    migrate(db, 'store', STORE_MIGRATIONS);
    return new SqliteStoreImpl(db, file);
  } catch (err) {
    if (db?.open) db.close();
    throw databaseError(file, err);
  }
}

function configure(db: Database): void {
  // WAL with synchronous = NORMAL: a commit is appended to the WAL with write() before it
  // returns, so once a call returns the data is in the OS and survives a kill -9 of this process.
  // Only a power cut or OS crash can lose the last commits (FULL would fsync each one); the
  // database itself stays consistent either way.
  // A file system without shared memory keeps its old journal mode, which is just as safe
  // against a killed process; so the answer is not checked.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // Another connection (a second process, a backup) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
}

class SqliteStoreImpl implements SqliteStore {
  /** Per sequence, the first id this process has not handed out. Survives a rolled-back
   *  transaction, which would otherwise un-reserve ids the caller may already be using. */
  private readonly issued = new Map<string, number>();
  /** Sequences allocated from since the outermost transaction began. */
  private readonly touched = new Set<string>();
  private readonly run: (fn: () => unknown) => unknown;

  private readonly s: Statements;

  constructor(
    readonly db: Database,
    readonly path: string,
  ) {
    // IMMEDIATE takes the write lock at BEGIN, so waiting for another writer goes through
    // busy_timeout instead of failing when a read transaction tries to upgrade. Nested calls
    // become savepoints (better-sqlite3 does that for any transaction function).
    const tx = db.transaction((fn: () => unknown) => fn());
    this.run = (fn) => tx.immediate(fn);

    this.s = prepareStatements(db);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /** Writes every row in one transaction (none: nothing happens). */
  private writeEach<T>(rows: readonly T[], write: (row: T) => unknown): void {
    if (rows.length === 0) return;
    this.transaction(() => {
      for (const r of rows) write(r);
    });
  }

  transaction<T>(fn: () => T): T {
    if (this.db.inTransaction) return this.run(fn) as T;
    try {
      const result = this.run(() => {
        const value = fn();
        this.persistIssued();
        return value;
      }) as T;
      this.touched.clear();
      return result;
    } catch (err) {
      // The rollback also took back the ids reserved inside; put the marks back so that a
      // kill -9 later cannot hand out again ids that this process has already given away.
      if (this.touched.size > 0 && this.db.open && !this.db.inTransaction) {
        try {
          this.run(() => this.persistIssued());
          this.touched.clear();
        } catch {
          // The original error says more. The marks stay in memory, protect this process, and
          // are written by the next transaction.
        }
      }
      throw err;
    }
  }

  private persistIssued(): void {
    for (const name of this.touched) this.s.reserveUpTo.run(name, this.issued.get(name) ?? 1);
  }

  insertTrades(rows: PublicTrade[]): void {
    this.writeEach(rows, (t) => this.s.insertTrade.run(t.symbol, t.id, t.mts, t.amount, t.price));
  }

  tradesHist(symbol: string, q: HistQuery): PublicTrade[] {
    const window = histWindow(q);
    return this.s.tradesHist[q.sort].all(symbol, ...window);
  }

  insertFundingTrades(rows: PublicFundingTrade[]): void {
    this.writeEach(rows, (t) => this.s.insertFundingTrade.run(t.symbol, t.id, t.mts, t.amount, t.rate, t.period));
  }

  fundingTradesHist(symbol: string, q: HistQuery): PublicFundingTrade[] {
    const window = histWindow(q);
    return this.s.fundingTradesHist[q.sort].all(symbol, ...window);
  }

  upsertCandles(key: string, tf: string, rows: Candle[]): void {
    this.writeEach(rows, (c) => this.s.upsertCandle.run(key, tf, c.mts, c.open, c.close, c.high, c.low, c.volume));
  }

  candlesHist(key: string, tf: string, q: HistQuery): Candle[] {
    const window = histWindow(q);
    return this.s.candlesHist[q.sort].all(key, tf, ...window);
  }

  lastCandle(key: string, tf: string): Candle | undefined {
    return this.s.lastCandle.get(key, tf);
  }

  candleCount(key: string, tf: string): number {
    return this.s.candleCount.get(key, tf) ?? 0;
  }

  saveOrders(orders: EngineOrder[]): void {
    this.writeEach(orders, (o) => this.s.saveOrder.run(o.id, o.mtsCreate, JSON.stringify(o)));
  }

  deleteOrders(ids: number[]): void {
    this.writeEach(ids, (id) => this.s.deleteOrder.run(id));
  }

  loadOrders(): EngineOrder[] {
    return this.s.loadOrders.all().map((body) => JSON.parse(body) as EngineOrder);
  }

  saveOffers(offers: EngineOffer[]): void {
    this.writeEach(offers, (o) => this.s.saveOffer.run(o.id, o.mtsCreate, JSON.stringify(o)));
  }

  deleteOffers(ids: number[]): void {
    this.writeEach(ids, (id) => this.s.deleteOffer.run(id));
  }

  loadOffers(): EngineOffer[] {
    return this.s.loadOffers.all().map((body) => JSON.parse(body) as EngineOffer);
  }

  insertTickerHist(rows: TickerHistRow[]): void {
    this.writeEach(rows, (r) => this.s.insertTicker.run(r.symbol, r.mts, r.bid, r.ask));
  }

  tickersHist(symbols: string[] | 'ALL', q: HistQuery): TickerHistRow[] {
    const window = histWindow(q);
    if (symbols === 'ALL') return this.s.tickersHistAll[q.sort].all(...window);
    if (symbols.length === 0) return [];
    return this.s.tickersHistOf[q.sort].all(JSON.stringify(symbols), ...window);
  }

  insertDerivStatus(key: string, row: DerivStatusRow): void {
    const mts = row[0];
    if (typeof mts !== 'number' || !Number.isInteger(mts)) {
      throw new RangeError(`deriv status row of ${key} must start with its MTS, got ${String(mts)}`);
    }
    this.s.insertDeriv.run(key, mts, JSON.stringify(row));
  }

  derivStatusHist(key: string, q: HistQuery): DerivStatusRow[] {
    const window = histWindow(q);
    return this.s.derivHist[q.sort].all(key, ...window).map((row) => JSON.parse(row) as DerivStatusRow);
  }

  getState<T>(key: string): T | undefined {
    const value = this.s.getState.get(key);
    return value === undefined ? undefined : (JSON.parse(value) as T);
  }

  /** `undefined` removes the document, so getState gives undefined again. */
  setState(key: string, value: unknown): void {
    const text = value === undefined ? undefined : JSON.stringify(value);
    if (text === undefined) this.s.deleteState.run(key);
    else this.s.setState.run(key, text);
  }

  /** Reserves [first, first + count) of the sequence `name` (the first id ever is 1) and returns
   *  first. Outside a transaction the reservation is committed when this returns; inside
   *  store.transaction() it is committed when the outermost transaction ends, whether it commits
   *  or rolls back. A reserved id that is never used is a gap, never a repeat, which is what lets
   *  a caller reserve blocks (IdSequence) instead of writing once per id. */
  allocIds(name: string, count: number): number {
    if (!Number.isSafeInteger(count) || count < 1)
      throw new RangeError(`allocIds(${name}): count must be a whole number ≥ 1, got ${count}`);
    return this.transaction(() => {
      const first = Math.max(this.s.sequenceNext.get(name) ?? 1, this.issued.get(name) ?? 1);
      const next = first + count;
      if (!Number.isSafeInteger(next)) throw new RangeError(`allocIds(${name}): the sequence is exhausted`);
      this.s.reserveUpTo.run(name, next);
      this.issued.set(name, next);
      this.touched.add(name);
      return first;
    });
  }
}
