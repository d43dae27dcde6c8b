// An API key made by a login with no other second factor is confirmed by the e-mail one-time code
// (account-side §2 modals): the exchange refuses the key without a valid code in the protocol's
// error shape, makes it with one, and the code is used up by that key. The code is asked through
// the mail route with the rights of making a key (a login session, never an API key); a login
// with an authenticator app makes keys as before, without a code.
import { describe, expect, it } from 'vitest';
import { loginToken, post, signupConfirmed, startHarness, totpNow } from './harness';
import { eachTest } from '../lifecycle';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { MODAL_CALLS } from '../../src/protocol/calls/modals';
import { API_KEY_CODE_NEEDED } from '../../src/protocol/account/api-key-code';
import { allCaps } from '../../server/accounts/capabilities';

const h = eachTest(() => startHarness({ captchaOnSignup: false }));
const PASSWORD = 'correct horse battery';
const CAPS = { orders: { read: 1, write: 1 } };

const lastCode = (email: string) => {
  const mail = h.accounts.outbox.list({ to: email }).find((m) => m.kind === 'email-code');
  return { subject: mail?.subject ?? '', code: /: (\d{6})$/.exec(mail?.subject ?? '')?.[1] ?? '' };
};

async function signedIn(email: string) {
  const id = await signupConfirmed(h, email, PASSWORD);
  const token = await loginToken(h, email, PASSWORD);
  const call = async (path: string, body: unknown) => (await post(h.app, path, body, { 'bfx-token': token })).body as unknown[];
  return { id, call };
}

describe('an API key of a login without another second factor', () => {
  it('is refused without the mailed code, made with it, and the code works once', async () => {
    const { call } = await signedIn('kai@example.org');
    expect(await call(C.apiKeyCreate.path, { label: 'bot', caps: CAPS })).toEqual(['error', 10020, API_KEY_CODE_NEEDED]);
    expect(await call(C.apiKeyCreate.path, { label: 'bot', caps: CAPS, email_code: '123456' })).toEqual([
      'error',
      10020,
      'apikey: email code: none sent (ask for a code first)',
    ]);

    expect(await call(MODAL_CALLS.emailCode.path, { action: 'api-key' })).toHaveLength(1);
    const { subject, code } = lastCode('kai@example.org');
    expect(code).toMatch(/^\d{6}$/);
    expect(subject).toContain('confirmation code');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await call(C.apiKeyCreate.path, { label: 'bot', caps: CAPS, email_code: wrong })).toEqual([
      'error',
      10020,
      'apikey: email code: invalid (4 tries left)',
    ]);
    const made = await call(C.apiKeyCreate.path, { label: 'bot', caps: CAPS, email_code: code });
    expect(made[1]).toBe('bot');
    expect(typeof made[3]).toBe('string');
    // Used once: the same code makes no second key.
    expect(await call(C.apiKeyCreate.path, { label: 'again', caps: CAPS, email_code: code })).toEqual([
      'error',
      10020,
      'apikey: email code: none sent (ask for a code first)',
    ]);
    expect((await call(C.apiKeys.path, {})).map((k) => (k as unknown[])[1])).toEqual(['bot']);
  });

  it("keeps the withdrawal's code and the key's apart", async () => {
    const { id, call } = await signedIn('lia@example.org');
    h.accounts.emailCodes.send(id, 'withdraw', '');
    const { code } = lastCode('lia@example.org');
    expect(await call(C.apiKeyCreate.path, { label: 'bot', caps: CAPS, email_code: code })).toEqual([
      'error',
      10020,
      'apikey: email code: none sent (ask for a code first)',
    ]);
  });

  it("is asked only by a login session: an API key may not ask a key's code", async () => {
    const { id } = await signedIn('mo@example.org');
    const key = h.accounts.apiKeys.create(id, 'all', allCaps(true));
    const { createHmac } = await import('node:crypto');
    const nonce = String(Date.now() * 1000);
    const body = JSON.stringify({ action: 'api-key' });
    const path = MODAL_CALLS.emailCode.path;
    const sig = createHmac('sha384', key.apiSecret).update(`/api${path}${nonce}${body}`).digest('hex');
    const res = await h.app.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: { 'content-type': 'application/json', 'bfx-apikey': key.apiKey, 'bfx-nonce': nonce, 'bfx-signature': sig },
    });
    expect(res.json()).toEqual(['error', 10100, 'apikey: permission denied (web session required)']);
    expect(lastCode('mo@example.org').code).toBe('');
  });
});

describe('an API key of a login with an authenticator app', () => {
  it('is made without a code, as before', async () => {
    const { id, call } = await signedIn('noa@example.org');
    const { secret } = h.accounts.secondFactor.beginEnable(id);
    h.accounts.secondFactor.confirmEnable(id, totpNow(secret, h.clock));
    const made = await call(C.apiKeyCreate.path, { label: 'bot', caps: CAPS });
    expect(made[1]).toBe('bot');
    expect(await call(MODAL_CALLS.emailCode.path, { action: 'api-key' })).toEqual([
      'error',
      10020,
      'email code: not used by this account (it confirms with its second factor)',
    ]);
  });
});
