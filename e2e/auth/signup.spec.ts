import { expect, test } from '../fixtures';
import { LoginPage } from '../pages/auth/login-page';
import { LogoutPage } from '../pages/auth/logout-page';
import { SignupPage } from '../pages/auth/signup-page';

test('a new trader signs up, confirms the e-mail from the outbox, and logs in', async ({ page }) => {
  const email = `trader-${Date.now()}@example.com`;
  const password = 'Quiet-Harbour-42';
  const signup = new SignupPage(page);
  await signup.open();
  await page.screenshot({ path: 'test-results/auth-signup.png' });

  // The form says what the password still lacks before anything is sent.
  await signup.password().fill('aaaaaaa');
  await expect(page.getByText('at least 8 characters')).toBeVisible();
  await signup.signUp(email, password);
  await expect(signup.checkEmail()).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.screenshot({ path: 'test-results/auth-check-email.png' });

  await signup.confirmFromMail(page.request, email);
  await page.screenshot({ path: 'test-results/auth-confirm-signup.png' });

  await page.getByRole('region', { name: 'E-mail confirmation' }).getByRole('link', { name: 'Log in' }).click();
  const login = new LoginPage(page);
  await expect(login.heading()).toBeVisible();
  await login.logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.screenshot({ path: 'test-results/auth-first-session.png' });
  await new LogoutPage(page).expectSignedIn();
});

test('a confirmation link that is not valid offers a new one', async ({ page }) => {
  await page.goto('/api/email/confirm?token=not-a-token');
  await expect(page).toHaveURL(/\/confirm-signup\?status=invalid$/);
  await expect(page.getByText('This confirmation link is invalid or has expired')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
});
