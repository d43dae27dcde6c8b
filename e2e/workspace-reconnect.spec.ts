import { expect, test } from './fixtures';
import { ExchangeLink } from './pages/exchange-link';
import { TradedeskPage } from './pages/tradedesk-page';

// The exchange's side of the WebSocket goes away once: the page must notice, say so in the
// header, connect again by itself, and bring the live book back without a reload. The next
// connection is held (the page's words to the exchange wait) until the test has seen the page
// notice the drop, so the short "Connecting…" moment is not a race.
async function openLiveDesk(link: ExchangeLink, desk: TradedeskPage) {
  await desk.open('BTCUSD');
  await expect(desk.connection()).toHaveAccessibleName('Online');
  await expect(desk.orderBook().syncBadge()).toHaveText('Live');
  await expect.poll(async () => (await desk.orderBook().prices('Bids')).length).toBeGreaterThan(5);
  expect(link.connections).toBe(1);
}

async function expectLiveAgain(link: ExchangeLink, desk: TradedeskPage) {
  const book = desk.orderBook();
  await expect.poll(() => link.connections).toBe(2);
  await expect(desk.connection()).toHaveAccessibleName('Connecting…');
  await expect(book.syncBadge()).toHaveText('Resyncing');

  link.release();
  await expect(desk.connection()).toHaveAccessibleName('Online');
  await expect(book.syncBadge()).toHaveText('Live');
  const top = (await book.prices('Asks')).slice(0, 5).join();
  await expect.poll(async () => (await book.prices('Asks')).slice(0, 5).join(), { timeout: 30_000 }).not.toBe(top);
  await expect.poll(async () => (await desk.tradePrices()).length).toBeGreaterThan(3);
  // One drop, one new connection: no reconnect storm.
  expect(link.connections).toBe(2);
}

test('the exchange closes the connection: the page says so, connects again and the book is live again', async ({ page }) => {
  const link = await ExchangeLink.route(page);
  const desk = new TradedeskPage(page);
  await openLiveDesk(link, desk);

  link.holdNextConnection();
  await link.closeFromExchange();
  await expect(desk.connection()).toHaveAccessibleName(/^(Offline|Connecting…)$/);
  await expectLiveAgain(link, desk);
});

test('a connection that dies without a close frame is noticed from its silence and made again', async ({ page }) => {
  // The channels' heartbeats stop: 20 s of silence, then a ping unanswered for 5 s. (The
  // regular ping every 30 s alone would take up to 35 s.) The page's clock is the test's: it runs
  // as the wall clock does, and the silence is passed over rather than waited out.
  await page.clock.install();
  const link = await ExchangeLink.route(page);
  const desk = new TradedeskPage(page);
  await openLiveDesk(link, desk);

  link.holdNextConnection();
  await link.cutSilently();
  // Short of the silence, the page still counts the connection as online.
  await page.clock.runFor(15_000);
  await expect(desk.connection()).toHaveAccessibleName('Online');
  expect(link.connections).toBe(1);
  // Past it, the ping goes unanswered and the page gives the connection up.
  await page.clock.runFor(6_000);
  await page.clock.runFor(6_000);
  await expect(desk.connection()).toHaveAccessibleName(/^(Offline|Connecting…)$/);
  await expectLiveAgain(link, desk);
});
