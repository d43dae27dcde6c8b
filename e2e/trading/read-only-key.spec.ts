// A read-only key's workspace (issue 15, item 4): a trader makes a key that may only read on /api,
// then signs in with it from the login page. The desk opens with a notice of the missing write
// permissions; every read keeps working (wallets, the book, orders); each writing control is
// marked disabled with its reason, and using one shows the missing permissions warning without
// sending anything to the exchange.
import { expect, test, clearSiteStorage } from '../fixtures';
import { ApiKeysPage } from '../pages/account/api-keys-page';
import { KeyLogin } from '../pages/auth/key-login';
import { DEMO, TradingDesk, freshDemoSession } from '../pages/trading/trading-desk';
import { WriteControls } from '../pages/trading/write-controls';

test("a read-only key's workspace: reads work, every write control is disabled with its reason", async ({ page, request }) => {
  // The key's mailed code may wait out the 30 s between sends (another spec's key just before).
  test.setTimeout(120_000);
  await freshDemoSession(page, request);
  const keys = new ApiKeysPage(page, { request, email: DEMO.login });
  await keys.open();
  const { apiKey, apiSecret, shown } = await keys.createKey('read-only desk', [
    { name: 'Orders' },
    { name: 'Funding' },
    { name: 'Settings' },
    { name: 'Wallets' },
    { name: 'Account' },
  ]);
  await shown.getByRole('button', { name: 'Done' }).click();

  // A browser of its own: no session, no stored layouts.
  await page.context().clearCookies();
  await clearSiteStorage(page);
  const sent: string[] = [];
  page.on('websocket', (ws) => ws.on('framesent', (f) => sent.push(String(f.payload))));

  await page.goto('/t/BTCUSD');
  await new KeyLogin(page).signIn(apiKey, apiSecret);
  await expect(page).toHaveURL(/\/t\/BTCUSD$/);
  const desk = new TradingDesk(page);
  await expect(page.getByRole('toolbar', { name: 'Workspace' })).toBeVisible();

  const writes = new WriteControls(page);
  await expect(writes.notice()).toContainText('Read-only session');
  await expect(writes.notice()).toContainText('orders, positions, funding, wallets, withdraw, settings, account');

  // Reads: the account's wallets and the market.
  await desk.tab('Wallets').click();
  const wallets = desk.panel('wallets');
  await expect(wallets.getByRole('row').nth(1)).toBeVisible();
  await expect(desk.panel('book').getByRole('row').nth(2)).toBeVisible();

  // Writes: each control says why it is disabled; its use shows the warning.
  const form = desk.orderForm();
  const buy = form.getByRole('button', { name: 'Buy', exact: true });
  await writes.expectBlocked(buy, /may not place, change or cancel orders: it lacks the orders write permission/);
  await writes.expectBlocked(form.getByRole('button', { name: 'Sell', exact: true }), /orders write permission/);
  await expect(form.getByRole('note').filter({ hasText: 'may not place' })).toBeVisible();
  await form.getByLabel('Amount', { exact: true }).fill('0.01');
  expect(await writes.useAndReadWarning(buy)).toContain('(orders write), so it was not sent to the exchange');

  await writes.expectBlocked(wallets.getByRole('button', { name: 'Transfer' }), /may not transfer between wallets/);
  expect(await writes.useAndReadWarning(wallets.getByRole('button', { name: 'Transfer' }))).toContain('(wallets write)');
  await expect(page.getByRole('dialog', { name: /Transfer/ })).toHaveCount(0);

  await desk.tab('Orders').click();
  await writes.expectBlocked(desk.panel('orders').getByRole('button', { name: 'Cancel all' }), /orders write permission/);
  await desk.tab('Funding').click();
  await writes.expectBlocked(
    desk.panel('funding').getByRole('button', { name: 'Lend', exact: true }),
    /may not offer, take or cancel funding/,
  );
  await page.screenshot({ path: 'test-results/read-only-desk-1440.png' });

  // Nothing that writes went to the exchange: no order or offer input on the socket.
  expect(sent.filter((f) => /^\[0,"(on|fon|oc|ou|oc_multi)"/.test(f))).toEqual([]);
});
