// Reports page back in time through start/end/limit: rows at a page's edge time are asked again
// and kept once, a page of rows all at one time is stepped past, and the export reads the range.
import { describe, expect, it } from 'vitest';
import { accountSetup } from './fake-account';
import { ReportsStore } from '../../../src/models/account/reports';
import { createPageModel } from '../../../src/models/account/page-model';

const T0 = 1_700_000_000_000;
/** 6000 ledger rows, ten at each ms (ids 1…6000, newest last), answered as the exchange would. */
const LEDGER = Array.from({ length: 6000 }, (_, i) => [
  i + 1,
  'USD',
  'exchange',
  T0 + Math.floor(i / 10),
  null,
  1,
  i + 1,
  null,
  `entry ${i + 1}`,
]);
function answer(body: { start?: number; end?: number; limit?: number }) {
  return LEDGER.filter((r) => (r[3] as number) >= (body.start ?? 0) && (r[3] as number) <= (body.end ?? Infinity))
    .reverse()
    .slice(0, body.limit ?? 25);
}

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
    expect(all.map((r) => r.cells[1])).toEqual(Array.from({ length: 5000 }, (_, i) => 6000 - i));
  });
});
