// Account set-up through the exchange's API (what a test needs before the browser takes over):
// sign up and confirm, log in, turn the second factor on.
import { expect, type APIRequestContext } from '../../fixtures';
import { generateSync } from 'otplib';
import { solve } from './captcha';
import { confirmationLink } from './outbox';

/** A solved local captcha: the exchange asks for one after failed logins from this address. */
export async function captcha(request: APIRequestContext): Promise<{ captchaToken: string; captchaProvider: string }> {
  const [id, question] = (await (await request.post('/v2/int/captcha/challenge', { data: {} })).json()) as [string, string];
  return { captchaToken: `${id}:${solve(question)}`, captchaProvider: 'local' };
}

/** Signed up from a country (the default compliance country, GB, unless told) and confirmed. */
export async function confirmedAccount(request: APIRequestContext, email: string, password: string, country = 'GB'): Promise<void> {
  const res = await request.post('/v2/signup', { data: { email, password, country, ...(await captcha(request)) } });
  expect(res.status(), await res.text()).toBe(200);
  const confirm = await request.get(await confirmationLink(request, email), { maxRedirects: 0 });
  expect(confirm.headers().location).toBe('/confirm-signup?status=ok');
}

/** Enables TOTP on the account; returns a generator of its codes at a given second. */
export async function enableSecondFactor(request: APIRequestContext, email: string, password: string): Promise<(atMs: number) => string> {
  const login = (await (
    await request.post('/v2/login', { data: { login: email, password, ...(await captcha(request)) } })
  ).json()) as unknown[];
  expect(login[0]).toBe('auth');
  const headers = { 'bfx-token': String(login[1]) };
  const [secret] = (await (await request.post('/v2/auth/w/int/2fa/otp/enable', { headers, data: {} })).json()) as [string];
  const code = (atMs: number) => generateSync({ secret, epoch: Math.floor(atMs / 1000) });
  const confirmed = await request.post('/v2/auth/w/int/2fa/otp/confirm', { headers, data: { code: code(Date.now()) } });
  expect(await confirmed.json()).toEqual([1]);
  await request.post('/api/session/logout', { headers, data: {} });
  return code;
}

/** A login of the account over the API for `signedIn`, logged out afterwards. */
async function withLogin<T>(
  request: APIRequestContext,
  email: string,
  password: string,
  signedIn: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const login = (await (
    await request.post('/v2/login', { data: { login: email, password, ...(await captcha(request)) } })
  ).json()) as unknown[];
  expect(login[0]).toBe('auth');
  const headers = { 'bfx-token': String(login[1]) };
  try {
    return await signedIn(headers);
  } finally {
    await request.post('/api/session/logout', { headers, data: {} });
  }
}

/** Removes keys from the account's settings on the exchange (a test's clean start and end). */
export function removeSettings(request: APIRequestContext, email: string, password: string, keys: string[]): Promise<void> {
  return withLogin(request, email, password, async (headers) => {
    const removed = await request.post('/v2/auth/w/settings/del', { headers, data: { keys } });
    expect(removed.status(), await removed.text()).toBe(200);
  });
}

/** The account's settings of these keys on the exchange, as `[KEY, VALUE]` pairs. */
export function readSettings(
  request: APIRequestContext,
  email: string,
  password: string,
  keys: string[],
): Promise<Array<[string, unknown]>> {
  return withLogin(request, email, password, async (headers) => {
    const read = await request.post('/v2/auth/r/settings', { headers, data: { keys } });
    expect(read.status(), await read.text()).toBe(200);
    return (await read.json()) as Array<[string, unknown]>;
  });
}
