// Page object: /custody — the custody account's status and onboarding, the fees, the balances and
// portfolio, the custody fee charged with its history, the transfer form with its confirmation, and
// the transfers.
import { expect, type Locator, type Page } from '../../fixtures';

export class CustodyPage {
  constructor(private readonly page: Page) {}

  /** As a trader finds it: from the wallets, the money pages' Custody tab. */
  async open(): Promise<void> {
    await this.page.goto('/wallets');
    await this.page.getByRole('link', { name: 'Custody', exact: true }).click();
    await expect(this.page).toHaveURL(/\/custody$/);
    await expect(this.page.getByRole('heading', { name: 'Custody', level: 1 })).toBeVisible();
  }

  kyc(): Locator {
    return this.page.getByTestId('custody-kyc');
  }

  /** A currency's row of the balances and portfolio. */
  holding(currency: string): Locator {
    return this.page
      .getByRole('table', { name: 'Balances and portfolio' })
      .locator('tbody tr')
      .filter({ hasText: new RegExp(`^${currency}`) });
  }

  transfers(): Locator {
    return this.page.getByRole('table', { name: 'Transfers' });
  }

  /** The custody fee charged: the schedule, the totals, the last and next charge. */
  charged(): Locator {
    return this.page.getByTestId('custody-charges');
  }

  /** The custody fee history. */
  charges(): Locator {
    return this.page.getByRole('table', { name: 'Custody fee charged' });
  }

  direction(which: 'to custody' | 'to exchange'): Locator {
    return this.page.getByRole('button', {
      name: which === 'to custody' ? 'Exchange wallet → custody' : 'Custody → exchange wallet',
    });
  }

  async fill(currency: string, amount: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Currency' }).selectOption(currency);
    await this.page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  }

  review(): Locator {
    return this.page.getByRole('button', { name: 'Review transfer' });
  }

  confirm(): Locator {
    return this.page.getByRole('dialog', { name: 'Confirm the transfer' });
  }

  outcome(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^Transfer \d+ done/ });
  }
}
