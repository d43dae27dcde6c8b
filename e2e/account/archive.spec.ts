// The archive in the browser: it opens on the rows older than the reports' 30 days, searches a
// pair's closed orders and a currency's ledger, exports the search as CSV, and refuses a range
// that reaches into the reports' days.
import { expect, test } from '../fixtures';
import { newTraderLoggedIn } from '../pages/auth/new-trader';
import { ArchivePage } from '../pages/account/archive-page';

const DAY = 86_400_000;

test('searching the archive by pair, currency and dates, and exporting it as CSV', async ({ page, request }) => {
  await newTraderLoggedIn(page, request, 'archive', 'archive-Desk-password-1');
  const archive = new ArchivePage(page);
  await archive.open();
  const last = new Date(Date.parse(new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10)) - DAY).toISOString().slice(0, 10);
  await expect(archive.to()).toHaveValue(last);
  await expect(page.getByText(`up to ${last}`)).toBeVisible();

  await archive.filter('Pair').selectOption('BTCUSD');
  await archive.search().click();
  await expect(page.getByText('Nothing archived in this range.')).toBeVisible();
  const orders = await archive.exportCsv();
  expect(orders.file).toMatch(new RegExp(`^tradedesk-archive-orders-BTCUSD-\\d{4}-\\d{2}-\\d{2}-to-${last}\\.csv$`));
  expect(orders.lines[0]).toMatch(/^time,id,symbol,/);

  await archive.kind().selectOption('ledger');
  await archive.filter('Currency').selectOption('BTC');
  await archive.search().click();
  const ledger = await archive.exportCsv();
  expect(ledger.lines).toEqual(['time,id,currency,wallet,amount,balance,description']);
  await page.screenshot({ path: 'test-results/archive-1440.png' });

  await archive.to().fill(new Date().toISOString().slice(0, 10));
  await archive.search().click();
  await expect(page.getByRole('alert')).toHaveText(`The archive ends on ${last}; later rows are in Reports.`);
});
