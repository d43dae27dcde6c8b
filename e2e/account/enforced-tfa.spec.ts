// Enforced two-factor authentication in the browser: a trader with the authenticator app turns
// on "Enforce two-factor authentication" on /security (approved with a code), and then cannot
// turn the app off: the exchange refuses and the page says why.
import { expect, test } from '../fixtures';
import { generateSync } from 'otplib';
import { newTraderLoggedIn } from '../pages/auth/new-trader';

test('enforced 2FA keeps the last second factor, and says so', async ({ page, request }) => {
  test.setTimeout(120_000);
  await newTraderLoggedIn(page, request, 'enforced', 'Enforced-Factor-42');

  await page.goto('/security');
  await page.getByRole('button', { name: 'Enable authenticator app' }).click();
  const secret = await page.getByLabel('Secret').inputValue();
  const codeAt = (ms: number) => generateSync({ secret, epoch: Math.floor(ms / 1000) });
  await page.getByLabel('Code').fill(codeAt(Date.now()));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The authenticator app is on' })).toBeVisible();

  const enforce = page.getByRole('checkbox', { name: /Enforce two-factor authentication/ });
  await expect(enforce).not.toBeChecked();
  await enforce.check();
  await page.getByRole('button', { name: 'Save session settings' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve the change' });
  // The code just used is spent: the next step's (the exchange takes one step ahead).
  await approve.getByLabel('Code').fill(codeAt(Date.now() + 30_000));
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(enforce).toBeChecked();

  // Turning the only second factor off is refused, before any code is spent.
  await page.getByLabel('Code').fill(codeAt(Date.now()));
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'enforced on this account' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('On: logging in asks for a code')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Enforce two-factor authentication/ })).toBeChecked();
});
