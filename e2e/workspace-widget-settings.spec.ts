// The trades and market watch settings (issue 15, item 2): each widget's settings modal chooses its
// columns and options; saving changes the widget at once, and the change is a step of the layout
// (the widget's state in its tab), undone like any other.
import { expect, test, type Locator, clearSiteStorage } from './fixtures';
import { TradedeskPage } from './pages/tradedesk-page';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await clearSiteStorage(page);
});

const headers = (panel: Locator) => panel.locator('thead th');

test('the trades settings choose its columns and options, kept in the layout', async ({ page }) => {
  const desk = new TradedeskPage(page);
  await desk.open();
  const trades = desk.panel('trades');
  const undo = page.getByRole('toolbar', { name: 'Workspace' }).getByRole('button', { name: 'Undo', exact: true });
  await expect(trades.getByRole('table', { name: 'Trades' })).toBeVisible();
  await expect(headers(trades)).toHaveText([/Time/, /Price/, /Amount/]);

  await trades.getByRole('button', { name: 'Trades settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trades settings' });
  await expect(dialog.getByRole('checkbox', { name: 'Flash trades as they arrive' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Total', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'Time', exact: true }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Colour the price by the taker’s side' }).uncheck();
  await page.screenshot({ path: 'test-results/trades-settings-1440.png' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(headers(trades)).toHaveText([/Price/, /Amount/, /Total/]);
  await expect(trades.locator('tbody td.up, tbody td.down')).toHaveCount(0);

  // At least one column stays.
  await trades.getByRole('button', { name: 'Trades settings' }).click();
  for (const name of ['Price', 'Amount', 'Total']) await dialog.getByRole('checkbox', { name, exact: true }).uncheck();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Keep at least one column.');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(headers(trades)).toHaveText([/Price/, /Amount/, /Total/]);

  // One step of the layout: undone, the widget is as it was.
  await undo.click();
  await expect(headers(trades)).toHaveText([/Time/, /Price/, /Amount/]);
  await expect(trades.locator('tbody td.up, tbody td.down').first()).toBeVisible();
});

test('the market watch settings hide its columns and keep them in the layout', async ({ page }) => {
  const desk = new TradedeskPage(page);
  await desk.open();
  const markets = desk.panel('markets');
  const undo = page.getByRole('toolbar', { name: 'Workspace' }).getByRole('button', { name: 'Undo', exact: true });
  await expect(markets.getByRole('button', { name: /^Favourite / }).first()).toBeVisible();

  await markets.getByRole('button', { name: 'Market watch settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Market watch settings' });
  const fit = dialog.getByRole('checkbox', { name: 'In a narrow panel, drop the volume, then the change' });
  await expect(fit).toBeChecked();
  // Whatever the panel's width, the change stays.
  await fit.uncheck();
  await dialog.getByRole('checkbox', { name: 'Favourite', exact: true }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Volume', exact: true }).uncheck();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(markets.getByRole('button', { name: /^Favourite / })).toHaveCount(0);
  await expect(headers(markets)).toHaveText([/Pair/, /Last/, /24h/]);

  await undo.click();
  await expect(markets.getByRole('button', { name: /^Favourite / }).first()).toBeVisible();
});
