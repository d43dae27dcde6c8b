// The demo block (issue 15, item 2): the demo trader in paper trading tries a withdrawal, which
// moves real money: the modal stops it; keeping paper trading sends nothing, turning it off sends
// the withdrawal and leaves paper trading off on the exchange.
import { expect, test, type APIRequestContext } from '../fixtures';
import { freshDemoSession } from '../pages/trading/trading-desk';
import { WithdrawPage } from '../pages/money/withdraw-page';
import { ACCOUNT_CALLS } from '../../src/protocol/calls/account';

const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const PAPER_KEY = 'is_ppt';

async function setPaper(request: APIRequestContext, token: string, on: boolean): Promise<void> {
  await request.post(ACCOUNT_CALLS.settingsSet.path, { headers: { 'bfx-token': token }, data: { settings: { [PAPER_KEY]: on } } });
}

async function paperOn(request: APIRequestContext, token: string): Promise<unknown> {
  const res = await request.post(ACCOUNT_CALLS.settings.path, { headers: { 'bfx-token': token }, data: { keys: [PAPER_KEY] } });
  return ((await res.json()) as Array<[string, unknown]>).find(([k]) => k === PAPER_KEY)?.[1];
}

let token = '';
test.beforeEach(async ({ page, request }) => {
  token = await freshDemoSession(page, request);
  // The demo trader has turned paper trading on (the order form's toggle keeps it so).
  await setPaper(request, token, true);
});
test.afterEach(async ({ request }) => {
  // The demo account is shared by the suite: leave it trading real funds.
  await setPaper(request, token, false);
});

test('a withdrawal in paper trading is stopped by the demo block until paper trading is off', async ({ page, request }) => {
  const withdraw = new WithdrawPage(page);
  await withdraw.open();
  await withdraw.fill('ethereum', 'ETH', ETH_ADDRESS, '0.1');
  const dialog = page.getByRole('dialog', { name: 'Paper trading is on' });

  await withdraw.submit().click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('A withdrawal of ETH moves real money');
  await page.screenshot({ path: 'test-results/demo-block-1440.png' });
  await dialog.getByRole('button', { name: 'Keep paper trading', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(withdraw.requested()).toHaveCount(0);
  expect(await paperOn(request, token)).toBe(true);

  await withdraw.submit().click();
  await dialog.getByRole('button', { name: 'Turn paper trading off and withdraw', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await withdraw.answerAsks();
  await expect(withdraw.requested()).toBeVisible();
  await expect.poll(() => paperOn(request, token)).toBe(false);
});
