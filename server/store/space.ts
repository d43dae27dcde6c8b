// Room left for the exchange's database (hardening: a full disk). New work — orders and funding
// offers — is refused with a clear text while the room is below a reserve, before anything in
// the engines moves, so what the reserve holds is left for what was already acknowledged: its
// fills, cancels, settlements. Room is the smaller of the file system's free space (statfs) and
// what SQLite's own page limit (max_page_count) still allows, plus the file's free pages.
import { statfsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';

/** The refusal of new orders and offers while the disk is (nearly) full. */
export const DISK_FULL_TEXT = "the exchange's disk is full: new orders and offers are refused until space is freed";

/** Default reserve (TRADEDESK_DISK_RESERVE_MB). */
export const DEFAULT_DISK_RESERVE_MB = 16;

export interface SpaceGuard {
  /** Bytes the database can still grow by. */
  room(): number;
  /** Whether new work may start (room at least the reserve). */
  allowsNewWork(): boolean;
}

export function createSpaceGuard(db: Database, file: string, reserveBytes: number): SpaceGuard {
  const folder = path.dirname(file);
  const pragma = (name: string): number => Number(db.pragma(name, { simple: true }));
  function room(): number {
    const pageSize = pragma('page_size');
    const free = pragma('freelist_count') * pageSize;
    const byLimit = (pragma('max_page_count') - pragma('page_count')) * pageSize;
    let byDisk = Number.POSITIVE_INFINITY;
    try {
      const fs = statfsSync(folder);
      byDisk = fs.bavail * fs.bsize;
    } catch {
      // No statfs here: SQLite's own refusal (SQLITE_FULL) is the last word.
    }
    return Math.max(0, Math.min(byDisk, byLimit)) + free;
  }
  return {
    room,
    allowsNewWork: () => reserveBytes <= 0 || room() >= reserveBytes,
  };
}

/** Whether an error is SQLite's "database or disk is full". */
export function isDiskFull(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' && err.code.startsWith('SQLITE_FULL');
}
