// A trader signed in over the exchange's API rather than through the login page (which the auth
// specs try): the session handed to the browser as the exchange's login would have set it, so a
// test that is about another page starts there without loading the login page first.
import { expect, type APIRequestContext, type Page, suiteExchangeUrl } from '../../fixtures';
import { captcha } from './account-api';

/**
 * Logs in through the API and hands the session to the page as the exchange would have: its
 * HttpOnly session cookie (the token, which page scripts never see) and the client's own record.
 */
export async function signIn(page: Page, request: APIRequestContext, credentials: { login: string; password: string }): Promise<string> {
  // Earlier failed logins from this address (other specs test them) make the exchange ask for a
  // captcha: answer it as a person would.
  const res = await request.post('/v2/login', { data: { ...credentials, ...(await captcha(request)) } });
  const body = (await res.json()) as unknown[];
  expect(body[0]).toBe('auth');
  const token = String(body[1]);
  const url = suiteExchangeUrl();
  const now = Date.now();
  await page.context().addCookies([
    { name: 'tradedesk_session', value: encodeURIComponent(`${token}|${Number(body[2])}|0`), url, httpOnly: true, sameSite: 'Strict' },
    { name: 'tradedesk_signed_in', value: encodeURIComponent(`${now}|0|0|${now}`), url, sameSite: 'Strict' },
  ]);
  return token;
}
