// The modals asked before money moves (account-side §2): a currency's own agreement asked once —
// XRP's, before its first deposit address, remembered on the exchange so neither another method
// nor a reload asks it again — and a withdrawal of a new trader (no authenticator app, security key
// or SMS) confirmed with the six-digit code the exchange mails to its outbox (a new account: the
// demo account's codes are sent by other specs too, and sends are limited to one each 30 s). The
// demo account's agreement is taken back afterwards.
import { expect, test, clearSiteStorage } from '../fixtures';
import { freshDemoSession } from '../pages/trading/trading-desk';
import { DEMO_TRADER } from '../pages/signed-in-desk';
import { lastMailId, mailedCode } from '../pages/auth/outbox';
import { removeSettings } from '../pages/auth/account-api';
import { WithdrawPage } from '../pages/money/withdraw-page';
import { newTraderLoggedIn } from '../pages/auth/new-trader';

const XRP_KEYS = ['terms:currency_XRP:accepted', 'terms:currency_XRP:seen', 'terms:currency_XRP:modified'];
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

test.beforeEach(async ({ page, request }) => {
  await removeSettings(request, DEMO_TRADER.email, DEMO_TRADER.password, XRP_KEYS);
  await freshDemoSession(page, request);
});

test.afterEach(async ({ request }) => {
  await removeSettings(request, DEMO_TRADER.email, DEMO_TRADER.password, XRP_KEYS);
});

test("XRP's agreement is asked before its first deposit address, once", async ({ page }) => {
  await page.goto('/deposit');
  const address = page.getByLabel('Deposit address');
  await page.getByLabel('Method').selectOption('bitcoin');
  await expect(address).toHaveValue(/^bc1q/);
  await page.getByLabel('Method').selectOption('ripple');
  const dialog = page.getByRole('dialog', { name: 'XRP agreement' });
  await expect(dialog).toContainText('XRP asks you to accept its own agreement before your first deposit with it');
  await expect(dialog).toContainText('XRP Deposit and Withdrawal Agreement');
  await expect(dialog).toContainText('destination tag');
  await expect(address).toHaveCount(0);
  await page.screenshot({ path: 'test-results/currency-agreement-1440.png' });
  await dialog.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(address).not.toHaveValue('');

  // Remembered on the exchange: another method and back, or a reload, asks nothing.
  await page.getByLabel('Method').selectOption('bitcoin');
  await expect(address).toHaveValue(/^bc1q/);
  await page.getByLabel('Method').selectOption('ripple');
  await expect(address).not.toHaveValue(/^bc1q/);
  await page.reload();
  await page.getByLabel('Method').selectOption('ripple');
  await expect(address).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a withdrawal is confirmed with the code the exchange mails', async ({ page, request }) => {
  // Out of the demo session the hook opened, into a new trader's.
  await page.context().clearCookies();
  await clearSiteStorage(page);
  const { email } = await newTraderLoggedIn(page, request, 'mailcode', 'Mail-Code-password-1');
  const after = await lastMailId(request, email);
  const withdraw = new WithdrawPage(page);
  await withdraw.open();
  await withdraw.fill('ethereum', 'ETH', ETH_ADDRESS, '0.01');
  await withdraw.submit().click();
  const dialog = withdraw.codeDialog();
  await expect(dialog).toContainText(`we sent a six-digit code to ${email}`);
  const code = await mailedCode(request, email, 'email-code', after);
  expect(code).toMatch(/^\d{6}$/);

  // A wrong code is refused by the exchange, which counts it; the dialog stays.
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByLabel('Code from the e-mail').fill(wrong);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid withdrawal: email code: invalid (4 tries left)');
  await page.screenshot({ path: 'test-results/email-code-1440.png' });

  await dialog.getByLabel('Code from the e-mail').fill(code);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(withdraw.form().getByRole('status')).toHaveText('Your withdrawal request has been successfully submitted.');
  // Confirmed by the code: processing at once, no link to wait for.
  await expect(withdraw.recent().first()).toHaveAttribute('data-status', /PROCESSING|COMPLETED/);
  await expect(withdraw.recent().first()).toContainText('0.01');
});
