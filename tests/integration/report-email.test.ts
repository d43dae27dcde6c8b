// The report e-mail against the running exchange (issue 9, item 6): a range of the ledger built
// by the exchange as CSV and mailed through the outbox, read back from the outbox and parsed —
// the same header and rows as the ledger read of the same range; the refusals of a bad kind, a
// range that ends before it starts or is too long, a filter that is no text, a credential without
// the right; a sub-account's report at its own address; and a range of a hundred thousand rows
// built without holding the exchange's event loop.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningExchange } from '../../server/exchange';
import { reportCsv } from '../../server/trading/report-csv';
import { reportRows } from '../../server/trading/report-rows';
import { csvCells, csvHeader, REPORT_SPECS } from '../../src/protocol/account/report-kinds';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { callPath } from '../../src/protocol/calls/define';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { keyCall, pageCall as call, pageTrader, traderKey } from './page-session';

let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;
let base: string;

beforeAll(async () => {
  loopback = await startLoopbackExchange('report-email', { seed: 9 });
  exchange = loopback.exchange;
  base = `http://127.0.0.1:${exchange.port}`;
}, 120_000);

afterAll(async () => {
  await loopback?.close();
});

const DAY = 86_400_000;
const PASSWORD = 'correct horse battery 9';

const newTrader = (email: string) => pageTrader(exchange, email, PASSWORD);

const signed = (apiKey: string, apiSecret: string, path: string, body: unknown = {}) => keyCall(base, apiKey, apiSecret, path, body);

type OutboxRow = [id: number, mts: number, to: string, kind: string, subject: string, body: string, link: string | null];

/** The report mails to an address, newest first, as the outbox endpoint lists them. */
async function reportMails(to: string): Promise<OutboxRow[]> {
  const res = await fetch(`${base}${C.outbox.path}?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as OutboxRow[]).filter((m) => m[3] === 'report');
}

/** A mail's CSV (after the summary and its blank line), parsed back to rows of text. */
function csvOf(body: string): string[][] {
  const csv = body.slice(body.indexOf('\n\n') + 2);
  const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** Ledger rows of the read as the CSV writes them (as text). */
const ledgerLines = (rows: unknown[]): string[][] =>
  rows.map((raw) => csvCells('ledger', REPORT_SPECS.ledger.read(raw)!.cells).map((c) => (c === null ? '' : String(c))));

const day = (mts: number) => new Date(mts).toISOString().slice(0, 10);

describe('report e-mail', () => {
  it("mails a range of the ledger as CSV with the ledger read's rows, all or of one currency", async () => {
    const start = Date.now() - 1000;
    const { session } = await newTrader('reports-one@example.com');
    for (const [from, to, amount] of [
      ['exchange', 'margin', '10'],
      ['margin', 'exchange', '2.5'],
      ['exchange', 'funding', '7'],
      ['exchange', 'margin', '1.25'],
    ] as const) {
      const tf = (await call(session, T.transfer.path, { from, to, currency: 'USD', amount })) as unknown[];
      expect(tf[6]).toBe('SUCCESS');
    }
    const end = Date.now();

    const n = (await call(session, T.reportEmail.path, { kind: 'ledger', start, end, filter: '' })) as unknown[];
    const ledger = (await call(session, T.ledgers.path, { start, end, limit: 2500 })) as unknown[][];
    expect(ledger.length).toBeGreaterThan(8);
    expect(n).toEqual([
      expect.any(Number),
      'report-email',
      null,
      null,
      [ledger.length, 'reports-one@example.com'],
      null,
      'SUCCESS',
      `Report with ${ledger.length} rows sent to r…@example.com`,
    ]);
    const [mail] = await reportMails('reports-one@example.com');
    expect(mail?.[4]).toBe(`Your ledger report, ${day(start)} to ${day(end)}`);
    expect(mail?.[5]).toMatch(new RegExp(`^Your ledger report from \\S+ to \\S+ \\(UTC\\) holds ${ledger.length} rows, newest first\\.`));
    const lines = csvOf(mail![5]);
    expect(lines[0]).toEqual(['time', 'id', 'currency', 'wallet', 'amount', 'balance', 'description']);
    expect(lines[0]).toEqual(csvHeader('ledger'));
    expect(lines.slice(1)).toEqual(ledgerLines(ledger));

    // One currency, named in any case: the rows of that currency's ledger read.
    const usd = (await call(session, T.reportEmail.path, { kind: 'ledger', start, end, filter: 'usd' })) as unknown[];
    const usdLedger = (await call(session, callPath(T.ledgersOf, { currency: 'USD' }), { start, end, limit: 2500 })) as unknown[][];
    expect(usd[4]).toEqual([usdLedger.length, 'reports-one@example.com']);
    const [usdMail] = await reportMails('reports-one@example.com');
    expect(usdMail?.[4]).toBe(`Your ledger report of USD, ${day(start)} to ${day(end)}`);
    expect(csvOf(usdMail![5]).slice(1)).toEqual(ledgerLines(usdLedger));
    expect(
      new Set(
        csvOf(usdMail![5])
          .slice(1)
          .map((l) => l[2]),
      ),
    ).toEqual(new Set(['USD']));
  });

  it('refuses a bad kind, a range backwards or too long, a filter that is not text, and sends nothing', async () => {
    const { session } = await newTrader('reports-two@example.com');
    const now = Date.now();
    const ask = (body: unknown) => call(session, T.reportEmail.path, body);
    expect(await ask({ kind: 'balances', start: now - DAY, end: now, filter: '' })).toEqual([
      'error',
      10020,
      'kind: invalid (one of ledger, movements, orders, trades, positions, funding)',
    ]);
    expect(await ask({ kind: 'ledger', start: now, end: now - DAY, filter: '' })).toEqual([
      'error',
      10020,
      'end: invalid (the range ends before it starts)',
    ]);
    expect(await ask({ kind: 'ledger', start: now - 367 * DAY, end: now, filter: '' })).toEqual([
      'error',
      10020,
      'end: invalid (the range is longer than 366 days)',
    ]);
    expect(await ask({ kind: 'ledger', start: now - DAY, end: now, filter: 5 })).toEqual([
      'error',
      10020,
      'filter: invalid (a currency, a pair or empty)',
    ]);
    expect(await ask({ kind: 'trades', start: now - DAY, end: now, filter: 'BTC/USD' })).toEqual([
      'error',
      10020,
      'filter: invalid (a pair such as BTCUSD, or empty)',
    ]);
    expect(await ask({ kind: 'positions', start: now - DAY, end: now, filter: 'BTCUSD' })).toEqual([
      'error',
      10020,
      'filter: invalid (positions take no filter)',
    ]);
    expect(await ask({ kind: 'ledger', end: now, filter: '' })).toEqual(['error', 10020, expect.stringMatching(/^start: invalid/)]);
    // A full year of 366 days is one report.
    const year = (await ask({ kind: 'ledger', start: now - 366 * DAY + 1, end: now, filter: '' })) as unknown[];
    expect(year[6]).toBe('SUCCESS');
    expect(await reportMails('reports-two@example.com')).toHaveLength(1);
  });

  it('needs the right to read the history, and the right of the kind it reports', async () => {
    const { id } = await newTrader('reports-three@example.com');
    const key = (caps: Record<string, { read: 0 | 1; write: 0 | 1 }>) => traderKey(exchange, id, 'report bot', caps);
    const now = Date.now();
    const body = (kind: string) => ({ kind, start: now - DAY, end: now, filter: '' });

    const [noHistory, noHistorySecret] = key({ account: { read: 1, write: 1 }, wallets: { read: 1, write: 1 } });
    expect(await signed(noHistory, noHistorySecret, T.reportEmail.path, body('ledger'))).toEqual([
      'error',
      10100,
      'apikey: permission denied (history read)',
    ]);

    const [historyOnly, historySecret] = key({ history: { read: 1, write: 0 } });
    const ledger = (await signed(historyOnly, historySecret, T.reportEmail.path, body('ledger'))) as unknown[];
    expect(ledger[6]).toBe('SUCCESS');
    expect(await signed(historyOnly, historySecret, T.reportEmail.path, body('orders'))).toEqual([
      'error',
      10100,
      'apikey: permission denied (orders read)',
    ]);
    expect(await signed(historyOnly, historySecret, T.reportEmail.path, body('movements'))).toEqual([
      'error',
      10100,
      'apikey: permission denied (wallets read)',
    ]);
    expect(await reportMails('reports-three@example.com')).toHaveLength(1);
  });

  it("sends a sub-account's report to the sub-account's own address (its master's, +name)", async () => {
    const { session } = await newTrader('reports-master@example.com');
    const made = (await call(session, C.subaccountCreate.path, { name: 'report-desk' })) as unknown[];
    expect(await call(session, C.subaccountSwitch.path, { subaccountId: made[0] })).toEqual([made[0]]);
    const now = Date.now();
    const n = (await call(session, T.reportEmail.path, { kind: 'trades', start: now - DAY, end: now, filter: 'BTCUSD' })) as unknown[];
    expect(n[4]).toEqual([0, 'reports-master+report-desk@example.com']);
    const [mail] = await reportMails('reports-master+report-desk@example.com');
    expect(mail?.[4]).toBe(`Your trades report of BTCUSD, ${day(now - DAY)} to ${day(now)}`);
    expect(csvOf(mail![5])).toEqual([csvHeader('trades')]);
    // Not to the master's own address: the sub-account's has the +name that says whose it is.
    expect(await reportMails('reports-master@example.com')).toEqual([]);
  });

  it('builds a hundred thousand rows in pages, the event loop free between them, within its caps', async () => {
    const { session, id } = await newTrader('reports-many@example.com');
    const ROWS = 100_000;
    const t0 = Date.now() - 2 * DAY;
    const insert = exchange.store.db.prepare(
      `INSERT INTO tr_ledger (user, currency, wallet, mts, amount, balance, description, category)
       VALUES (?, 'BTC', 'exchange', ?, '0.0001', ?, ?, 28)`,
    );
    exchange.store.db.transaction(() => {
      for (let i = 0; i < ROWS; i++) insert.run(id, t0 + i * 1000, String(i / 10_000), `Test entry ${i}, generated`);
    })();

    // A timer that fires whenever the event loop is free: it fires between the pages (a build in
    // one piece would let it fire at most a couple of times). Counted, not timed: the machine's
    // speed must not decide the test.
    let ticks = 0;
    const probe = setInterval(() => ticks++, 2);
    const end = t0 + ROWS * 1000;
    let n: unknown[];
    try {
      n = (await call(session, T.reportEmail.path, { kind: 'ledger', start: t0, end, filter: 'BTC' })) as unknown[];
    } finally {
      clearInterval(probe);
    }
    expect(n[4]).toEqual([ROWS, 'reports-many@example.com']);
    expect(ticks).toBeGreaterThan(ROWS / REPORT_SPECS.ledger.pageSize / 2);
    const [mail] = await reportMails('reports-many@example.com');
    const lines = csvOf(mail![5]);
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[1]!.slice(1, 3)).toEqual([expect.any(String), 'BTC']);
    expect(lines[1]![6]).toBe(`Test entry ${ROWS - 1}, generated`);
    expect(lines.at(-1)![6]).toBe('Test entry 0, generated');

    // Beyond the caps nothing is built to the end: too many rows, or too many bytes.
    const page = reportRows(exchange.trading.history);
    const rows = (w: Parameters<typeof page>[3]) => page(id, 'ledger', 'BTC', w);
    expect(await reportCsv('ledger', t0, end, rows, { maxRows: 10_000, maxBytes: 2 ** 30 })).toEqual({
      ok: false,
      refusal: 'range: invalid (more than 10,000 rows: choose a shorter range or a filter)',
    });
    expect(await reportCsv('ledger', t0, end, rows, { maxRows: ROWS, maxBytes: 2 ** 20 })).toEqual({
      ok: false,
      refusal: 'range: invalid (the report would be larger than 1 MB: choose a shorter range or a filter)',
    });
  }, 60_000);
});
