// Page object: /api — a key made with a label and permissions, its key and secret read from the
// dialog that shows them once, and its row in the keys table; and the key in the official client
// (bitfinex-api-node), as a bot runs it against the exchange. A login with no other second factor
// confirms the key with the code mailed to it, read from the exchange's dev outbox.
import { expect, type APIRequestContext, type Locator, type Page } from '../../fixtures';
import BFX from 'bitfinex-api-node';
import { lastMailId, mailedCode } from '../auth/outbox';

/** A permission of the Create dialog, with its write box when `write`. */
export interface KeyPermission {
  name: 'Orders' | 'Funding' | 'Settings' | 'Wallets' | 'Account';
  write?: boolean;
}

/** Where the login's mailed codes go, for a login with no other second factor. */
export interface KeyMail {
  request: APIRequestContext;
  email: string;
}

export class ApiKeysPage {
  constructor(
    private readonly page: Page,
    private readonly mail?: KeyMail,
  ) {}

  /** The mailed code's dialog (a login with no authenticator app, security key or SMS). */
  codeDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Confirm with the code we e-mailed you' });
  }

  /**
   * Answers the mailed code's dialog from the outbox (mail newer than `after`). The code sends of
   * a login are limited to one each 30 s: when another spec's key asked one a moment ago, the
   * dialog says so, and a new code is asked once the wait is over.
   */
  async confirmByMail(after: number): Promise<void> {
    if (!this.mail) throw new Error('this login confirms keys by a mailed code: give the page its mail');
    const dialog = this.codeDialog();
    const waiting = dialog.getByRole('alert').filter({ hasText: /sent a moment ago \(ask again in (\d+) s\)/ });
    await expect(dialog.getByText(/we sent a six-digit code|sent a moment ago/).first()).toBeVisible();
    if (await waiting.isVisible()) {
      const wait = Number(/ask again in (\d+) s/.exec((await waiting.textContent()) ?? '')?.[1] ?? '30');
      await this.page.waitForTimeout((wait + 1) * 1000);
      await dialog.getByRole('button', { name: 'Send a new code' }).click();
    }
    await dialog.getByLabel('Code from the e-mail').fill(await mailedCode(this.mail.request, this.mail.email, 'email-code', after));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }

  async open(): Promise<void> {
    await this.page.goto('/api');
    await expect(this.page.getByRole('button', { name: 'Create key' })).toBeVisible();
  }

  /** Create key: the label and permissions chosen, created; the dialog showing the new key is left
   *  open for the test (key, secret, Verify, Done). */
  async createKey(label: string, permissions: KeyPermission[]): Promise<{ apiKey: string; apiSecret: string; shown: Locator }> {
    await this.page.getByRole('button', { name: 'Create key' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByLabel('Label').fill(label);
    for (const p of permissions) {
      await dialog.getByRole('checkbox', { name: p.name, exact: true }).check();
      if (p.write) await dialog.getByRole('checkbox', { name: `${p.name}: write` }).check();
    }
    const after = this.mail ? await lastMailId(this.mail.request, this.mail.email) : 0;
    await dialog.getByRole('button', { name: 'Create' }).click();
    const shown = this.page.getByRole('dialog', { name: label });
    await expect(shown.or(this.codeDialog()).first()).toBeVisible();
    if (await this.codeDialog().isVisible()) await this.confirmByMail(after);
    await expect(shown.getByRole('img', { name: 'QR code' })).toBeVisible();
    const apiKey = await shown.getByLabel('API key').inputValue();
    const apiSecret = await shown.getByLabel('API secret').inputValue();
    expect(apiKey.length).toBeGreaterThan(15);
    return { apiKey, apiSecret, shown };
  }

  row(apiKey: string): Locator {
    return this.page.getByRole('table', { name: 'API keys' }).locator(`tr[data-key="${apiKey}"]`);
  }
}

/** The official client's REST v2 with a key, on an exchange's address. */
export function officialClient(url: string, apiKey: string, apiSecret: string) {
  return new BFX({ apiKey, apiSecret }).rest(2, { url, transform: true });
}

/** What a call of the official client came to: 'accepted', or the exchange's refusal as the
 *  client reports it. */
export function outcome(call: Promise<unknown>): Promise<string> {
  return call.then(
    () => 'accepted',
    (err: { response?: string }) => String(err.response ?? err),
  );
}
