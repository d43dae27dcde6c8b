// Security in the browser: a new trader turns on the authenticator app from /security (scanning
// the QR code, or here reading the secret beside it), is asked for its code at the next login,
// sees the logins in the history, and turns the app off again with a code.
import { expect, test } from '../fixtures';
import { SecurityPage } from '../pages/account/security-page';
import { newTraderLoggedIn } from '../pages/auth/new-trader';

test('the authenticator app is turned on from /security, asked for at login, and turned off', async ({ page, request }) => {
  test.setTimeout(90_000);
  const password = 'Security-Page-42';
  const { email, login } = await newTraderLoggedIn(page, request, 'security', password);

  const security = new SecurityPage(page);
  await security.open();
  const app = await security.beginAuthenticatorApp();
  await security.confirmAuthenticatorApp('000000');
  await expect(security.otp().getByRole('alert')).toContainText('2fa');
  await security.confirmAuthenticatorApp(await app.nextCode());
  await expect(page.getByRole('status').filter({ hasText: 'The authenticator app is on' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Login history' }).locator('tbody tr').first()).toContainText('Logged in');
  await page.screenshot({ path: 'test-results/security-1440.png' });

  // The next login asks for the code (of the next step: the one just used is spent).
  await page.context().clearCookies();
  await login.open();
  await login.logIn(email, password);
  await expect(login.secondFactorCode()).toBeVisible();
  await login.enterCode(await app.nextCode());
  await expect(page).not.toHaveURL(/\/login/);

  await security.open();
  await expect(security.otpOn()).toBeVisible();
  // Each code works once, and the exchange takes one step ahead at most: nextCode() waits.
  await security.otpCode().fill(await app.nextCode());
  await security.otp().getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The authenticator app is off' })).toBeVisible();
});
