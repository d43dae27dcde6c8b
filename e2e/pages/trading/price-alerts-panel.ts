// Page object: the Price alerts panel, and setting an alert from the chart (Alt+click at a height)
// and from the book (Alt+click on a level's price), the ways a trader does.
import { expect, type Locator, type Page } from '../../fixtures';

const num = (s: string | null | undefined) => Number((s ?? '').replace(/[^\d.]/g, ''));

export class PriceAlertsPanel {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  /** Adds the panel from the workspace's Add widget menu. */
  static async added(page: Page): Promise<PriceAlertsPanel> {
    await page.getByRole('button', { name: 'Add widget' }).click();
    await page.getByRole('menu', { name: 'Widgets' }).getByRole('menuitem', { name: 'Price alerts', exact: true }).click();
    const panel = new PriceAlertsPanel(page, page.locator('[data-widget-key^="widget/priceAlerts/"]').first());
    await expect(panel.priceField()).toBeVisible();
    return panel;
  }

  priceField(): Locator {
    return this.root.getByLabel('Alert price', { exact: true });
  }

  async add(price: string): Promise<void> {
    await this.priceField().fill(price);
    await this.root.getByRole('button', { name: 'Add alert', exact: true }).click();
  }

  /** The panel's one line of what its last request did. */
  refusal(): Locator {
    return this.root.getByRole('alert');
  }

  done(): Locator {
    return this.root.getByRole('status');
  }

  /** The pair's last price the panel shows. */
  async lastPrice(): Promise<number> {
    const last = this.root.getByTestId('alerts-last');
    await expect(last).toHaveText(/\d/);
    return num(await last.textContent());
  }

  rows(): Locator {
    return this.root.locator('tbody tr[data-alert]');
  }

  row(price: number): Locator {
    return this.root.locator(`tbody tr[data-alert="${price}"]`);
  }

  /** The prices of the alerts listed, as the exchange keeps them. */
  async prices(): Promise<number[]> {
    return (await this.rows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-alert')))).map(Number);
  }

  async delete(price: number, shown: string): Promise<void> {
    await this.row(price)
      .getByRole('button', { name: `Delete alert ${shown}`, exact: true })
      .click();
  }
}

/** The chart's candles (the panel's canvas): an Alt+click there sets an alert at that height. */
export function chartCanvas(page: Page): Locator {
  return page
    .locator('[data-widget-key^="widget/chart/"]')
    .first()
    .getByRole('img', { name: /^Candlestick chart of/ });
}

/** Alt+click at `fraction` of the chart's height (0 the top), in the middle of its width. */
export async function altClickChart(page: Page, fraction: number): Promise<void> {
  const box = await chartCanvas(page).boundingBox();
  if (!box) throw new Error('chart not visible');
  await chartCanvas(page).click({ modifiers: ['Alt'], position: { x: box.width / 2, y: box.height * fraction } });
}
