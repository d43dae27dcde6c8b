// Forward-only schema migrations. A database remembers, per component, how many migrations it
// has run; opening runs the missing ones in order, each in its own transaction with its version
// bump, and refuses a database that a newer build has already moved past.
//
// Other parts of the exchange (accounts, wallets) keep their tables in the same file: they call
// migrate(store.db, 'accounts', ACCOUNTS_MIGRATIONS) with their own list. Never edit or reorder a
// migration that has shipped; append a new one.
import type { Database } from 'better-sqlite3';
import { StoreError } from './errors';

/** One step: SQL text, or a function for steps that must move data. */
export type Migration = string | ((db: Database) => void);

/** The store's own tables. Tables are STRICT so that a wrong type (NaN, a fractional timestamp)
 *  fails at the write instead of coming back as something else. REAL columns give back the very
 *  JS number written, so String(n) is the same wire text. */
export const STORE_MIGRATIONS: readonly Migration[] = [
  `
  CREATE TABLE trades (
    symbol TEXT NOT NULL, id INTEGER NOT NULL, mts INTEGER NOT NULL,
    amount REAL NOT NULL, price REAL NOT NULL,
    PRIMARY KEY (symbol, id)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX trades_by_time ON trades (symbol, mts, id);

  CREATE TABLE funding_trades (
    symbol TEXT NOT NULL, id INTEGER NOT NULL, mts INTEGER NOT NULL,
    amount REAL NOT NULL, rate REAL NOT NULL, period INTEGER NOT NULL,
    PRIMARY KEY (symbol, id)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX funding_trades_by_time ON funding_trades (symbol, mts, id);

  CREATE TABLE candles (
    key TEXT NOT NULL, tf TEXT NOT NULL, mts INTEGER NOT NULL,
    open REAL NOT NULL, close REAL NOT NULL, high REAL NOT NULL, low REAL NOT NULL, volume REAL NOT NULL,
    PRIMARY KEY (key, tf, mts)
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE ticker_hist (
    symbol TEXT NOT NULL, mts INTEGER NOT NULL, bid REAL NOT NULL, ask REAL NOT NULL,
    PRIMARY KEY (symbol, mts)
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX ticker_hist_by_time ON ticker_hist (mts, symbol);

  CREATE TABLE deriv_status (
    key TEXT NOT NULL, mts INTEGER NOT NULL, row TEXT NOT NULL,
    PRIMARY KEY (key, mts)
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE orders (id INTEGER PRIMARY KEY, mts_create INTEGER NOT NULL, body TEXT NOT NULL) STRICT;
  CREATE INDEX orders_by_priority ON orders (mts_create, id);

  CREATE TABLE offers (id INTEGER PRIMARY KEY, mts_create INTEGER NOT NULL, body TEXT NOT NULL) STRICT;
  CREATE INDEX offers_by_priority ON offers (mts_create, id);

  CREATE TABLE state (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT, WITHOUT ROWID;

  -- next: the first id not yet reserved.
  CREATE TABLE sequences (name TEXT PRIMARY KEY, next INTEGER NOT NULL) STRICT, WITHOUT ROWID;
  `,
];

/** Brings `component`'s tables up to date; returns the version the database is now at. */
export function migrate(db: Database, component: string, migrations: readonly Migration[]): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (component TEXT PRIMARY KEY, version INTEGER NOT NULL) STRICT');
  const read = db.prepare<[string], number>('SELECT version FROM schema_version WHERE component = ?').pluck();
  const write = db.prepare<[string, number]>(
    'INSERT INTO schema_version (component, version) VALUES (?, ?) ON CONFLICT (component) DO UPDATE SET version = excluded.version',
  );
  const current = read.get(component) ?? 0;
  if (current > migrations.length) {
    throw new StoreError(
      `"${db.name}" was written by a newer Tradedesk (${component} schema ${current}, this build knows up to ${migrations.length}); update Tradedesk or choose another data folder (TRADEDESK_DATA)`,
      'NEWER_SCHEMA',
    );
  }
  for (let version = current + 1; version <= migrations.length; version++) {
    const step = migrations[version - 1]!;
    db.transaction(() => {
      if (typeof step === 'string') db.exec(step);
      else step(db);
      write.run(component, version);
    }).immediate();
  }
  return migrations.length;
}
