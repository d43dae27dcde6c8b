// Page object: /withdraw — the method, the address checked as it is typed, the amount, the
// exchange's refusal under the form and the recent withdrawals; with what the money pages share:
// a movements table's rows and the notification toasts.
import { expect, type Locator, type Page } from '../../fixtures';

/** The rows of a movements table ('Recent withdrawals', 'Deposits and withdrawals', …). */
export function movementRows(page: Page, table: string): Locator {
  return page.getByRole('table', { name: table }).locator('tbody tr');
}

export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Latest notifications' });
}

export class WithdrawPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/withdraw');
    await expect(this.form()).toBeVisible();
  }

  form(): Locator {
    return this.page.getByRole('form', { name: 'Withdraw' });
  }

  method(): Locator {
    return this.page.getByLabel('Method');
  }

  address(): Locator {
    return this.page.getByLabel('Address', { exact: true });
  }

  amount(): Locator {
    return this.page.getByLabel('Amount', { exact: true });
  }

  submit(): Locator {
    return this.page.getByRole('button', { name: 'Withdraw' });
  }

  /** The exchange's refusal, under the form. */
  refusal(): Locator {
    return this.form().getByRole('alert');
  }

  /** Types an address and leaves the field, which has it checked. */
  async enterAddress(address: string): Promise<void> {
    await this.address().fill(address);
    await this.address().blur();
  }

  /** A withdrawal filled in: the method, a valid address (as the page says) and the amount. */
  async fill(method: string, currency: string, address: string, amount: string): Promise<void> {
    await this.method().selectOption(method);
    await this.enterAddress(address);
    await expect(this.page.getByText(`A valid ${currency} address`)).toBeVisible();
    await this.amount().fill(amount);
  }

  /** The mailed code's dialog, asked of an account with no authenticator app, security key or SMS. */
  codeDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Confirm with the code we e-mailed you' });
  }

  beneficiaryDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Who receives this withdrawal?' });
  }

  /** Sends the withdrawal to wait for the e-mail link (answering what is asked first). */
  async sendForLink(): Promise<void> {
    await this.submit().click();
    await this.answerAsks();
  }

  /**
   * Answers what a withdrawal asks once sent: above the travel rule's threshold the beneficiary is
   * the trader; an account with no other second factor is asked for the mailed code, and takes
   * the e-mailed link instead.
   */
  async answerAsks(): Promise<void> {
    const code = this.codeDialog();
    const beneficiary = this.beneficiaryDialog();
    await expect(beneficiary.or(code).or(this.requested()).or(this.refusal()).first()).toBeVisible();
    if (await beneficiary.isVisible()) {
      await beneficiary.getByRole('button', { name: 'Continue' }).click();
      await expect(code.or(this.requested()).or(this.refusal()).first()).toBeVisible();
    }
    if (await code.isVisible()) await code.getByRole('button', { name: 'Confirm from the e-mailed link instead' }).click();
  }

  /** What the form says once the exchange took a withdrawal that waits for the e-mail link (the
   *  notification's toast may say it too). */
  requested(): Locator {
    return this.form().getByRole('status').filter({ hasText: 'confirm it from the link' });
  }

  /** What the page says when the e-mail's link brought the browser back to it. */
  confirmed(): Locator {
    return this.page.getByRole('status').filter({ hasText: /Withdrawal #\d+ is confirmed and being processed/ });
  }

  recent(): Locator {
    return movementRows(this.page, 'Recent withdrawals');
  }
}
