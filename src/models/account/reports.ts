// Reports of the account's histories (/reports): one kind at a time, over a date range and an
// optional currency or pair, read page by page back in time through the exchange's start/end/limit
// (rows at the page's edge time are asked again and kept once, report-pages.ts), every row of the
// range for the CSV export, up to MAX_EXPORT_ROWS; a larger range is mailed by the exchange.
import { flow, types, type Instance } from 'mobx-state-tree';
import { TRADING_CALLS, type CallDef } from '../../protocol/calls';
import { filterParams, REPORT_SPECS, type ReportKind } from '../../protocol/account/report-kinds';
import { nextEnd, rangePages, readPage, type ReportPage, type ReportRow } from '../../protocol/account/report-pages';
import { callAccount } from './env';

export type { ReportRow } from '../../protocol/account/report-pages';

export interface ReportQuery {
  kind: ReportKind;
  /** ms, inclusive. */
  from: number;
  to: number;
  /** A currency or a pair; empty for all. */
  filter: string;
}

/** The days /reports opens on (up to today); the archive holds what is older. */
export const REPORTS_DEFAULT_DAYS = 30;

/** The most rows the browser exports; a range with more is the report e-mail's. */
export const MAX_EXPORT_ROWS = 50_000;

/** Every row of the range, or that it holds more than MAX_EXPORT_ROWS (nothing is kept then). */
export type ExportRead = { rows: ReportRow[] } | { overLimit: true };

/** The exchange's answer to a report e-mail: how many rows it holds and where it went. */
export interface MailedReport {
  rows: number;
  to: string;
}

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
    /** The raw rows of a query's kind from its start to `end`, at most `limit` (one call). */
    async function fetchRows(q: ReportQuery, w: { start: number; end: number; limit: number }): Promise<unknown[]> {
      const spec = REPORT_SPECS[q.kind];
      const def: CallDef = q.filter && spec.of ? spec.of : spec.all;
      const params = q.filter && spec.of ? filterParams(q.kind, q.filter) : undefined;
      const raw: unknown = await callAccount(self, def, w, params);
      return Array.isArray(raw) ? raw : [];
    }
    /** One page ending at `end` (inclusive): its rows not in `seen`, and whether older ones may exist. */
    async function page(q: ReportQuery, end: number, seen: Set<string>): Promise<ReportPage> {
      const list = await fetchRows(q, { start: q.from, end, limit: REPORT_SPECS[q.kind].pageSize });
      return readPage(q.kind, list, end, seen);
    }
    const seen = new Set<string>();
    let edge = 0;
    return {
      /** The newest page of the query. */
      load: flow(function* load(q: ReportQuery) {
        self.setLoading(true);
        seen.clear();
        try {
          const p: ReportPage = yield page(q, q.to, seen);
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
          const p: ReportPage = yield page(q, edge, seen);
          // A page of rows all at one time gives nothing new: step past that time.
          edge = nextEnd(p, edge);
          self.show(q, p.rows, p.more && edge >= q.from, true);
        } finally {
          self.setLoading(false);
        }
      }),
      /** Every row of the query's range, newest first (for the CSV); reading stops as soon as
       *  the range proves to hold more than MAX_EXPORT_ROWS. */
      async all(q: ReportQuery): Promise<ExportRead> {
        const rows: ReportRow[] = [];
        for await (const part of rangePages(q.kind, q.from, q.to, (w) => fetchRows(q, w))) {
          rows.push(...part);
          if (rows.length > MAX_EXPORT_ROWS) return { overLimit: true };
        }
        return { rows };
      },
      /** The query's range mailed by the exchange to the account's address, built there. */
      async emailReport(q: ReportQuery): Promise<MailedReport> {
        const n = await callAccount(self, TRADING_CALLS.reportEmail, { kind: q.kind, start: q.from, end: q.to, filter: q.filter });
        const data: unknown[] = Array.isArray(n.notifyInfo) ? n.notifyInfo : [];
        return { rows: Number(data[0] ?? 0), to: String(data[1] ?? '') };
      },
    };
  });
export type ReportsStoreInstance = Instance<typeof ReportsStore>;
