// The e-mail one-time code (account-side §2 modals) on the account side with a clock moved by
// hand: mailed to an account with no other second factor, six digits, used once, expired after
// ten minutes, wrong tries counted (the fifth drops it), sends limited; an account with an
// authenticator app is not sent one. The route mails it to the signed-in account.
import { describe, expect, it } from 'vitest';
import { loginToken, post, signupConfirmed, startHarness, totpNow } from './harness';
import { eachTest } from '../lifecycle';
import { MODAL_CALLS } from '../../src/protocol/calls/modals';
import { EMAIL_CODE_TTL_MS, confirmsByEmail } from '../../src/protocol/account/email-code';

const h = eachTest(() => startHarness({ captchaOnSignup: false }));
const PASSWORD = 'correct horse battery';

const lastCode = (email: string) => {
  const mail = h.accounts.outbox.list({ to: email }).find((m) => m.kind === 'email-code');
  return /: (\d{6})$/.exec(mail?.subject ?? '')?.[1] ?? '';
};

describe('the e-mail one-time code', () => {
  it('is asked of accounts with no other second factor', () => {
    expect(confirmsByEmail([])).toBe(true);
    expect(confirmsByEmail(undefined)).toBe(true);
    expect(confirmsByEmail(['otp'])).toBe(false);
    expect(confirmsByEmail(['u2f'])).toBe(false);
    expect(confirmsByEmail(['sms'])).toBe(false);
  });

  it('is mailed, used once, and expires', async () => {
    const id = await signupConfirmed(h, 'kim@example.org', PASSWORD);
    const codes = h.accounts.emailCodes;
    expect(codes.required(id)).toBe(true);
    expect(codes.take(id, 'withdraw', '123456')).toBe('email code: none sent (ask for a code first)');
    const { expiresAt } = codes.send(id, 'withdraw', '');
    expect(expiresAt).toBe(h.clock.t + EMAIL_CODE_TTL_MS);
    const code = lastCode('kim@example.org');
    expect(code).toMatch(/^\d{6}$/);
    expect(codes.take(id, 'withdraw', code)).toBeUndefined();
    expect(codes.take(id, 'withdraw', code)).toBe('email code: none sent (ask for a code first)');

    h.clock.advance(31_000);
    codes.send(id, 'withdraw', '');
    h.clock.advance(EMAIL_CODE_TTL_MS);
    expect(codes.take(id, 'withdraw', lastCode('kim@example.org'))).toBe('email code: expired (ask for a new code)');
  });

  it('counts wrong codes, drops the code at the fifth, and limits sends', async () => {
    const id = await signupConfirmed(h, 'lee@example.org', PASSWORD);
    const codes = h.accounts.emailCodes;
    codes.send(id, 'withdraw', '');
    const code = lastCode('lee@example.org');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(codes.take(id, 'withdraw', wrong)).toBe('email code: invalid (4 tries left)');
    expect(codes.take(id, 'withdraw', wrong)).toBe('email code: invalid (3 tries left)');
    expect(codes.take(id, 'withdraw', wrong)).toBe('email code: invalid (2 tries left)');
    expect(codes.take(id, 'withdraw', wrong)).toBe('email code: invalid (1 tries left)');
    expect(codes.take(id, 'withdraw', wrong)).toMatch(/5 wrong tries: the code was dropped/);
    expect(codes.take(id, 'withdraw', code)).toBe('email code: none sent (ask for a code first)');

    expect(() => codes.send(id, 'withdraw', '')).toThrow(/sent a moment ago/);
    for (let i = 0; i < 4; i++) {
      h.clock.advance(31_000);
      codes.send(id, 'withdraw', '');
    }
    h.clock.advance(31_000);
    expect(() => codes.send(id, 'withdraw', '')).toThrow(/5 codes were sent this hour/);
    h.clock.advance(3_600_000);
    expect(() => codes.send(id, 'withdraw', '')).not.toThrow();
  });

  it('is mailed by the route to the signed-in account, not to one with an authenticator app', async () => {
    const id = await signupConfirmed(h, 'ray@example.org', PASSWORD);
    const token = await loginToken(h, 'ray@example.org', PASSWORD);
    const r = await post(h.app, MODAL_CALLS.emailCode.path, { action: 'withdraw' }, { 'bfx-token': token });
    expect(r.body).toEqual([h.clock.t + EMAIL_CODE_TTL_MS]);
    expect(lastCode('ray@example.org')).toMatch(/^\d{6}$/);
    const bad = await post(h.app, MODAL_CALLS.emailCode.path, { action: 'transfer' }, { 'bfx-token': token });
    expect((bad.body as unknown[]).slice(0, 2)).toEqual(['error', 10020]);

    const { secret } = h.accounts.secondFactor.beginEnable(id);
    h.accounts.secondFactor.confirmEnable(id, totpNow(secret, h.clock));
    h.clock.advance(31_000);
    expect(h.accounts.emailCodes.required(id)).toBe(false);
    expect(() => h.accounts.emailCodes.send(id, 'withdraw', '')).toThrow(/confirms with its second factor/);
  });
});
