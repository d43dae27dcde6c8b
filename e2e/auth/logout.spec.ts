import { expect, test } from '../fixtures';
import { LoginPage } from '../pages/auth/login-page';
import { LogoutPage } from '../pages/auth/logout-page';

test('logging out asks for feedback, sends it, and ends the session', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn('demo@tradedesk.local', 'demo-Tradedesk-1');
  await expect(page).not.toHaveURL(/\/login/);

  const logout = new LogoutPage(page);
  await logout.open();
  await expect(logout.heading()).toBeVisible();
  await logout.sendAndLogOut().click();
  await expect(logout.panel().getByRole('alert')).toHaveText('Choose a rating, or log out without feedback.');
  await logout.rating(4).check();
  await logout.comments().fill('Fast book, clear forms.');
  await page.screenshot({ path: 'test-results/auth-logout.png' });
  // The exchange checks the rating (1–5) and takes the feedback before the session ends.
  const feedback = page.waitForResponse((r) => r.url().endsWith('/v2/int/contact/feedback'));
  await logout.sendAndLogOut().click();
  expect((await feedback).status()).toBe(200);
  expect(await (await feedback).json()).toEqual([1]);
  await expect(logout.loggedOut()).toBeVisible();
  await expect(page).toHaveURL(/\/logged-out$/);
  await page.screenshot({ path: 'test-results/auth-logged-out.png' });

  // The exchange ended the session too: a login-required page asks to log in again.
  await page.goto('/wallets');
  await expect(page).toHaveURL(/\/login$/);
  const keepAlive = await page.request.get('/api/session/keep-alive');
  expect(keepAlive.status()).toBe(500);
});
