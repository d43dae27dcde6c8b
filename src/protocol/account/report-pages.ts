// A report's range read back in time through the exchange's start/end/limit, the same way on both
// sides: the client's table and CSV export, and the exchange's report e-mail. Each page ends at
// the oldest time of the page before (inclusive), so the rows at that edge time come again and
// are kept once; a page that brings nothing new (a whole page at one time) is stepped past.
import { REPORT_SPECS, type Cell, type ReportKind } from './report-kinds';

export interface ReportRow {
  /** The row's id and time: what tells a row asked again at a page's edge. */
  key: string;
  mts: number;
  cells: Cell[];
}

export interface ReportPage {
  /** The page's rows not seen before, newest first. */
  rows: ReportRow[];
  /** Whether the page was full, so older rows may exist. */
  more: boolean;
  /** The oldest time of the page (its end when it was empty). */
  oldest: number;
}

/** One page of raw rows that ended at `end`: those not in `seen` (whose keys it adds). */
export function readPage(kind: ReportKind, list: readonly unknown[], end: number, seen: Set<string>): ReportPage {
  const spec = REPORT_SPECS[kind];
  const rows: ReportRow[] = [];
  let oldest = end;
  for (const raw of list) {
    const read = spec.read(raw);
    if (!read) continue;
    oldest = Math.min(oldest, read.mts);
    const key = `${read.cells[1]}|${read.mts}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({ key, mts: read.mts, cells: read.cells });
  }
  return { rows, more: list.length >= spec.pageSize, oldest };
}

/** Where the page after `page` (which ended at `end`) ends: at its oldest time, or a ms before
 *  `end` when it brought nothing new. */
export const nextEnd = (page: ReportPage, end: number): number => (page.rows.length === 0 ? end - 1 : page.oldest);

/** Raw rows of a kind from `start` to `end` (inclusive), newest first, at most `limit`. */
export type ReportFetch = (window: { start: number; end: number; limit: number }) => Promise<readonly unknown[]> | readonly unknown[];

/**
 * Every row of `[from, to]`, newest first, a page at a time. Only the keys at the current edge
 * time are remembered (no other row can come again), so a long range costs no growing memory.
 */
export async function* rangePages(kind: ReportKind, from: number, to: number, fetch: ReportFetch): AsyncGenerator<ReportRow[]> {
  const limit = REPORT_SPECS[kind].pageSize;
  const seen = new Set<string>();
  let end = to;
  for (;;) {
    const page = readPage(kind, await fetch({ start: from, end, limit }), end, seen);
    if (page.rows.length > 0) yield page.rows;
    if (!page.more) return;
    end = nextEnd(page, end);
    if (end < from) return;
    const edge = `|${end}`;
    for (const key of seen) if (!key.endsWith(edge)) seen.delete(key);
  }
}
