// Findings 3 and 7 of the hardening issue: login limits read before the ~90 ms password check and
// the failure recorded after it let 100 parallel guesses through (99 wrong passwords checked, the
// right one accepted); and five wrong passwords from anywhere locked the owner out everywhere.
import { describe, expect, it } from 'vitest';
import { signupConfirmed, solveCaptcha, startHarness } from '../accounts/harness';
import { eachTest } from '../lifecycle';

const h = eachTest(() => startHarness());

const EMAIL = 'victim@example.org';
const PASSWORD = 'Victim-password-1';

/** A login from `ip` (the harness answers on loopback; the address is the request's own field). */
async function login(ip: string, body: Record<string, unknown>) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/v2/login',
    remoteAddress: ip,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  return { status: res.statusCode, body: res.json() as unknown[] };
}

const passwordChecks = () =>
  (h.db.prepare("SELECT COUNT(*) AS n FROM acct_login_history WHERE reason = 'password'").get() as { n: number }).n;

describe('login limits under concurrency', () => {
  it('checks no more guesses than the limit when 100 arrive at once for one e-mail, and refuses the right one among them', async () => {
    await signupConfirmed(h, EMAIL, PASSWORD);
    const captchas = await Promise.all(Array.from({ length: 100 }, () => solveCaptcha(h.app)));
    const answers = await Promise.all(
      captchas.map((c, i) => login('203.0.113.7', { login: EMAIL, password: i === 60 ? PASSWORD : `wrong-${i}`, ...c })),
    );
    expect(passwordChecks()).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(95);
    expect(answers[60]?.body[0]).not.toBe('auth');
  });

  it('answers 100 parallel guesses from one address across e-mails with a captcha demand, then 429', async () => {
    const bare = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login('203.0.113.8', { login: `x${i}@example.org`, password: 'nope-nope-1' })),
    );
    expect(bare.filter((a) => a.body[2] === 'captcha: required').length).toBeGreaterThanOrEqual(98);
    const captchas = await Promise.all(Array.from({ length: 100 }, () => solveCaptcha(h.app)));
    const solved = await Promise.all(
      captchas.map((c, i) => login('203.0.113.8', { login: `y${i}@example.org`, password: 'nope-nope-1', ...c })),
    );
    expect(solved.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(80);
    expect(passwordChecks()).toBeLessThanOrEqual(20);
  });
});

describe('lockout', () => {
  it("cannot be used against the owner: a stranger's failures lock the stranger's address, not the account", async () => {
    await signupConfirmed(h, EMAIL, PASSWORD);
    for (let i = 0; i < 5; i++) {
      const r = await login('198.51.100.1', { login: EMAIL, password: `guess-${i}`, ...(await solveCaptcha(h.app)) });
      expect(r.body).toEqual(['error', 10100, 'login: invalid e-mail or password']);
    }
    const stranger = await login('198.51.100.1', { login: EMAIL, password: PASSWORD, ...(await solveCaptcha(h.app)) });
    expect(stranger.status).toBe(429);
    // The owner, from their own address: the captcha first (the e-mail is under attack), then in.
    expect((await login('192.0.2.44', { login: EMAIL, password: PASSWORD })).body).toEqual(['error', 10020, 'captcha: required']);
    const owner = await login('192.0.2.44', { login: EMAIL, password: PASSWORD, ...(await solveCaptcha(h.app)) });
    expect(owner.body[0]).toBe('auth');
  });
});
