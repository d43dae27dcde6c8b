// Finding 5 of the hardening issue: `return_to=/.//host` passed the sign-on page's `//` check and
// `new URL()` turned it into `Location: //host?code=…`, handing the victim's sign-on code to
// another host. Return targets are checked after normalisation now, on the sign-on page and in
// the client's sign-in return path.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sameSitePath } from '../../src/protocol/return-path';
import { returnPath } from '../../src/services/session';
import { type Harness, startHarness } from '../accounts/harness';

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

  it.each(HOSTILE.filter((r) => r !== ''))('sends the code for %j back to this site only', async (returnTo) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/sso/local/authorize',
      payload: new URLSearchParams({ email: 'who@example.org', passphrase: 'Provider-Pass-9', return_to: returnTo }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location.startsWith('/login?code=')).toBe(true);
    expect(new URL(location, 'http://site.test').host).toBe('site.test');
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
