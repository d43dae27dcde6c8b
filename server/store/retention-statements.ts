// The statements retention.ts prunes with, prepared once per table. Every one of them walks an
// index (the primary key, or trades_by_time / funding_trades_by_time), so none costs more than
// the rows it touches, however large the table has grown.
import type { Database } from 'better-sqlite3';

/** A table of public history: rows of many series (one per symbol or key), each ordered in time. */
export interface PrunedTable {
  readonly table: string;
  /** The column naming a row's series ('tBTCUSD', 'fUSD'); the primary key starts with it. */
  readonly series: string;
  /** The columns that order a series' rows, oldest first, as its history queries do; the last
   *  one completes the primary key with `series`. */
  readonly order: readonly string[];
  /** Whether each series keeps its latest rows whatever their age (see retention.ts). */
  readonly floored: boolean;
}

export const PRUNED_TABLES: readonly PrunedTable[] = [
  { table: 'trades', series: 'symbol', order: ['mts', 'id'], floored: true },
  { table: 'funding_trades', series: 'symbol', order: ['mts', 'id'], floored: true },
  // Nothing is restored from the hourly ticker snapshots; they simply age out.
  { table: 'ticker_hist', series: 'symbol', order: ['mts'], floored: false },
  // A restart takes each perpetual's current status (and whether it has a status channel at
  // all) from its newest row.
  { table: 'deriv_status', series: 'key', order: ['mts'], floored: true },
];

export interface PruneParams {
  series: string;
  /** Rows with mts below it are old. */
  cutoff: number;
  /** The position (in `order`) of the newest row that may go, exclusive: the oldest row of the
   *  series' floor, or past every row when the floor is already older than the cutoff. */
  bound: number[];
  limit: number;
}

export interface RetentionStatements {
  /** The first series named after `after` (walks the primary key, not the rows). */
  nextSeries(after: string): string | undefined;
  oldestMts(series: string): number | undefined;
  /** The `order` values of the series' row `skip` rows before its newest one, if it has that many. */
  fromNewest(series: string, skip: number): number[] | undefined;
  /** Deletes up to `limit` of the oldest rows older than both the cutoff and the bound; gives
   *  how many went. */
  prune(p: PruneParams): number;
}

export function prepareRetentionStatements(db: Database, t: PrunedTable): RetentionStatements {
  const { table, series } = t;
  const order = t.order.join(', ');
  const newestFirst = t.order.map((c) => `${c} DESC`).join(', ');
  const last = t.order[t.order.length - 1];
  const bound = t.order.map((_, i) => `@b${i}`).join(', ');
  const next = db.prepare<[string], string>(`SELECT ${series} FROM ${table} WHERE ${series} > ? ORDER BY ${series} LIMIT 1`).pluck();
  const oldest = db.prepare<[string], number | null>(`SELECT min(mts) FROM ${table} WHERE ${series} = ?`).pluck();
  const fromNewest = db
    .prepare<[string, number], number[]>(`SELECT ${order} FROM ${table} WHERE ${series} = ? ORDER BY ${newestFirst} LIMIT 1 OFFSET ?`)
    .raw();
  // DELETE … LIMIT is a compile-time option of SQLite; a sub-select on the key works everywhere.
  const prune = db.prepare<[Record<string, string | number>]>(
    `DELETE FROM ${table} WHERE ${series} = @series AND ${last} IN (
       SELECT ${last} FROM ${table} WHERE ${series} = @series AND mts < @cutoff AND (${order}) < (${bound})
       ORDER BY ${order} LIMIT @limit)`,
  );
  return {
    nextSeries: (after) => next.get(after),
    oldestMts: (s) => oldest.get(s) ?? undefined,
    fromNewest: (s, skip) => fromNewest.get(s, skip),
    prune(p) {
      const params: Record<string, string | number> = { series: p.series, cutoff: p.cutoff, limit: p.limit };
      p.bound.forEach((v, i) => (params[`b${i}`] = v));
      return prune.run(params).changes;
    },
  };
}
