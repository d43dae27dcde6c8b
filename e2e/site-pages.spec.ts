// The remaining pages and calls of the marketing site (issue 16, items 9 and 12): the blog and its
// posts (an unknown slug is the 404 page), the releases, the home page's banner (dismissal kept in
// this browser) and stats strip, and the Brazilian site's own sign-up, which makes a real account
// with a verified CPF and sends its analytics lead only with analytical consent.
import { expect, test } from './fixtures';
import { MarketingSite } from './pages/marketing-site';
import { ExchangeProcess } from './faults/exchange-process';
import { SEED_BANNERS, SEED_BLOG_POSTS } from '../server/content/seed-feeds';
import { RELEASES } from '../server/content/releases';
import { CONSENT_STORAGE_KEY } from '../src/site/consent';

const BANNER = SEED_BANNERS.find((b) => b.to > Date.now() && b.from <= Date.now())!;

test('the blog, its posts and the releases load with their headings and no console error', async ({ page }) => {
  const site = new MarketingSite(page);
  await site.open('/blog');
  await expect(site.heading()).toHaveText('Blog');
  for (const post of SEED_BLOG_POSTS) await expect(page.getByRole('link', { name: post.title, exact: true })).toBeVisible();
  // A post is drawn in place from the list.
  await site.markDocument();
  await page.getByRole('link', { name: SEED_BLOG_POSTS[0]!.title, exact: true }).click();
  await expect(site.heading()).toHaveText(SEED_BLOG_POSTS[0]!.title);
  await expect(page).toHaveURL(new RegExp(`/blog/${SEED_BLOG_POSTS[0]!.slug}$`));
  expect(await site.sameDocument()).toBe(true);
  for (const post of SEED_BLOG_POSTS) {
    await page.goto(`/blog/${post.slug}`);
    await expect(site.heading()).toHaveText(post.title);
  }
  await page.goto('/releases');
  await expect(site.heading()).toHaveText('Releases');
  for (const r of RELEASES) await expect(page.getByRole('heading', { level: 2, name: `Version ${r.version}` })).toBeVisible();
  await expect(page.getByText(RELEASES[0]!.notes[0]!)).toBeVisible();
  expect(site.errors).toEqual([]);
});

test('an unknown blog post is the 404 page', async ({ page }) => {
  const site = new MarketingSite(page);
  await site.open('/blog/no-such-post');
  await expect(site.heading()).toHaveText('Page not found');
});

test('the home page shows the banner in force until it is dismissed, and the exchange’s figures', async ({ page }) => {
  const site = new MarketingSite(page);
  await site.open('/');
  const banner = page.getByRole('complementary', { name: 'Announcement' });
  await expect(banner.getByRole('link', { name: BANNER.text.en })).toHaveAttribute('href', BANNER.link);
  const strip = page.getByRole('region', { name: 'Exchange statistics' });
  await expect(strip.getByText('Markets', { exact: true })).toBeVisible();
  await expect(strip.getByRole('link', { name: 'All figures' })).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss the announcement' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(site.heading()).toBeVisible();
  await expect(strip.getByText('Markets', { exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
  expect(site.errors).toEqual([]);
});

test.describe('the Brazilian site', () => {
  // The visitor has not answered any banner: the lead follows the country's default, then the answer.
  test.use({ answeredConsent: false });
  let exchange: ExchangeProcess;
  test.beforeAll(async () => {
    // A Brazilian visitor of the Brazilian site: Brazil allows analytics until the visitor says
    // otherwise, so the sign-up's lead is sent with no banner first.
    exchange = await ExchangeProcess.create({ env: { TRADEDESK_SITE: 'br', TRADEDESK_COUNTRY: 'BR' } });
    await exchange.start();
  });
  test.afterAll(async () => {
    await exchange?.dispose();
  });

  test('signs up with a verified CPF, then says to confirm the e-mail; the lead follows the consent', async ({ page }) => {
    test.setTimeout(90_000);
    const site = new MarketingSite(page);
    const leads: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/analytics/lead')) leads.push(r.postData() ?? '');
    });
    // The header's sign-up leads to the Brazilian form.
    await site.open(`${exchange.url}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/brv/sign-up');
    await page.goto(`${exchange.url}/brv/sign-up`);
    await expect(site.heading()).toHaveText('Open your account in Brazil');
    // Brazil allows analytics by default (no choice stored): reaching the page is a lead.
    await expect.poll(() => leads.length).toBe(1);
    expect(JSON.parse(leads[0]!)).toMatchObject({ source: 'brv-sign-up', page: '/brv/sign-up' });

    const email = `brv-${Date.now()}@example.com`;
    await page.getByLabel('Full name').fill('Ana Souza');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('CPF').fill('52998224752');
    await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-52');
    await page.getByLabel('Mobile phone').fill('+55 11 91234-5678');
    await page.getByLabel('Password').fill('correct horse battery');
    const captcha = page.getByLabel(/^Captcha:/);
    const question = (await page.locator('label', { has: captcha }).innerText()).replace(/^Captcha:\s*/, '');
    const m = /(\d+)\s*([+−-])\s*(\d+)/.exec(question)!;
    await captcha.fill(String(m[2] === '+' ? Number(m[1]) + Number(m[3]) : Number(m[1]) - Number(m[3])));
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid CPF: the check digits do not match.');

    await page.getByLabel('CPF').fill('52998224725');
    await site.markDocument();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(site.heading()).toHaveText('Check your e-mail');
    await expect(page).toHaveURL(/\/brv\/sign-up-submitted$/);
    await expect(page.getByRole('status')).toContainText(email);
    expect(await site.sameDocument()).toBe(true);

    // Analytics refused: no lead on the next visit.
    await page.evaluate(
      ([key]) => localStorage.setItem(key!, JSON.stringify({ analytical: false, marketing: false, at: Date.now() })),
      [CONSENT_STORAGE_KEY],
    );
    await page.goto(`${exchange.url}/brv/sign-up`);
    await expect(site.heading()).toHaveText('Open your account in Brazil');
    await page.waitForTimeout(1000);
    expect(leads).toHaveLength(1);
    expect(site.errors).toEqual([]);
  });
});
