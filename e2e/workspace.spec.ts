import { expect, test, clearSiteStorage } from './fixtures';
import { TradedeskPage } from './pages/tradedesk-page';
import { MarketsPage } from './pages/markets-page';

/** Significant figures of a positive integer price (trailing zeros do not count). */
function significantFigures(price: number): number {
  return String(price).replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length;
}

test.describe('the tradedesk', () => {
  test.beforeEach(async ({ page }) => {
    // Every test starts with nothing saved.
    await page.goto('/');
    await clearSiteStorage(page);
  });

  test('a trader opens the tradedesk and sees the live book, trades, chart and markets', async ({ page }) => {
    const desk = new TradedeskPage(page);
    await desk.open();
    await expect(desk.connection()).toHaveAccessibleName('Online');
    for (const title of ['Markets', 'Chart', 'Order book', 'Trades', 'Funding book', 'Funding ticker', 'Derivatives']) {
      await expect(desk.tab(title)).toBeVisible();
    }
    const book = desk.orderBook();
    await expect(book.syncBadge()).toHaveText('Live');
    await expect.poll(async () => (await book.prices('Bids')).length).toBeGreaterThan(5);
    const best = await book.bestPrices();
    expect(best.bid).toBeLessThan(best.ask);
    const bids = await book.prices('Bids');
    expect([...bids].sort((a, b) => b - a)).toEqual(bids);

    await expect.poll(async () => (await desk.tradePrices()).length).toBeGreaterThan(3);
    await expect(desk.panel('chart').getByTestId('ohlc-legend')).toContainText(/O\s*\d/);
    await expect(desk.panel('chart').locator('canvas').first()).toBeVisible();
    await expect(desk.marketRow('BTC/USD').getByTestId('last-price')).toHaveText(/^\d{2,3},\d{3}$/);
    // A visitor's order form asks to log in, and says nothing of a verification level they do not have.
    const orderForm = desk.panel('orderForm');
    await expect(orderForm.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(orderForm.getByTestId('context-blocked')).toHaveCount(0);

    // The book keeps moving.
    const firstTop = (await book.prices('Asks')).slice(0, 5).join();
    await expect.poll(async () => (await book.prices('Asks')).slice(0, 5).join(), { timeout: 30_000 }).not.toBe(firstTop);
    await page.screenshot({ path: 'test-results/tradedesk-1440.png' });
  });

  test('a coarser precision regroups the book', async ({ page }) => {
    const desk = new TradedeskPage(page);
    await desk.open('BTCUSD');
    const book = desk.orderBook();
    await expect(book.syncBadge()).toHaveText('Live');
    await expect.poll(async () => (await book.prices('Bids')).length).toBeGreaterThan(5);
    expect(Math.max(...(await book.prices('Bids')).map(significantFigures))).toBeGreaterThan(2);

    await book.choosePrecision('P2');
    await expect(book.precisionButton('P2')).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => {
        const prices = await book.prices('Bids');
        return prices.length > 0 && prices.every((p) => significantFigures(p) <= 3);
      })
      .toBe(true);
    await expect(book.syncBadge()).toHaveText('Live');
    const asks = await book.prices('Asks');
    expect(asks.every((p) => significantFigures(p) <= 3)).toBe(true);

    // The choice is the widget's own state: it survives a reload.
    await page.reload();
    await expect(desk.orderBook().precisionButton('P2')).toHaveAttribute('aria-pressed', 'true');
  });

  test('picking a pair in the markets points the whole workspace at it', async ({ page }) => {
    const desk = new TradedeskPage(page);
    await desk.open();
    await desk.marketRow('ETH/USD').getByRole('button', { name: 'ETH/USD', exact: true }).click();
    await expect(page).toHaveURL(/pair=ETHUSD/);
    await expect(desk.pairSelector()).toHaveValue('tETHUSD');
    await expect(page.getByRole('region', { name: 'Order book, ETH/USD' })).toBeVisible();
    await expect.poll(async () => (await desk.orderBook().prices('Bids'))[0] ?? 0).toBeLessThan(20_000);
  });

  test('a trader arranges, saves, renames, duplicates and deletes layouts, and finds them after a reload', async ({ page }) => {
    const desk = new TradedeskPage(page);
    await desk.open();
    await expect(desk.layoutName()).toHaveText('Default');

    // Add a widget: the layout is being edited until saved.
    await desk.addWidget('Trades');
    await expect(desk.panels('trades')).toHaveCount(2);
    await expect(desk.layoutName()).toContainText('Editing');
    await desk.saveChanges();
    await expect(desk.layoutName()).toHaveText('Default');
    await page.reload();
    await expect(desk.panels('trades')).toHaveCount(2);

    // A new layout starts empty, in CREATING mode; Save asks for its name.
    await desk.layouts.run('New layout');
    await expect(desk.layoutName()).toContainText('New, not saved');
    await expect(desk.panels('book')).toHaveCount(0);
    await desk.addWidget('Order book');
    await desk.addWidget('Chart');
    await desk.layouts.run('Save');
    await desk.layouts.name('Scalping', 'Save layout');
    await expect(desk.layoutName()).toHaveText('Scalping');
    expect(await desk.layouts.saved()).toEqual({ names: ['Default', 'Scalping'], active: 'Scalping' });

    await desk.layouts.run('Rename…');
    await desk.layouts.name('Scalp desk', 'Rename');
    await desk.layouts.run('Duplicate');
    await expect(desk.layoutName()).toHaveText('Scalp desk (copy)');
    expect(await desk.layouts.saved()).toEqual({ names: ['Default', 'Scalp desk', 'Scalp desk (copy)'], active: 'Scalp desk (copy)' });
    // Both widgets are tabs of the one panel of this layout; the chosen one is shown.
    await expect(desk.tab('Order book')).toHaveCount(1);
    await expect(desk.tab('Chart')).toHaveCount(1);
    await expect(desk.panels('chart')).toHaveCount(1);

    await desk.layouts.run('Delete');
    await desk.layouts.confirmDelete();
    expect(await desk.layouts.saved()).toEqual({ names: ['Default', 'Scalp desk'], active: 'Scalp desk' });

    await page.reload();
    await expect(desk.layoutName()).toHaveText('Scalp desk');
    await expect(desk.tab('Order book')).toHaveCount(1);
    await desk.tab('Order book').click();
    await expect(desk.panels('book')).toHaveCount(1);
    await expect(desk.tab('Markets')).toHaveCount(0);
    expect(await desk.layouts.saved()).toEqual({ names: ['Default', 'Scalp desk'], active: 'Scalp desk' });

    // Back to the default arrangement.
    await desk.layouts.run('Reset to default');
    for (const type of ['markets', 'chart', 'book', 'trades'] as const) await expect(desk.panels(type)).toHaveCount(1);
    await page.reload();
    await expect(desk.layoutName()).toHaveText('Scalp desk');
    await expect(desk.panels('markets')).toHaveCount(1);

    await desk.layouts.choose('Default');
    await expect(desk.panels('trades')).toHaveCount(2);
  });

  test('leaving with an unsaved layout asks first', async ({ page }) => {
    const desk = new TradedeskPage(page);
    await desk.open();
    await desk.addWidget('Chart');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved layout' });
    await expect(dialog).toContainText('unsaved changes');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/tradedesk/);
  });

  test("the browser's back button asks too, and goes back only when told", async ({ page }) => {
    const desk = new TradedeskPage(page);
    await desk.open();
    const nav = page.getByRole('navigation', { name: 'Main' });
    // In-app steps, so back is the app's own (Markets, then the tradedesk again). The market list
    // must be shown before leaving it: until its page has arrived the router still stands on the
    // tradedesk, and a link to where it stands replaces the entry instead of adding one.
    await nav.getByRole('link', { name: 'Markets' }).click();
    await expect(page).toHaveURL(/\/markets$/);
    await expect(new MarketsPage(page).row('BTC/USD')).toBeVisible();
    await nav.getByRole('link', { name: 'Tradedesk' }).click();
    await expect(desk.tab('Order book')).toBeVisible();
    await desk.addWidget('Chart');
    await expect(page.getByRole('toolbar', { name: 'Workspace' }).getByRole('button', { name: 'Save layout' })).toBeVisible();

    await page.evaluate(() => window.history.back());
    const dialog = page.getByRole('dialog', { name: 'Unsaved layout' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/tradedesk$/);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/tradedesk$/);
    await expect(desk.tab('Order book')).toBeVisible();

    await page.evaluate(() => window.history.back());
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/markets$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('on a narrow screen the same panels sit in a grid', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    const desk = new TradedeskPage(page);
    await desk.open();
    await expect(page.locator('[data-arrangement="grid"]')).toBeVisible();
    for (const type of ['markets', 'chart', 'book', 'trades'] as const) await expect(desk.panels(type)).toHaveCount(1);
    await expect(desk.orderBook().syncBadge()).toHaveText('Live');
    await page.screenshot({ path: 'test-results/tradedesk-700.png' });
  });
});

test('paths are normalised and unknown pages say so', async ({ page }) => {
  await page.goto('/tradedesk/');
  await expect(page).toHaveURL(/\/tradedesk$/);
  // The root is the marketing site's home.
  await page.goto('/index.html');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trade crypto on a desk built for professionals' })).toBeVisible();
  await page.goto('/nowhere/at/all');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
