// Issue 15 item 7: the UI settings collapsed_widgets and notices have their UI. A workspace panel
// collapses to its header strip from its header's button (its widget leaves, the panels around it
// take the room), stays collapsed after a reload (the account's collapsed_widgets), and expands
// back to the size it had — from the keyboard too. A home banner dismissed before signing in stays
// dismissed for the account in a fresh browser (the account's notices). The demo account's two
// settings are removed before and after, so the other suites find it as it was.
import { expect, test, type Locator, type Page } from '../fixtures';
import { removeSettings } from '../pages/auth/account-api';
import { DEMO_TRADER, openSignedIn, settingsSaved } from '../pages/signed-in-desk';
import { MarketingSite } from '../pages/marketing-site';
import { SEED_BANNERS } from '../../server/content/seed-feeds';

const BANNER = SEED_BANNERS.find((b) => b.to > Date.now() && b.from <= Date.now())!;
const clean = async ({ request }: { request: import('@playwright/test').APIRequestContext }) =>
  removeSettings(request, DEMO_TRADER.email, DEMO_TRADER.password, ['collapsed_widgets', 'notices']);
test.beforeEach(clean);
test.afterEach(clean);

/** The panel (flexlayout tabset) whose header holds the collapse button of `key`. */
const panelOf = (button: Locator) => button.locator('xpath=ancestor::div[contains(@class,"flexlayout__tabset_container")][1]');
const heightOf = async (l: Locator) => (await l.boundingBox())?.height ?? -1;

async function bookKey(page: Page): Promise<string> {
  const book = page.locator('[data-widget-type="book"]').first();
  await expect(book).toBeVisible();
  return (await book.getAttribute('data-widget-key'))!;
}

test('the order book panel collapses to its header, stays so after a reload, and expands to its size again', async ({ page }) => {
  await openSignedIn(page, 'BTCUSD', DEMO_TRADER);
  const key = await bookKey(page);
  const button = page.locator(`[data-panel-collapse="${key}"]`);
  await expect(button).toHaveAccessibleName('Collapse panel');
  const panel = panelOf(button);
  const before = await heightOf(panel);
  expect(before).toBeGreaterThan(150);
  const neighbours = page.locator('.flexlayout__tabset_container');
  const total = async () => {
    let sum = 0;
    for (const l of await neighbours.all()) sum += await heightOf(l);
    return sum;
  };
  const room = await total();

  let saved = settingsSaved(page);
  await button.click();
  await saved;
  await expect(button).toHaveAccessibleName('Expand panel');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // Its header strip only; its widget (and its feeds) gone; the others took the room.
  await expect.poll(() => heightOf(panel)).toBeLessThan(40);
  await expect(page.locator(`[data-widget-key="${key}"]`)).toHaveCount(0);
  await expect.poll(total).toBeGreaterThan(room - 5);

  await page.reload();
  await expect(page.getByRole('toolbar', { name: 'Workspace' })).toBeVisible();
  const again = page.locator(`[data-panel-collapse="${key}"]`);
  await expect(again).toHaveAccessibleName('Expand panel');
  await expect.poll(() => heightOf(panelOf(again))).toBeLessThan(40);
  await expect(page.locator(`[data-widget-key="${key}"]`)).toHaveCount(0);

  // From the keyboard: the button takes the focus and Enter expands the panel to its size.
  saved = settingsSaved(page);
  await again.focus();
  await page.keyboard.press('Enter');
  await saved;
  await expect(again).toHaveAccessibleName('Collapse panel');
  await expect.poll(async () => Math.abs((await heightOf(panelOf(again))) - before)).toBeLessThan(3);
  await expect(page.locator(`[data-widget-key="${key}"]`)).toBeVisible();
  await expect(page.locator(`[data-widget-key="${key}"]`).getByText('Live')).toBeVisible();
});

test('a home banner dismissed before signing in stays dismissed for the account in a fresh browser', async ({ browser, baseURL }) => {
  const first = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const fresh = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  try {
    const page = await first.newPage();
    const site = new MarketingSite(page);
    await site.open('/');
    const banner = page.getByRole('complementary', { name: 'Announcement' });
    await expect(banner.getByRole('link', { name: BANNER.text.en })).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss the announcement' }).click();
    await expect(banner).toHaveCount(0);
    // Signing in takes this browser's dismissal to the account.
    const saved = settingsSaved(page);
    await openSignedIn(page, 'BTCUSD', DEMO_TRADER);
    await saved;

    const other = await fresh.newPage();
    const otherSite = new MarketingSite(other);
    await otherSite.open('/');
    // Signed out, this browser has dismissed nothing.
    await expect(other.getByRole('complementary', { name: 'Announcement' })).toBeVisible();
    await openSignedIn(other, 'BTCUSD', DEMO_TRADER);
    // Both the banners and the account's notices read before looking (no banner is no proof otherwise).
    const banners = other.waitForResponse((r) => r.url().includes('/v2/conf/') && r.url().includes('banner') && r.ok());
    const notices = other.waitForResponse((r) => r.url().endsWith('/v2/auth/r/settings') && r.ok());
    await otherSite.open('/');
    await Promise.all([banners, notices]);
    await expect(otherSite.heading()).toBeVisible();
    await expect(other.getByRole('region', { name: 'Exchange statistics' }).getByText('Markets', { exact: true })).toBeVisible();
    await expect(other.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
    expect(otherSite.errors).toEqual([]);
  } finally {
    await first.close();
    await fresh.close();
  }
});
