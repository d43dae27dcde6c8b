// The link of a login refused from a new address (lock_on_new_ip, account-side §2 /login-confirm):
// the refusal mails it, POST /v2/login/confirm {token} makes the refused login's address known to
// the account, and the next login from there works. The token is single use, good for an hour,
// stored only as a digest, and a wrong, used or expired one is refused in the protocol's shape.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { LOGIN_CONFIRM_PAGE, LOGIN_CONFIRM_TTL_MS } from '../../server/accounts/login';
import { digest } from '../../server/accounts/secrets';
import { type Harness, signupConfirmed, startHarness } from './harness';

let h: Harness;
const EMAIL = 'newip@example.com';
const PASSWORD = 'New-Address-Lock-42';
const REFUSED = [
  'error',
  10100,
  'login: refused from a new address (lock on new IP): open the link we e-mailed you to allow it, then log in again',
];
const INVALID = ['error', 10020, 'token: invalid or expired'];

beforeEach(async () => {
  h = await startHarness({ captchaOnSignup: false });
  await signupConfirmed(h, EMAIL, PASSWORD);
});
afterEach(async () => {
  await h.close();
});

async function from(ip: string, url: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const res = await h.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  return res.json() as unknown[];
}
const login = (ip: string) => from(ip, C.login.path, { login: EMAIL, password: PASSWORD });
const confirm = (token: unknown, ip = '10.7.7.7') => from(ip, C.loginConfirm.path, { token });

/** Turns lock_on_new_ip on through the settings flow (request, then the mailed code). */
async function lockOnNewIp(): Promise<void> {
  const r = await login('10.0.0.1');
  expect(r[0], JSON.stringify(r)).toBe('auth');
  const token = String(r[1]);
  const asked = await from('10.0.0.1', C.securityChange.path, { settings: { lock_on_new_ip: '1' } }, { 'bfx-token': token });
  const mail = h.accounts.outbox.list({ to: EMAIL }).find((m) => m.kind === 'security-code');
  const code = /: (\d{6})$/.exec(mail?.subject ?? '')?.[1] ?? '';
  const done = await from('10.0.0.1', C.securityApprove.path, { token: asked[0], code }, { 'bfx-token': token });
  expect(done[0], JSON.stringify(done)).not.toBe('error');
}

/** The token of the newest refusal mail's link. */
function mailedToken(): string {
  const mail = h.accounts.outbox.list({ to: EMAIL }).find((m) => m.subject === 'A login from a new address was refused');
  expect(mail?.link).toMatch(new RegExp(`^${LOGIN_CONFIRM_PAGE}\\?token=[^&]+$`));
  expect(mail?.body).toContain(mail?.link);
  return new URL(mail!.link!, 'http://x').searchParams.get('token')!;
}

describe('the login-confirm link', () => {
  it('is mailed when a login from a new address is refused; opening it lets the next login from there in', async () => {
    await lockOnNewIp();
    expect(await login('10.9.9.9')).toEqual(REFUSED);
    const token = mailedToken();
    // Kept only as a digest.
    const stored = h.db.prepare('SELECT token_hash, ip FROM acct_login_confirmations').all() as { token_hash: string; ip: string }[];
    expect(stored).toEqual([{ token_hash: digest(token), ip: '10.9.9.9' }]);

    // Opened from anywhere (a phone), it allows the address of the refused login, not its own.
    expect(await confirm(token, '10.7.7.7')).toEqual(['10.9.9.9']);
    expect((await login('10.9.9.9'))[0]).toBe('auth');
    expect(await login('10.7.7.7')).toEqual(REFUSED);

    // Single use.
    expect(await confirm(token)).toEqual(INVALID);
  });

  it('expires after an hour', async () => {
    await lockOnNewIp();
    expect(await login('10.9.9.9')).toEqual(REFUSED);
    const token = mailedToken();
    h.clock.advance(LOGIN_CONFIRM_TTL_MS + 1);
    expect(await confirm(token)).toEqual(INVALID);
    expect(await login('10.9.9.9')).toEqual(REFUSED);
  });

  it('refuses a wrong or malformed token in the protocol’s error shape', async () => {
    await lockOnNewIp();
    expect(await login('10.9.9.9')).toEqual(REFUSED);
    expect(await confirm(`${mailedToken()}x`)).toEqual(INVALID);
    expect(await confirm('nope')).toEqual(INVALID);
    expect((await confirm(''))[0]).toBe('error');
    expect((await confirm(42))[0]).toBe('error');
    expect((await confirm('x'.repeat(500)))[0]).toBe('error');
    expect(await login('10.9.9.9')).toEqual(REFUSED);
  });
});
