// The content pages of the marketing site (issue 16, items 9 and 12): every page of the one
// template, and item 9's other pages (blog, its posts, releases, the Brazilian sign-up), loads
// with its heading and no console error on every site variant that offers it (a
// page of a feature the site switches off says it is not offered), the deposits and withdrawals
// page shows the exchange's methods with their fees and limits, a page follows the visitor's
// language, and its call to action to another page of the site is drawn in place.
import { expect, test } from './fixtures';
import { MarketingSite } from './pages/marketing-site';
import { ExchangeProcess } from './faults/exchange-process';
import { INFO_PAGES, featureOfPage } from '../src/protocol/marketing/pages';
import { SITES, enabledOn, type SiteId } from '../src/protocol/site/variants';
import { SEED_INFO_PAGES } from '../server/content/info-pages/index';
import { SEED_BLOG_POSTS } from '../server/content/seed-feeds';

const EN = SEED_INFO_PAGES.en!;

/** Item 9's pages beside the template's, by heading; the Brazilian sign-up's only on that site. */
const OTHER_PAGES: ReadonlyArray<{ path: string; heading: string; only?: SiteId }> = [
  { path: '/blog', heading: 'Blog' },
  ...SEED_BLOG_POSTS.map((p) => ({ path: `/blog/${p.slug}`, heading: p.title })),
  { path: '/releases', heading: 'Releases' },
  { path: '/brv/sign-up', heading: 'Open your account in Brazil', only: 'br' },
  { path: '/brv/sign-up-submitted', heading: 'Check your e-mail', only: 'br' },
];

test('every content page loads with its heading and no console error', async ({ page }) => {
  test.setTimeout(120_000);
  const site = new MarketingSite(page);
  for (const name of INFO_PAGES) {
    await page.goto(`/${name}`);
    await expect(site.heading(), name).toHaveText(EN[name].title);
    await expect(page.getByRole('heading', { level: 2, name: EN[name].sections[0]!.heading, exact: true }), name).toBeVisible();
    await expect(page.getByRole('link', { name: EN[name].cta, exact: true }), name).toBeVisible();
  }
  for (const p of OTHER_PAGES.filter((o) => !o.only)) {
    await page.goto(p.path);
    await expect(site.heading(), p.path).toHaveText(p.heading);
  }
  expect(site.errors).toEqual([]);
  for (const p of OTHER_PAGES.filter((o) => o.only)) {
    await page.goto(p.path);
    await expect(site.heading(), p.path).toHaveText('Page not found');
  }
});

test('deposits and withdrawals lists each method with its fee and limits', async ({ page }) => {
  const site = new MarketingSite(page);
  await site.open('/deposits-withdrawals');
  const table = site.table('Deposit and withdrawal methods');
  await expect(table.getByRole('row', { name: /Bitcoin BTC 0\.0004 No limit No limit/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Lightning Network BTC 0 0\.000001 0\.02/ })).toBeVisible();
  await expect(page.getByText(/Withdrawals above 1,?000 USD name their beneficiary/)).toBeVisible();
  expect(site.errors).toEqual([]);
});

test.describe('in Portuguese', () => {
  test.use({ locale: 'pt-BR' });
  test('a content page shows the visitor’s language', async ({ page }) => {
    const site = new MarketingSite(page);
    await site.open('/support');
    await expect(site.heading()).toHaveText(SEED_INFO_PAGES['pt-BR']!.support.title);
    expect(site.errors).toEqual([]);
  });
});

test('a call to action to another page of the site is drawn in place', async ({ page }) => {
  const site = new MarketingSite(page);
  await site.open('/bug-bounty');
  await site.markDocument();
  await page.getByRole('link', { name: EN['bug-bounty'].cta, exact: true }).click();
  await expect(site.heading()).toHaveText(EN['security-policy'].title);
  await expect(page).toHaveURL(/\/security-policy$/);
  expect(await site.sameDocument()).toBe(true);
  expect(site.errors).toEqual([]);
});

for (const id of ['tr', 'br', 'jp'] as const satisfies readonly SiteId[]) {
  test(`on the ${id} site every content page it offers loads, the others say they are not offered`, async ({ page }) => {
    test.setTimeout(180_000);
    const exchange = await ExchangeProcess.create({ env: { TRADEDESK_SITE: id } });
    try {
      await exchange.start();
      const site = new MarketingSite(page);
      for (const name of INFO_PAGES) {
        await page.goto(`${exchange.url}/${name}`);
        const feature = featureOfPage(name);
        const offered = feature === undefined || enabledOn(SITES[id], feature);
        await expect(site.heading(), `${id} ${name}`).toHaveText(offered ? EN[name].title : 'Not offered on this site');
      }
      for (const p of OTHER_PAGES.filter((o) => !o.only || o.only === id)) {
        await page.goto(`${exchange.url}${p.path}`);
        await expect(site.heading(), `${id} ${p.path}`).toHaveText(p.heading);
      }
      expect(site.errors).toEqual([]);
      // Another site's own pages do not exist here (their data answers 404).
      for (const p of OTHER_PAGES.filter((o) => o.only && o.only !== id)) {
        await page.goto(`${exchange.url}${p.path}`);
        await expect(site.heading(), `${id} ${p.path}`).toHaveText('Page not found');
      }
    } finally {
      await exchange.dispose();
    }
  });
}
