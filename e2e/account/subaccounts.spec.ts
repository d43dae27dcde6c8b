// Sub-accounts in the browser: a new trader makes one on /subaccounts, funds it from the master
// account, switches to it (the page reloads, the header names the account in use, its wallets are
// its own), is refused changing the login's security there (the missing permissions warning),
// and goes back in one click; a bad name, a taken name and a transfer beyond the balance are
// refused with the reason on screen.
import { expect, test } from '../fixtures';
import { accountInUse, backToMaster, SubaccountsPage } from '../pages/account/subaccounts-page';
import { newTraderLoggedIn } from '../pages/auth/new-trader';

test('a sub-account is made, funded, switched to and left again', async ({ page, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `desk${stamp % 1_000_000}`;
  const { email } = await newTraderLoggedIn(page, request, 'subs', 'Sub-Accounts-42');

  const subs = new SubaccountsPage(page);
  await subs.open();
  await expect(page.getByText('No sub-accounts yet.')).toBeVisible();
  const dialog = subs.dialog();
  await subs.createButton().click();
  await dialog.getByLabel('Name').fill('a b');
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await subs.startCreate(name);
  const row = subs.row(name);
  await expect(row).toContainText('Empty');
  // A name already in use is refused with the exchange's reason.
  await subs.startCreate(name);
  await expect(dialog.getByRole('alert')).toContainText('name: taken');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Funded from the master; more than the master has is refused.
  await subs.startTransfer(name, 'USD', '100000000');
  await expect(dialog.getByRole('alert')).toContainText('not enough USD');
  await dialog.getByLabel('Amount').fill('250');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('250');
  await expect(row).toContainText('USD');
  await page.screenshot({ path: 'test-results/subaccounts-1440.png' });

  // Switched: the page reloads in the sub-account's context.
  await subs.switchTo(name);
  await expect(row.getByText('In use')).toBeVisible();
  await expect(subs.createButton()).toBeDisabled();
  await page.goto('/wallets');
  await expect(accountInUse(page)).toBeVisible();
  const usdRow = page.getByRole('row').filter({ hasText: 'USD' }).first();
  await expect(usdRow).toContainText('250');
  await page.screenshot({ path: 'test-results/subaccounts-in-sub-1440.png' });

  // The login's security is the master's: changing it here is refused, and the missing
  // permissions warning says why and offers the way back.
  await page.goto('/security');
  await page.getByRole('button', { name: 'Enable authenticator app' }).click();
  const warning = page.getByRole('dialog', { name: 'Missing permissions' });
  await expect(warning).toContainText("the login's security belongs to the master account");
  await page.screenshot({ path: 'test-results/subaccounts-missing-permissions-1440.png' });
  await warning.getByRole('button', { name: 'Close' }).click();
  await expect(warning).toHaveCount(0);
  await expect(accountInUse(page)).toBeVisible();

  // One click back to the master.
  await backToMaster(page);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});
