// A new trader of its own for a test: signed up, confirmed and logged in through the login page.
import { type APIRequestContext, type Page } from '../../fixtures';
import { confirmedAccount } from './account-api';
import { logInThroughPage } from './logged-in';
import type { LoginPage } from './login-page';

export async function newTraderLoggedIn(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  password: string,
): Promise<{ email: string; login: LoginPage }> {
  const email = `${prefix}-${Date.now()}@example.com`;
  await confirmedAccount(request, email, password);
  return { email, login: await logInThroughPage(page, email, password) };
}
