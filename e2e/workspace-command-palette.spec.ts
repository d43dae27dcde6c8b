// The keyboard way through the workspace: the command palette (Ctrl+K) adds a widget, switches
// the pair and undoes, ? lists the shortcuts, and the panels are moved between, maximised and
// closed by keys alone.
import { expect, test, clearSiteStorage } from './fixtures';
import { TradedeskPage } from './pages/tradedesk-page';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await clearSiteStorage(page);
});

test('the command palette adds a widget, switches the pair and undoes; ? lists the shortcuts', async ({ page }) => {
  const desk = new TradedeskPage(page);
  await desk.open('BTCUSD');
  await expect(desk.orderBook().syncBadge()).toHaveText('Live');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const search = palette.getByRole('combobox');

  await page.locator('body').press('Control+k');
  await expect(palette).toBeVisible();
  await expect(search).toBeFocused();
  await search.fill('depth');
  await expect(palette.getByRole('option', { name: 'Add Depth chart' })).toBeVisible();
  await page.screenshot({ path: 'test-results/command-palette-1440.png' });
  await search.press('Enter');
  await expect(palette).toBeHidden();
  await expect(desk.panels('depth')).toHaveCount(1);

  await page.locator('body').press('Control+k');
  await search.fill('ethusd');
  await search.press('Enter');
  await expect(page.getByRole('region', { name: 'Order book, ETH/USD' })).toBeVisible();

  await page.getByRole('toolbar', { name: 'Workspace' }).getByRole('button', { name: 'Commands' }).click();
  await search.fill('undo');
  await search.press('Enter');
  await expect(desk.panels('depth')).toHaveCount(0);

  await page.locator('body').press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Ctrl+K');
  await expect(help).toContainText('Undo the last layout change');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('the layout without a mouse: Alt+] and Alt+[ move between panels, Alt+. between tabs, Alt+M maximises, Alt+W closes', async ({
  page,
}) => {
  const desk = new TradedeskPage(page);
  await desk.open('BTCUSD');
  await expect(desk.orderBook().syncBadge()).toHaveText('Live');
  await page.locator('body').press('Alt+BracketRight');
  // The focus moves once the layout has re-rendered: each step waits for it.
  await expect.poll(() => desk.focusedPanelType()).not.toBeNull();
  const seen = [await desk.focusedPanelType()];
  // The panels come in reading order, each shown with a focus ring.
  for (let i = 0; i < 6; i += 1) {
    const before = seen[seen.length - 1];
    await page.keyboard.press('Alt+BracketRight');
    await expect.poll(() => desk.focusedPanelType()).not.toBe(before);
    seen.push(await desk.focusedPanelType());
  }
  expect(new Set(seen)).toEqual(new Set(['markets', 'orderForm', 'chart', 'orders', 'book', 'trades', 'notifications']));
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(ring).toBe('solid');
  await page.keyboard.press('Alt+BracketLeft');
  await expect.poll(() => desk.focusedPanelType()).toBe(seen[5]);

  await desk.focusPanelByKeys('book');
  await page.screenshot({ path: 'test-results/panel-keys-focus.png' });
  await page.keyboard.press('Alt+KeyM');
  await expect(desk.panel('chart')).toBeHidden();
  await expect(desk.panel('book')).toBeVisible();
  await page.keyboard.press('Alt+KeyM');
  await expect(desk.panel('chart')).toBeVisible();

  await desk.focusPanelByKeys('orders');
  await page.keyboard.press('Alt+Period');
  await expect.poll(() => desk.focusedPanelType()).toBe('positions');
  await expect(desk.tab('Positions')).toHaveAttribute('class', /selected/);
  await page.keyboard.press('Alt+KeyW');
  await expect(desk.tab('Positions')).toHaveCount(0);
  await expect.poll(() => desk.focusedPanelType()).not.toBeNull();
  await page.keyboard.press('Control+z');
  await expect(desk.tab('Positions')).toHaveCount(1);

  await page.locator('body').press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Alt+M');
  await expect(help).toContainText('Move to the next / previous panel');
  await page.keyboard.press('Escape');
});
