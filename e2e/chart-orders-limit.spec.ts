// The chart orders limit (issue 15 item 7; market-side §9: 20 by default): a setting on
// /interface changed a step at a time within its bounds (0 to 100, a step below 0 is not offered;
// the bounds themselves are the unit tests'); the chart draws at most that many of the trader's
// orders, none at 0.
import { expect, test, type Page } from './fixtures';
import { InterfacePage } from './pages/interface-page';
import { settingsSaved } from './pages/signed-in-desk';
import { TradingDesk, freshDemoSession } from './pages/trading/trading-desk';

const limit = (page: Page) => page.getByTestId('chart-orders-limit');
const fewer = (page: Page) => page.getByRole('button', { name: 'Fewer orders on a chart' });
const more = (page: Page) => page.getByRole('button', { name: 'More orders on a chart' });

/** On /interface, steps the limit to `target` (a multiple of the step) with its − and + buttons. */
async function stepTo(page: Page, target: number): Promise<void> {
  await new InterfacePage(page).open();
  for (let i = 0; i < 25; i += 1) {
    const now = Number(await limit(page).textContent());
    if (now === target) return;
    const saved = settingsSaved(page);
    await (now > target ? fewer(page) : more(page)).click();
    await expect(limit(page)).not.toHaveText(String(now));
    await saved;
  }
  await expect(limit(page)).toHaveText(String(target));
}

test.describe('chart orders limit', () => {
  test.beforeEach(async ({ page, request }) => {
    await freshDemoSession(page, request);
  });

  test('20 by default, stepped within 0 to 100; at 0 the chart draws no order, at 5 it draws it again', async ({ page }) => {
    test.setTimeout(120_000);
    try {
      const settings = new InterfacePage(page);
      await settings.open();
      await expect(limit(page)).toHaveText('20');
      const saved = settingsSaved(page);
      await more(page).click();
      await expect(limit(page)).toHaveText('25');
      await saved;
      await page.reload();
      await expect(limit(page)).toHaveText('25');
      await stepTo(page, 0);
      await expect(fewer(page)).toBeDisabled();

      const desk = await TradingDesk.opened(page, 'Exchange');
      await desk.placeRestingBuy(0.9995);
      await expect(desk.activeOrderRows()).toHaveCount(1);
      const lines = desk.panel('chart').getByRole('group', { name: 'Your orders on the chart' }).getByRole('slider');
      await expect(lines).toHaveCount(0);

      await stepTo(page, 5);
      await desk.open();
      await expect(desk.chartOrderLine(/^Buy 0\.01 @ /)).toBeVisible();
      await desk.chartCancelButton(desk.chartOrderLine(/^Buy 0\.01 @ /)).click();
      await expect(desk.activeOrderRows()).toHaveCount(0);
    } finally {
      // The demo account is shared by the suite: its setting goes back to the default.
      await stepTo(page, 20);
    }
  });
});
