// Opening the data folder: what is created, how SQLite is set up, the readable refusals, and
// forward-only migrations shared with other modules.
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreError } from '../../server/store/errors';
import { migrate, STORE_MIGRATIONS, type Migration } from '../../server/store/migrations';
import { openStore } from '../../server/store/sqlite';
import { tempDir, tempStore } from './temp-store';

function refusal(dir: string): StoreError {
  try {
    openStore(dir).close();
  } catch (err) {
    if (err instanceof StoreError) return err;
    throw err;
  }
  throw new Error('the store opened');
}

describe('opening', () => {
  it('creates the folder and exchange.sqlite, in WAL with synchronous NORMAL', () => {
    const dir = path.join(tempDir(), 'a', 'b');
    const store = tempStore(dir);
    expect(store.path).toBe(path.join(dir, 'exchange.sqlite'));
    expect(existsSync(store.path)).toBe(true);
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('synchronous', { simple: true })).toBe(1);
    expect(store.db.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
    expect(store.db.prepare("SELECT version FROM schema_version WHERE component = 'store'").pluck().get()).toBe(STORE_MIGRATIONS.length);
  });

  it('closes idempotently', () => {
    const store = tempStore();
    store.close();
    expect(() => store.close()).not.toThrow();
    expect(store.db.open).toBe(false);
  });

  it('refuses a folder that is a file, in words', () => {
    const file = path.join(tempDir(), 'data');
    writeFileSync(file, 'x');
    const err = refusal(file);
    expect(err.reason).toBe('NOT_WRITABLE');
    expect(err.message).toContain(file);
    expect(err.message).toContain('a file of that name is in the way');
    expect(err.message).not.toMatch(/\n\s+at /);
  });

  // root writes through any permission bits, so this can only be seen as another user.
  it.skipIf(process.getuid?.() === 0)('refuses a folder it cannot write', () => {
    const dir = path.join(tempDir(), 'ro');
    mkdirSync(dir);
    chmodSync(dir, 0o555);
    try {
      const err = refusal(dir);
      expect(err.reason).toBe('NOT_WRITABLE');
      expect(err.message).toMatch(/not writable: permission denied/);
    } finally {
      chmodSync(dir, 0o755);
    }
  });

  it.skipIf(process.getuid?.() === 0)('refuses a database file it cannot write', () => {
    const dir = tempDir();
    openStore(dir).close();
    const file = path.join(dir, 'exchange.sqlite');
    chmodSync(file, 0o444);
    const err = refusal(dir);
    expect(err.reason).toBe('NOT_WRITABLE');
    expect(err.message).toContain(`"${file}" is not writable: permission denied`);
  });

  it('refuses a file that is not a database and leaves it untouched', () => {
    const dir = tempDir();
    const junk = "these are someone's notes, not a database\n".repeat(200);
    writeFileSync(path.join(dir, 'exchange.sqlite'), junk);
    const err = refusal(dir);
    expect(err.reason).toBe('NOT_A_DATABASE');
    expect(err.message).toBe(
      `"${path.join(dir, 'exchange.sqlite')}" is not a SQLite database or is damaged; move it away to start from an empty market, or choose another data folder (TRADEDESK_DATA)`,
    );
  });

  it('refuses a database written by a newer build', () => {
    const dir = tempDir();
    const store = openStore(dir);
    store.db.prepare("UPDATE schema_version SET version = version + 1 WHERE component = 'store'").run();
    store.close();
    const err = refusal(dir);
    expect(err.reason).toBe('NEWER_SCHEMA');
    expect(err.message).toMatch(/written by a newer Tradedesk \(store schema 2, this build knows up to 1\)/);
  });
});

describe('migrate', () => {
  it("runs another component's steps once each, in order, forward only", () => {
    const store = tempStore();
    const steps: Migration[] = [
      'CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT NOT NULL)',
      (db) => db.prepare("INSERT INTO users (email) VALUES ('a@example.com')").run(),
    ];
    expect(migrate(store.db, 'accounts', steps)).toBe(2);
    expect(migrate(store.db, 'accounts', steps)).toBe(2);
    expect(store.db.prepare('SELECT count(*) FROM users').pluck().get()).toBe(1);

    const more = [...steps, 'ALTER TABLE users ADD COLUMN name TEXT'];
    expect(migrate(store.db, 'accounts', more)).toBe(3);
    expect(store.db.prepare('SELECT count(*) FROM users').pluck().get()).toBe(1);
    expect(() => migrate(store.db, 'accounts', steps)).toThrow(StoreError);
    // The store's own version is its own business.
    expect(store.db.prepare("SELECT version FROM schema_version WHERE component = 'store'").pluck().get()).toBe(STORE_MIGRATIONS.length);
  });

  it('leaves no half-applied step behind', () => {
    const store = tempStore();
    const broken: Migration[] = ['CREATE TABLE a (x INTEGER); CREATE TABLE b (y INTEGER); NOT SQL'];
    expect(() => migrate(store.db, 'broken', broken)).toThrow();
    expect(store.db.prepare("SELECT count(*) FROM sqlite_master WHERE name IN ('a', 'b')").pluck().get()).toBe(0);
    expect(store.db.prepare("SELECT count(*) FROM schema_version WHERE component = 'broken'").pluck().get()).toBe(0);
  });
});
