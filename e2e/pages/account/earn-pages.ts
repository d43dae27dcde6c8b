// Page objects: /staking, /buy-with-cards and /borrow, each opened as a trader finds it — from the
// wallets, the money pages' tab.
import { expect, type Locator, type Page } from '../../fixtures';

async function openFromWallets(page: Page, tab: string, path: string, heading: string): Promise<void> {
  await page.goto('/wallets');
  await page.getByRole('link', { name: tab, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

export class StakingPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await openFromWallets(this.page, 'Staking', '/staking', 'Staking');
  }

  /** A currency's row of the rates (with the account's stake once signed in). */
  rate(currency: string): Locator {
    return this.page
      .getByRole('table', { name: 'Rates' })
      .locator('tbody tr')
      .filter({ hasText: new RegExp(`^${currency}`) });
  }

  async fill(currency: string, amount: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Currency' }).selectOption(currency);
    await this.page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  }

  stakeButton(): Locator {
    return this.page.getByRole('button', { name: 'Stake', exact: true });
  }

  unstakeButton(): Locator {
    return this.page.getByRole('button', { name: 'Unstake', exact: true });
  }

  /** The page's own outcome line (the exchange's notification also shows as a toast). */
  outcome(): Locator {
    return this.page.getByRole('region', { name: 'Staking' }).getByRole('status');
  }

  history(): Locator {
    return this.page.getByRole('table', { name: 'Your staking' });
  }
}

export class BuyWithCardsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await openFromWallets(this.page, 'Buy with a card', '/buy-with-cards', 'Buy with a card');
  }

  async order(fiat: string, amount: string, currency: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Fiat' }).selectOption(fiat);
    await this.page.getByRole('textbox', { name: /^You pay/ }).fill(amount);
    await this.page.getByRole('combobox', { name: 'You buy' }).selectOption(currency);
  }

  quote(): Locator {
    return this.page.getByRole('region', { name: 'Quote' });
  }

  async card(number: string, expiry: string, cvc: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Card number' }).fill(number);
    await this.page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(expiry);
    await this.page.getByRole('textbox', { name: 'CVC' }).fill(cvc);
  }

  pay(): Locator {
    return this.page.getByRole('button', { name: /^Pay / });
  }

  private region(): Locator {
    return this.page.getByRole('region', { name: 'Buy with a card' });
  }

  refusal(): Locator {
    return this.region().getByRole('alert');
  }

  outcome(): Locator {
    return this.region().getByRole('status');
  }

  history(): Locator {
    return this.page.getByRole('table', { name: 'Your card purchases' });
  }
}

export class BorrowPage {
  constructor(private readonly page: Page) {}

  /** Opens the page; on an account's first visit the funding disclaimer is asked and accepted. */
  async open(firstVisit = true): Promise<void> {
    await openFromWallets(this.page, 'Borrow', '/borrow', 'Borrow');
    if (!firstVisit) return;
    await expect(this.disclaimer()).toContainText('Borrowing places a bid in the funding market');
    await this.disclaimer().getByRole('button', { name: 'I understand' }).click();
    await expect(this.disclaimer()).toHaveCount(0);
  }

  disclaimer(): Locator {
    return this.page.getByRole('dialog', { name: 'Before you borrow' });
  }

  async bid(currency: string, amount: string, dailyPercent: string, days: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Currency' }).selectOption(currency);
    await this.page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
    await this.page.getByRole('textbox', { name: 'Daily rate (%)' }).fill(dailyPercent);
    await this.page.getByRole('textbox', { name: 'Days' }).fill(days);
  }

  submit(): Locator {
    return this.page.getByRole('button', { name: 'Borrow', exact: true });
  }

  warning(): Locator {
    return this.page.getByRole('dialog', { name: 'High-cost loan' });
  }

  outcome(): Locator {
    return this.page.getByRole('region', { name: 'Borrow' }).getByRole('status');
  }

  /** The exchange's refusal of a bid, as it says it. */
  refusal(): Locator {
    return this.page.getByRole('region', { name: 'Borrow' }).getByRole('alert');
  }

  /** The available-to-borrow figure of the chosen currency. */
  available(): Locator {
    return this.page.getByTestId('borrow-available');
  }

  bids(): Locator {
    return this.page.getByRole('table', { name: 'Your bids' });
  }

  loans(): Locator {
    return this.page.getByRole('table', { name: 'Your loans' });
  }
}
