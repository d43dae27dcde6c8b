// Security in the browser: a new trader turns on the authenticator app from /security (scanning
// the QR code, or here reading the secret beside it), is asked for its code at the next login,
// sees the logins in the history, and turns the app off again with a code.
import { expect, test } from '@playwright/test';
import { newTraderLoggedIn } from '../pages/auth/new-trader';
import { generateSync } from 'otplib';

test('the authenticator app is turned on from /security, asked for at login, and turned off', async ({ page, request }) => {
  test.setTimeout(90_000);
  const password = 'Security-Page-42';
  const { email, login } = await newTraderLoggedIn(page, request, 'security', password);

  await page.goto('/security');
  await expect(page.getByText('Off: logging in asks only for your password.')).toBeVisible();
  await page.getByRole('button', { name: 'Enable authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code' })).toBeVisible();
  const secret = await page.getByLabel('Secret').inputValue();
  const codeAt = (ms: number) => generateSync({ secret, epoch: Math.floor(ms / 1000) });
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText('2fa');
  await page.getByLabel('Code').fill(codeAt(Date.now()));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The authenticator app is on' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Login history' }).locator('tbody tr').first()).toContainText('Logged in');
  await page.screenshot({ path: 'test-results/security-1440.png' });

  // The next login asks for the code (of the next step: the one just used is spent).
  await page.context().clearCookies();
  await login.open();
  await login.logIn(email, password);
  await expect(login.secondFactorCode()).toBeVisible();
  await login.secondFactorCode().fill(codeAt(Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/security');
  await expect(page.getByText('On: logging in asks for a code')).toBeVisible();
  // Each code works once, and the exchange takes one step ahead at most: wait for the next step.
  await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  await page.getByLabel('Code').fill(codeAt(Date.now() + 30_000));
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The authenticator app is off' })).toBeVisible();
});
