// Price alerts (issue 15, item 3): the demo trader adds the Price alerts panel, is told why a bad
// price cannot be an alert, adds one at the last price and hears it fire (the toast and the alert's
// own tone) when its own market order, sized from the book, trades there; sets two from the chart
// with Alt+clicks either side of the last price's height and hears the nearer fire the same way,
// and sets one from a book level.
import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { callPath } from '../../src/protocol/calls/define';
import { PUBLIC_CALLS } from '../../src/protocol/calls/public';
import { TRADING_CALLS } from '../../src/protocol/calls/trading';
import { TradingDesk, freshDemoSession } from '../pages/trading/trading-desk';
import { PriceAlertsPanel, altClickChart, chartCanvas } from '../pages/trading/price-alerts-panel';

/** The alert's tone (src/services/chime.ts CHIME_KIND_NOTES.uca). */
const ALERT_TONE = '988,1319,988';
const num = (s: string | null | undefined) => Number((s ?? '').replace(/[^\d.]/g, ''));

/** The notes of every tone the page has played (headless Chromium has Web Audio; nobody listens). */
async function recordTones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: number[][] };
    w.__tones = [];
    const make = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
      const osc = make.call(this);
      const notes: number[] = [];
      w.__tones.push(notes);
      const set = osc.frequency.setValueAtTime.bind(osc.frequency);
      osc.frequency.setValueAtTime = (value: number, time: number) => {
        notes.push(value);
        return set(value, time);
      };
      return osc;
    };
  });
}
/** A market order of the trader's own on BTC/USD (`amount` positive buys, negative sells). */
async function marketOrder(request: APIRequestContext, token: string, amount: number): Promise<void> {
  const res = await request.post(TRADING_CALLS.orderSubmit.path, {
    headers: { 'bfx-token': token },
    data: { type: 'EXCHANGE MARKET', symbol: 'tBTCUSD', amount: amount.toFixed(8) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

interface Alert {
  key: string;
  price: number;
  direction: 1 | -1;
}

/** The trader's price alerts as the exchange keeps them (`[KEY, TYPE, SYMBOL, PRICE, COUNT, DIRECTION]`). */
async function alertsOf(request: APIRequestContext, token: string): Promise<Alert[]> {
  const res = await request.post(TRADING_CALLS.alerts.path, { headers: { 'bfx-token': token }, data: { type: 'price' } });
  const rows = (await res.json()) as [string, string, string, number, number, 1 | -1][];
  return rows.map((r) => ({ key: r[0], price: r[3], direction: r[5] }));
}

/** The most BTC a reaching order may take: the demo's exchange wallet pays for it (100 000 USD, 2 BTC). */
const MOST = 0.9;

/**
 * Makes the market trade at or through the cheapest of `alerts` to reach (each in its direction:
 * 1 up to its price, -1 down to it) with the trader's own market order, sized from the book to
 * take every level short of the price and a little of the first one at or past it, then trades
 * the amount back. When every alert is further than the wallet reaches, it leaves the market to
 * move: the caller repeats this until an alert is heard.
 */
async function reach(request: APIRequestContext, token: string, alerts: readonly Alert[]): Promise<void> {
  const res = await request.get(callPath(PUBLIC_CALLS.book, { symbol: 'tBTCUSD', prec: 'P0' }), { params: { len: '100' } });
  const levels = (await res.json()) as [number, number, number][];
  const sizeFor = ({ price, direction }: Alert) =>
    levels
      .filter(([p, , amount]) => (direction === 1 ? amount < 0 && p < price : amount > 0 && p > price))
      .reduce((sum, [, , amount]) => sum + Math.abs(amount), 0) + 0.001;
  const [cheapest] = alerts.map((a) => ({ direction: a.direction, size: sizeFor(a) })).sort((x, y) => x.size - y.size);
  if (!cheapest || cheapest.size > MOST) return;
  await marketOrder(request, token, cheapest.direction * cheapest.size);
  await marketOrder(request, token, -cheapest.direction * cheapest.size);
}

/** Waits for `fired` (a check of the page), moving the market to one of `alerts` each second it has not. */
async function untilFired(request: APIRequestContext, token: string, alerts: readonly Alert[], fired: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        if (await fired()) return true;
        await reach(request, token, alerts);
        return false;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(true);
}

const alertTones = (page: Page) =>
  page.evaluate((tone) => (window as unknown as { __tones: number[][] }).__tones.filter((n) => n.join() === tone).length, ALERT_TONE);

test.describe('price alerts', () => {
  let token = '';
  test.beforeEach(async ({ page, request }) => {
    await recordTones(page);
    token = await freshDemoSession(page, request);
    // The demo account is the suite's: alerts an earlier attempt left are not this test's.
    for (const { key } of await alertsOf(request, token)) {
      await request.post(TRADING_CALLS.alertDel.path, { headers: { 'bfx-token': token }, data: { alertId: key } });
    }
  });

  test('an alert added and fired by a price move; one set from the chart heard firing; bad prices refused', async ({ page, request }) => {
    test.setTimeout(300_000);
    const desk = await TradingDesk.opened(page);
    await desk.show('Notifications');
    const sound = desk.panel('notifications').getByLabel('Sound notices: a short tone with each notification');
    await sound.check();
    const alerts = await PriceAlertsPanel.added(page);
    await expect(alerts.root.getByText('No alerts on BTC/USD.', { exact: false })).toBeVisible();

    // Refused before anything is asked, each with its reason.
    await alerts.add('');
    await expect(alerts.refusal()).toHaveText('Enter the price the alert waits for.');
    await alerts.add('-5');
    await expect(alerts.refusal()).toHaveText('The price must be greater than 0.');
    await alerts.add('abc');
    await expect(alerts.refusal()).toHaveText('The price must be a number, such as 96000.5.');
    await expect(alerts.priceField()).toHaveAttribute('aria-invalid', 'true');

    // At the last price: the trader's own order trades there, and the alert fires.
    const last = await alerts.lastPrice();
    await alerts.add(String(last));
    await expect(alerts.done()).toHaveText(/^Price alert set on BTC\/USD at [\d,.]+$/);
    const first = num((await alerts.done().textContent())?.replace(/^.* at /, ''));
    const fired = desk.toasts().filter({ hasText: new RegExp(`^Price alert: BTC/USD (rose|fell) to ${first}`) });
    // At the last price the market's own next trade may fire it (and the exchange drop it) before
    // it is read back here: then its toast is already on its way, and no order of ours is needed.
    const [set] = await alertsOf(request, token);
    if (set) expect(set.price).toBe(first);
    else await expect(fired.first()).toBeVisible();
    await untilFired(request, token, set ? [set] : [], async () => (await fired.count()) > 0);
    await expect(fired.first()).toBeVisible();
    // Fired alerts are gone from the list, and the alert's own tone sounded.
    await expect(alerts.rows()).toHaveCount(0);
    await expect.poll(() => alertTones(page)).toBe(1);

    // From the chart, on minute candles (a pixel is then a small step of price): two Alt+clicks
    // above and below the candles give the scale of the price axis; two more, a pixel and a half
    // either side of the last price's height, set alerts near the market, and the trader's own
    // order trades at the nearer one.
    await desk.panel('chart').getByLabel('Interval', { exact: true }).selectOption('1m');
    await expect(chartCanvas(page)).toHaveAccessibleName(/, 1m candles$/);
    // The chart is made again for the new interval and has a price scale once its candles arrive:
    // an Alt+click before that sets nothing, so each is repeated until the panel lists its alert
    // (the exchange answers a price it already has with the same alert).
    const setFromChart = async (fraction: number) => {
      const before = (await alerts.prices()).length;
      await expect(async () => {
        await altClickChart(page, fraction);
        await expect.poll(async () => (await alerts.prices()).length, { timeout: 3_000 }).toBeGreaterThan(before);
      }).toPass({ timeout: 30_000 });
    };
    await setFromChart(0.04);
    const high = Math.max(...(await alerts.prices()));
    await setFromChart(0.8);
    const low = Math.min(...(await alerts.prices()));
    expect(high).toBeGreaterThan(low);
    const now = await alerts.lastPrice();
    const at = 0.04 + ((high - now) / (high - low)) * (0.8 - 0.04);
    // A pixel and a half either side of the last price: both near the market (its scale may have moved a little).
    const pixels = 1.5 / (await chartCanvas(page).boundingBox())!.height;
    await altClickChart(page, at - pixels);
    await altClickChart(page, at + pixels);
    // Toasts of one kind that come together show as one ("… · +1 more"): read each one's price.
    const toastPrices = async (kind: RegExp) =>
      (await desk.toasts().allTextContents())
        .map((text) => kind.exec(text)?.[1])
        .filter((p) => p !== undefined)
        .map(num);
    const nearNow = (p: number) => Math.abs(p - now) / now < 0.002;
    await expect.poll(async () => (await toastPrices(/^Price alert set on BTC\/USD at ([\d,.]+)/)).some(nearNow)).toBe(true);
    const near = (await alertsOf(request, token)).filter((a) => a.price !== high && a.price !== low);
    expect(near.length).toBeGreaterThan(0);
    const nearPrices = near.map((a) => a.price);
    await untilFired(request, token, near, async () =>
      (await toastPrices(/^Price alert: BTC\/USD (?:rose|fell) to ([\d.]+)/)).some((p) => nearPrices.includes(p)),
    );
    // The two far ones are deleted from the panel.
    for (const p of [high, low]) {
      const shown = (await alerts.row(p).locator('td').first().textContent()) ?? '';
      await alerts.delete(p, shown);
      await expect(alerts.row(p)).toHaveCount(0);
    }
    await expect(alerts.done()).toHaveText(/^Price alert on BTC\/USD at [\d,.]+ deleted$/);
    await expect.poll(() => alertTones(page)).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: 'test-results/price-alerts-1440.png' });

    // From the book: Alt+click on the best bid's price.
    const bid = desk.panel('book').getByRole('table', { name: 'Bids', exact: true }).locator('tbody button').first();
    await bid.click({ modifiers: ['Alt'] });
    await expect(
      desk
        .toasts()
        .filter({ hasText: /^Price alert set on BTC\/USD at / })
        .first(),
    ).toBeVisible();
    await desk.show('Notifications');
    await sound.uncheck();
  });

  test('a visitor is asked to log in', async ({ page }) => {
    await page.context().clearCookies();
    await page.goto('/tradedesk?pair=BTCUSD');
    await expect(page.getByRole('toolbar', { name: 'Workspace' })).toBeVisible();
    await page.getByRole('button', { name: 'Add widget' }).click();
    await page.getByRole('menu', { name: 'Widgets' }).getByRole('menuitem', { name: 'Price alerts', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Price alerts of BTC/USD' });
    await expect(panel.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(panel.getByLabel('Alert price')).toHaveCount(0);
  });
});
