// Price alerts (issue 15, item 3): the demo trader adds the Price alerts panel, is told why a bad
// price cannot be an alert, adds one at the last price and hears it fire when the market trades
// there (small market orders of its own make sure it does) (the toast and the alert's own tone), sets one from the chart with an Alt+click at
// the last price's height and hears that one fire too, and sets one from a book level.
import { expect, test, type APIRequestContext, type Page } from '../fixtures';
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
/**
 * A small market buy then sell of the trader's own (BTC and USD come back but for the spread): the
 * busy market trades at the last price again by itself only most of the time, and a print at the
 * ask and one at the bid cross an alert set at the last price either way.
 */
async function nudge(request: APIRequestContext, token: string): Promise<void> {
  for (const amount of ['0.001', '-0.001']) {
    await request.post(TRADING_CALLS.orderSubmit.path, {
      headers: { 'bfx-token': token },
      data: { type: 'EXCHANGE MARKET', symbol: 'tBTCUSD', amount },
    });
  }
}

/** Waits for `fired` (a check of the page), nudging the market each second it has not. */
async function untilFired(request: APIRequestContext, token: string, fired: () => Promise<boolean>, timeout = 60_000) {
  await expect
    .poll(
      async () => {
        if (await fired()) return true;
        await nudge(request, token);
        return false;
      },
      { timeout, intervals: [1_000] },
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

    // At the last price: the busy market trades there again soon, and the alert fires.
    const last = await alerts.lastPrice();
    await alerts.add(String(last));
    const first = num((await alerts.done().textContent())?.replace(/^.* at /, ''));
    await expect(alerts.done()).toHaveText(/^Price alert set on BTC\/USD at [\d,.]+$/);
    const fired = desk.toasts().filter({ hasText: new RegExp(`^Price alert: BTC/USD (rose|fell) to ${first}`) });
    await untilFired(request, token, async () => (await fired.count()) > 0);
    await expect(fired.first()).toBeVisible();
    // Fired alerts are gone from the list, and the alert's own tone sounded.
    await expect(alerts.rows()).toHaveCount(0);
    await expect.poll(() => alertTones(page)).toBe(1);

    // From the chart, on minute candles (a pixel is then a small step of price): two Alt+clicks
    // above and below the candles give the scale of the price axis; two more, a pixel and a half either
    // side of the last price's height, set alerts the next move of the market reaches.
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
    // A pixel and a half either side: the spread the nudges print across is wider than that.
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
    // One of the two fires at the market's next move either way.
    await untilFired(request, token, async () =>
      (await toastPrices(/^Price alert: BTC\/USD (?:rose|fell) to ([\d.]+)/)).some((p) => nearNow(p) && p !== first),
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
