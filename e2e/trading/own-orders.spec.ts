// The demo trader's own orders outside the orders table: a line on the chart that can be
// dragged to a new price and cancelled from its ×, and a mark on the book level holding it.
import { expect, test } from '../fixtures';
import { TradingDesk, freshDemoSession, gridStep } from '../pages/trading/trading-desk';

const num = (s: string | null) => Number((s ?? '').replace(/,/g, ''));

test.describe('own orders on the chart and in the book', () => {
  test.beforeEach(async ({ page, request }) => {
    await freshDemoSession(page, request);
  });

  test('a limit buy shows as a chart line and a book mark; dragging moves it, × cancels it', async ({ page }) => {
    const desk = await TradingDesk.opened(page, 'Exchange');
    await desk.showBookRows(250);
    const price = await desk.placeRestingBuy(0.9995);
    await expect(desk.activeOrderRows()).toHaveCount(1);

    const line = desk.chartOrderLine(/^Buy 0\.01 @ /);
    await expect(line).toBeVisible();
    await expect(line).toHaveAttribute('aria-valuenow', String(price));
    // The book is virtualised: the trader scrolls down to the level of the order (again, when the
    // moving market has carried the level out of view meanwhile).
    await expect(async () => {
      await desk.revealBidLevel(price);
      await expect(desk.bookOwnMarks().first()).toHaveAttribute('title', /Your order at this level: 0\.01/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.screenshot({ path: 'test-results/trading-own-lines-1440.png' });

    // Down by 40 px: a lower price, still resting below the market.
    await desk.dragLine(line, 40);
    await expect.poll(async () => num(await line.getAttribute('aria-valuenow'))).toBeLessThan(price);
    const moved = num(await line.getAttribute('aria-valuenow'));
    const priceCell = desk.activeOrderRows().first().locator('td').nth(4);
    await expect.poll(async () => num(await priceCell.textContent())).toBe(moved);
    await expect(line).not.toHaveClass(/pending/);

    await desk.chartCancelButton(line).click();
    await expect(desk.activeOrderRows()).toHaveCount(0);
    await expect(line).toHaveCount(0);
    await expect(desk.bookOwnMarks()).toHaveCount(0);
  });

  test('from the keyboard: arrows move the line a grid step, Escape puts it back', async ({ page }) => {
    const desk = await TradingDesk.opened(page, 'Exchange');
    const price = await desk.restingBuyPrice(0.999);
    const step = gridStep(price);
    await desk.placeOrder({ type: 'Limit', side: 'Buy', amount: '0.02', price: String(price) });
    const line = desk.chartOrderLine(/^Buy 0\.02 @ /);
    await expect(line).toBeVisible();
    await line.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
    await expect(line).toHaveAttribute('aria-valuenow', String(Math.round((price - 3 * step) / step) * step));
    await expect(line).toHaveAccessibleName(/^Buy 0\.02 @ /);
    await page.keyboard.press('Escape');
    await expect(line).toHaveAttribute('aria-valuenow', String(price));
    await desk.chartCancelButton(line).click();
    await expect(desk.activeOrderRows()).toHaveCount(0);
  });
});
