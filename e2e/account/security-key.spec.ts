// A security key in the browser, through Chromium's virtual authenticator (CDP WebAuthn): a new
// trader adds a key on /security (the page must be opened by a name: WebAuthn refuses IP
// addresses, so this test uses localhost), logs out, and the next login's second step is the key.
import { expect, test } from '../fixtures';
import { SecurityPage } from '../pages/account/security-page';
import { confirmedAccount } from '../pages/auth/account-api';
import { LoginPage } from '../pages/auth/login-page';
import { browserWithSecurityKey } from '../pages/auth/security-key';

test('a security key is added on /security and then signs the trader in', async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const { context, page } = await browserWithSecurityKey(browser, baseURL ?? '');

  const email = `key-${Date.now()}@example.com`;
  const password = 'Security-Key-42x';
  await confirmedAccount(request, email, password);
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);

  const security = new SecurityPage(page);
  await security.open();
  await security.addSecurityKey('USB key');
  await expect(security.keyTable()).toContainText('USB key');
  await page.screenshot({ path: 'test-results/security-key-1440.png' });

  // The next login asks for the key, and the key answers.
  await context.clearCookies();
  await login.open();
  await login.logIn(email, password);
  await login.useSecurityKey().click();
  await expect(page).not.toHaveURL(/\/login/);
  await security.open();
  await expect(security.keyTable().locator('tbody tr').first()).not.toContainText('Never');

  // Removed, the key is no longer asked for.
  await security.keys().getByRole('button', { name: 'Remove USB key' }).click();
  await expect(security.keys().getByRole('status')).toHaveText('The security key is removed.');
  await context.clearCookies();
  await login.open();
  await login.logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await context.close();
});
