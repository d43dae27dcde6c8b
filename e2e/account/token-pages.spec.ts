// The spec's pages that used to end on the 404 page (account-side §2 "Pages available"):
// /account-security (the security page, after a login), /auth/google/callback (the sign-on
// provider's return: the login page's sign-on step), /login-confirm (the link of a login refused
// from a new address) and /invalid-token (where a bad, used or expired link ends). A login refused
// from a new address cannot happen here (the browser and the exchange share 127.0.0.1): the
// integration test (tests/accounts/login-confirm.test.ts) allows an address with a real link.
import { expect, test, type Page } from '../fixtures';
import { confirmedAccount } from '../pages/auth/account-api';
import { LoginPage } from '../pages/auth/login-page';

const notFound = (page: Page) => page.getByRole('heading', { name: /not found/i });

test('/account-security asks for a login, then shows the security page', async ({ page, request }) => {
  const email = `acct-sec-${Date.now()}@example.com`;
  const password = 'Account-Security-42';
  await confirmedAccount(request, email, password);
  await page.goto('/account-security#history');
  const login = new LoginPage(page);
  await expect(login.heading()).toBeVisible();
  await login.logIn(email, password);
  await expect(page).toHaveURL(/\/security(#history)?$/);
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await expect(notFound(page)).toHaveCount(0);
});

test('the sign-on provider returns to /auth/google/callback, which is the login page’s sign-on step', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.singleSignOn().click();
  await expect(page.getByRole('heading', { name: 'Tradedesk local sign-on' })).toBeVisible();
  await page.getByLabel('E-mail').fill(`callback-${Date.now()}@example.com`);
  await page.getByLabel('Passphrase').fill('Provider-Pass-9');
  const back = page.waitForRequest(/\/auth\/google\/callback\?code=[^&]+/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await back;
  await expect(page.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible();
  // The code is kept out of the address bar and the history.
  await expect(page).toHaveURL(/\/login$/);

  // Opened by hand with a code that is no code, the step says so.
  await page.goto('/auth/google/callback?code=not-a-code&state=x');
  await expect(page.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('/login-confirm with a token the exchange refuses ends on /invalid-token', async ({ page }) => {
  // The exchange's answer waits a moment, so the page is seen working before it moves on.
  await page.route('**/v2/login/confirm', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  const refused = page.waitForResponse('**/v2/login/confirm');
  await page.goto('/login-confirm?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Allow a new address', level: 1 })).toBeVisible();
  expect(await (await refused).json()).toEqual(['error', 10020, 'token: invalid or expired']);
  await expect(page).toHaveURL(/\/invalid-token$/);
  await expect(page.getByRole('heading', { name: 'This link is not valid', level: 1 })).toBeVisible();
  await page.screenshot({ path: 'test-results/invalid-token.png' });

  // Without a token at all, the same.
  await page.goto('/login-confirm');
  await expect(page).toHaveURL(/\/invalid-token$/);

  // Back from /invalid-token is not the refused link again (it was replaced).
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login-confirm\?token=/);
});

test('/invalid-token explains and links to a login and a new confirmation link', async ({ page }) => {
  await page.goto('/invalid-token');
  await expect(page.getByRole('heading', { name: 'This link is not valid', level: 1 })).toBeVisible();
  await expect(page.getByText('was used already, or has expired')).toBeVisible();
  await page.getByRole('link', { name: 'New sign-up confirmation link' }).click();
  await expect(page).toHaveURL(/\/confirm-signup$/);
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
  await page.goto('/invalid-token');
  // The page's own link (the header has one too while nobody is signed in).
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});
