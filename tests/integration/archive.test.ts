// The archive against the running exchange (issue 16, item 2): its range (archive-range.ts) ends
// the day before the reports' default 30 days, so the ledger reads it makes return the rows older
// than that — all or of one currency, within the dates searched — and its CSV holds them.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningExchange } from '../../server/exchange';
import { archiveFirstDay, archiveLastDay, archiveRange } from '../../src/pages/archive/archive-range';
import { isoDay } from '../../src/pages/reports/report-days';
import { csvCells, csvHeader, REPORT_SPECS } from '../../src/protocol/account/report-kinds';
import { callPath } from '../../src/protocol/calls/define';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { pageCall as call, pageTrader } from './page-session';

let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;

beforeAll(async () => {
  loopback = await startLoopbackExchange('archive', { seed: 17 });
  exchange = loopback.exchange;
}, 120_000);

afterAll(async () => {
  await loopback?.close();
});

const DAY = 86_400_000;
const PASSWORD = 'correct horse battery 17';

const newTrader = (email: string) => pageTrader(exchange, email, PASSWORD, { funded: false });

describe('archive', () => {
  it('searches the ledger older than the reports’ range, by currency and dates, and exports it as CSV', async () => {
    const { session, id } = await newTrader('archive-one@example.com');
    const now = Date.now();
    const insert = exchange.store.db.prepare(
      `INSERT INTO tr_ledger (user, currency, wallet, mts, amount, balance, description, category)
       VALUES (?, ?, 'exchange', ?, ?, ?, ?, 201)`,
    );
    for (const [currency, daysAgo, amount] of [
      ['BTC', 45, '0.5'],
      ['USD', 200, '1000'],
      ['BTC', 400, '0.1'],
      ['BTC', 5, '0.25'],
    ] as const) {
      insert.run(id, currency, now - daysAgo * DAY, amount, amount, `Archived entry ${currency} ${daysAgo} days ago`);
    }

    // The archive's default search: a year up to the day before the reports' 30 days.
    const range = archiveRange(archiveFirstDay(now), archiveLastDay(now), now);
    if ('error' in range) throw new Error(range.error);
    expect(isoDay(range.to)).toBe(isoDay(now - 31 * DAY));
    const read = async (currency?: string, r = range) =>
      (await call(session, currency ? callPath(T.ledgersOf, { currency }) : T.ledgers.path, {
        start: r.from,
        end: r.to,
        limit: 2500,
      })) as unknown[][];
    const descriptions = (rows: unknown[][]) => rows.map((r) => r[8]);
    // The fund-in of a new account is today's, in the reports' range: not archived.
    expect(descriptions(await read())).toEqual(['Archived entry BTC 45 days ago', 'Archived entry USD 200 days ago']);
    expect(descriptions(await read('BTC'))).toEqual(['Archived entry BTC 45 days ago']);

    // Dates further back find the older row; a range into the reports' days is refused.
    const older = archiveRange(isoDay(now - 500 * DAY), isoDay(now - 300 * DAY), now);
    if ('error' in older) throw new Error(older.error);
    expect(descriptions(await read('BTC', older))).toEqual(['Archived entry BTC 400 days ago']);
    expect(archiveRange(isoDay(now - 60 * DAY), isoDay(now - 10 * DAY), now)).toEqual({ error: 'tooRecent' });
    expect(archiveRange(isoDay(now - 60 * DAY), isoDay(now - 90 * DAY), now)).toEqual({ error: 'badRange' });

    // The CSV the page writes: the header and the searched rows, read back.
    const rows = (await read('BTC')).map((raw) => REPORT_SPECS.ledger.read(raw)!);
    const csv = Papa.unparse({ fields: csvHeader('ledger'), data: rows.map((r) => csvCells('ledger', r.cells)) });
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['time', 'id', 'currency', 'wallet', 'amount', 'balance', 'description']);
    expect(parsed.slice(1).map((l) => [l[2], l[4], l[6]])).toEqual([['BTC', '0.5', 'Archived entry BTC 45 days ago']]);
  });
});
