// Pop-outs (issue 11): a trader pops a panel out into a browser window of its own; the window shows
// the same live data and follows the workspace, runs under the exchange's Content-Security-Policy,
// and closing it puts the panel back into the panel it came from. Undo takes a pop-out back too. A
// saved window the browser's pop-up blocker stops brings its panel home without editing the layout.
import { expect, test, type Page, clearSiteStorage } from './fixtures';
import { TradedeskPage } from './pages/tradedesk-page';
import { DockPanels } from './pages/dock-panels';

const TRADES = 'widget/trades/main';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await clearSiteStorage(page);
});

/** Trade prices shown in a window, newest first. */
async function tradePrices(win: Page): Promise<string> {
  return (await win.locator(`[data-widget-key="${TRADES}"] td[data-side]`).allTextContents()).slice(0, 6).join();
}

test('a popped-out panel is live in its own window and comes back to its panel when the window closes', async ({ page }) => {
  const desk = new TradedeskPage(page);
  const dock = new DockPanels(page);
  await desk.open('BTCUSD');
  await dock.showTab(TRADES);
  const home = await dock.panelOf(TRADES).getAttribute('data-layout-path');

  const popupOpened = page.waitForEvent('popup');
  await dock.panelOf(TRADES).getByRole('button', { name: 'Pop out Trades', exact: true }).click();
  const popup = await popupOpened;
  const violations: string[] = [];
  popup.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await expect(popup.getByRole('region', { name: 'Trades, BTC/USD' })).toBeVisible();
  await expect(popup).toHaveTitle(/Trades/);
  // Live: new trades keep arriving in the window.
  await expect.poll(() => tradePrices(popup)).not.toBe('');
  const first = await tradePrices(popup);
  await expect.poll(() => tradePrices(popup), { timeout: 30_000 }).not.toBe(first);
  // The main window keeps its place, saying where the widget went.
  await expect(page.locator(`[data-widget-key="${TRADES}"]`)).toHaveCount(0);
  await expect(page.getByText('in a window of its own')).toBeVisible();
  // Linked to the same stores: the workspace's pair reaches the window.
  await desk.pairSelector().selectOption('tETHUSD');
  await expect(popup.getByRole('region', { name: 'Trades, ETH/USD' })).toBeVisible();
  await page.screenshot({ path: 'test-results/popout-main.png' });
  await popup.screenshot({ path: 'test-results/popout-window.png' });

  await popup.close({ runBeforeUnload: true });
  await expect(page.getByRole('region', { name: 'Trades, ETH/USD' })).toBeVisible();
  await expect(dock.panelOf(TRADES)).toHaveAttribute('data-layout-path', home ?? '');
  expect(violations).toEqual([]);
});

test('the palette pops out the active panel, and Undo brings it back in one step', async ({ page }) => {
  const desk = new TradedeskPage(page);
  const dock = new DockPanels(page);
  await desk.open('BTCUSD');
  await dock.showTab(TRADES);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('pop out');
  const popupOpened = page.waitForEvent('popup');
  await palette.getByRole('option', { name: 'Pop out the active panel' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('region', { name: 'Trades, BTC/USD' })).toBeVisible();

  await page.getByRole('toolbar', { name: 'Workspace' }).getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Trades, BTC/USD' })).toBeVisible();
  await expect.poll(() => popup.isClosed()).toBe(true);
});

test('a saved window the browser blocks at the next visit brings its panel home, says so, and edits nothing', async ({ page }) => {
  const desk = new TradedeskPage(page);
  const dock = new DockPanels(page);
  await desk.open('BTCUSD');
  await dock.showTab(TRADES);
  const popupOpened = page.waitForEvent('popup');
  await dock.panelOf(TRADES).getByRole('button', { name: 'Pop out Trades', exact: true }).click();
  await popupOpened;
  await desk.saveChanges();
  await expect(page.getByRole('button', { name: 'Save layout' })).toHaveCount(0);

  // The next visit opens the saved window without a click, which a pop-up blocker refuses: the
  // page gets no window (Playwright's Chromium runs without its blocker, so the refusal is played).
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.reload();
  await expect(page.getByText('Your browser blocked the window of Trades')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trades, BTC/USD' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save layout' })).toHaveCount(0);
  await expect(desk.layoutName()).not.toContainText('Editing');
});
