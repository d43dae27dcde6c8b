// Retention of the public market history (TRADEDESK_HISTORY_DAYS). Public trades, funding
// trades, hourly ticker snapshots and derivatives status gain rows with every tick — without
// bound over weeks at a firehose rate — so rows older than the window are deleted: at start-up,
// then every few minutes.
//
// What stays whatever its age:
// - candles: small, and the chart needs ≥ 1000 of every timeframe (back-filled once, never again);
// - the latest `floor` rows of every series of trades, funding trades and derivatives status, so
//   a quiet or long-stopped market still answers its history, and a restart still finds what it
//   restores from them (a pair's last price, a perpetual's current status);
// - every other table: resting orders, state, and users' own records (other components' tables).
//
// A pass deletes at most `batchRows` rows per statement and yields to the event loop before each
// statement, so the market and the gateways never wait for more than one small delete.
import type { Database } from 'better-sqlite3';
import { PRUNED_TABLES, prepareRetentionStatements, type PrunedTable, type RetentionStatements } from './retention-statements';

export const DAY_MS = 86_400_000;

export interface RetentionOptions {
  /** Rows older than this many days go (TRADEDESK_HISTORY_DAYS). */
  days: number;
  now?: () => number;
  /** Rows of each floored series kept whatever their age. */
  floor?: number;
  /** Rows deleted per statement at most. */
  batchRows?: number;
  /** Period of the passes after the first one; 0 runs only the start-up pass. */
  everyMs?: number;
}

/** Rows deleted, per table. */
export type PruneCounts = Record<string, number>;

export interface Retention {
  /** Runs a pass now, or joins the one under way; resolves with the rows it deleted (when
   *  stopped, with those deleted so far). Never rejects: a failed pass is logged and retried at
   *  the next period. */
  prune(): Promise<PruneCounts>;
  /** Stops the periodic passes and the one under way, after its current statement. */
  stop(): void;
}

const DEFAULTS = { floor: 1000, batchRows: 5000, everyMs: 10 * 60_000 };

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Starts pruning the public history of the store's database: a pass at once, then periodic ones. */
export function startRetention(db: Database, opts: RetentionOptions): Retention {
  const { days } = opts;
  if (!Number.isSafeInteger(days) || days < 1) throw new RangeError(`history retention must be a whole number of days ≥ 1, got ${days}`);
  const now = opts.now ?? (() => Date.now());
  const floor = opts.floor ?? DEFAULTS.floor;
  const batchRows = opts.batchRows ?? DEFAULTS.batchRows;
  const everyMs = opts.everyMs ?? DEFAULTS.everyMs;
  if (!Number.isSafeInteger(floor) || floor < 1) throw new RangeError(`history retention floor must be a whole number ≥ 1, got ${floor}`);
  if (!Number.isSafeInteger(batchRows) || batchRows < 1)
    throw new RangeError(`history retention batch must be a whole number ≥ 1, got ${batchRows}`);

  const tables = PRUNED_TABLES.map((t) => ({ spec: t, s: prepareRetentionStatements(db, t) }));
  let stopped = false;
  let running: Promise<PruneCounts> | null = null;
  let failures = 0;
  const live = () => !stopped && db.open;

  /** Deletes a series' old rows, oldest first, one bounded statement per turn of the event loop. */
  async function pruneSeries(t: PrunedTable, s: RetentionStatements, series: string, cutoff: number): Promise<number> {
    const oldest = s.oldestMts(series);
    if (oldest === undefined || oldest >= cutoff) return 0;
    let bound = t.order.map(() => Number.MAX_SAFE_INTEGER);
    if (t.floored) {
      // Rows only ever arrive newer than these, so the floor found once holds for the whole pass.
      const first = s.fromNewest(series, floor - 1);
      if (!first) return 0;
      bound = first;
    }
    let deleted = 0;
    for (;;) {
      await nextTurn();
      if (!live()) return deleted;
      const n = s.prune({ series, cutoff, bound, limit: batchRows });
      deleted += n;
      if (n < batchRows) return deleted;
    }
  }

  async function pass(): Promise<PruneCounts> {
    const counts: PruneCounts = Object.fromEntries(PRUNED_TABLES.map((t) => [t.table, 0]));
    const cutoff = now() - days * DAY_MS;
    try {
      for (const { spec, s } of tables) {
        let after = '';
        for (;;) {
          await nextTurn();
          if (!live()) return counts;
          const series = s.nextSeries(after);
          if (series === undefined) break;
          after = series;
          counts[spec.table] = (counts[spec.table] ?? 0) + (await pruneSeries(spec, s, series, cutoff));
        }
      }
      failures = 0;
    } catch (err) {
      // A busy or full disk: the rows stay until the next pass, which tries again.
      if (failures++ === 0 && live()) console.error('tradedesk: pruning the market history failed:', err);
    }
    return counts;
  }

  const prune = (): Promise<PruneCounts> => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };

  void prune();
  const timer = everyMs > 0 ? setInterval(() => void prune(), everyMs) : null;
  timer?.unref();

  return {
    prune,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}
