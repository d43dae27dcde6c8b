// The custody fee charged, in the browser, on an exchange of its own whose custody fee period is two
// seconds (a day's fee every two seconds): after BTC is moved to custody the page says nothing has
// been charged yet and when the next charge is due; once the exchange's timer has charged, the page
// shows what was charged, the last and next charge, and the fee history (each period's fee and the
// balance it left), and the custody balance is the amount received less what was charged. The
// trader then moves most of it back (not all with Max: the balance falls every two seconds here).
import { expect, test, answerConsent } from '../fixtures';
import { exchangeForFile } from '../faults/exchange-per-file';
import { LoginPage } from '../pages/auth/login-page';
import { DEMO_TRADER } from '../pages/signed-in-desk';
import { CustodyPage } from '../pages/account/custody-page';

const exchange = exchangeForFile({ env: { TRADEDESK_CUSTODY_REVIEW_MS: '1000', TRADEDESK_CUSTODY_FEE_PERIOD_MS: '2000' } });

test('the custody fee is charged from the custody balance on schedule and shown with its history', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: exchange().url });
  await answerConsent(context);
  const page = await context.newPage();
  // The page's clock is the test's (it runs as the wall clock does): the summary's 15 s refresh is
  // run over rather than waited out.
  await page.clock.install();
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(DEMO_TRADER.email, DEMO_TRADER.password);
  await expect(page).not.toHaveURL(/\/login/);

  const custody = new CustodyPage(page);
  await custody.open();
  await expect(custody.charged()).toContainText('every 2 seconds');
  await expect(custody.charged()).toContainText('Charged so far: nothing yet');
  await expect(custody.charged()).toContainText('No charge yet · no charge due (nothing held)');
  await expect(page.getByText('No custody fee charged yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Open a custody account' }).click();
  await expect(custody.kyc()).toHaveAttribute('data-status', 'APPROVED', { timeout: 15_000 });
  await custody.direction('to custody').click();
  await custody.fill('BTC', '0.5');
  await custody.review().click();
  await custody.confirm().getByRole('button', { name: 'Transfer' }).click();
  await expect(custody.outcome()).toBeVisible();
  await expect(custody.charged()).toContainText('next charge');

  // The summary is read every 15 s: a charge (every 2 s of the exchange's time) shows at the next read.
  await expect(async () => {
    await page.clock.runFor(15_000);
    await expect(custody.charged()).toContainText(/Charged so far: 0\.0000\d+ BTC/, { timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  await expect(custody.charged()).toContainText(/Last charge .+ · next charge /);
  const rows = custody.charges().locator('tbody tr');
  await expect(rows.first()).toContainText('BTC');
  const first = rows.first().locator('td');
  // A day's fee on 0.4999 BTC at 25 bps a year: 0.4999 × 0.0025 / 365 = 0.00000342 BTC (rounded down).
  await expect(rows.last().locator('td').nth(2)).toHaveText('0.00000342');
  await expect(first.nth(3)).toHaveText(/^0\.4998\d+$/);
  await expect(custody.holding('BTC').locator('td').nth(1)).toHaveText(/^0\.4998\d+$/);
  await page.screenshot({ path: 'test-results/custody-fee-1440.png', fullPage: true });

  await custody.direction('to exchange').click();
  await custody.fill('BTC', '0.4');
  await custody.review().click();
  await custody.confirm().getByRole('button', { name: 'Transfer' }).click();
  await expect(custody.outcome()).toHaveText(/^Transfer \d+ done: 0\.39990000 BTC arrived in your exchange wallet\.$/);
  await context.close();
});
