// SMS codes and the e-mail fallback (issue 9, item 1): a phone confirmed by the code sent to it
// (the outbox stands for the network) makes SMS a second factor of the login; with
// two_fa_fallback on, a login can ask for its code by e-mail instead; codes work once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { type Harness, post, startWithUser } from './harness';

let h: Harness;
let token: string;
const EMAIL = 'sms@example.com';
const PASSWORD = 'Text-Me-The-Code-42';
const PHONE = '+447700900123';

beforeEach(async () => {
  ({ h, token } = await startWithUser(EMAIL, PASSWORD));
});
afterEach(async () => {
  await h.close();
});

const call = async (path: string, body: unknown = {}) => (await post(h.app, path, body, { 'bfx-token': token })).body as unknown[];
const codeTo = (to: string) => /: (\d{6})$/.exec(h.accounts.outbox.list({ to })[0]?.subject ?? '')?.[1] ?? '';
const login = async () => (await post(h.app, C.login.path, { login: EMAIL, password: PASSWORD })).body as unknown[];

describe('SMS codes', () => {
  it('turn on with the code sent to the phone, then are asked at login, once each', async () => {
    expect(await call(C.smsEnable.path, { phone: '1234567' })).toEqual([
      'error',
      10020,
      'phone: invalid (international format, e.g. +447700900123)',
    ]);
    expect(await call(C.smsEnable.path, { phone: '+44 7700 900123' })).toEqual([1]);
    expect(await call(C.smsConfirm.path, { code: '000000' === codeTo(`sms:${PHONE}`) ? '111111' : '000000' })).toEqual([
      'error',
      10020,
      '2fa: code invalid',
    ]);
    expect(await call(C.smsConfirm.path, { code: codeTo(`sms:${PHONE}`) })).toEqual([1]);

    const step = await login();
    expect(step.slice(0, 1).concat([step[2]])).toEqual(['2fa', ['sms']]);
    expect((await post(h.app, C.loginCodeSend.path, { challenge: step[1], method: 'email' })).body).toEqual([
      'error',
      10020,
      'method: invalid (email is not on for this account)',
    ]);
    expect((await post(h.app, C.loginCodeSend.path, { challenge: step[1], method: 'sms' })).body).toEqual([1]);
    const code = codeTo(`sms:${PHONE}`);
    const session = (await post(h.app, C.loginVerify.path, { challenge: step[1], code })).body as unknown[];
    expect(session[0]).toBe('auth');
    const again = await login();
    expect((await post(h.app, C.loginVerify.path, { challenge: again[1], code })).body).toEqual(['error', 10100, '2fa: code invalid']);

    // Off with a code sent to the phone.
    expect(await call(C.smsSend.path)).toEqual([1]);
    expect(await call(C.smsDisable.path, { code: codeTo(`sms:${PHONE}`) })).toEqual([1]);
    expect((await login())[0]).toBe('auth');
  });

  it('fall back to an e-mailed code when two_fa_fallback is on', async () => {
    await call(C.smsEnable.path, { phone: PHONE });
    await call(C.smsConfirm.path, { code: codeTo(`sms:${PHONE}`) });
    h.accounts.settings.setCore(h.accounts.users.byEmail(EMAIL)!.id, 'two_fa_fallback', '1');
    const step = await login();
    expect(step[2]).toEqual(['sms', 'email']);
    await post(h.app, C.loginCodeSend.path, { challenge: step[1], method: 'email' });
    const mail = h.accounts.outbox.list({ to: EMAIL })[0];
    expect(mail?.kind).toBe('login-code');
    expect(((await post(h.app, C.loginVerify.path, { challenge: step[1], code: codeTo(EMAIL) })).body as unknown[])[0]).toBe('auth');
  });
});
