// History queries share one shape: a time window (inclusive), a row limit and a direction. SQL
// cannot bind a sort direction, so each query is prepared twice, once per direction.
import type { Database } from 'better-sqlite3';
import type { HistQuery } from './types';

/** A prepared read; narrower than better-sqlite3's Statement so it can be generic. */
export interface Query<P extends unknown[], R> {
  all(...params: P): R[];
}

export interface SortedQuery<P extends unknown[], R> {
  readonly 1: Query<P, R>;
  readonly [-1]: Query<P, R>;
}

/** `sql` writes `{dir}` where the direction goes (`ORDER BY mts {dir}, id {dir}`); `pluck`
 *  gives the first column's value instead of a row object. */
export function prepareSorted<P extends unknown[], R>(db: Database, sql: string, pluck = false): SortedQuery<P, R> {
  const prepare = (dir: string) => db.prepare(sql.replaceAll('{dir}', dir)).pluck(pluck) as Query<P, R>;
  return { 1: prepare('ASC'), [-1]: prepare('DESC') };
}

/** start, end and limit as bound parameters; an open end is the widest integer SQLite compares. */
export function histWindow(q: HistQuery): [start: number, end: number, limit: number] {
  if (q.sort !== 1 && q.sort !== -1) throw new RangeError(`history sort must be 1 or -1, got ${String(q.sort)}`);
  if (!Number.isInteger(q.limit) || q.limit < 0) throw new RangeError(`history limit must be a whole number ≥ 0, got ${q.limit}`);
  const start = q.start ?? Number.MIN_SAFE_INTEGER;
  const end = q.end ?? Number.MAX_SAFE_INTEGER;
  if (Number.isNaN(start) || Number.isNaN(end)) throw new RangeError('history start and end must be numbers');
  return [start, end, q.limit];
}
