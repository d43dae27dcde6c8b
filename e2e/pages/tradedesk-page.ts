// Page object: the tradedesk workspace, read and worked the way a trader does.
import { expect, type Locator, type Page } from '../fixtures';
import { OrderBookPanel } from './order-book-panel';
import { LayoutsMenu } from './layouts-menu';

export type WidgetType =
  | 'markets'
  | 'chart'
  | 'book'
  | 'depth'
  | 'trades'
  | 'derivatives'
  | 'liquidations'
  | 'fundingBook'
  | 'fundingTicker'
  | 'orderForm'
  | 'orders'
  | 'positions';

export class TradedeskPage {
  readonly layouts: LayoutsMenu;

  constructor(readonly page: Page) {
    this.layouts = new LayoutsMenu(page);
  }

  async open(pair?: string): Promise<void> {
    await this.page.goto(pair ? `/tradedesk?pair=${encodeURIComponent(pair)}` : '/tradedesk');
    await expect(this.page.getByRole('toolbar', { name: 'Workspace' })).toBeVisible();
  }

  connection(): Locator {
    return this.page.getByTestId('connection');
  }

  /** Every panel of a widget type (their roots carry data-widget-key="widget/<type>/<id>"). */
  panels(type: WidgetType): Locator {
    return this.page.locator(`[data-widget-key^="widget/${type}/"]`);
  }

  panel(type: WidgetType): Locator {
    return this.panels(type).first();
  }

  /** The widget type of the panel holding the keyboard focus (none: null). */
  async focusedPanelType(): Promise<string | null> {
    return this.page.evaluate(() => document.activeElement?.closest('[data-widget-key]')?.getAttribute('data-widget-type') ?? null);
  }

  /** Presses the next-panel key until the panel of `type` has the focus (at most `limit` times). */
  async focusPanelByKeys(type: WidgetType, limit = 12): Promise<void> {
    for (let i = 0; i < limit; i += 1) {
      const before = await this.focusedPanelType();
      if (before === type) return;
      await this.page.keyboard.press('Alt+BracketRight');
      // The focus moves once the layout has re-rendered.
      await expect.poll(() => this.focusedPanelType()).not.toBe(before);
    }
    expect(await this.focusedPanelType()).toBe(type);
  }

  tab(title: string): Locator {
    return this.page.getByRole('tab', { name: title, exact: true });
  }

  orderBook(): OrderBookPanel {
    return new OrderBookPanel(this.panel('book'));
  }

  pairSelector(): Locator {
    return this.page.getByRole('combobox', { name: 'Pair', exact: true });
  }

  layoutName(): Locator {
    return this.page.getByTestId('layout-name');
  }

  async addWidget(title: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add widget' }).click();
    await this.page.getByRole('menu', { name: 'Widgets' }).getByRole('menuitem', { name: title, exact: true }).click();
  }

  async saveChanges(): Promise<void> {
    await this.page.getByRole('toolbar', { name: 'Workspace' }).getByRole('button', { name: 'Save layout' }).click();
  }

  /** Trade prices shown, newest first. */
  async tradePrices(): Promise<number[]> {
    const cells = this.panel('trades').locator('td[data-side]');
    return (await cells.allTextContents()).map((s) => Number(s.replace(/,/g, '')));
  }

  /** The market list's row of a pair. */
  marketRow(pair: string): Locator {
    return this.panel('markets')
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('button', { name: pair, exact: true }) });
  }
}
