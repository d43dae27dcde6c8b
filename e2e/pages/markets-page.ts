// Page object: the live market list, read the way a trader reads it.
import type { Locator, Page } from '../fixtures';

export class MarketsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/markets');
  }

  row(pair: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: pair, exact: true }) });
  }

  lastPrice(pair: string): Locator {
    return this.row(pair).getByTestId('last-price');
  }

  connection(): Locator {
    return this.page.getByRole('status');
  }
}
