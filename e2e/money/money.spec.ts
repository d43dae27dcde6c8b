// Money in and out in the browser against the embedded exchange: a deposit from its test chain to
// the address the deposit page shows (pending, then credited and told), a withdrawal checked as it
// is typed, saved to the address book and confirmed from the e-mail link, and one above the
// travel rule's threshold that asks its questions and is then taken back.
import { expect, test } from '../fixtures';
import { freshDemoSession } from '../pages/trading/trading-desk';
import { DEMO_TRADER } from '../pages/signed-in-desk';
import { lastMailId, mailLink } from '../pages/auth/outbox';
import { movementRows as rows, toasts, WithdrawPage } from '../pages/money/withdraw-page';

const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

test.beforeEach(async ({ page, request }) => {
  await freshDemoSession(page, request);
});

test('a deposit: the address and its QR code, a new address, a test deposit pending then credited', async ({ page }) => {
  await page.goto('/deposit');
  await page.getByLabel('Method').selectOption('bitcoin');
  const address = page.getByLabel('Deposit address');
  await expect(address).toHaveValue(/^bc1q/);
  await expect(page.getByRole('img', { name: 'QR code' })).toBeVisible();
  const first = await address.inputValue();
  await page.getByRole('button', { name: 'New address' }).click();
  await expect(address).not.toHaveValue(first);
  const fresh = await address.inputValue();
  await page.screenshot({ path: 'test-results/money-deposit-1440.png' });

  await page.getByLabel('Amount to send').fill('0.25');
  await page.getByRole('button', { name: 'Send test deposit' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Sent 0.25 BTC to ${fresh}` })).toBeVisible();
  const deposit = rows(page, 'Recent deposits').first();
  await expect(deposit).toContainText('0.25');
  await expect(deposit).toHaveAttribute('data-status', /PENDING|COMPLETED/);
  await expect(deposit).toHaveAttribute('data-status', 'COMPLETED', { timeout: 15_000 });
  await expect(toasts(page)).toContainText('Deposit of 0.25 BTC credited');

  // The wallets page shows it among the movements.
  await page.getByRole('navigation', { name: 'Money' }).getByRole('link', { name: 'Wallets' }).click();
  await expect(rows(page, 'Deposits and withdrawals').first()).toContainText('Deposit');
  await expect(page.getByRole('table', { name: 'Wallets' })).toBeVisible();
  // The totals come with the page, not at the next change of a wallet.
  await page.reload();
  await expect(page.getByTestId('aum')).toHaveText(/^[\d,]+\.\d{2} USD$/);
});

test('a withdrawal: the address checked, saved to the book, confirmed from the e-mail link and sent', async ({ page, request }) => {
  const after = await lastMailId(request, DEMO_TRADER.email);
  const withdraw = new WithdrawPage(page);
  await withdraw.open();
  await withdraw.method().selectOption('ethereum');
  await withdraw.enterAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  await expect(page.getByText('This is not a ETH address')).toBeVisible();
  await expect(withdraw.submit()).toBeDisabled();
  await withdraw.fill('ethereum', 'ETH', ETH_ADDRESS, '0.1');
  await expect(page.getByTestId('withdraw-sums')).toHaveText('Sent: 0.1 ETH · debited: 0.10135 ETH');
  await page.getByLabel('Save this address as').check();
  await page.getByLabel('Label').fill('Cold wallet');
  await withdraw.sendForLink();
  await expect(withdraw.requested()).toBeVisible();
  const withdrawal = withdraw.recent().first();
  await expect(withdrawal).toHaveAttribute('data-status', 'PENDING');
  await expect(page.getByRole('combobox', { name: 'Address book' })).toContainText('Cold wallet');

  // The e-mail's link confirms it and lands back on the page, which says so.
  const link = await mailLink(request, DEMO_TRADER.email, 'confirm-withdrawal', after);
  await page.goto(link);
  await expect(page).toHaveURL(/\/withdraw\?confirmed=\d+$/);
  await expect(withdraw.confirmed()).toBeVisible();
  await expect(withdraw.recent().first()).toHaveAttribute('data-status', 'COMPLETED', { timeout: 15_000 });
  await expect(toasts(page)).toContainText('Withdrawal of 0.1 ETH sent');
  // A used link says why it does nothing.
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'The confirmation link did not work' })).toBeVisible();
});

test('above the travel rule threshold the form asks who receives it; a withdrawal is taken back', async ({ page }) => {
  const withdraw = new WithdrawPage(page);
  await withdraw.open();
  await withdraw.fill('ethereum', 'ETH', ETH_ADDRESS, '2');
  const travel = page.getByRole('group', { name: 'Travel rule' });
  await expect(travel).toBeVisible();
  await expect(withdraw.submit()).toBeDisabled();
  await travel.getByLabel('Beneficiary first name').fill('Ada');
  await travel.getByLabel('Beneficiary last name').fill('Lovelace');
  await travel.getByLabel('I declare this information is true and complete').check();
  await page.screenshot({ path: 'test-results/money-withdraw-1440.png' });
  await withdraw.sendForLink();
  await expect(withdraw.requested()).toBeVisible();

  const withdrawal = withdraw.recent().first();
  await expect(withdrawal).toHaveAttribute('data-status', 'PENDING');
  await withdrawal.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Cancel the withdrawal' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(withdrawal).toHaveAttribute('data-status', 'CANCELED');
  await expect(toasts(page)).toContainText('Withdrawal of 2 ETH was cancelled; the money is back in your wallet');
});
