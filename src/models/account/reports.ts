// Reports of the account's histories (/reports): one kind at a time, over a date range and an
// optional currency or pair, read page by page back in time through the exchange's start/end/limit
// (rows at the page's edge time are asked again and kept once), and every row of the range for
// the CSV export.
import { flow, types, type Instance } from 'mobx-state-tree';
import type { CallDef } from '../../protocol/calls';
import { callAccount } from './env';
import { filterParams, REPORT_SPECS, type Cell, type ReportKind } from './report-kinds';

export interface ReportQuery {
  kind: ReportKind;
  /** ms, inclusive. */
  from: number;
  to: number;
  /** A currency or a pair; empty for all. */
  filter: string;
}

export interface ReportRow {
  key: string;
  mts: number;
  cells: Cell[];
}

/** The most rows an export reads (then it says the range is too large). */
export const MAX_EXPORT_ROWS = 50_000;

export const ReportsStore = types
  .model('ReportsStore', {})
  .volatile(() => ({ rows: [] as ReportRow[], more: false, loading: false, query: null as ReportQuery | null }))
  .actions((self) => ({
    show(query: ReportQuery, rows: ReportRow[], more: boolean, append: boolean) {
      self.query = query;
      self.rows = append ? [...self.rows, ...rows] : rows;
      self.more = more;
    },
    setLoading(on: boolean) {
      self.loading = on;
    },
  }))
  .actions((self) => {
    /** One page ending at `end` (inclusive): its rows not in `seen`, and whether older ones may exist. */
    async function page(q: ReportQuery, end: number, seen: Set<string>): Promise<{ rows: ReportRow[]; more: boolean; oldest: number }> {
      const spec = REPORT_SPECS[q.kind];
      const def: CallDef = q.filter && spec.of ? spec.of : spec.all;
      const body = { start: q.from, end, limit: spec.pageSize };
      const params = q.filter && spec.of ? filterParams(q.kind, q.filter) : undefined;
      const raw: unknown = await callAccount(self, def, body, params);
      const list = Array.isArray(raw) ? raw : [];
      const rows: ReportRow[] = [];
      let oldest = end;
      for (const r of list) {
        const read = spec.read(r);
        if (!read) continue;
        oldest = Math.min(oldest, read.mts);
        const key = `${read.cells[1]}|${read.mts}`;
        if (seen.has(key)) continue;
        seen.add(key);
        rows.push({ key, mts: read.mts, cells: read.cells });
      }
      return { rows, more: list.length >= spec.pageSize, oldest };
    }
    const seen = new Set<string>();
    let edge = 0;
    return {
      /** The newest page of the query. */
      load: flow(function* load(q: ReportQuery) {
        self.setLoading(true);
        seen.clear();
        try {
          const p: { rows: ReportRow[]; more: boolean; oldest: number } = yield page(q, q.to, seen);
          edge = p.oldest;
          self.show(q, p.rows, p.more, false);
        } finally {
          self.setLoading(false);
        }
      }),
      /** The page before the oldest row shown. */
      loadMore: flow(function* loadMore() {
        const q = self.query;
        if (!q || !self.more) return;
        self.setLoading(true);
        try {
          const p: { rows: ReportRow[]; more: boolean; oldest: number } = yield page(q, edge, seen);
          // A page of rows all at one time gives nothing new: step past that time.
          edge = p.rows.length === 0 ? edge - 1 : p.oldest;
          self.show(q, p.rows, p.more && edge >= q.from, true);
        } finally {
          self.setLoading(false);
        }
      }),
      /** Every row of the query's range, newest first (for the CSV). */
      all: flow(function* all(q: ReportQuery) {
        const keys = new Set<string>();
        const out: ReportRow[] = [];
        let end = q.to;
        for (;;) {
          const p: { rows: ReportRow[]; more: boolean; oldest: number } = yield page(q, end, keys);
          out.push(...p.rows);
          if (out.length > MAX_EXPORT_ROWS) throw new Error(`The range holds more than ${MAX_EXPORT_ROWS} rows: choose a shorter one.`);
          if (!p.more) return out;
          end = p.rows.length === 0 ? end - 1 : p.oldest;
          if (end < q.from) return out;
        }
      }),
    };
  });
export type ReportsStoreInstance = Instance<typeof ReportsStore>;
