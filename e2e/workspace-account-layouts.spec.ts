import { expect, test } from './fixtures';
import { removeSettings } from './pages/auth/account-api';
import { LogoutPage } from './pages/auth/logout-page';
import { LoginPage } from './pages/auth/login-page';
import { DockPanels } from './pages/dock-panels';
import { DEMO_TRADER, openSignedIn, settingsSaved } from './pages/signed-in-desk';
import { TradedeskPage } from './pages/tradedesk-page';

// These tests change the demo account's saved layouts; each starts and ends with none saved so
// the other suites find the default workspace.
const clearDemoLayouts = async ({ request }: { request: import('@playwright/test').APIRequestContext }) =>
  removeSettings(request, DEMO_TRADER.email, DEMO_TRADER.password, ['layouts']);
test.beforeEach(clearDemoLayouts);
test.afterEach(clearDemoLayouts);

test('signed in, the workspace of a pair is live and its layouts are kept on the exchange for every browser', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three browsers of the same trader, one after the other: about 50 s on a quiet machine.
  test.setTimeout(150_000);
  const desk = await openSignedIn(page, 'BTCUSD', DEMO_TRADER);
  const dock = new DockPanels(page);
  await expect(desk.pairSelector()).toHaveValue('tBTCUSD');
  await expect(desk.connection()).toHaveAccessibleName('Online');

  // The book, the chart and the trades of the pair are live.
  const book = desk.orderBook();
  await expect(book.syncBadge()).toHaveText('Live');
  await expect.poll(async () => (await book.prices('Bids')).length).toBeGreaterThan(5);
  await expect.poll(async () => (await desk.tradePrices()).length).toBeGreaterThan(3);
  await expect(desk.panel('chart').getByTestId('ohlc-legend')).toContainText(/O\s*\d/);
  await expect(desk.panel('chart').locator('canvas').first()).toBeVisible();
  await expect(desk.layoutName()).toHaveText('Default');

  // A new arrangement saved under a name, then renamed: each step is saved on the exchange.
  await desk.addWidget('Order book');
  await expect.poll(() => dock.keysOf('book')).toHaveLength(2);
  await desk.layouts.run('Save as…');
  let saved = settingsSaved(page);
  await desk.layouts.name('Two books', 'Save layout');
  await saved;
  await desk.layouts.run('Rename…');
  saved = settingsSaved(page);
  await desk.layouts.name('Depth desk', 'Rename');
  await saved;
  await expect(desk.layoutName()).toHaveText('Depth desk');
  const arrangement = await dock.arrangement();
  expect(await desk.layouts.saved()).toEqual({ names: ['Default', 'Depth desk'], active: 'Depth desk' });
  // Signed in, nothing of it went to this browser's storage.
  expect(await page.evaluate(() => window.localStorage.getItem('tradedesk:settings:layouts'))).toBeNull();

  await page.reload();
  await expect(desk.layoutName()).toHaveText('Depth desk');
  await expect.poll(() => dock.arrangement()).toEqual(arrangement);
  expect(await desk.layouts.saved()).toEqual({ names: ['Default', 'Depth desk'], active: 'Depth desk' });

  // Another browser, nothing stored in it, finds the same layouts once the trader logs in.
  const elsewhere = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  try {
    const other = await elsewhere.newPage();
    const otherDesk = await openSignedIn(other, 'BTCUSD', DEMO_TRADER);
    await expect(otherDesk.layoutName()).toHaveText('Depth desk');
    await expect.poll(() => new DockPanels(other).arrangement()).toEqual(arrangement);
    expect(await otherDesk.layouts.saved()).toEqual({ names: ['Default', 'Depth desk'], active: 'Depth desk' });
    await expect(otherDesk.orderBook().syncBadge()).toHaveText('Live');
  } finally {
    await elsewhere.close();
  }
});

test("signing in shows the account's layouts instead of the visitor's, and signing out brings the visitor's back", async ({ page }) => {
  // A visitor keeps a layout in this browser.
  const desk = new TradedeskPage(page);
  await desk.open();
  await desk.layouts.run('Save as…');
  await desk.layouts.name('Visitor desk', 'Save layout');
  await expect(desk.layoutName()).toHaveText('Visitor desk');

  // Logging in (without leaving the page's app) and going back to the tradedesk.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
  await new LoginPage(page).logIn(DEMO_TRADER.email, DEMO_TRADER.password);
  await expect(page.getByText(`Signed in as ${DEMO_TRADER.email}`)).toBeVisible();
  await nav.getByRole('link', { name: 'Tradedesk' }).click();
  await expect(desk.layoutName()).toHaveText('Default');
  expect(await desk.layouts.saved()).toEqual({ names: ['Default'], active: 'Default' });

  // The account's own layout is saved on the exchange, not over the visitor's.
  await desk.layouts.run('Save as…');
  const saved = settingsSaved(page);
  await desk.layouts.name('Account desk', 'Save layout');
  await saved;

  const logout = new LogoutPage(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log out', exact: true }).click();
  await logout.logOutWithoutFeedback().click();
  await expect(logout.loggedOut()).toBeVisible();
  await nav.getByRole('link', { name: 'Tradedesk' }).click();
  await expect(desk.layoutName()).toHaveText('Visitor desk');
  expect(await desk.layouts.saved()).toEqual({ names: ['Default', 'Visitor desk'], active: 'Visitor desk' });
});
