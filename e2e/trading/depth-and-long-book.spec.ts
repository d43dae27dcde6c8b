// The depth chart beside the book, and the book at 250 rows: a trader reads what reaching a price
// takes, hands that price to the order form, and scrolls a 250-level book whose best ask stays
// beside the spread.
import { expect, test } from '../fixtures';
import { TradingDesk, freshDemoSession } from '../pages/trading/trading-desk';

const num = (s: string | null | undefined) => Number((s ?? '').replace(/,/g, ''));

test.describe('depth chart and long books', () => {
  test.beforeEach(async ({ page, request }) => {
    await freshDemoSession(page, request);
  });

  test('the depth chart reads amount and cost under the pointer and hands the price to the form', async ({ page }) => {
    const desk = await TradingDesk.opened(page, 'Exchange');
    await page.getByRole('button', { name: 'Add widget' }).click();
    await page.getByRole('menu', { name: 'Widgets' }).getByRole('menuitem', { name: 'Depth chart', exact: true }).click();
    const depth = page.getByRole('region', { name: 'Depth chart, BTC/USD' });
    await expect(depth).toBeVisible();
    await expect(depth.getByRole('status')).toHaveText('Live', { timeout: 20_000 });
    const chart = depth.getByRole('slider');
    await expect(chart).toHaveAttribute('aria-valuenow', /\d/);
    const mid = num(await chart.getAttribute('aria-valuenow'));
    const low = num(await chart.getAttribute('aria-valuemin'));
    const high = num(await chart.getAttribute('aria-valuemax'));
    expect(low).toBeLessThan(mid);
    expect(high).toBeGreaterThan(mid);

    // A quarter of the way in from the left: a bid price below the mid.
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
    const tip = depth.getByTestId('depth-tip');
    await expect(tip).toBeVisible();
    await expect(tip).toContainText(/Amount\s*(≥ )?[\d.,]+ BTC/);
    await expect(tip).toContainText(/Cost\s*(≥ )?[\d.,]+[kMBT]? USD/);
    await expect(chart).toHaveAttribute('aria-valuetext', /BTC to sell down to it/);
    const hovered = num(await chart.getAttribute('aria-valuenow'));
    expect(hovered).toBeLessThan(mid);
    await page.screenshot({ path: 'test-results/depth-chart-1440.png' });

    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
    const price = num(await desk.orderForm().getByLabel('Price', { exact: true }).inputValue());
    expect(Math.abs(price - hovered) / hovered).toBeLessThan(0.001);

    // Zoom: the window narrows around the mid; the keyboard reads the asks side.
    await depth.getByRole('button', { name: 'Zoom in' }).click();
    await expect(depth.getByText('±0.5%')).toBeVisible();
    await chart.focus();
    await page.keyboard.press('End');
    await expect(chart).toHaveAttribute('aria-valuetext', /BTC to buy up to it/);
  });

  test('the book shows 250 levels, virtualised, best ask beside the spread', async ({ page }) => {
    const desk = await TradingDesk.opened(page, 'Exchange');
    const book = desk.panel('book');
    await book.getByRole('button', { name: '250 rows', exact: true }).click();
    await expect(book.getByRole('button', { name: '250 rows', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(book.getByRole('status')).toHaveText('Live', { timeout: 20_000 });
    const bids = book.getByRole('table', { name: 'Bids', exact: true });
    // Only the rows in view are in the page, far fewer than 250.
    await expect.poll(async () => bids.locator('tbody tr').count()).toBeGreaterThan(5);
    expect(await bids.locator('tbody tr').count()).toBeLessThan(120);
    // Scrolled to its end, the bid side reaches far below the best bid: more than 100 levels.
    const best = num(await bids.locator('tbody button').first().textContent());
    const deepest = await book.evaluate(async (el) => {
      const scrollers = Array.from(el.querySelectorAll<HTMLElement>('[data-virtuoso-scroller], .book-body'));
      for (const s of scrollers) s.scrollTop = s.scrollHeight;
      await new Promise((r) => setTimeout(r, 300));
      const prices = Array.from(el.querySelectorAll('table[aria-label="Bids"] tbody button')).map((b) =>
        Number((b.textContent ?? '').replace(/,/g, '')),
      );
      return Math.min(...prices);
    });
    expect(deepest).toBeLessThan(best);
    const rowsBetween = await book.evaluate((el) => el.querySelectorAll('table[aria-label="Bids"] tbody tr').length);
    expect(rowsBetween).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/book-250-1440.png' });
  });
});
