// How the account pages' specs start: a trader logged in through the login page (and the desk
// shown, not the login page again). `demoLoggedIn` is the demo trader on an exchange of the spec
// file's own (e2e/faults/exchange-per-file.ts), in a browser context of its own that the spec
// closes; `newTraderLoggedIn` (new-trader.ts) signs up a trader of its own first.
import { expect, type Browser, type BrowserContext, type Page, answerConsent } from '../../fixtures';
import { LoginPage } from './login-page';
import { DEMO_TRADER } from '../signed-in-desk';

export async function logInThroughPage(page: Page, email: string, password: string): Promise<LoginPage> {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  return login;
}

export async function demoLoggedIn(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  await answerConsent(context);
  const page = await context.newPage();
  await logInThroughPage(page, DEMO_TRADER.email, DEMO_TRADER.password);
  return { context, page };
}
