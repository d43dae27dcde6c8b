// kill -9 of the exchange while the demo trader is placing orders, then the exchange started again
// on the same port and data: the page must connect again, subscribe again and authenticate again
// by itself, with no checksum resync, the acknowledged orders still there, and no trade or
// notification shown twice. (Its own exchange process: the suite's webServer cannot be killed.)
import { expect, request as requestContext, test, type Locator, answerConsent } from '../fixtures';
import { captcha } from '../pages/auth/account-api';
import { DEMO_TRADER, openSignedIn } from '../pages/signed-in-desk';
import { TradingDesk } from '../pages/trading/trading-desk';
import { TradedeskPage } from '../pages/tradedesk-page';
import { exchangeForFile } from './exchange-per-file';
import { SocketLog } from './socket-log';

const exchange = exchangeForFile();

const byNumber = (a: number, b: number) => a - b;

/** What the exchange itself holds for the demo trader: open order ids and own trade ids. */
async function exchangeTruth(): Promise<{ orders: number[]; trades: number[] }> {
  const api = await requestContext.newContext({ baseURL: exchange().url });
  try {
    const login = (await (
      await api.post('/v2/login', { data: { login: DEMO_TRADER.email, password: DEMO_TRADER.password, ...(await captcha(api)) } })
    ).json()) as unknown[];
    expect(login[0]).toBe('auth');
    const headers = { 'bfx-token': String(login[1]) };
    const orders = (await (await api.post('/v2/auth/r/orders', { headers, data: {} })).json()) as number[][];
    const trades = (await (await api.post('/v2/auth/r/trades/hist', { headers, data: { limit: 100 } })).json()) as number[][];
    return { orders: orders.map((o) => o[0]!).sort(byNumber), trades: trades.map((t) => t[0]!) };
  } finally {
    await api.dispose();
  }
}

/** The ids of the rows of the active orders table, in increasing order. */
async function activeOrderIds(desk: TradingDesk): Promise<number[]> {
  const ids = await desk.activeOrderRows().evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-order-id'))));
  return ids.sort(byNumber);
}

async function texts(rows: Locator): Promise<string[]> {
  return (await rows.allTextContents()).map((s) => s.trim());
}

const duplicates = (list: string[]) => list.filter((s, i) => list.indexOf(s) !== i);

test('kill -9 of the exchange while trading: the page recovers by itself and shows every order and trade once', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: exchange().url });
  await answerConsent(context);
  const page = await context.newPage();
  const sockets = SocketLog.attach(page);
  await openSignedIn(page, 'BTCUSD', DEMO_TRADER);
  const desk = new TradingDesk(page);
  const workspace = new TradedeskPage(page);
  const book = workspace.orderBook();
  await expect(desk.orderForm().getByRole('button', { name: 'Buy', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(book.syncBadge()).toHaveText('Live');
  await desk.chooseContext('Exchange');
  // Signing in opened a socket of its own (only an upgrade carries the session cookie): the one
  // trading from here is the last.
  const before = sockets.connections.length;

  // Two buys resting well under the market and a market buy that trades, each with its own amount
  // (so their notification texts differ).
  await desk.placeOrder({ type: 'Limit', side: 'Buy', amount: '0.011', price: String(await desk.restingBuyPrice(0.95)) });
  await expect(desk.activeOrderRows()).toHaveCount(1);
  await desk.placeOrder({ type: 'Limit', side: 'Buy', amount: '0.012', price: String(await desk.restingBuyPrice(0.94)) });
  await expect(desk.activeOrderRows()).toHaveCount(2);
  await desk.placeOrder({ type: 'Market', side: 'Buy', amount: '0.013' });
  await expect(desk.activeOrderRows()).toHaveCount(2);
  const acknowledged = await activeOrderIds(desk);
  await desk.show('Notifications');
  const notes = desk.panel('notifications').locator('li');
  await expect.poll(() => notes.count()).toBeGreaterThanOrEqual(3);

  // A third order on its way when the exchange dies: it may or may not have been taken.
  await desk.placeOrder({ type: 'Limit', side: 'Buy', amount: '0.014', price: String(await desk.restingBuyPrice(0.93)) });
  await exchange().kill();
  await expect(workspace.connection()).toHaveAccessibleName(/^(Offline|Connecting…)$/);
  expect(sockets.connections).toHaveLength(before);

  await exchange().start();
  await expect(workspace.connection()).toHaveAccessibleName('Online', { timeout: 60_000 });
  await expect
    .poll(() => sockets.connections.length > before && sockets.authenticated(sockets.connections.length - 1), { timeout: 30_000 })
    .toBe(true);
  await expect(book.syncBadge()).toHaveText('Live', { timeout: 30_000 });
  // Live, with every checksum matching, for a while: a mismatch would unsubscribe the book.
  await expect.poll(async () => (await book.prices('Bids')).length).toBeGreaterThan(5);
  await page.waitForTimeout(8_000);
  await expect(book.syncBadge()).toHaveText('Live');
  expect(sockets.sent('unsubscribe')).toEqual([]);
  const bookSubs = sockets.connections.map((c) => c.sent.filter((e) => e.event === 'subscribe' && e.channel === 'book').length);
  expect(bookSubs.at(-1)).toBe(bookSubs[before - 1]);

  const truth = await exchangeTruth();
  for (const id of acknowledged) expect(truth.orders).toContain(id);
  await desk.show('Orders');
  await expect.poll(() => activeOrderIds(desk)).toEqual(truth.orders);
  await desk.panel('orders').getByRole('button', { name: 'Trades', exact: true }).click();
  const tradeRows = desk.panel('orders').getByRole('table', { name: 'Trades' }).locator('tbody tr');
  // Rows are kept by trade id: a trade shown twice would make one row more than the exchange has.
  expect(truth.trades.length).toBeGreaterThan(0);
  await expect(tradeRows).toHaveCount(truth.trades.length);
  await desk.show('Notifications');
  expect(duplicates(await texts(notes))).toEqual([]);
  await context.close();
});
