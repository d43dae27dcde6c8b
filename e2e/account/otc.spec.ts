// The OTC desk in the browser: a new trader asks for a firm quote, sees it counted down, accepts
// it and finds it settled (the exchange's text, the wallet, the quotes' list); a second quote is
// let lapse and can no longer be accepted.
import { expect, test } from '../fixtures';
import { newTraderLoggedIn } from '../pages/auth/new-trader';
import { OtcPage } from '../pages/account/otc-page';

test('a firm quote counted down, accepted into the exchange wallet, and one let lapse', async ({ page, request }) => {
  test.setTimeout(90_000);
  await newTraderLoggedIn(page, request, 'otc', 'otc-Desk-password-1');
  const otc = new OtcPage(page);
  await otc.open();
  await expect(page.getByText(/good for 15 seconds/)).toBeVisible();
  await expect(page.getByText('No quotes yet: ask for one above.')).toBeVisible();

  const quote = await otc.requestQuote('BTC/USD', 'Buy', '0.25');
  await expect(quote).toContainText(/Buy 0\.25(0+)? BTC at [\d,.]+ USD/);
  await expect(quote).toContainText(/You pay [\d,.]+ USD/);
  await expect(otc.countdown()).toHaveText(/^Firm for 1[0-5] more seconds$/);
  await page.screenshot({ path: 'test-results/otc-1440.png' });
  await otc.accept().click();
  // The desk's own outcome (the account's toast says the same).
  await expect(
    page
      .getByRole('region', { name: 'OTC desk' })
      .getByRole('status')
      .filter({ hasText: /^OTC trade \d+: bought 0\.25 BTC at / }),
  ).toBeVisible();
  await expect(quote).toHaveCount(0);
  const row = otc.history().locator('tbody tr').first();
  await expect(row).toContainText('BTC/USD');
  await expect(row).toContainText('Accepted');
  // The wallet has the bought BTC: 2 + 0.25 available to sell.
  await page.getByRole('combobox', { name: 'Side' }).selectOption({ label: 'Sell' });
  await expect(page.getByText(/^Available: 2\.25(0+)? BTC$/)).toBeVisible();

  const lapsing = await otc.requestQuote('ETH/USD', 'Sell', '1');
  await expect(lapsing).toContainText('You receive');
  await expect(lapsing.getByRole('status')).toHaveText('The quote lapsed without being accepted. Get a new one.', { timeout: 20_000 });
  await expect(otc.accept()).toHaveCount(0);
  await page.reload();
  await expect(otc.history().locator('tbody tr').first()).toContainText('Lapsed');
});
