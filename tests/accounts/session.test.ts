// The web session: cookie, token refresh through it, keep-alive, logout, the session-only
// pages (API keys, UI settings) and the local outbox.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, loginToken, post, signupConfirmed, startHarness } from './harness';

let h: Harness;
const EMAIL = 'carol@example.net';
const PASSWORD = 'Carol-password-9';
beforeEach(async () => {
  h = await startHarness();
  await signupConfirmed(h, EMAIL, PASSWORD);
});
afterEach(async () => {
  await h.close();
});

function cookieOf(setCookie: unknown): string {
  return String(setCookie).split(';')[0]!;
}

describe('web session', () => {
  it('refreshes the token through the session cookie, keeps it alive, and logs out every token of the session', async () => {
    const login = await post(h.app, '/v2/login', { login: EMAIL, password: PASSWORD });
    let cookie = cookieOf(login.headers['set-cookie']);
    const [, first, timestamp] = login.body as [string, string, number];
    expect(decodeURIComponent(cookie)).toBe(`tradedesk_session=${first}|${timestamp}|0`);

    expect((await post(h.app, '/v2/auth/w/token', { scope: 'api', ttl: 900, writePermission: true })).body).toEqual([
      'error',
      10100,
      'apikey: invalid',
    ]);
    h.clock.advance(480_000);
    const refreshed = await post(h.app, '/v2/auth/w/token', { scope: 'api', ttl: 900, writePermission: true }, { cookie });
    const [second] = refreshed.body as [string];
    expect(second).toMatch(/^pub:api:.*-write$/);
    expect(second).not.toBe(first);
    expect(decodeURIComponent(cookieOf(refreshed.headers['set-cookie']))).toBe(`tradedesk_session=${second}|${h.clock.t}|0`);
    // The refresh replaces the old token at once (hardening: a refreshed token left the old one valid).
    expect((await post(h.app, '/v2/auth/r/permissions', {}, { 'bfx-token': first })).body).toEqual(['error', 10100, 'token: invalid']);
    cookie = cookieOf(refreshed.headers['set-cookie']);
    // A cookie is no credential for the other calls.
    expect((await post(h.app, '/v2/auth/r/info/user', {}, { cookie })).body).toEqual(['error', 10100, 'apikey: invalid']);

    const keepAlive = () => h.app.inject({ method: 'GET', url: '/api/session/keep-alive', headers: { cookie } });
    h.clock.advance(600_000); // 10 of the 15 minutes of the refreshed token
    expect((await keepAlive()).json()).toEqual([1]);
    h.clock.advance(1_000_000); // past its own lifetime, inside the kept-alive one
    expect((await keepAlive()).json()).toEqual([1]);
    expect((await post(h.app, '/v2/auth/r/permissions', {}, { 'bfx-token': second })).status).toBe(200);

    const logout = await post(h.app, '/api/session/logout', {}, { cookie });
    expect(String(logout.headers['set-cookie'])).toContain('Max-Age=0');
    for (const token of [first, second]) {
      expect((await post(h.app, '/v2/auth/r/permissions', {}, { 'bfx-token': token })).body).toEqual(['error', 10100, 'token: invalid']);
    }
    expect((await keepAlive()).json()).toEqual(['error', 10100, 'token: invalid']);
  });

  it('ends a login session a day after its login, however often it is kept alive (hardening)', async () => {
    const login = await post(h.app, '/v2/login', { login: EMAIL, password: PASSWORD });
    const cookie = cookieOf(login.headers['set-cookie']);
    const keepAlive = () => h.app.inject({ method: 'GET', url: '/api/session/keep-alive', headers: { cookie } });
    for (let elapsed = 0; elapsed < 24 * 3600_000 - 420_000; elapsed += 420_000) {
      h.clock.advance(420_000);
      expect((await keepAlive()).json()).toEqual([1]);
    }
    h.clock.advance(420_000);
    expect((await keepAlive()).json()).toEqual(['error', 10100, 'token: invalid']);
  });

  it('lets a login session keep UI settings and manage API keys, which an API key cannot', async () => {
    const auth = { 'bfx-token': await loginToken(h, EMAIL, PASSWORD) };
    /** The mailed code that confirms a key of this login (it has no other second factor). */
    const keyCode = async () => {
      await post(h.app, '/v2/auth/w/int/email-code', { action: 'api-key' }, auth);
      const mail = h.accounts.outbox.list({ to: EMAIL }).find((m) => m.kind === 'email-code');
      return /: (\d{6})$/.exec(mail?.subject ?? '')?.[1] ?? '';
    };
    const set = await post(
      h.app,
      '/v2/auth/w/settings/set',
      { settings: { show_welcome_message: false, 'widget/book/1': { prec: 'P1' } } },
      auth,
    );
    expect((set.body as unknown[])[4]).toEqual([2]);
    expect((await post(h.app, '/v2/auth/r/settings', { keys: ['widget/book/1'] }, auth)).body).toEqual([['widget/book/1', { prec: 'P1' }]]);
    expect((await post(h.app, '/v2/auth/r/settings/core', { keys: ['email_on_login', 'nope'] }, auth)).body).toEqual([
      ['email_on_login', '1'],
    ]);

    const created = (
      await post(
        h.app,
        '/v2/auth/w/int/api-key/create',
        { label: 'bot', caps: { orders: { read: true, write: true }, account: { read: 1, write: 1 } }, email_code: await keyCode() },
        auth,
      )
    ).body as unknown[];
    const [, label, apiKey, apiSecret, perms] = created as [number, string, string, string, unknown[]];
    expect(label).toBe('bot');
    expect(apiSecret).toHaveLength(43);
    expect(perms).toContainEqual(['orders', 1, 1]);
    expect(perms).toContainEqual(['withdraw', 0, 0]);
    const listed = (await post(h.app, '/v2/auth/r/int/api-keys', {}, auth)).body as unknown[][];
    expect(listed.map((k) => k[2])).toEqual([apiKey]);
    expect(JSON.stringify(listed)).not.toContain(apiSecret);
    expect(JSON.stringify(h.db.prepare('SELECT * FROM acct_api_keys').all())).not.toContain(apiSecret);

    const keyAuth = h.accounts.apiKeys.active(apiKey)!;
    const nonce = String(Date.now() * 1000);
    const { createHmac } = await import('node:crypto');
    const body = '{"label":"more","caps":{}}';
    const sig = createHmac('sha384', keyAuth.apiSecret).update(`/api/v2/auth/w/int/api-key/create${nonce}${body}`).digest('hex');
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/auth/w/int/api-key/create',
      payload: body,
      headers: { 'content-type': 'application/json', 'bfx-apikey': apiKey, 'bfx-nonce': nonce, 'bfx-signature': sig },
    });
    expect(res.json()).toEqual(['error', 10100, 'apikey: permission denied (web session required)']);

    expect((await post(h.app, '/v2/auth/w/int/api-key/revoke', { key: apiKey }, auth)).body).toEqual([1]);
    expect(h.accounts.apiKeys.active(apiKey)).toBeUndefined();
  });

  it('shows the outbox to this machine only', async () => {
    const list = await h.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(EMAIL.toUpperCase())}` });
    const mails = list.json() as unknown[][];
    expect(mails.map((m) => m[3])).toEqual(['confirm-email']);
    expect(String(mails[0]![6])).toMatch(/^\/api\/email\/confirm\?token=/);
    const pageRes = await h.app.inject({ method: 'GET', url: '/api/dev/outbox/page' });
    expect(pageRes.headers['content-type']).toContain('text/html');
    expect(pageRes.body).toContain('Confirm your e-mail address for Tradedesk');
    const remote = await h.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '192.168.1.20' });
    expect(remote.json()).toEqual(['error', 10100, 'outbox: local requests only']);
  });

  it('answers bad bodies in the protocol shape', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: '{"login":',
      headers: { 'content-type': 'application/json' },
    });
    expect([res.statusCode, res.json()]).toEqual([500, ['error', 10020, 'body: invalid JSON']]);
    expect((await post(h.app, '/v2/login', { login: 42 })).body).toMatchObject(['error', 10020, expect.stringMatching(/^login: invalid/)]);
    expect((await post(h.app, '/v2/int/contact/feedback', { rating: 9 })).body).toMatchObject([
      'error',
      10020,
      expect.stringMatching(/^rating: invalid/),
    ]);
    expect((await post(h.app, '/v2/int/contact/feedback', { rating: 4, description: 'fine' })).body).toEqual([1]);
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const empty = await h.app.inject({ method: 'POST', url: '/v2/int/captcha/challenge', headers });
      expect([empty.statusCode, (empty.json() as unknown[]).length]).toEqual([200, 3]);
    }
    const multipart = await h.app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect([multipart.statusCode, (multipart.json() as unknown[])[1]]).toEqual([500, 10020]);
  });
});
