// The brakes on password guessing: a real captcha after a few failures, then a refusal (429,
// 11010) until the window has passed.
import { describe, expect, it } from 'vitest';
import { post, signupConfirmed, solveCaptcha, startHarness } from './harness';
import { eachTest } from '../lifecycle';

const h = eachTest(() => startHarness());

const EMAIL = 'bob@example.org';
const PASSWORD = 'Bob-password-1';

describe('login guard', () => {
  it('requires a captcha after two failures and really checks the answer', async () => {
    await signupConfirmed(h, EMAIL, PASSWORD);
    expect((await post(h.app, '/v2/int/captcha/required', { method: 'login', login: EMAIL })).body).toEqual([0]);
    for (let i = 0; i < 2; i++) {
      expect((await post(h.app, '/v2/login', { login: EMAIL, password: 'wrong-guess' })).body).toEqual([
        'error',
        10100,
        'login: invalid e-mail or password',
      ]);
    }
    expect((await post(h.app, '/v2/int/captcha/required', { method: 'login', login: EMAIL })).body).toEqual([1]);
    expect((await post(h.app, '/v2/int/captcha/providers')).body).toEqual([['local', '/v2/int/captcha/challenge']]);

    expect((await post(h.app, '/v2/login', { login: EMAIL, password: PASSWORD })).body).toEqual(['error', 10020, 'captcha: required']);

    const solved = await solveCaptcha(h.app);
    const [id, answer] = solved.captchaToken.split(':');
    const wrongAnswer = { captchaToken: `${id}:${Number(answer) + 1}`, captchaProvider: 'local' };
    expect((await post(h.app, '/v2/login', { login: EMAIL, password: PASSWORD, ...wrongAnswer })).body).toEqual([
      'error',
      10020,
      'captcha: invalid',
    ]);
    // The challenge was spent by the wrong answer: the right one no longer opens it.
    expect((await post(h.app, '/v2/login', { login: EMAIL, password: PASSWORD, ...solved })).body).toEqual([
      'error',
      10020,
      'captcha: invalid',
    ]);

    const fresh = await solveCaptcha(h.app);
    h.clock.advance(5 * 60_000 + 1);
    expect((await post(h.app, '/v2/login', { login: EMAIL, password: PASSWORD, ...fresh })).body).toEqual([
      'error',
      10020,
      'captcha: invalid',
    ]);

    const ok = await post(h.app, '/v2/login', { login: EMAIL, password: PASSWORD, ...(await solveCaptcha(h.app)) });
    expect((ok.body as string[])[0]).toBe('auth');
  });

  it('refuses every login of an address for the window after five failures, even the right password', async () => {
    await signupConfirmed(h, EMAIL, PASSWORD);
    for (let i = 0; i < 5; i++) {
      const res = await post(h.app, '/v2/login', { login: EMAIL, password: `guess-${i}-wrong`, ...(await solveCaptcha(h.app)) });
      expect(res.body).toEqual(['error', 10100, 'login: invalid e-mail or password']);
    }
    const blocked = await post(h.app, '/v2/login', { login: EMAIL, password: PASSWORD, ...(await solveCaptcha(h.app)) });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(['error', 11010, 'ratelimit: too many failed logins, retry in 900 s']);
    expect(blocked.headers['retry-after']).toBe('900');

    h.clock.advance(15 * 60_000);
    const after = await post(h.app, '/v2/login', { login: EMAIL, password: PASSWORD, ...(await solveCaptcha(h.app)) });
    expect((after.body as string[])[0]).toBe('auth');
    const history = h.accounts.guard.history((after.body as number[])[3]!);
    expect(history.map((e) => e.reason)).toEqual(['ok', 'password', 'password', 'password', 'password', 'password']);
  });

  it('refuses an IP that fails across many addresses', async () => {
    const limited = await startHarness({ loginLimits: { perIp: 4 } });
    try {
      for (let i = 0; i < 4; i++) {
        const res = await post(limited.app, '/v2/login', {
          login: `nobody${i}@example.org`,
          password: 'whatever-1',
          ...(await solveCaptcha(limited.app)),
        });
        expect((res.body as unknown[])[1]).toBe(10100);
      }
      const res = await post(limited.app, '/v2/login', {
        login: 'fresh@example.org',
        password: 'whatever-1',
        ...(await solveCaptcha(limited.app)),
      });
      expect(res.status).toBe(429);
      expect((res.body as unknown[])[1]).toBe(11010);
    } finally {
      await limited.close();
    }
  });
});
