// Enforced two-factor authentication (issue 9, item 1; account-side §6 "a setting"): the
// account's own flag (only with a second factor, approved like every security change; the last
// factor then cannot be removed) and the exchange's enforcement for every account (no API key and
// no withdrawal without a second factor; the flag reads on and cannot be turned off).
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { USER_INFO_SLOTS } from '../../server/accounts/user-info';
import { accountGates } from '../../server/accounts/gates';
import { type Harness, loginToken, post, signupConfirmed, startHarness, totpNow } from './harness';

const EMAIL = 'enforced@example.com';
const PASSWORD = 'Enforce-Two-Factors-42';
let h: Harness;
afterEach(async () => {
  await h.close();
});

async function call(token: string, path: string, body: unknown = {}) {
  return (await post(h.app, path, body, { 'bfx-token': token })).body as unknown[];
}
async function signedIn(opts: { enforceTfa?: boolean } = {}) {
  h = await startHarness({ captchaOnSignup: false, ...opts });
  const id = await signupConfirmed(h, EMAIL, PASSWORD);
  return { id, token: await loginToken(h, EMAIL, PASSWORD) };
}
function withOtp(id: number): () => string {
  const { secret } = h.accounts.secondFactor.beginEnable(id);
  h.accounts.secondFactor.confirmEnable(id, totpNow(secret, h.clock));
  // Each code is taken once: the next one comes from the next time step.
  return () => {
    h.clock.advance(30_000);
    return totpNow(secret, h.clock);
  };
}
const flag = (row: unknown[]) => (row[1] as Array<[string, string]>).find(([k]) => k === 'enforce_tfa')?.[1];
const apiKey = (token: string) => call(token, C.apiKeyCreate.path, { label: 'bot', caps: { orders: { read: 1, write: 1 } } });

describe("the account's own enforce_tfa flag", () => {
  it('needs a second factor first', async () => {
    const { token } = await signedIn();
    expect(await call(token, C.securityChange.path, { settings: { enforce_tfa: '1' } })).toEqual([
      'error',
      10020,
      'settings: enforce_tfa needs a second factor (turn one on first, then enforce it)',
    ]);
  });

  it('once approved, keeps the last second factor until it is turned off', async () => {
    const { id, token } = await signedIn();
    const code = withOtp(id);
    const asked = await call(token, C.securityChange.path, { settings: { enforce_tfa: '1' } });
    expect(asked[2]).toBe('otp');
    const done = await call(token, C.securityApprove.path, { token: asked[0], code: code() });
    expect(flag(done)).toBe('1');
    expect((await call(token, C.userInfo.path))[USER_INFO_SLOTS.enforceTfa]).toBe(1);

    expect(await call(token, C.otpDisable.path, { code: code() })).toEqual([
      'error',
      10020,
      '2fa: enforced on this account (keep at least one second factor, or turn enforced two-factor authentication off first)',
    ]);
    expect(h.accounts.secondFactor.types(h.accounts.users.byId(id)!)).toEqual(['otp']);

    const off = await call(token, C.securityChange.path, { settings: { enforce_tfa: '0' } });
    expect(flag(await call(token, C.securityApprove.path, { token: off[0], code: code() }))).toBe('0');
    expect(await call(token, C.otpDisable.path, { code: code() })).toEqual([1]);
  });
});

describe('enforced by the exchange', () => {
  it('refuses API keys without a second factor, reads on, and cannot be turned off', async () => {
    const { id, token } = await signedIn({ enforceTfa: true });
    expect((await call(token, C.userInfo.path))[USER_INFO_SLOTS.enforceTfa]).toBe(1);
    expect(flag(await call(token, C.securitySettings.path))).toBe('1');
    const refused = await apiKey(token);
    expect(refused[0]).toBe('error');
    expect(String(refused[2])).toMatch(/^2fa: required \(two-factor authentication is enforced/);
    expect(h.accounts.apiKeys.list(id)).toHaveLength(0);
    expect(h.accounts.enforcedTfa.missing(id)).toMatch(/Security page/);

    const code = withOtp(id);
    expect(h.accounts.enforcedTfa.missing(id)).toBeUndefined();
    expect((await apiKey(token))[0]).not.toBe('error');
    expect(await call(token, C.securityChange.path, { settings: { enforce_tfa: '0' } })).toEqual([
      'error',
      10020,
      'settings: enforce_tfa is enforced by the exchange for every account',
    ]);
    expect((await call(token, C.otpDisable.path, { code: code() }))[2]).toMatch(/^2fa: enforced by the exchange/);
  });

  it('refuses a withdrawal of an account without a second factor, with the reason', () => {
    const gates = accountGates(
      () => undefined,
      () => true,
      (user) => (user === 1 ? 'two-factor authentication is enforced on this account' : undefined),
    );
    expect(gates.withdraw(1, { currency: 'BTC', address: 'x' })).toBe(
      'Withdrawal refused: two-factor authentication is enforced on this account',
    );
    expect(gates.withdraw(2, { currency: 'BTC', address: 'x' })).toBeUndefined();
  });
});
