// Every page of the spec's list (account-side §2, "Pages available") is a page of the product: a
// signed-in trader opens each path and meets its own heading, never the 404 page, and no page
// error. The marketing site's and the app's paths are both here (the exchange serves each its
// own document: every marketing path is loaded, the app's document once and its routes walked
// from it, as its links walk them); the Brazilian sign-up is only offered on the Brazilian site
// (site-pages.spec).
import { expect, test, type Page } from './fixtures';
import { newTraderLoggedIn } from './pages/auth/new-trader';
import { openInApp } from './pages/in-app';
import { INFO_PAGES } from '../src/protocol/marketing/pages';
import { SEED_BLOG_POSTS } from '../server/content/seed-feeds';

const APP = [
  '/account',
  '/account-security',
  '/affiliates',
  '/bitrefill-start',
  '/borrow',
  '/buy-with-cards',
  '/freeze',
  '/verification',
  '/report',
  '/reports',
  '/otc',
  '/archive',
  '/staking',
  '/custody',
  '/pay',
  '/compete',
  '/securities-sales',
  '/invalid-token',
  '/login-confirm',
  '/confirm-signup',
];
const SITE = [
  '/',
  '/about',
  '/fees',
  '/derivatives',
  '/order-book',
  '/funding-book',
  '/stats',
  '/posts',
  '/posts/recent',
  '/competitions',
  '/blog',
  `/blog/${SEED_BLOG_POSTS[0]!.slug}`,
  '/releases',
  '/legal/terms',
  '/securities',
  '/securities/about',
  '/securities/events',
  '/securities/fees',
  '/securities/invest',
  '/securities/questionnaire',
  '/securities/posts',
  '/securities/posts/recent',
  ...INFO_PAGES.map((name) => `/${name}`),
];
// Last: the sign-in pages and the logout, which ends the session.
const SESSION_END = ['/auth/google/callback', '/login', '/sign-up', '/logout', '/logged-out'];

/** The page's main headings, or what it shows instead (the markets table has none: its region
 *  is named). */
async function headings(page: Page): Promise<string[]> {
  const shown = page.locator('h1').or(page.getByRole('region', { name: 'Markets' }));
  await expect(shown.first()).toBeVisible();
  const h1 = await page.locator('h1').allInnerTexts();
  return h1.length ? h1.map((s) => s.trim()) : [`(markets at ${new URL(page.url()).pathname})`];
}

test('no path of the spec’s page list is the 404 page', async ({ page, request }) => {
  test.setTimeout(600_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  // On npm start's defaults no page logs an error (a failed request shows here too: the visitor's
  // country lookup once answered 500 on every page).
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: console: ${m.text()}`);
  });
  await newTraderLoggedIn(page, request, 'routes', 'Routes-Trader-2026!');
  const seen: Record<string, string[]> = {};
  const visit = async (path: string) => {
    await page.goto(path);
    seen[path] = await headings(page);
  };
  for (const [i, path] of APP.entries()) {
    if (i === 0) await page.goto(path);
    else await openInApp(page, path);
    seen[path] = await headings(page);
  }
  // Dozens of sockets a minute from one address, and the trader is still online: the site's own
  // signed-in pages are admitted by their session, not the address's 20 a minute.
  const opened = await page.evaluate(async () => {
    const url = `${location.origin.replace(/^http/, 'ws')}/ws/2`;
    const one = () =>
      new Promise<boolean>((resolve) => {
        const ws = new WebSocket(url);
        ws.onopen = () => {
          ws.close();
          resolve(true);
        };
        ws.onerror = () => resolve(false);
      });
    const results: boolean[] = [];
    for (let i = 0; i < 30; i++) results.push(await one());
    return results.filter(Boolean).length;
  });
  expect(opened, 'sockets of a signed-in page admitted in a minute').toBe(30);
  for (const path of SITE) await visit(path);
  // The first post of each list, reached from the list as a reader does.
  for (const list of ['/posts', '/securities/posts']) {
    await page.goto(list);
    const first = page.locator(`main a[href^="${list}/"]:not([href$="/recent"])`).first();
    const href = await first.getAttribute('href');
    expect(href, `${list} lists a post`).toBeTruthy();
    await visit(href!);
  }
  await page.goto('/markets');
  await expect(page.getByTestId('connection')).toHaveAccessibleName('Online');
  for (const path of SESSION_END) await visit(path);
  const notFound = Object.entries(seen)
    .filter(([, h]) => h.includes('Page not found'))
    .map(([path]) => path);
  expect(notFound).toEqual([]);
  // The control: a path outside the list is the 404 page.
  await page.goto('/no-such-page-of-the-spec');
  expect(await headings(page)).toContain('Page not found');
  expect(errors).toEqual([]);
});
