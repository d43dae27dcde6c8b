// Page object: /signup and the "check your e-mail" state after it.
import { expect, type Locator, type Page } from '@playwright/test';
import { Captcha } from './captcha';

export class SignupPage {
  readonly captcha: Captcha;

  constructor(private readonly page: Page) {
    this.captcha = new Captcha(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/signup');
    await expect(this.page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  }

  email(): Locator {
    return this.page.getByLabel('Email', { exact: true });
  }

  password(): Locator {
    return this.page.getByLabel('Password', { exact: true });
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

  async signUp(email: string, password: string): Promise<void> {
    await this.email().fill(email);
    await this.password().fill(password);
    await expect(this.captcha.question()).toHaveText(/\d/);
    await this.captcha.answerIfShown();
    await this.terms().check();
    await this.submit().click();
  }
}
