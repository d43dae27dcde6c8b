// The keyboard way through the workspace: the command palette (Ctrl+K) adds a widget, switches
// the pair and undoes, and ? lists the shortcuts.
import { expect, test } from '@playwright/test';
import { TradedeskPage } from './pages/tradedesk-page';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.clear());
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
