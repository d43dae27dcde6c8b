// Cookie consent in the browser (account-side §5), each case against an exchange of its own that
// answers the visitor's country: a European visitor is asked (no page view counted before a
// choice, none after Reject all, counted after Accept all from Settings' choices), a visitor from
// an allow-by-default country is not asked (and counted), and a failed country lookup asks.
import { expect, test, type Page } from './fixtures';
import { ExchangeProcess } from './faults/exchange-process';

// The banner itself is under test: no answer is kept before a case begins.
test.use({ answeredConsent: false });

async function withExchange(env: Record<string, string>, run: (url: string) => Promise<void>) {
  const exchange = await ExchangeProcess.create({ env });
  try {
    await exchange.start();
    await run(exchange.url);
  } finally {
    await exchange.dispose();
  }
}

/** The page views this page sent to the exchange from now on (the statuses of its answers). */
function pageviews(page: Page): number[] {
  const counted: number[] = [];
  // The status, not the body: a body is gone once the page navigates away from it.
  page.on('response', (r) => {
    if (r.url().endsWith('/v2/int/analytics/pageview')) counted.push(r.status());
  });
  return counted;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

test('a European visitor is asked, and analytics follow the choice', async ({ page }) => {
  test.setTimeout(120_000);
  await withExchange({ TRADEDESK_COUNTRY: 'DE' }, async (url) => {
    const sent = pageviews(page);
    await page.goto(`${url}/tradedesk`);
    await expect(banner(page)).toBeVisible();
    await page.screenshot({ path: 'test-results/consent-banner-1440.png' });
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.goto(`${url}/markets`);
    await expect(page.getByTestId('connection')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(sent).toEqual([]);

    // A choice per category, from Settings (after clearing the stored one).
    await page.evaluate(() => localStorage.removeItem('tradedesk:cookie-consent'));
    await page.reload();
    await banner(page).getByRole('button', { name: 'Settings' }).click();
    await banner(page).getByRole('checkbox', { name: 'Analytical' }).check();
    await expect(banner(page).getByRole('checkbox', { name: 'Necessary (always on)' })).toBeDisabled();
    await banner(page).getByRole('button', { name: 'Save choices' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.goto(`${url}/tradedesk`);
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    expect(sent.at(-1)).toBe(200);
  });
});

test('an allow-by-default visitor is not asked; a failed lookup asks', async ({ page }) => {
  test.setTimeout(120_000);
  await withExchange({ TRADEDESK_COUNTRY: 'BR' }, async (url) => {
    const sent = pageviews(page);
    await page.goto(`${url}/tradedesk`);
    await expect(page.getByTestId('connection')).toBeVisible();
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    await expect(banner(page)).toHaveCount(0);
  });
  // No country configured: the lookup fails, and the banner shows.
  await withExchange({ TRADEDESK_COUNTRY: '' }, async (url) => {
    await page.context().clearCookies();
    await page.goto(`${url}/`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
  });
});
