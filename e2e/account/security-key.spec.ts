// A security key in the browser, through Chromium's virtual authenticator (CDP WebAuthn): a new
// trader adds a key on /security (the page must be opened by a name: WebAuthn refuses IP
// addresses, so this test uses localhost), logs out, and the next login's second step is the key.
import { expect, test } from '@playwright/test';
import { confirmedAccount } from '../pages/auth/account-api';
import { LoginPage } from '../pages/auth/login-page';

test('a security key is added on /security and then signs the trader in', async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: (baseURL ?? '').replace('127.0.0.1', 'localhost') });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'usb', hasResidentKey: false, hasUserVerification: false, automaticPresenceSimulation: true },
  });

  const email = `key-${Date.now()}@example.com`;
  const password = 'Security-Key-42x';
  await confirmedAccount(request, email, password);
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/security');
  const keys = page.getByRole('region', { name: 'Security keys' });
  await keys.getByLabel('Key name').fill('USB key');
  await keys.getByRole('button', { name: 'Add security key' }).click();
  await expect(keys.getByRole('status')).toHaveText('The security key is added: logins now offer it.');
  await expect(keys.getByRole('table', { name: 'Security keys' })).toContainText('USB key');
  await page.screenshot({ path: 'test-results/security-key-1440.png' });

  // The next login asks for the key, and the key answers.
  await context.clearCookies();
  await login.open();
  await login.logIn(email, password);
  await page.getByRole('button', { name: 'Use security key' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/security');
  await expect(keys.getByRole('table', { name: 'Security keys' }).locator('tbody tr').first()).not.toContainText('Never');

  // Removed, the key is no longer asked for.
  await keys.getByRole('button', { name: 'Remove USB key' }).click();
  await expect(keys.getByRole('status')).toHaveText('The security key is removed.');
  await context.clearCookies();
  await login.open();
  await login.logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await context.close();
});
