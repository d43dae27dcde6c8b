// The local single-sign-on provider: its page signs an assertion, /v2/sso/signup and
// /v2/sso/login redeem it once.
import { describe, expect, it } from 'vitest';
import { post, solveCaptcha, startHarness } from './harness';
import { eachTest } from '../lifecycle';

const h = eachTest(() => startHarness());

/** The provider's cookie for the browser of the last sign-in there: its codes redeem only with it. */
let browser = '';

async function providerCode(email: string, passphrase: string, returnTo = '/auth/sso/callback') {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/sso/local/authorize',
    payload: new URLSearchParams({ email, passphrase, return_to: returnTo }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.headers['set-cookie']) browser = String(res.headers['set-cookie']).split(';')[0]!;
  return res;
}

function codeFrom(location: unknown): string {
  const url = new URL(String(location), 'http://x');
  return url.searchParams.get('code') ?? '';
}

describe('local single sign-on', () => {
  it('signs up and logs in with provider codes, each good once', async () => {
    const form = await h.app.inject({ method: 'GET', url: '/api/sso/local/authorize?return_to=/auth/sso/callback' });
    expect(form.body).toContain('name="return_to" value="/auth/sso/callback"');

    const first = await providerCode('dave@example.com', 'dave-pass-phrase');
    expect(first.statusCode).toBe(303);
    expect(String(first.headers.location)).toMatch(/^\/auth\/sso\/callback\?code=/);
    const code = codeFrom(first.headers.location);

    // No account yet: refused, and the code stays good for the sign-up.
    expect((await post(h.app, '/v2/sso/login', { code }, { cookie: browser })).body).toEqual([
      'error',
      10100,
      'sso: no account for this identity, sign up first',
    ]);
    // The country is asked before the account is made: without one the code is not spent.
    expect((await post(h.app, '/v2/sso/signup', { code, ...(await solveCaptcha(h.app)) }, { cookie: browser })).body).toEqual([
      'error',
      10020,
      'country: required (choose the country you live in)',
    ]);
    const signedUp = await post(h.app, '/v2/sso/signup', { country: 'GB', code, ...(await solveCaptcha(h.app)) }, { cookie: browser });
    const [hiddenId, email, verified] = signedUp.body as [number, string, number];
    expect(hiddenId).toBe(0);
    const userId = h.accounts.users.byEmail(email)?.id;
    expect([email, verified]).toEqual(['dave@example.com', 0]);
    expect(
      (await post(h.app, '/v2/sso/signup', { country: 'GB', code, ...(await solveCaptcha(h.app)) }, { cookie: browser })).body,
    ).toEqual(['error', 10100, 'sso: code already used']);

    await h.app.inject({ method: 'GET', url: h.accounts.outbox.list({ to: email })[0]!.link! });
    const again = codeFrom((await providerCode('dave@example.com', 'dave-pass-phrase')).headers.location);
    const login = await post(h.app, '/v2/sso/login', { code: again }, { cookie: browser });
    expect((login.body as unknown[]).slice(0, 1)).toEqual(['auth']);
    expect((login.body as unknown[])[3]).toBe(userId);
    expect((await post(h.app, '/v2/sso/login', { code: again }, { cookie: browser })).body).toEqual([
      'error',
      10100,
      'sso: code already used',
    ]);

    const info = (await post(h.app, '/v2/auth/r/info/user', {}, { 'bfx-token': (login.body as string[])[1]! })).body as unknown[];
    expect(info[55]).toBe(1);
    // The account has no password to log in with.
    expect((await post(h.app, '/v2/login', { login: email, password: 'dave-pass-phrase' })).body).toEqual([
      'error',
      10100,
      'login: invalid e-mail or password',
    ]);
  });

  it('refuses a wrong passphrase, a forged or expired code, and foreign return addresses', async () => {
    await providerCode('erin@example.com', 'erin-pass-phrase');
    const wrong = await providerCode('erin@example.com', 'not-erins-phrase');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('sso: passphrase invalid');

    const code = codeFrom((await providerCode('erin@example.com', 'erin-pass-phrase', '//evil.example/x')).headers.location);
    const [body = '', sig] = code.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...payload, email: 'root@example.com' })).toString('base64url')}.${sig}`;
    expect(
      (await post(h.app, '/v2/sso/signup', { country: 'GB', code: forged, ...(await solveCaptcha(h.app)) }, { cookie: browser })).body,
    ).toEqual(['error', 10100, 'sso: code invalid']);

    h.clock.advance(5 * 60_000 + 1);
    expect(
      (await post(h.app, '/v2/sso/signup', { country: 'GB', code, ...(await solveCaptcha(h.app)) }, { cookie: browser })).body,
    ).toEqual(['error', 10100, 'sso: code expired']);

    const redirect = await providerCode('erin@example.com', 'erin-pass-phrase', '//evil.example/x');
    expect(String(redirect.headers.location)).toMatch(/^\/auth\/google\/callback\?code=/);
  });
});
