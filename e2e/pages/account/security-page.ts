// Page object: /security — the authenticator app (turned on from its QR code's secret), the
// security keys, the withdrawal address whitelist and the approval of a change with a code.
import { expect, type Locator, type Page } from '../../fixtures';
import { AuthenticatorApp } from '../auth/authenticator-app';

export class SecurityPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/security');
    await expect(this.page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  }

  /** The authenticator app's section. */
  otp(): Locator {
    return this.page.getByRole('region', { name: 'Two-factor authentication' });
  }

  otpCode(): Locator {
    return this.otp().getByLabel('Code');
  }

  /** Enable authenticator app: the QR code and, beside it, the secret an app reads from it. */
  async beginAuthenticatorApp(): Promise<AuthenticatorApp> {
    await expect(this.otp().getByText('Off: logging in asks only for your password.')).toBeVisible();
    await this.otp().getByRole('button', { name: 'Enable authenticator app' }).click();
    await expect(this.otp().getByRole('img', { name: 'QR code' })).toBeVisible();
    return new AuthenticatorApp(await this.otp().getByLabel('Secret').inputValue());
  }

  async confirmAuthenticatorApp(code: string): Promise<void> {
    await this.otpCode().fill(code);
    await this.otp().getByRole('button', { name: 'Confirm' }).click();
  }

  otpOn(): Locator {
    return this.otp().getByText('On: logging in asks for a code');
  }

  keys(): Locator {
    return this.page.getByRole('region', { name: 'Security keys' });
  }

  keyTable(): Locator {
    return this.keys().getByRole('table', { name: 'Security keys' });
  }

  /** Registers a key under a name (the browser's authenticator answers). */
  async addSecurityKey(name: string): Promise<void> {
    await this.keys().getByLabel('Key name').fill(name);
    await this.keys().getByRole('button', { name: 'Add security key' }).click();
    await expect(this.keys().getByRole('status')).toHaveText('The security key is added: logins now offer it.');
  }

  whitelist(): Locator {
    return this.page.getByRole('region', { name: 'Withdrawal address whitelist' });
  }

  /** Turns the whitelist of a currency on (e.g. 'eth'); its first address field comes with it. */
  async addWhitelistCurrency(code: string): Promise<void> {
    await expect(this.whitelist().getByRole('button', { name: 'Add currency' })).toBeEnabled();
    await this.whitelist().getByLabel('Currency', { exact: true }).fill(code);
    await this.whitelist().getByRole('button', { name: 'Add currency' }).click();
  }

  /** The n-th (from 1) address field of a currency, e.g. "ETH address 1". */
  whitelistAddress(currency: string, n: number): Locator {
    return this.whitelist().getByLabel(`${currency} address ${n}`);
  }

  saveWhitelist(): Locator {
    return this.whitelist().getByRole('button', { name: 'Save whitelist' });
  }

  approveDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Approve the change' });
  }

  /** Approves the pending change with a code and waits for it to be saved. */
  async approve(code: string): Promise<void> {
    await this.approveDialog().getByLabel('Code').fill(code);
    await this.approveDialog().getByRole('button', { name: 'Approve' }).click();
    // The page's own outcome (a notification's toast is outside it).
    const page = this.page.getByRole('region', { name: 'Security', exact: true });
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  }
}
