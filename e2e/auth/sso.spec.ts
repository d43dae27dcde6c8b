import { expect, test, type Page } from '../fixtures';
import { Captcha } from '../pages/auth/captcha';
import { LoginPage } from '../pages/auth/login-page';
import { LogoutPage } from '../pages/auth/logout-page';
import { confirmationLink } from '../pages/auth/outbox';
import { chooseCountry } from '../pages/country-picker';

async function throughProvider(page: Page, email: string, passphrase: string): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.singleSignOn().click();
  await expect(page.getByRole('heading', { name: 'Tradedesk local sign-on' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Passphrase').fill(passphrase);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login/);
  // After failed logins from this address the exchange asks for a captcha first.
  await page.waitForLoadState('networkidle');
  // Exactly the login step's form: the sign-up step's form is named "Sign up with single sign-on".
  const step = page.getByRole('form', { name: 'Single sign-on', exact: true });
  if (await new Captcha(page, step).answerIfShown()) await step.getByRole('button', { name: 'Log in with single sign-on' }).click();
}

test('single sign-on: a new identity signs up with its code, confirms, then logs in', async ({ page }) => {
  const email = `sso-${Date.now()}@example.com`;
  await throughProvider(page, email, 'Provider-Pass-9');

  // Back on /login with the code (kept out of the address bar), which has no account yet.
  await expect(page.getByText('This identity has no Tradedesk account yet')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Sign-up always asks for a captcha.
  const captcha = new Captcha(page);
  await expect(captcha.question()).toHaveText(/\d/);
  await captcha.answerIfShown();
  await page.getByLabel('I accept the terms of use and the privacy policy').check();
  // The account is made only once the identity has said which country it lives in.
  await page.getByRole('button', { name: 'Create account with single sign-on' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose the country you live in' })).toBeVisible();
  await chooseCountry(page, 'Country of residence', 'Portugal');
  await page.screenshot({ path: 'test-results/auth-sso-signup.png' });
  await page.getByRole('button', { name: 'Create account with single sign-on' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  await page.goto(await confirmationLink(page.request, email));
  await expect(page.getByText('Your e-mail address is confirmed')).toBeVisible();

  await throughProvider(page, email, 'Provider-Pass-9');
  await expect(page).not.toHaveURL(/\/login/);
  await new LogoutPage(page).expectSignedIn();
});
