// Page object: /api — a key made with a label and permissions, its key and secret read from the
// dialog that shows them once, and its row in the keys table; and the key in the official client
// (bitfinex-api-node), as a bot runs it against the exchange.
import { expect, type Locator, type Page } from '@playwright/test';
import BFX from 'bitfinex-api-node';

/** A permission of the Create dialog, with its write box when `write`. */
export interface KeyPermission {
  name: 'Orders' | 'Funding' | 'Settings' | 'Wallets' | 'Account';
  write?: boolean;
}

export class ApiKeysPage {
  constructor(private readonly page: Page) {}

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
    await dialog.getByRole('button', { name: 'Create' }).click();
    const shown = this.page.getByRole('dialog', { name: label });
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
