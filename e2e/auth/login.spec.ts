import { expect, test } from '../fixtures';
import { LoginPage } from '../pages/auth/login-page';
import { LogoutPage } from '../pages/auth/logout-page';

const DEMO_EMAIL = 'demo@tradedesk.local';
const DEMO_PASSWORD = 'demo-Tradedesk-1';

test("a wrong password shows the exchange's refusal next to the form", async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await page.screenshot({ path: 'test-results/auth-login.png' });
  await login.logIn(DEMO_EMAIL, 'not-the-password');
  await expect(login.error()).toHaveText('login: invalid e-mail or password');
  await expect(login.password()).toHaveValue('');
  await expect(page).toHaveURL(/\/login$/);
  await page.screenshot({ path: 'test-results/auth-login-error.png' });
});

test('the demo account logs in', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/markets$/);
  await new LogoutPage(page).expectSignedIn();
});

test('a login-required page sends a visitor to log in, and back there afterwards', async ({ page }) => {
  await page.goto('/wallets?tab=exchange');
  const login = new LoginPage(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(login.heading()).toBeVisible();
  await login.logIn(DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/wallets\?tab=exchange$/);

  // /freeze is not login-required.
  await new LogoutPage(page).logOut();
  await page.goto('/freeze');
  await expect(page).toHaveURL(/\/freeze$/);
});

test('the single-sign-on button leads to the local sign-on page', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.singleSignOn().click();
  await expect(page.getByRole('heading', { name: 'Tradedesk local sign-on' })).toBeVisible();
});
