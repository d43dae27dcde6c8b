// The security settings flow and the session flags on the exchange (issue 9, item 1): a change
// approved by the authenticator app's code, a pending change that expires, and the flags taking
// effect — ip_lock (a session works only from its login's address), nosinglelogin 0 (a new login
// ends the others), lock_on_new_ip (no login from an address never used).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { PENDING_TTL_MS } from '../../server/accounts/security-settings';
import { type Harness, signupConfirmed, startHarness, totpNow } from './harness';

let h: Harness;
const EMAIL = 'flags@example.com';
const PASSWORD = 'Flags-And-Locks-42';

beforeEach(async () => {
  h = await startHarness({ captchaOnSignup: false });
  await signupConfirmed(h, EMAIL, PASSWORD);
});
afterEach(async () => {
  await h.close();
});

async function from(app: FastifyInstance, ip: string, url: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  return res.json() as unknown[];
}
const login = async (ip: string) => from(h.app, ip, C.login.path, { login: EMAIL, password: PASSWORD });
const tokenOf = async (ip: string) => {
  const r = await login(ip);
  expect(r[0], JSON.stringify(r)).toBe('auth');
  return String(r[1]);
};
const code = () => {
  const mail = h.accounts.outbox.list({ to: EMAIL }).find((m) => m.kind === 'security-code');
  return /: (\d{6})$/.exec(mail?.subject ?? '')?.[1] ?? '';
};
/** Sets flags through request → approve (the mailed code). */
async function setFlags(token: string, ip: string, settings: Record<string, '0' | '1'>) {
  const asked = await from(h.app, ip, C.securityChange.path, { settings }, { 'bfx-token': token });
  expect(asked[2]).toBe('email');
  const done = await from(h.app, ip, C.securityApprove.path, { token: asked[0], code: code() }, { 'bfx-token': token });
  expect(done[0], JSON.stringify(done)).not.toBe('error');
}

describe('security settings flow', () => {
  it('is approved with the authenticator app when the account has one, and a pending change expires', async () => {
    const user = h.accounts.users.byEmail(EMAIL)!;
    const { secret } = h.accounts.secondFactor.beginEnable(user.id);
    h.accounts.secondFactor.confirmEnable(user.id, totpNow(secret, h.clock));
    h.clock.advance(30_000);
    const login1 = await login('10.0.0.1');
    expect(login1[0]).toBe('2fa');
    const session = await from(h.app, '10.0.0.1', C.loginVerify.path, { challenge: login1[1], code: totpNow(secret, h.clock) });
    const token = String(session[1]);
    h.clock.advance(30_000);
    const asked = await from(h.app, '10.0.0.1', C.securityChange.path, { settings: { email_on_login: '0' } }, { 'bfx-token': token });
    expect(asked[2]).toBe('otp');
    const done = await from(
      h.app,
      '10.0.0.1',
      C.securityApprove.path,
      { token: asked[0], code: totpNow(secret, h.clock) },
      { 'bfx-token': token },
    );
    expect((done[1] as unknown[][]).find((p) => p[0] === 'email_on_login')).toEqual(['email_on_login', '0']);

    const late = await from(h.app, '10.0.0.1', C.securityChange.path, { settings: { email_on_login: '1' } }, { 'bfx-token': token });
    h.clock.advance(PENDING_TTL_MS + 1);
    expect(
      await from(h.app, '10.0.0.1', C.securityApprove.path, { token: late[0], code: totpNow(secret, h.clock) }, { 'bfx-token': token }),
    ).toEqual(['error', 10020, 'token: expired (ask again)']);
  });

  it('refuses unknown flags', async () => {
    const token = await tokenOf('10.0.0.1');
    expect(await from(h.app, '10.0.0.1', C.securityChange.path, { settings: { root: '1' } }, { 'bfx-token': token })).toEqual([
      'error',
      10020,
      'settings: invalid (unknown flag root)',
    ]);
  });
});

describe('session flags', () => {
  it('ip_lock: a session works only from the address it logged in from', async () => {
    const token = await tokenOf('10.0.0.1');
    expect((await from(h.app, '10.0.0.2', C.userInfo.path, {}, { 'bfx-token': token }))[0]).not.toBe('error');
    await setFlags(token, '10.0.0.1', { ip_lock: '1' });
    expect((await from(h.app, '10.0.0.1', C.userInfo.path, {}, { 'bfx-token': token }))[0]).not.toBe('error');
    expect(await from(h.app, '10.0.0.2', C.userInfo.path, {}, { 'bfx-token': token })).toEqual([
      'error',
      10100,
      'token: invalid (ip_lock: this session works only from the address it signed in from)',
    ]);
  });

  it('nosinglelogin 0: a new login ends the other sessions', async () => {
    const first = await tokenOf('10.0.0.1');
    const second = await tokenOf('10.0.0.1');
    expect((await from(h.app, '10.0.0.1', C.userInfo.path, {}, { 'bfx-token': first }))[0]).not.toBe('error');
    await setFlags(second, '10.0.0.1', { nosinglelogin: '0' });
    const third = await tokenOf('10.0.0.1');
    for (const t of [first, second])
      expect(await from(h.app, '10.0.0.1', C.userInfo.path, {}, { 'bfx-token': t })).toEqual(['error', 10100, 'token: invalid']);
    expect((await from(h.app, '10.0.0.1', C.userInfo.path, {}, { 'bfx-token': third }))[0]).not.toBe('error');
  });

  it('lock_on_new_ip: no login from an address never used, with a mail saying so', async () => {
    const token = await tokenOf('10.0.0.1');
    await setFlags(token, '10.0.0.1', { lock_on_new_ip: '1' });
    expect(await login('10.9.9.9')).toEqual([
      'error',
      10100,
      'login: refused from a new address (lock on new IP): open the link we e-mailed you to allow it, then log in again',
    ]);
    expect(h.accounts.outbox.list({ to: EMAIL })[0]?.subject).toBe('A login from a new address was refused');
    expect((await login('10.0.0.1'))[0]).toBe('auth');
  });
});
