// API keys in the browser, used by the official client: a key made with Orders (write) and
// Wallets (read) is shown once, verified from the page, works at once in bitfinex-api-node with
// exactly those permissions, shows its last use, and stops when revoked.
import { expect, test, suiteExchangeUrl } from '../fixtures';
import models from 'bfx-api-node-models';
import { ApiKeysPage, officialClient, outcome } from '../pages/account/api-keys-page';
import { DEMO, freshDemoSession } from '../pages/trading/trading-desk';

const { Order } = models;

const baseUrl = () => suiteExchangeUrl();

test('a key made on /api is shown once, works in the official client with its caps, and is revoked', async ({ page, request }) => {
  // The key's mailed code may wait out the 30 s between sends (another spec's key just before).
  test.setTimeout(120_000);
  await freshDemoSession(page, request);
  const keys = new ApiKeysPage(page, { request, email: DEMO.login });
  await keys.open();
  const { apiKey, apiSecret, shown } = await keys.createKey('e2e bot', [{ name: 'Orders', write: true }, { name: 'Wallets' }]);
  await shown.getByRole('button', { name: 'Verify' }).click();
  await expect(shown.getByRole('status')).toContainText('The key works: history r, orders rw, positions rw, wallets r');
  await page.screenshot({ path: 'test-results/api-key-1440.png' });
  await shown.getByRole('button', { name: 'Done' }).click();

  // The official client, as a bot would run it.
  const rest = officialClient(baseUrl(), apiKey, apiSecret);
  const wallets = (await rest.wallets()) as unknown[];
  expect(wallets.length).toBeGreaterThan(0);
  const placed = (await rest.submitOrder({
    order: new Order({ type: Order.type.EXCHANGE_LIMIT, symbol: 'tBTCUSD', amount: 0.001, price: 1000 }),
  })) as InstanceType<typeof Order>;
  expect(placed).toMatchObject({ symbol: 'tBTCUSD', amount: 0.001, price: 1000, status: 'ACTIVE' });
  await rest.cancelOrder({ id: placed.id });
  // Settings were not granted: refused with the missing right named.
  const refused = await outcome((rest.getSettings as (p: unknown) => Promise<unknown>)({ keys: [] }));
  expect(refused).toContain('apikey: permission denied (settings read)');

  await page.reload();
  const row = keys.row(apiKey);
  await expect(row).toContainText('e2e bot');
  await expect(row).not.toContainText('Never');
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog', { name: 'Revoke the key' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toHaveCount(0);
  expect(await outcome(rest.wallets())).toContain('apikey: invalid');
});
