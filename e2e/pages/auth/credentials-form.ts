// What the login and sign-up pages share: a route with its heading, the e-mail and password
// fields, and the local captcha that may appear under them.
import { expect, type Locator, type Page } from '../../fixtures';
import { Captcha } from './captcha';

export abstract class CredentialsForm {
  readonly captcha: Captcha;

  constructor(
    protected readonly page: Page,
    private readonly path: string,
  ) {
    this.captcha = new Captcha(page);
  }

  abstract heading(): Locator;

  async open(): Promise<void> {
    await this.page.goto(this.path);
    await expect(this.heading()).toBeVisible();
  }

  email(): Locator {
    return this.page.getByLabel('Email', { exact: true });
  }

  password(): Locator {
    return this.page.getByLabel('Password', { exact: true });
  }
}
