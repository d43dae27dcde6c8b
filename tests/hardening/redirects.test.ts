// Finding 5 of the hardening issue: `return_to=/.//host` passed the sign-on page's `//` check and
// `new URL()` turned it into `Location: //host?code=…`, handing the victim's sign-on code to
// another host. Return targets are checked after normalisation now, on the sign-on page and in
// the client's sign-in return path.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sameSitePath } from '../../src/protocol/return-path';
import { returnPath } from '../../src/services/session';
import { type Harness, post, solveCaptcha, startHarness } from '../accounts/harness';

const HOSTILE = [
  '//evil.example',
  '/.//evil.example',
  '/././/evil.example/x',
  '/..//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  'evil.example',
  '',
];

describe('same-site return paths', () => {
  it.each(HOSTILE)('refuses %j', (raw) => {
    expect(sameSitePath(raw)).toBeUndefined();
    expect(returnPath(raw)).toBeUndefined();
  });

  it('keeps paths of this site, normalised', () => {
    expect(sameSitePath('/t/BTCUSD?x=1#book')).toBe('/t/BTCUSD?x=1#book');
    expect(sameSitePath('/a/../tradedesk')).toBe('/tradedesk');
    expect(sameSitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(returnPath('/login')).toBeUndefined();
    expect(returnPath('/tradedesk')).toBe('/tradedesk');
  });
});

describe('the local sign-on page', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => h.close());

  const authorize = (returnTo: string, email = 'who@example.org') =>
    h.app.inject({
      method: 'POST',
      url: '/api/sso/local/authorize',
      payload: new URLSearchParams({ email, passphrase: 'Provider-Pass-9', return_to: returnTo }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it.each(HOSTILE.filter((r) => r !== ''))('sends the code for %j back to this site only', async (returnTo) => {
    const res = await authorize(returnTo);
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location.startsWith('/auth/google/callback?code=')).toBe(true);
    expect(new URL(location, 'http://site.test').host).toBe('site.test');
  });

  it('binds the code to the browser that signed in: leaked, it logs no one else in', async () => {
    const victim = await authorize('/login', 'frank@example.com');
    const code = new URL(String(victim.headers.location), 'http://x').searchParams.get('code') ?? '';
    const cookie = String(victim.headers['set-cookie']).split(';')[0]!;
    expect(String(victim.headers['set-cookie'])).toMatch(/^tradedesk_sso=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=300$/);
    const other = String((await authorize('/login')).headers['set-cookie']).split(';')[0]!;

    const refused = ['error', 10100, 'sso: code not issued to this browser'];
    expect((await post(h.app, '/v2/sso/login', { code })).body).toEqual(refused);
    expect((await post(h.app, '/v2/sso/login', { code }, { cookie: other })).body).toEqual(refused);
    expect((await post(h.app, '/v2/sso/signup', { country: 'GB', code, ...(await solveCaptcha(h.app)) }, { cookie: other })).body).toEqual(
      refused,
    );
    // The attempts spent nothing: the victim's browser still redeems it.
    const signedUp = await post(h.app, '/v2/sso/signup', { country: 'GB', code, ...(await solveCaptcha(h.app)) }, { cookie });
    expect(signedUp.body).toEqual([0, 'frank@example.com', 0]);
  });
});

describe('account calls take JSON only', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => h.close());

  it.each([
    ['text/plain', '{"login":"a@example.org","password":"x"}'],
    ['application/x-www-form-urlencoded', 'login=a%40example.org&password=x'],
  ])('refuses a %s body, which a browser would send from any site without asking', async (type, payload) => {
    for (const url of ['/v2/login', '/v2/signup', '/v2/auth/w/settings/set']) {
      const res = await h.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });
      expect(res.statusCode).toBe(500);
      expect((res.json() as unknown[])[0]).toBe('error');
      expect((res.json() as unknown[])[1]).toBe(10020);
    }
  });
});
