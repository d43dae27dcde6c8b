import { expect, test } from './fixtures';
import { MarketsPage } from './pages/markets-page';

test('a visitor sees every market with live, moving tickers', async ({ page }) => {
  const markets = new MarketsPage(page);
  await markets.open();
  await expect(markets.connection()).toHaveAccessibleName('Online');
  for (const pair of ['BTC/USD', 'ETH/USD', 'ETH/BTC', 'BTC/EUR', 'BTC/JPY', 'TESTBTC/TESTUSD', 'BTC-PERP']) {
    await expect(markets.row(pair)).toBeVisible();
  }
  const btc = markets.lastPrice('BTC/USD');
  await expect(btc).toHaveText(/^\d{2,3},\d{3}$/);
  const first = await btc.textContent();
  await expect.poll(async () => btc.textContent(), { timeout: 30_000 }).not.toBe(first);
  await page.screenshot({ path: 'test-results/markets.png', fullPage: true });
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
