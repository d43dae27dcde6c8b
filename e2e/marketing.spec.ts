// The marketing site (issue 10, item 5) against the real exchange: every page loads without a
// console error and without a serious accessibility violation; the home page shows live tickers
// and movers; internal links navigate in place while the trading app's are full loads; page data
// 404 and 500 show their pages, a page whose data cannot be loaded falls back to a full load; the
// newsletter reaches the outbox; the language and the maintenance notice follow.
import { expect, test } from './fixtures';
import { MarketingSite } from './pages/marketing-site';
import { seriousViolations } from './pages/axe';

const PAGES: Array<[path: string, heading: string | RegExp]> = [
  ['/', 'Trade crypto on a desk built for professionals'],
  ['/about', 'About Tradedesk'],
  ['/fees', 'Fees'],
  ['/order-book', 'Order book'],
  ['/funding-book', 'Funding book'],
  ['/derivatives', 'Derivatives'],
  ['/stats', 'Exchange statistics'],
  ['/posts', 'News'],
  ['/posts/recent/', 'Recent news'],
  ['/posts/1', 'Perpetual contracts settle funding every eight hours'],
  ['/securities', 'Tradedesk Securities'],
  ['/securities/about', 'About Tradedesk Securities'],
  ['/securities/invest', 'How to invest'],
  ['/securities/fees', 'Securities fees'],
  ['/securities/events', 'Securities events'],
  ['/securities/questionnaire', 'Investor questionnaire'],
  ['/securities/posts', 'Securities news'],
  ['/securities/posts/recent', 'Recent securities news'],
  ['/securities/posts/7', /Tokenised bond offering/],
  ['/competitions', 'Trading competitions'],
  ['/competitions/rally-royale', 'Rally Royale'],
  ['/competitions/LIF3', 'LIF3 launch'],
  ['/legal/terms', 'Terms of Service'],
  ['/legal/privacy', 'Privacy policy'],
  ['/legal/cookies', 'Cookie policy'],
  ['/legal/risk', 'Risk disclosure'],
  ['/500', 'Something went wrong'],
];

test('every marketing page loads with no console error', async ({ page }) => {
  test.setTimeout(180_000);
  const site = new MarketingSite(page);
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(site.heading(), path).toHaveText(heading);
  }
  expect(site.errors).toEqual([]);
});

/** One page of each template. */
const TEMPLATES = [
  '/',
  '/fees',
  '/order-book',
  '/funding-book',
  '/derivatives',
  '/stats',
  '/posts',
  '/posts/1',
  '/securities/about',
  '/competitions',
  '/competitions/rally-royale',
  '/legal/terms',
  '/deposits-withdrawals',
  '/posts/999',
];

test('the marketing templates have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(300_000);
  const site = new MarketingSite(page);
  for (const path of TEMPLATES) {
    await page.goto(path);
    await expect(site.heading(), path).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('the home page shows the live markets and top movers, and the way to sign up', async ({ page }) => {
  const site = new MarketingSite(page);
  await site.open('/');
  await expect(site.rows('Markets').first()).toBeVisible();
  await expect(site.rows('Markets').filter({ hasText: 'BTC/USD' })).toHaveCount(1);
  // Prices are the exchange's: a number, never a dash, in the pair's row.
  await expect(site.rows('Markets').filter({ hasText: 'BTC/USD' }).locator('td').first()).toHaveText(/^\d{1,3}(,\d{3})*(\.\d+)?$/);
  await expect(site.rows('Top gainers').or(site.rows('Top losers')).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  await page.screenshot({ path: 'test-results/marketing-home-1440.png', fullPage: true });
  for (const [path, name] of [
    ['/fees', 'fees'],
    ['/order-book', 'order-book'],
    ['/derivatives', 'derivatives'],
    ['/stats', 'stats'],
    ['/posts/3', 'post'],
    ['/competitions', 'competitions'],
  ] as const) {
    await site.open(path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `test-results/marketing-${name}-1440.png`, fullPage: true });
  }
  expect(site.errors).toEqual([]);
});

test('internal links navigate in place; the trading app’s are full loads', async ({ page }) => {
  const site = new MarketingSite(page);
  await site.open('/');
  await site.markDocument();
  await site.nav().getByRole('link', { name: 'Fees' }).click();
  await expect(page).toHaveURL(/\/fees$/);
  await expect(site.heading()).toHaveText('Fees');
  await expect(site.table('Trading fees').locator('tbody tr').first()).toBeVisible();
  expect(await site.sameDocument()).toBe(true);
  await page.goBack();
  await expect(site.heading()).toHaveText('Trade crypto on a desk built for professionals');
  expect(await site.sameDocument()).toBe(true);

  await site.nav().getByRole('link', { name: 'Markets' }).click();
  await expect(page).toHaveURL(/\/markets$/);
  await expect(page.getByTestId('connection')).toBeVisible();
  expect(await site.sameDocument()).toBe(false);
  expect(site.errors).toEqual([]);
});

test('page data: a 404 is the 404 page, a 500 the 500 page, and a failed load a full browser load', async ({ page }) => {
  const site = new MarketingSite(page);
  await site.open('/posts/999');
  await expect(site.heading()).toHaveText('Page not found');

  await page.route('**/assets/page-data/stats/page-data.json', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '["error",10000,"internal error"]' }),
  );
  await site.open('/stats');
  await expect(site.heading()).toHaveText('Something went wrong');

  // The about page's data cannot be had (the connection drops, every retry too): the in-place
  // navigation gives up and the browser loads the page itself.
  let attempts = 0;
  await page.route('**/assets/page-data/about/page-data.json', (route) => {
    attempts++;
    return route.abort('connectionreset');
  });
  await site.open('/');
  await site.markDocument();
  await site.nav().getByRole('link', { name: 'About' }).click();
  await expect.poll(() => attempts).toBeGreaterThanOrEqual(4);
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => site.sameDocument().catch(() => true)).toBe(false);
  // The full load fails the same way; with nothing left to fall back to, it is the 500 page.
  await expect(site.heading()).toHaveText('Something went wrong');
  expect(attempts).toBeGreaterThanOrEqual(8);
});

test('a guest subscribes to the newsletter, and the exchange mails the address', async ({ page, request }) => {
  const site = new MarketingSite(page);
  await site.open('/posts');
  const email = `reader-${Date.now()}@example.com`;
  const form = site.newsletter();
  await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await form.getByRole('combobox', { name: 'Newsletter' }).selectOption({ label: 'Product news' });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(`Subscribed. A confirmation is on its way to ${email}.`);
  const rows = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as unknown[][];
  expect(rows[0]?.[3]).toBe('newsletter');
  expect(String(rows[0]?.[4])).toMatch(/Product news/);
  expect(site.errors).toEqual([]);
});

test('the site speaks the chosen language, and tells maintenance', async ({ page }) => {
  const site = new MarketingSite(page);
  await site.open('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(site.heading()).toHaveText('Торгуйте криптовалютой за терминалом для профессионалов');
  await expect(page.getByRole('table', { name: 'Рынки' }).locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/marketing-home-ru-1440.png' });
  // Kept for the next page load, and the app's language follows.
  await page.goto('/fees');
  await expect(site.heading()).toHaveText('Комиссии');
  await page.evaluate(() => localStorage.setItem('tradedesk:locale', 'en'));

  await page.route('**/v2/platform/status', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[0]' }));
  await site.open('/about');
  await expect(page.getByRole('alert')).toHaveText(/under maintenance/);
  expect(site.errors).toEqual([]);
});
