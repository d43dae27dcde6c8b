// Reports page back in time through start/end/limit: rows at a page's edge time are asked again
// and kept once, a page of rows all at one time is stepped past, and the export reads the range —
// up to MAX_EXPORT_ROWS, beyond which it stops reading and leaves the range to the report e-mail.
import { describe, expect, it } from 'vitest';
import { accountSetup } from './fake-account';
import { MAX_EXPORT_ROWS, ReportsStore, type ExportRead } from '../../../src/models/account/reports';
import { createPageModel } from '../../../src/models/account/page-model';

const T0 = 1_700_000_000_000;
/** `count` ledger rows, `perMs` at each ms (ids 1…count, newest last). */
const ledger = (count: number, perMs: number) =>
  Array.from({ length: count }, (_, i) => [i + 1, 'USD', 'exchange', T0 + Math.floor(i / perMs), null, 1, i + 1, null, `entry ${i + 1}`]);
/** The ledger call's answer over `rows`, as the exchange gives it: newest first, at most `limit`. */
const ledgerCall = (rows: unknown[][]) => (body: { start?: number; end?: number; limit?: number }) =>
  rows
    .filter((r) => (r[3] as number) >= (body.start ?? 0) && (r[3] as number) <= (body.end ?? Infinity))
    .reverse()
    .slice(0, body.limit ?? 25);
const answer = ledgerCall(ledger(6000, 10));
const rowsOf = (read: ExportRead) => ('rows' in read ? read.rows : []);

describe('reports', () => {
  it('pages back without losing or repeating a row, and exports the whole range', async () => {
    const { account } = accountSetup({ 'v2/auth/r/ledgers/hist': answer, 'v2/auth/r/ledgers/USD/hist': answer });
    const reports = createPageModel(ReportsStore, account);
    const q = { kind: 'ledger' as const, from: T0, to: T0 + 10_000, filter: '' };
    await reports.load(q);
    expect(reports.rows).toHaveLength(2500);
    expect(reports.more).toBe(true);
    await reports.loadMore();
    await reports.loadMore();
    const ids = reports.rows.map((r) => r.cells[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(6000);
    expect(ids[0]).toBe(6000);
    expect(ids.at(-1)).toBe(1);
    expect(reports.more).toBe(false);

    const all = await reports.all({ ...q, filter: 'USD', from: T0 + 100 });
    expect(rowsOf(all).map((r) => r.cells[1])).toEqual(Array.from({ length: 5000 }, (_, i) => 6000 - i));
  });

  it(`exports up to ${MAX_EXPORT_ROWS} rows, and stops reading a range that holds more`, async () => {
    const full = ledger(MAX_EXPORT_ROWS, 1);
    const atLimit = accountSetup({ 'v2/auth/r/ledgers/hist': ledgerCall(full) });
    const q = { kind: 'ledger' as const, from: T0, to: T0 + 10 * MAX_EXPORT_ROWS, filter: '' };
    const read = await createPageModel(ReportsStore, atLimit.account).all(q);
    expect(rowsOf(read)).toHaveLength(MAX_EXPORT_ROWS);
    expect(rowsOf(read)[0]?.cells[1]).toBe(MAX_EXPORT_ROWS);

    // One row more, and twice as many behind it: the export gives up at the page that crosses the
    // limit, without reading the rest of the range.
    const over = accountSetup({ 'v2/auth/r/ledgers/hist': ledgerCall(ledger(2 * MAX_EXPORT_ROWS + 1, 1)) });
    expect(await createPageModel(ReportsStore, over.account).all(q)).toEqual({ overLimit: true });
    expect(over.calls.length).toBe(Math.ceil((MAX_EXPORT_ROWS + 1) / 2500));
  });

  it('asks the exchange to mail the range and reads what it answered', async () => {
    const { account, calls } = accountSetup({
      'v2/auth/w/report/email': [
        T0,
        'report-email',
        null,
        null,
        [61_234, 'me@example.com'],
        null,
        'SUCCESS',
        'Report with 61234 rows sent',
      ],
    });
    const reports = createPageModel(ReportsStore, account);
    const sent = await reports.emailReport({ kind: 'trades', from: T0, to: T0 + 1000, filter: 'BTCUSD' });
    expect(sent).toEqual({ rows: 61_234, to: 'me@example.com' });
    expect(calls.at(-1)).toEqual({ path: 'v2/auth/w/report/email', body: { kind: 'trades', start: T0, end: T0 + 1000, filter: 'BTCUSD' } });
  });
});
