// Page object: /login's way in with an API key and its secret (the session gets the key's
// permissions: a read-only key opens the desk read-only).
import { expect, type Locator, type Page } from '../../fixtures';

export class KeyLogin {
  constructor(private readonly page: Page) {}

  form(): Locator {
    return this.page.getByRole('form', { name: 'Sign in with an API key' });
  }

  /** From the login page: the API key choice, the key and secret, Sign in. */
  async signIn(apiKey: string, apiSecret: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign in with an API key' }).click();
    const form = this.form();
    await expect(form).toBeVisible();
    await form.getByLabel('API key').fill(apiKey);
    await form.getByLabel('API secret').fill(apiSecret);
    await form.getByRole('button', { name: 'Sign in' }).click();
  }
}
