// Page object: /subaccounts — a sub-account made with a name, money moved to it from the master,
// switched to (the header then names the account in use) and back to the master.
import { expect, type Locator, type Page } from '../../fixtures';

/** The header's badge of the sub-account in use, with its Back to master button. */
export function accountInUse(page: Page): Locator {
  return page.getByTestId('account-in-use');
}

export class SubaccountsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/subaccounts');
    await expect(this.page.getByRole('heading', { name: 'Sub-accounts', level: 1 })).toBeVisible();
  }

  createButton(): Locator {
    return this.page.getByRole('button', { name: 'Create sub-account' });
  }

  /** The dialog open (Create, Transfer). */
  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  row(name: string): Locator {
    return this.page.locator(`tr[data-subaccount="${name}"]`);
  }

  /** Create sub-account with a name, sent (the dialog closes when the exchange took it). */
  async startCreate(name: string): Promise<void> {
    await this.createButton().click();
    await this.dialog().getByLabel('Name').fill(name);
    await this.dialog().getByRole('button', { name: 'Create' }).click();
  }

  /** The transfer dialog of a sub-account, filled with a currency and an amount from the master
   *  and sent (the dialog stays open with the reason when refused). */
  async startTransfer(name: string, currency: string, amount: string): Promise<void> {
    await this.page.getByRole('button', { name: `Transfer with ${name}` }).click();
    await this.dialog().getByLabel('Currency').selectOption(currency);
    await this.dialog().getByLabel('Amount').fill(amount);
    await this.dialog().getByRole('button', { name: 'Transfer' }).click();
  }

  /** Switch to: the page reloads in the sub-account's context. */
  async switchTo(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Switch to ${name}` })
      .click();
    await expect(accountInUse(this.page)).toContainText(`Sub-account ${name}`);
  }
}

/** Back to master from the header, on whichever page. */
export async function backToMaster(page: Page): Promise<void> {
  await accountInUse(page).getByRole('button', { name: 'Back to master' }).click();
  await expect(accountInUse(page)).toHaveCount(0);
}
