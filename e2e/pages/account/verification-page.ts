// Page object: /verification — the level the account has, the state of its submission, and the
// Basic Plus form (name, country of residence, the prohibited-person question); with the deposit
// page's modal that sends an unverified trader there.
import { expect, type Locator, type Page } from '../../fixtures';
import { chooseCountry } from '../country-picker';

/** /deposit's refusal of an account below the level deposits need. */
export function verificationNeeded(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Verification needed' });
}

export class VerificationPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/verification');
    await expect(this.level()).toBeVisible();
  }

  /** "Your level: …". */
  level(): Locator {
    return this.page.getByTestId('verification-level');
  }

  /** "Under review: level …", "Approved: level …". */
  status(): Locator {
    return this.page.getByTestId('verification-status');
  }

  form(): Locator {
    return this.page.getByRole('form', { name: 'Verification' });
  }

  /** The fields of Basic Plus (the country of residence by its name in the exchange's list), the
   *  prohibited-person question left unanswered. */
  async fillBasicPlus(data: { firstName: string; lastName: string; country: string }): Promise<void> {
    await this.form().getByLabel('First name').fill(data.firstName);
    await this.form().getByLabel('Last name').fill(data.lastName);
    await chooseCountry(this.form(), /^Country of residence/, data.country);
  }

  /** The prohibited-person question's No. */
  notProhibited(): Locator {
    return this.form().getByRole('radio', { name: 'No' });
  }

  submit(): Locator {
    return this.form().getByRole('button', { name: 'Submit for review' });
  }
}
