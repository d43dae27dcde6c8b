// Sign-up → e-mail confirmation → login → second factor, through the account routes.
import { describe, expect, it } from 'vitest';
import { post, solveCaptcha, startHarness, totpNow } from './harness';
import { eachTest } from '../lifecycle';

const h = eachTest(() => startHarness());

const EMAIL = 'Alice.Trader@Example.com';
const PASSWORD = 'correct horse battery';

describe('sign-up and login', () => {
  it('signs up, confirms by the mailed link, logs in, and refuses a second account for the same address', async () => {
    const noCaptcha = await post(h.app, '/v2/signup', { country: 'GB', email: EMAIL, password: PASSWORD });
    expect(noCaptcha).toMatchObject({ status: 500, body: ['error', 10020, 'captcha: required'] });

    const res = await post(h.app, '/v2/signup', { country: 'GB', email: EMAIL, password: PASSWORD, ...(await solveCaptcha(h.app)) });
    expect(res.status).toBe(200);
    const [hiddenId, email, verified] = res.body as [number, string, number];
    expect(hiddenId).toBe(0);
    const userId = h.accounts.users.byEmail(EMAIL)?.id;
    expect(email).toBe(EMAIL);
    expect(verified).toBe(0);

    // No account enumeration (hardening): a second sign-up gets the answer of a first one, and the
    // owner a mail about it; no second account is made.
    const again = await post(h.app, '/v2/signup', {
      country: 'GB',
      email: EMAIL.toUpperCase(),
      password: PASSWORD,
      ...(await solveCaptcha(h.app)),
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual([0, EMAIL, 0]);
    const fresh = await post(h.app, '/v2/signup', {
      country: 'GB',
      email: 'fresh@example.org',
      password: PASSWORD,
      ...(await solveCaptcha(h.app)),
    });
    expect(fresh.body).toEqual([0, 'fresh@example.org', 0]);

    const early = await post(h.app, '/v2/login', { login: EMAIL, password: PASSWORD });
    expect(early.body).toEqual(['error', 10001, 'login: e-mail not confirmed, open the link we sent (or ask for a new one)']);

    const mail = h.accounts.outbox.list({ to: EMAIL.toLowerCase() });
    expect(mail.map((m) => m.kind)).toEqual(['signup-existing', 'confirm-email']);
    const confirm = await h.app.inject({ method: 'GET', url: mail.find((m) => m.kind === 'confirm-email')!.link! });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('/confirm-signup?status=ok');
    const reused = await h.app.inject({ method: 'GET', url: mail.find((m) => m.kind === 'confirm-email')!.link! });
    expect(reused.headers.location).toBe('/confirm-signup?status=invalid');

    const wrong = await post(h.app, '/v2/login', { login: 'alice.trader@example.com', password: 'not the password' });
    expect(wrong).toMatchObject({ status: 500, body: ['error', 10100, 'login: invalid e-mail or password'] });

    const ok = await post(h.app, '/v2/login', { login: 'alice.trader@example.com', password: PASSWORD });
    const [kind, token, timestamp, loggedIn] = ok.body as [string, string, number, number];
    expect(kind).toBe('auth');
    expect(token).toMatch(/^pub:api:[0-9a-f-]{36}-caps:[a-z:]+-write$/);
    expect(timestamp).toBe(h.clock.t);
    expect(loggedIn).toBe(userId);
    const cookie = String(ok.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    // Strict: nothing needs the session on a navigation from another site (the page's own calls carry it).
    expect(cookie).toContain('SameSite=Strict');

    const info = await post(h.app, '/v2/auth/r/info/user', {}, { 'bfx-token': token });
    const row = info.body as unknown[];
    expect(row.slice(0, 3)).toEqual([userId, EMAIL, 'Alice.Trader']);
    expect(row[10]).toBe(1); // e-mail verified
    expect(row[44]).toBe(h.clock.t); // last login
    expect(h.accounts.outbox.list({ to: EMAIL }).map((m) => m.kind)).toEqual(['login-notice', 'signup-existing', 'confirm-email']);
  });

  it('asks for the second factor once enabled, and never accepts the same code twice', async () => {
    await post(h.app, '/v2/signup', { country: 'GB', email: EMAIL, password: PASSWORD, ...(await solveCaptcha(h.app)) });
    await h.app.inject({ method: 'GET', url: h.accounts.outbox.list({ to: EMAIL })[0]!.link! });
    const session = ((await post(h.app, '/v2/login', { login: EMAIL, password: PASSWORD })).body as string[])[1]!;
    const auth = { 'bfx-token': session };

    const [secret, url] = (await post(h.app, '/v2/auth/w/int/2fa/otp/enable', {}, auth)).body as [string, string];
    expect(url).toMatch(/^otpauth:\/\/totp\/Tradedesk:/);
    expect((await post(h.app, '/v2/auth/w/int/2fa/otp/confirm', { code: '000000' }, auth)).body).toEqual([
      'error',
      10020,
      '2fa: code invalid',
    ]);
    expect((await post(h.app, '/v2/auth/w/int/2fa/otp/confirm', { code: totpNow(secret, h.clock) }, auth)).body).toEqual([1]);

    h.clock.advance(30_000);
    const step = await post(h.app, '/v2/login', { login: EMAIL, password: PASSWORD });
    const [kind, challenge, methods] = step.body as [string, string, string[]];
    expect([kind, methods]).toEqual(['2fa', ['otp']]);
    expect(step.headers['set-cookie']).toBeUndefined();

    const code = totpNow(secret, h.clock);
    const verified = await post(h.app, '/v2/login/verify', { challenge, code });
    expect((verified.body as string[])[0]).toBe('auth');
    expect((verified.body as string[])[1]).toMatch(/^pub:api:/);

    // Same time step, same code: a fresh login cannot use it again.
    const second = (await post(h.app, '/v2/login', { login: EMAIL, password: PASSWORD })).body as string[];
    expect((await post(h.app, '/v2/login/verify', { challenge: second[1], code })).body).toEqual(['error', 10100, '2fa: code invalid']);
    // Nor can the previous step's code, once a later one was used.
    h.clock.advance(30_000);
    expect(((await post(h.app, '/v2/login/verify', { challenge: second[1], code: totpNow(secret, h.clock) })).body as string[])[0]).toBe(
      'auth',
    );

    const info = (await post(h.app, '/v2/auth/r/info/user', {}, auth)).body as unknown[];
    expect(info[26]).toEqual(['otp']);
  });

  it('refuses an unknown or spent verification challenge', async () => {
    const res = await post(h.app, '/v2/login/verify', { challenge: 'nope', code: '123456' });
    expect(res).toMatchObject({ status: 500, body: ['error', 10100, 'login: verification expired, log in again'] });
    const bad = await post(h.app, '/v2/login/verify', { challenge: 'x' });
    expect((bad.body as unknown[])[1]).toBe(10020);
  });
});
