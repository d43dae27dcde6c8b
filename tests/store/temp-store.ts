// Stores on temporary folders, removed after each test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { openStore, type SqliteStore } from '../../server/store/sqlite';

const dirs: string[] = [];
const stores: SqliteStore[] = [];

afterAll(() => {
  for (const s of stores) s.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-store-'));
  dirs.push(dir);
  return dir;
}

export function tempStore(dir = tempDir()): SqliteStore {
  const store = openStore(dir);
  stores.push(store);
  return store;
}
