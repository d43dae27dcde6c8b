// The e-mailed report's CSV writes a description that would run as a spreadsheet formula as text
// (a leading '), while the amounts and balances, negative ones too, stay numbers.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reportCsv } from '../../server/trading/report-csv';

const T0 = Date.UTC(2026, 0, 10);
// Ledger rows as the exchange lists them: [ID, CURRENCY, WALLET, MTS, _, AMOUNT, BALANCE, _, DESCRIPTION].
const LEDGER = [
  [2, 'BTC', 'exchange', T0 + 2000, null, -0.5, 1.5, null, '=HYPERLINK("http://x","click")'],
  [1, 'BTC', 'exchange', T0 + 1000, null, 2, 2, null, '-Deposit @ 1'],
];

describe('the e-mailed report CSV', () => {
  it('writes formula-like text as text and numbers as numbers', async () => {
    const built = await reportCsv('ledger', T0, T0 + 10_000, ({ start = 0, end = Infinity, limit }) =>
      LEDGER.filter((r) => (r[3] as number) >= start && (r[3] as number) <= end).slice(0, limit),
    );
    if (!built.ok) throw new Error(built.refusal);
    const [header, first, second] = Papa.parse<Array<string | number>>(built.csv, { dynamicTyping: true }).data;
    expect(header).toEqual(['time', 'id', 'currency', 'wallet', 'amount', 'balance', 'description']);
    expect(first!.slice(4)).toEqual([-0.5, 1.5, `'=HYPERLINK("http://x","click")`]);
    expect(second!.slice(4)).toEqual([2, 2, "'-Deposit @ 1"]);
  });
});
