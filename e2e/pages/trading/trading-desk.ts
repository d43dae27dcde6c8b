// Page object: the demo trader signed in on the tradedesk, working the trading widgets.
import { expect, type APIRequestContext, type Locator, type Page, clearSiteStorage } from '../../fixtures';
import { signIn } from '../auth/api-sign-in';

export const DEMO = { login: 'demo@tradedesk.local', password: 'demo-Tradedesk-1' };

/** The P0 price step (5 significant figures) around a price. */
export function gridStep(price: number): number {
  return 10 ** (Math.floor(Math.log10(price)) - 4);
}

/** A fresh browser (no local layouts or settings) with the demo trader signed in. */
export async function freshDemoSession(page: Page, request: APIRequestContext): Promise<string> {
  await page.goto('/');
  await clearSiteStorage(page);
  return signInDemo(page, request);
}

/** Logs the demo user in over REST and stores the session record the client reads. */
export async function signInDemo(page: Page, request: APIRequestContext): Promise<string> {
  return signIn(page, request, DEMO);
}

export class TradingDesk {
  constructor(readonly page: Page) {}

  /** The workspace open on a pair, its order form on `context` when one is named. */
  static async opened(page: Page, context?: 'Exchange' | 'Margin' | 'Derivatives'): Promise<TradingDesk> {
    const desk = new TradingDesk(page);
    await desk.open();
    if (context) await desk.chooseContext(context);
    return desk;
  }

  async open(pair = 'BTCUSD'): Promise<void> {
    await this.page.goto(`/tradedesk?pair=${pair}`);
    await expect(this.page.getByRole('toolbar', { name: 'Workspace' })).toBeVisible();
    await expect(this.orderForm().getByRole('button', { name: 'Buy', exact: true })).toBeVisible({ timeout: 20_000 });
  }

  tab(title: string): Locator {
    return this.page.getByRole('tab', { name: title, exact: true });
  }

  panel(type: string): Locator {
    return this.page.locator(`[data-widget-key^="widget/${type}/"]`).first();
  }

  orderForm(): Locator {
    return this.panel('orderForm');
  }

  async chooseContext(name: 'Exchange' | 'Margin' | 'Derivatives'): Promise<void> {
    await this.orderForm().getByRole('button', { name, exact: true }).click();
  }

  async placeOrder(o: { type: string; side: 'Buy' | 'Sell'; amount: string; price?: string }): Promise<void> {
    const form = this.orderForm();
    await form.getByLabel('Order type', { exact: true }).selectOption({ label: o.type });
    if (o.price !== undefined) await form.getByLabel('Price', { exact: true }).fill(o.price);
    await form.getByLabel('Amount', { exact: true }).fill(o.amount);
    await form.getByRole('button', { name: o.side, exact: true }).click();
  }

  async show(title: string): Promise<void> {
    await this.tab(title).click();
  }

  activeOrderRows(): Locator {
    return this.panel('orders').getByRole('table', { name: 'Active' }).locator('tbody tr');
  }

  toasts(): Locator {
    return this.page.getByRole('region', { name: 'Latest notifications' }).locator('> div');
  }

  async bestPrice(side: 'bid' | 'ask'): Promise<number> {
    const table = this.panel('book').getByRole('table', { name: side === 'bid' ? 'Bids' : 'Asks', exact: true });
    await expect.poll(async () => (await table.locator('tbody button').allTextContents()).length).toBeGreaterThan(3);
    const texts = await table.locator('tbody button').allTextContents();
    const prices = texts.map((s) => Number(s.replace(/,/g, '')));
    return side === 'bid' ? Math.max(...prices) : Math.min(...prices);
  }

  /** A price `fraction` of the best bid, on the 5-significant-figure grid: a buy there rests. */
  async restingBuyPrice(fraction: number): Promise<number> {
    const bid = await this.bestPrice('bid');
    const step = gridStep(bid);
    return Math.round((bid * fraction) / step) * step;
  }

  /** The book showing `rows` levels a side. */
  async showBookRows(rows: 25 | 100 | 250): Promise<void> {
    await this.panel('book')
      .getByRole('button', { name: `${rows} rows`, exact: true })
      .click();
  }

  /** A limit buy of 0.01 at `fraction` of the best bid, where it rests: its price. */
  async placeRestingBuy(fraction: number): Promise<number> {
    const price = await this.restingBuyPrice(fraction);
    await this.placeOrder({ type: 'Limit', side: 'Buy', amount: '0.01', price: String(price) });
    return price;
  }

  /** The label of an own order's line on the chart (a vertical slider: drag it to move the order). */
  chartOrderLine(name: RegExp): Locator {
    return this.panel('chart').getByRole('group', { name: 'Your orders on the chart' }).getByRole('slider', { name });
  }

  /** The × drawn at the right end of that line. */
  chartCancelButton(line: Locator): Locator {
    return line.locator('xpath=..').getByRole('button', { name: 'Cancel order' });
  }

  /** Drags a line label by `dy` pixels (negative: up, a higher price) and releases it. */
  async dragLine(line: Locator, dy: number): Promise<void> {
    const box = await line.boundingBox();
    if (!box) throw new Error('order line not visible');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x, y + dy / 2, { steps: 4 });
    await this.page.mouse.move(x, y + dy, { steps: 4 });
    await this.page.mouse.up();
  }

  /** The dots the book draws on levels holding one of the user's orders. */
  /** Scrolls the bids of the (virtualised) book from the top down until the level at `price` is
   *  in the page, a screenful per frame (the book keeps moving meanwhile, so it tries again). */
  async revealBidLevel(price: number): Promise<void> {
    await expect
      .poll(
        () =>
          this.panel('book').evaluate(async (el, wanted) => {
            const table = el.querySelector('table[aria-label="Bids"]');
            const shown = () =>
              Array.from(table?.querySelectorAll('tbody button') ?? []).some(
                (b) => Number((b.textContent ?? '').replace(/,/g, '')) === wanted,
              );
            let scroller = table?.parentElement ?? null;
            while (scroller && !(scroller.scrollHeight > scroller.clientHeight && getComputedStyle(scroller).overflowY !== 'visible')) {
              scroller = scroller.parentElement;
            }
            if (!scroller) return shown();
            const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            scroller.scrollTop = 0;
            await frame();
            for (let i = 0; i < 60 && !shown(); i++) {
              if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight) return false;
              scroller.scrollTop += scroller.clientHeight * 0.8;
              await frame();
            }
            return shown();
          }, price),
        { timeout: 20_000 },
      )
      .toBe(true);
  }

  bookOwnMarks(): Locator {
    return this.panel('book').getByTestId('own-order');
  }

  /** A wallet row's balance as a number (0 while the row is missing). */
  async walletBalance(type: string, currency: string): Promise<number> {
    const cell = this.panel('wallets').locator(`tr[data-wallet="${type}-${currency}"] td`).nth(2);
    if ((await cell.count()) === 0) return 0;
    return Number((await cell.textContent())?.replace(/,/g, '') ?? 0);
  }

  /** The row of a position in the positions panel. */
  positionRow(symbol: string): Locator {
    return this.panel('positions').locator(`tr[data-position="${symbol}"]`);
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }
}
