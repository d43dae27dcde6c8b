// A new trader of its own for a test: signed up and confirmed, then signed in over the API (the
// auth specs try the login page itself). The browser is left where it was: the test opens the
// page it is about.
import { type APIRequestContext, type Page } from '../../fixtures';
import { confirmedAccount } from './account-api';
import { signIn } from './api-sign-in';
import { LoginPage } from './login-page';

export async function newTraderLoggedIn(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  password: string,
): Promise<{ email: string; login: LoginPage }> {
  const email = `${prefix}-${Date.now()}@example.com`;
  await confirmedAccount(request, email, password);
  await signIn(page, request, { login: email, password });
  return { email, login: new LoginPage(page) };
}
