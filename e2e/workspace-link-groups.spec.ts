// Link groups (issue 11): a trader links panels by colour; a pair chosen in one panel of a colour
// shows in every panel of that colour, a panel without a colour keeps its own pair, and the
// colours are saved with the layout.
import { expect, test, clearSiteStorage } from './fixtures';
import { TradedeskPage } from './pages/tradedesk-page';
import { PanelLinks } from './pages/panel-links';

const BOOK = 'widget/book/main';
const CHART = 'widget/chart/main';
const TRADES = 'widget/trades/main';
const MARKETS = 'widget/markets/main';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await clearSiteStorage(page);
});

test('two panels linked in green follow one pair, an unlinked one keeps its own', async ({ page }) => {
  const desk = new TradedeskPage(page);
  const links = new PanelLinks(page);
  await desk.open('BTCUSD');
  // Every panel starts in the workspace's colour.
  await expect(links.marker(BOOK)).toHaveAccessibleName('Link group: Blue');

  await links.setColour(BOOK, 'Green');
  await links.setColour(CHART, 'Green');
  await links.setColour(TRADES, 'None (own pair)');
  await expect(links.marker(BOOK)).toHaveAccessibleName('Link group: Green');
  await expect(links.marker(CHART)).toHaveAccessibleName('Link group: Green');
  await expect(links.marker(TRADES)).toHaveCount(0);
  await expect(links.marker(MARKETS)).toHaveAccessibleName('Link group: Blue');
  await page.locator('.flexlayout__layout').screenshot({ path: 'test-results/link-markers.png' });

  // The pair changed in the green book: the green chart follows, the rest keep theirs.
  await links.choosePair(BOOK, 'tETHUSD');
  await expect(page.getByRole('region', { name: 'Order book, ETH/USD' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chart, ETH/USD' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trades, BTC/USD' })).toBeVisible();
  await expect(desk.pairSelector()).toHaveValue('tBTCUSD');
  await expect.poll(async () => (await desk.orderBook().prices('Bids'))[0] ?? 0).toBeLessThan(20_000);

  // The workspace's pair moves the blue panels only.
  await desk.marketRow('LTC/USD').getByRole('button', { name: 'LTC/USD', exact: true }).click();
  await expect(desk.pairSelector()).toHaveValue('tLTCUSD');
  await expect(page.getByRole('region', { name: 'Chart, ETH/USD' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trades, BTC/USD' })).toBeVisible();

  // The unlinked trades panel takes a pair of its own.
  await links.choosePair(TRADES, 'tXRPUSD');
  await expect(page.getByRole('region', { name: 'Trades, XRP/USD' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order book, ETH/USD' })).toBeVisible();

  // Saved with the layout: the same after a reload.
  await page.reload();
  await expect(links.marker(CHART)).toHaveAccessibleName('Link group: Green');
  await expect(page.getByRole('region', { name: 'Chart, ETH/USD' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trades, XRP/USD' })).toBeVisible();
});

test("on a narrow screen the grid's title bars carry the link markers and the link controls", async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  const desk = new TradedeskPage(page);
  await desk.open('BTCUSD');
  await expect(page.locator('[data-arrangement="grid"]')).toBeVisible();
  const title = (key: string) =>
    page
      .locator('.grid-panel')
      .filter({ has: page.locator(`[data-widget-key="${key}"]`) })
      .locator('.grid-panel-title');
  await expect(title(BOOK).getByLabel(/^Link group: /)).toHaveAccessibleName('Link group: Blue');
  await title(BOOK).getByRole('button', { name: 'Link colour', exact: true }).click();
  await page.getByRole('menu', { name: 'Link colours' }).getByRole('menuitemradio', { name: 'Green', exact: true }).click();
  await expect(title(BOOK).getByLabel(/^Link group: /)).toHaveAccessibleName('Link group: Green');
  await title(BOOK).getByRole('combobox', { name: 'Panel pair', exact: true }).selectOption('tETHUSD');
  await expect(page.getByRole('region', { name: 'Order book, ETH/USD' })).toBeVisible();
  // The grid shows no windows: no pop out there.
  await expect(title(BOOK).getByRole('button', { name: /^Pop out/ })).toHaveCount(0);
  await title(BOOK).screenshot({ path: 'test-results/grid-link-title.png' });
});
