import { expect, test } from '../fixtures';
import { enableSecondFactor, confirmedAccount } from '../pages/auth/account-api';
import { LoginPage } from '../pages/auth/login-page';
import { LogoutPage } from '../pages/auth/logout-page';

test('an account with a second factor asks for the authentication code', async ({ page, request }) => {
  const email = `otp-${Date.now()}@example.com`;
  const password = 'Second-Factor-77';
  await confirmedAccount(request, email, password);
  const codeAt = await enableSecondFactor(request, email, password);

  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, password);
  await expect(login.secondFactor()).toBeVisible();
  await login.enterCode('000000');
  await expect(login.error()).toHaveText('2fa: code invalid');
  await page.screenshot({ path: 'test-results/auth-second-factor.png' });

  // The code of the next 30-second step: the one used to turn the factor on is spent.
  await login.enterCode(codeAt(Date.now() + 30_000));
  await expect(page).not.toHaveURL(/\/login/);
  await new LogoutPage(page).expectSignedIn();
});
