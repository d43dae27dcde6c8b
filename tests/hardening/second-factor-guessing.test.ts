// Issue 32, findings 1 and 3: second-factor codes were limited per login challenge (five tries)
// and the account's failures were reset by the next right password, so ten logins gave 45 wrong
// codes in a minute and the right one still logged in; SMS codes had no limit at all (150 wrong
// codes, then the right one turned SMS off). Wrong codes now count per account, before the code
// is checked: past five in the window every code is refused with 429, the right one too.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { post, solveCaptcha, startWithUser, totpNow } from '../accounts/harness';
import { eachTest } from '../lifecycle';

const EMAIL = 'owner@example.org';
const PASSWORD = 'Owner-password-1';
const PHONE = '+447700900123';

const h = eachTest(async () => {
  const started = await startWithUser(EMAIL, PASSWORD);
  return Object.assign(started.h, { token: started.token });
});

const call = async (path: string, body: unknown = {}) => post(h.app, path, body, { 'bfx-token': h.token });
const codeTo = (to: string) => /: (\d{6})$/.exec(h.accounts.outbox.list({ to })[0]?.subject ?? '')?.[1] ?? '';
/** A six-digit code that is not `right`. */
const wrongFor = (right: string, i: number) => {
  const n = (Number(right) + 1 + i) % 1_000_000;
  return String(n).padStart(6, '0');
};

/** A call from `ip` (the guesser spreads its logins over many addresses). */
async function from(ip: string, path: string, body: unknown) {
  const res = await h.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: ip,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  return { status: res.statusCode, body: res.json() as unknown, headers: res.headers };
}

/** A pending login with the right password from `ip` (the captcha solved: the e-mail is under attack). */
async function challenge(ip: string): Promise<string> {
  const step = (await from(ip, C.login.path, { login: EMAIL, password: PASSWORD, ...(await solveCaptcha(h.app)) })).body as unknown[];
  expect(step[0]).toBe('2fa');
  return step[1] as string;
}

describe('authenticator codes at login', () => {
  it('are refused after five wrong ones across fresh logins, the right one too', async () => {
    const [secret] = (await call(C.otpEnable.path)).body as [string];
    expect((await call(C.otpConfirm.path, { code: totpNow(secret, h.clock) })).body).toEqual([1]);
    h.clock.advance(30_000);

    // Ten logins with the right password, each allowing five tries of its own.
    const answers: Array<{ status: number; body: unknown }> = [];
    for (let login = 0; login < 10; login++) {
      const ip = `198.51.100.${login + 1}`;
      const c = await challenge(ip);
      for (let i = 0; i < 5 && answers.length < 45; i++) {
        answers.push(await from(ip, C.loginVerify.path, { challenge: c, code: wrongFor(totpNow(secret, h.clock), answers.length) }));
      }
    }
    expect(answers.slice(0, 5).map((a) => a.body)).toEqual(Array(5).fill(['error', 10100, '2fa: code invalid']));
    expect(answers.slice(5).every((a) => a.status === 429 && (a.body as unknown[])[1] === 11010)).toBe(true);

    const right = await from('198.51.100.99', C.loginVerify.path, {
      challenge: await challenge('198.51.100.99'),
      code: totpNow(secret, h.clock),
    });
    expect(right.status).toBe(429);
    expect(right.body).toEqual(['error', 11010, expect.stringMatching(/^ratelimit: too many wrong second-factor codes/)]);
    expect(right.headers['retry-after']).toBeDefined();

    // Once the window has passed, the owner's right code gets in.
    h.clock.advance(15 * 60_000 + 30_000);
    const later = await post(h.app, C.loginVerify.path, { challenge: await challenge('192.0.2.1'), code: totpNow(secret, h.clock) });
    expect((later.body as unknown[])[0]).toBe('auth');
  });

  it('checks no more than five of 30 parallel guesses', async () => {
    const [secret] = (await call(C.otpEnable.path)).body as [string];
    await call(C.otpConfirm.path, { code: totpNow(secret, h.clock) });
    h.clock.advance(30_000);
    const ips = Array.from({ length: 6 }, (_, i) => `203.0.113.${i + 1}`);
    const challenges: string[] = [];
    for (const ip of ips) challenges.push(await challenge(ip));
    const right = totpNow(secret, h.clock);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        from(ips[i % 6]!, C.loginVerify.path, { challenge: challenges[i % 6], code: i === 29 ? right : wrongFor(right, i) }),
      ),
    );
    expect(answers.filter((a) => a.status === 429).length).toBe(25);
    expect((answers[29]?.body as unknown[])[0]).not.toBe('auth');
  });
});

describe('SMS codes', () => {
  it('turning SMS off are refused after five wrong ones, the right one too', async () => {
    expect((await call(C.smsEnable.path, { phone: PHONE })).body).toEqual([1]);
    expect((await call(C.smsConfirm.path, { code: codeTo(`sms:${PHONE}`) })).body).toEqual([1]);
    expect((await call(C.smsSend.path)).body).toEqual([1]);
    const right = codeTo(`sms:${PHONE}`);

    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await call(C.smsDisable.path, { code: wrongFor(right, i) }));
    expect(answers.slice(0, 5).map((a) => a.body)).toEqual(Array(5).fill(['error', 10020, '2fa: code invalid']));
    expect(answers.slice(5).every((a) => a.status === 429)).toBe(true);

    expect((await call(C.smsDisable.path, { code: right })).status).toBe(429);
    expect(h.accounts.sentCodes.phoneOf(h.accounts.users.byEmail(EMAIL)!.id)).toBe(PHONE);
  });

  it('sent for a login count with the account, not the challenge', async () => {
    await call(C.smsEnable.path, { phone: PHONE });
    await call(C.smsConfirm.path, { code: codeTo(`sms:${PHONE}`) });
    let last = { status: 0, body: undefined as unknown };
    for (let login = 0; login < 3; login++) {
      const ip = `198.51.100.${login + 1}`;
      const c = await challenge(ip);
      expect((await from(ip, C.loginCodeSend.path, { challenge: c, method: 'sms' })).body).toEqual([1]);
      const right = codeTo(`sms:${PHONE}`);
      for (let i = 0; i < 3; i++) last = await from(ip, C.loginVerify.path, { challenge: c, code: wrongFor(right, i) });
    }
    expect(last.status).toBe(429);
    const c = await challenge('198.51.100.9');
    await from('198.51.100.9', C.loginCodeSend.path, { challenge: c, method: 'sms' });
    expect((await from('198.51.100.9', C.loginVerify.path, { challenge: c, code: codeTo(`sms:${PHONE}`) })).status).toBe(429);
  });
});
