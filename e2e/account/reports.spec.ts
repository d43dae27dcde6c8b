// Reports in the browser: the month's ledger shown and filtered by currency, older rows paged in,
// the range exported as a CSV file that reads back with the same rows, and the same range mailed
// by the exchange (the report e-mail of large ranges) with the same rows, found in the outbox.
import { expect, test } from '../fixtures';
import { lastMailId, mailOf } from '../pages/auth/outbox';
import { ReportsPage } from '../pages/account/reports-page';
import { DEMO, freshDemoSession } from '../pages/trading/trading-desk';

test("the month's ledger, filtered by currency, exported to CSV and read back", async ({ page, request }) => {
  await freshDemoSession(page, request);
  const reports = new ReportsPage(page);
  await reports.open();
  await expect(reports.from()).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(reports.to()).toHaveValue(new Date().toISOString().slice(0, 10));
  const table = reports.table();
  await expect(table.locator('tbody tr').first()).toBeVisible();

  await reports.currency().selectOption('BTC');
  await reports.show().click();
  await expect(table.locator('tbody tr').first()).toContainText('BTC');
  const currencies = await table.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(new Set(currencies)).toEqual(new Set(['BTC']));

  const { file, lines } = await reports.exportCsv();
  expect(file).toMatch(/^tradedesk-ledger-BTC-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines[0]).toBe('time,id,currency,wallet,amount,balance,description');
  expect(lines.length - 1).toBe(currencies.length);
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,\d+,BTC,/);
  await expect(page.getByRole('status').filter({ hasText: /rows? exported to tradedesk-ledger-BTC/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/reports-1440.png' });

  // The same range e-mailed: the exchange builds the CSV and mails it to the account. Rows that
  // arrived since the export (newest first) may come on top; the rest are the export's.
  const before = await lastMailId(request, DEMO.login);
  await page.getByRole('button', { name: 'E-mail report' }).click();
  const status = page.getByRole('status').filter({ hasText: /^Report sent to / });
  await expect(status).toContainText(`Report sent to ${DEMO.login}: `);
  await expect(status).toHaveText(/: \d+ rows?$/);
  const count = Number(/: (\d+) rows?$/.exec((await status.textContent()) ?? '')?.[1]);
  const mail = await mailOf(request, DEMO.login, 'report', before);
  expect(mail.subject).toMatch(/^Your ledger report of BTC, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
  const mailed = mail.body
    .slice(mail.body.indexOf('\n\n') + 2)
    .trim()
    .split(/\r?\n/);
  expect(mailed[0]).toBe(lines[0]);
  expect(mailed.length - 1).toBe(count);
  expect(count).toBeGreaterThanOrEqual(lines.length - 1);
  expect(mailed.slice(mailed.length - (lines.length - 1))).toEqual(lines.slice(1));

  // A range that ends before it starts is refused with the reason.
  await reports.from().fill('2030-01-02');
  await reports.to().fill('2030-01-01');
  await reports.show().click();
  await expect(page.getByRole('alert')).toHaveText('The start is after the end.');
});
