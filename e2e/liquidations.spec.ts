// The Liquidations widget (issue 15 item 7): a trader adds it to the workspace and reads the
// exchange's liquidations history, newest first; a failed read shows the exchange's reason and a
// retry that reads it again.
import { expect, test } from './fixtures';
import { TradedeskPage } from './pages/tradedesk-page';

const HISTORY = '**/v2/liquidations/hist**';

test.describe('liquidations widget', () => {
  test('added to the workspace, it lists the liquidations newest first', async ({ page }) => {
    const desk = new TradedeskPage(page);
    await desk.open();
    await desk.addWidget('Liquidations');
    const panel = desk.panel('liquidations');
    const table = panel.getByRole('table', { name: 'Liquidations' });
    await expect(table).toBeVisible();
    const rows = table.locator('tbody tr[data-side]');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(1);
    await expect(rows.first().locator('td').nth(1)).toHaveText(/\/|-PERP/);
    await expect(rows.first().locator('td').nth(2)).toHaveText(/^(Long|Short)$/);
    await expect(rows.first().locator('td').nth(5)).toHaveText(/^\d[\d,]*(\.\d+)?$/);
    await expect(panel).toContainText(/\d+ liquidations, newest first/);
    const times = await rows.locator('td:first-child').allTextContents();
    expect([...times].sort().reverse()).toEqual(times);
    await page.screenshot({ path: 'test-results/liquidations-widget.png' });
  });

  test('a failed read shows the exchange’s reason, and Retry reads the history again', async ({ page }) => {
    let failures = 1;
    await page.route(HISTORY, async (route) => {
      if (failures > 0) {
        failures -= 1;
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(['error', 10020, 'limit: invalid']) });
      } else {
        await route.continue();
      }
    });
    const desk = new TradedeskPage(page);
    await desk.open();
    await desk.addWidget('Liquidations');
    const panel = desk.panel('liquidations');
    await expect(panel.getByRole('alert')).toContainText('Liquidations not loaded: limit: invalid');
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel.getByRole('table', { name: 'Liquidations' }).locator('tbody tr[data-side]').first()).toBeVisible();
  });
});
