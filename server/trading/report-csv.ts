// A report's whole range as one CSV (the report e-mail, account-side issue 9 §6): read back in time
// page by page exactly as the client reads it (report-pages.ts), each row written with the columns
// the client's table and export use (report-kinds.ts), by papaparse as the client's export is
// (no cell a formula: csv-formulae.ts).
// A page is one indexed query of at most a few thousand rows; between pages the event loop gets
// its turn (setImmediate), so a range of a hundred thousand rows never holds the exchange for
// more than one page's work. Hard caps on rows and size end a build that would be too large.
import Papa from 'papaparse';
import { csvCells, csvHeader, type ReportKind } from '../../src/protocol/account/report-kinds';
import { rangePages } from '../../src/protocol/account/report-pages';
import { CSV_WRITE_OPTIONS } from '../../src/protocol/account/csv-formulae';
import type { Window } from './history';

/** The most rows one report holds. */
export const MAX_REPORT_ROWS = 250_000;
/** The largest CSV one report carries (the size mail servers commonly accept in one message). */
export const MAX_REPORT_BYTES = 25 * 2 ** 20;

export interface ReportCsvLimits {
  maxRows: number;
  maxBytes: number;
}

export type ReportCsv = { ok: true; rows: number; csv: string } | { ok: false; refusal: string };

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const grouped = (n: number) => n.toLocaleString('en-US');

/**
 * Every row of `kind` in [from, to] as CSV (header first, rows newest first, CRLF lines as
 * papaparse writes them), or the refusal when the range holds more than the limits allow.
 * `page` reads one window of raw rows (report-rows.ts).
 */
export async function reportCsv(
  kind: ReportKind,
  from: number,
  to: number,
  page: (w: Window) => readonly unknown[],
  limits: ReportCsvLimits = { maxRows: MAX_REPORT_ROWS, maxBytes: MAX_REPORT_BYTES },
): Promise<ReportCsv> {
  const parts = [Papa.unparse([csvHeader(kind)], CSV_WRITE_OPTIONS)];
  let rows = 0;
  let bytes = Buffer.byteLength(parts[0]!);
  let pages = 0;
  const fetch = async (w: Window) => {
    // After the first page: let the exchange's other work run before the next query.
    if (pages++ > 0) await turn();
    return page(w);
  };
  for await (const chunk of rangePages(kind, from, to, fetch)) {
    rows += chunk.length;
    if (rows > limits.maxRows) {
      return { ok: false, refusal: `range: invalid (more than ${grouped(limits.maxRows)} rows: choose a shorter range or a filter)` };
    }
    const text = Papa.unparse(
      chunk.map((r) => csvCells(kind, r.cells)),
      CSV_WRITE_OPTIONS,
    );
    bytes += Buffer.byteLength(text) + 2;
    if (bytes > limits.maxBytes) {
      const mb = Math.floor(limits.maxBytes / 2 ** 20);
      return { ok: false, refusal: `range: invalid (the report would be larger than ${mb} MB: choose a shorter range or a filter)` };
    }
    parts.push(text);
  }
  return { ok: true, rows, csv: parts.join('\r\n') };
}
