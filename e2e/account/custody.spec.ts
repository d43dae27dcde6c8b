// The custody partner in the browser, on an exchange of its own (so the demo account's balances
// elsewhere are untouched; the spec still gives back what it moved): the trader opens Custody from
// the wallets, opens a custody account (the simulated custodian's review approves it after its
// delay), is stopped by the form before an amount below the least transfer is sent, moves BTC to
// custody through the confirmation, sees the portfolio valued at the index price with its share and
// the transfer listed, then moves it all back with Max.
import { expect, test } from '../fixtures';
import { exchangeForFile } from '../faults/exchange-per-file';
import { demoLoggedIn } from '../pages/auth/logged-in';
import { CustodyPage } from '../pages/account/custody-page';

const exchange = exchangeForFile({ env: { TRADEDESK_CUSTODY_REVIEW_MS: '1500' } });

test('open a custody account, move BTC to custody, see the portfolio, move it back', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await demoLoggedIn(browser, exchange().url);

  const custody = new CustodyPage(page);
  await custody.open();
  await expect(page.getByText(/Simulated custodian, a regulated custodian/)).toBeVisible();
  await expect(page.getByText(/Custody fee: 0\.250% a year \(25 basis points\)/)).toBeVisible();
  await expect(custody.kyc()).toHaveAttribute('data-status', 'NOT_STARTED');
  await expect(page.getByText('Transfers open once your custody account is open.')).toBeVisible();

  await page.getByRole('button', { name: 'Open a custody account' }).click();
  await expect(custody.kyc()).toHaveAttribute('data-status', 'PENDING');
  await expect(custody.kyc()).toContainText('Under review');
  // The page reads the status every second while the review runs.
  await expect(custody.kyc()).toHaveAttribute('data-status', 'APPROVED', { timeout: 15_000 });
  await expect(custody.kyc()).toContainText('Open');

  // Checked in the form first: nothing is sent.
  await custody.direction('to custody').click();
  await custody.fill('BTC', '0.0005');
  await custody.review().click();
  await expect(page.getByText('The least transfer of BTC is 0.001.')).toBeVisible();
  await expect(custody.confirm()).toBeHidden();
  await custody.fill('BTC', '0.123456789');
  await expect(page.getByText('BTC moves in at most 8 decimals.')).toBeVisible();

  await custody.fill('BTC', '0.5');
  await expect(page.getByTestId('custody-preview')).toHaveText('Fee 0.00010000 BTC · arrives 0.49990000 BTC');
  await custody.review().click();
  await expect(custody.confirm()).toContainText('Move 0.50000000 BTC from your exchange wallet to your custody account?');
  await custody.confirm().getByRole('button', { name: 'Transfer' }).click();
  await expect(custody.outcome()).toHaveText(/^Transfer \d+ done: 0\.49990000 BTC arrived in your custody account\.$/);

  const btc = custody.holding('BTC');
  await expect(btc.locator('td').nth(1)).toHaveText('0.49990000');
  await expect(btc.locator('td').nth(2)).toHaveText('1.50000000');
  await expect(btc.locator('td').nth(5)).toContainText('100.00%');
  await expect(page.getByTestId('custody-total')).not.toHaveText('Total value 0.00 USD');
  await expect(custody.transfers().locator('tbody tr').first()).toContainText('Exchange wallet → custody');
  await page.screenshot({ path: 'test-results/custody-1440.png', fullPage: true });

  // Back: Max fills in all the custody account holds.
  await custody.direction('to exchange').click();
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('BTC');
  await page.getByRole('button', { name: 'Max' }).click();
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('0.4999');
  await custody.review().click();
  await expect(custody.confirm()).toContainText('from your custody account to your exchange wallet');
  await custody.confirm().getByRole('button', { name: 'Transfer' }).click();
  await expect(custody.outcome()).toHaveText(/^Transfer \d+ done: 0\.49980000 BTC arrived in your exchange wallet\.$/);
  await expect(btc.locator('td').nth(1)).toHaveText('0.00000000');
  await expect(btc.locator('td').nth(2)).toHaveText('1.99980000');
  await expect(custody.transfers().locator('tbody tr')).toHaveCount(2);
  await context.close();
});
