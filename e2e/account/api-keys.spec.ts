// API keys in the browser, used by the official client: a key made with Orders (write) and
// Wallets (read) is shown once, verified from the page, works at once in bitfinex-api-node with
// exactly those permissions, shows its last use, and stops when revoked.
import { expect, test } from '@playwright/test';
import BFX from 'bitfinex-api-node';
import models from 'bfx-api-node-models';

const { Order } = models;
import { freshDemoSession } from '../pages/trading/trading-desk';

const baseUrl = () => String(process.env.E2E_BASE ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8791}`);

test('a key made on /api is shown once, works in the official client with its caps, and is revoked', async ({ page, request }) => {
  await freshDemoSession(page, request);
  await page.goto('/api');
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByLabel('Label').fill('e2e bot');
  await dialog.getByRole('checkbox', { name: 'Orders', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'Orders: write' }).check();
  await dialog.getByRole('checkbox', { name: 'Wallets', exact: true }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();

  const shown = page.getByRole('dialog', { name: 'e2e bot' });
  await expect(shown.getByRole('img', { name: 'QR code' })).toBeVisible();
  const apiKey = await shown.getByLabel('API key').inputValue();
  const apiSecret = await shown.getByLabel('API secret').inputValue();
  expect(apiKey.length).toBeGreaterThan(15);
  await shown.getByRole('button', { name: 'Verify' }).click();
  await expect(shown.getByRole('status')).toContainText('The key works: history r, orders rw, positions rw, wallets r');
  await page.screenshot({ path: 'test-results/api-key-1440.png' });
  await shown.getByRole('button', { name: 'Done' }).click();

  // The official client, as a bot would run it.
  const rest = new BFX({ apiKey, apiSecret }).rest(2, { url: baseUrl(), transform: true });
  const wallets = (await rest.wallets()) as unknown[];
  expect(wallets.length).toBeGreaterThan(0);
  const placed = (await rest.submitOrder({
    order: new Order({ type: Order.type.EXCHANGE_LIMIT, symbol: 'tBTCUSD', amount: 0.001, price: 1000 }),
  })) as InstanceType<typeof Order>;
  expect(placed).toMatchObject({ symbol: 'tBTCUSD', amount: 0.001, price: 1000, status: 'ACTIVE' });
  await rest.cancelOrder({ id: placed.id });
  // Settings were not granted: refused with the missing right named.
  const refused = await (rest.getSettings as (p: unknown) => Promise<unknown>)({ keys: [] }).then(
    () => 'accepted',
    (err: { response?: string }) => String(err.response ?? err),
  );
  expect(refused).toContain('apikey: permission denied (settings read)');

  await page.reload();
  const row = page.getByRole('table', { name: 'API keys' }).locator(`tr[data-key="${apiKey}"]`);
  await expect(row).toContainText('e2e bot');
  await expect(row).not.toContainText('Never');
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog', { name: 'Revoke the key' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toHaveCount(0);
  const after = await rest.wallets().then(
    () => 'accepted',
    (err: { response?: string }) => String(err.response ?? err),
  );
  expect(after).toContain('apikey: invalid');
});
