// Verification and freeze in the browser: a new trader asking for a deposit address is told the
// level deposits need and led to /verification, submits the Basic Plus data (the prohibited-person
// question warns on Yes), sees it under review then approved, and gets the address; /account shows
// the level. The account is frozen from /freeze and lifted with the password, and frozen again
// signed out, from the link of the freeze mail.
import { expect, test } from '../fixtures';
import { VerificationPage, verificationNeeded } from '../pages/account/verification-page';
import { newTraderLoggedIn } from '../pages/auth/new-trader';
import { mailLink } from '../pages/auth/outbox';
import { ACCOUNT_CALLS } from '../../src/protocol/calls/account';
import { TYPE_ACCOUNT_KEY } from '../../src/models/account/verification';

test('a new trader verifies to Basic Plus from the deposit page, then freezes and unfreezes the account', async ({ page, request }) => {
  test.setTimeout(120_000);
  const password = 'Verify-Page-42x';
  const { email } = await newTraderLoggedIn(page, request, 'verify', password);

  await page.goto('/deposit');
  const modal = verificationNeeded(page);
  await expect(modal).toContainText('Deposit needs verification level Basic Plus; your account is Basic.');
  await modal.getByRole('button', { name: 'Verify now' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  const verification = new VerificationPage(page);
  await expect(verification.level()).toHaveText('Your level: Basic');

  const form = verification.form();
  await verification.fillBasicPlus({ firstName: 'Ada', lastName: 'Lovelace', country: 'United Kingdom' });
  await expect(verification.submit()).toBeDisabled();
  await form.getByRole('radio', { name: 'Yes' }).check();
  const warning = page.getByRole('dialog', { name: 'Prohibited persons' });
  await expect(warning).toContainText('cannot serve prohibited persons');
  await warning.getByRole('button', { name: 'No' }).click();
  await expect(verification.notProhibited()).toBeChecked();
  await verification.submit().click();
  await expect(verification.status()).toContainText('Under review: level Basic Plus');
  await page.screenshot({ path: 'test-results/verification-1440.png' });
  await expect(verification.status()).toContainText('Approved: level Basic Plus', { timeout: 20_000 });
  await expect(verification.level()).toHaveText('Your level: Basic Plus');
  // The next level's form asks for the address.
  await expect(form.getByLabel('Street *')).toBeVisible();

  await page.goto('/deposit');
  await expect(page.getByRole('img', { name: 'QR code' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('Basic Plus');
  await page.screenshot({ path: 'test-results/account-1440.png' });

  // Frozen from /freeze: the order form says so; lifted with the password.
  await page.goto('/freeze');
  await page.getByRole('button', { name: 'Freeze my account' }).click();
  await page.getByRole('dialog', { name: 'Freeze your account?' }).getByRole('button', { name: 'Freeze my account' }).click();
  await expect(page.getByTestId('frozen')).toBeVisible();
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Lift the freeze' }).click();
  await expect(page.getByRole('alert')).toContainText('password: invalid');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Lift the freeze' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The freeze is lifted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Freeze my account' })).toBeVisible();

  // Signed out: a freeze link by mail, which freezes at once.
  await page.context().clearCookies();
  await page.goto('/freeze');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send freeze link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a freeze link is on its way' })).toBeVisible();
  await page.goto(await mailLink(request, email, 'freeze-account'));
  await expect(page).toHaveURL(/\/freeze\?status=frozen$/);
  await expect(page.getByRole('status').filter({ hasText: 'the account is frozen' })).toBeVisible();
});

test('what a trader types keeps when the stored account type arrives after the form', async ({ page, request }) => {
  await newTraderLoggedIn(page, request, 'verify-late', 'Verify-Late-42x');
  // The account type's read (a settings read naming it) answers late, as on a slow line.
  const late = { answered: false };
  await page.route(`**${ACCOUNT_CALLS.settings.path}`, async (route) => {
    if (!(route.request().postData() ?? '').includes(TYPE_ACCOUNT_KEY)) return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
    late.answered = true;
  });
  const verification = new VerificationPage(page);
  await verification.open();
  const first = verification.form().getByLabel('First name');
  await first.fill('Ada');
  await expect.poll(() => late.answered).toBe(true);
  await expect(verification.form().getByLabel('Account type')).toBeVisible();
  await expect(first).toHaveValue('Ada');
});
