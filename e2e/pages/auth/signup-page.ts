// Page object: /signup, the "check your e-mail" state after it and the link of the mail.
import { expect, type APIRequestContext, type Locator, type Page } from '../../fixtures';
import { CredentialsForm } from './credentials-form';
import { confirmationLink } from './outbox';
import { chooseCountry } from '../country-picker';

export class SignupPage extends CredentialsForm {
  constructor(page: Page) {
    super(page, '/signup');
  }

  heading(): Locator {
    return this.page.getByRole('heading', { name: 'Create your account' });
  }

  terms(): Locator {
    return this.page.getByLabel('I accept the terms of use and the privacy policy');
  }

  submit(): Locator {
    return this.page.getByRole('button', { name: 'Create account', exact: true });
  }

  checkEmail(): Locator {
    return this.page.getByRole('heading', { name: 'Check your e-mail' });
  }

  country(): Locator {
    return this.page.getByRole('combobox', { name: 'Country of residence' });
  }

  /** Signs up from a country, chosen by its name in the exchange's list (the default compliance
   *  country's by default). */
  async signUp(email: string, password: string, country = 'United Kingdom'): Promise<void> {
    await this.email().fill(email);
    await this.password().fill(password);
    await chooseCountry(this.page, 'Country of residence', country);
    await expect(this.captcha.question()).toHaveText(/\d/);
    await this.captcha.answerIfShown();
    await this.terms().check();
    await this.submit().click();
  }

  /** Opens the link of the confirmation mail (read from the exchange's outbox) and sees it taken. */
  async confirmFromMail(request: APIRequestContext, email: string): Promise<void> {
    await this.page.goto(await confirmationLink(request, email));
    await expect(this.page).toHaveURL(/\/confirm-signup\?status=ok$/);
    await expect(this.page.getByText('Your e-mail address is confirmed')).toBeVisible();
  }
}
