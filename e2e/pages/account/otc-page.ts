// Page object: /otc — the quote request (pair, side, amount), the firm quote with its countdown,
// Accept quote, and the account's quotes.
import { expect, type Locator, type Page } from '../../fixtures';

export class OtcPage {
  constructor(private readonly page: Page) {}

  /** As a trader finds it: from the wallets, the money pages' OTC desk tab. */
  async open(): Promise<void> {
    await this.page.goto('/wallets');
    await this.page.getByRole('link', { name: 'OTC desk', exact: true }).click();
    await expect(this.page).toHaveURL(/\/otc$/);
    await expect(this.page.getByRole('heading', { name: 'OTC desk', level: 1 })).toBeVisible();
  }

  /** Asks for a firm quote and waits for it to show. */
  async requestQuote(pair: string, side: 'Buy' | 'Sell', amount: string): Promise<Locator> {
    await this.page.getByRole('combobox', { name: 'Pair' }).selectOption({ label: pair });
    await this.page.getByRole('combobox', { name: 'Side' }).selectOption({ label: side });
    await this.page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
    await this.page.getByRole('button', { name: 'Get quote' }).click();
    const quote = this.quote();
    await expect(quote).toBeVisible();
    return quote;
  }

  quote(): Locator {
    return this.page.getByRole('region', { name: 'Firm quote' });
  }

  countdown(): Locator {
    return this.quote().getByRole('timer');
  }

  accept(): Locator {
    return this.page.getByRole('button', { name: 'Accept quote' });
  }

  history(): Locator {
    return this.page.getByRole('table', { name: 'Your quotes' });
  }
}
