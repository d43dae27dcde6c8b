// Issue 32, finding 2 (login CSRF): a page of another origin auto-posted the local sign-on form
// with the attacker's e-mail and passphrase, and the visitor's browser came back signed in as the
// attacker. The sign-on form, the login, its second step and the sign-up now refuse a post that
// another site's page sent (Fetch Metadata, or an Origin that is not this host); the site's own
// pages and clients that are no browser (neither header) go on as before.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { post, startHarness } from '../accounts/harness';
import { eachTest } from '../lifecycle';

const h = eachTest(() => startHarness({ captchaOnSignup: false }));

const EMAIL = 'attacker@example.org';
const PASSPHRASE = 'Provider-passphrase-1';
const HOST = 'localhost:80';

const CROSS_SITE: Record<string, string>[] = [
  { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' },
  { origin: 'https://attacker.example' },
  { 'sec-fetch-site': 'same-site' },
  { origin: 'null' },
];

async function authorize(headers: Record<string, string>) {
  const res = await h.app.inject({
    method: 'POST',
    url: C.ssoAuthorize.path,
    payload: new URLSearchParams({ email: EMAIL, passphrase: PASSPHRASE, return_to: '/auth/sso/callback' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: HOST, ...headers },
  });
  return { status: res.statusCode, body: res.body, location: res.headers.location, cookie: res.headers['set-cookie'] };
}

describe('sign-in posts from another site', () => {
  it.each(CROSS_SITE)('the sign-on form refuses one sent by another page (%o), and gives no code or cookie', async (headers) => {
    const res = await authorize(headers);
    expect(res.status).toBe(400);
    expect(res.body).toContain('origin: a sign-on sent by another site is refused');
    expect(res.location).toBeUndefined();
    expect(res.cookie).toBeUndefined();
  });

  it("takes the provider's own page and a client with neither header", async () => {
    for (const headers of [<Record<string, string>>{ 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` }, {}]) {
      const res = await authorize(headers);
      expect(res.status).toBe(303);
      expect(res.location).toMatch(/^\/auth\/sso\/callback\?code=/);
    }
  });

  it.each(CROSS_SITE)('login, its second step and sign-up refuse a cross-site post (%o) before reading it', async (headers) => {
    for (const path of [C.login.path, C.loginVerify.path, C.ssoLogin.path, C.signup.path]) {
      const res = await post(
        h.app,
        path,
        { login: EMAIL, password: 'Whatever-password-1', email: EMAIL, code: 'x' },
        {
          host: HOST,
          ...headers,
        },
      );
      expect(res.body, path).toEqual(['error', 10100, 'origin: a sign-in sent by another site is refused']);
    }
  });

  it("lets the site's own page log in", async () => {
    const res = await post(
      h.app,
      C.login.path,
      { login: 'nobody@example.org', password: 'Whatever-password-1' },
      {
        host: HOST,
        'sec-fetch-site': 'same-origin',
        origin: `http://${HOST}`,
      },
    );
    expect(JSON.stringify(res.body)).not.toContain('origin:');
  });
});
