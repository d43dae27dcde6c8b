// Finding 8 (weak passwords, enumeration) of the hardening issue: `password` and `12345678` were
// accepted, and a sign-up for a registered address said so.
import { describe, expect, it } from 'vitest';
import { passwordAccepted, passwordRules } from '../../src/pages/auth/password-rules';
import { passwordStrength } from '../../src/protocol/password-strength';
import { post, solveCaptcha, startHarness } from '../accounts/harness';
import { eachTest } from '../lifecycle';

const h = eachTest(() => startHarness());

describe('new passwords', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou1', 'P@ssw0rd', 'aaaaaaaaaaab'])(
    'refuses %j as too easy to guess',
    async (password) => {
      const res = await post(h.app, '/v2/signup', { country: 'GB', email: 'new@example.org', password, ...(await solveCaptcha(h.app)) });
      expect(res.status).toBe(500);
      expect((res.body as string[])[2]).toMatch(/^password: too (easy to guess|simple)/);
      expect(h.accounts.users.byEmail('new@example.org')).toBeUndefined();
    },
  );

  it("refuses a password made of the address's own words", async () => {
    const res = await post(h.app, '/v2/signup', {
      country: 'GB',
      email: 'marguerite.fontaine@example.org',
      password: 'margueritefontaine',
      ...(await solveCaptcha(h.app)),
    });
    expect((res.body as string[])[2]).toMatch(/^password: too easy to guess/);
  });

  it('accepts a password the estimator cannot guess', async () => {
    const res = await post(h.app, '/v2/signup', {
      country: 'GB',
      email: 'new@example.org',
      password: 'Quiet-Harbour-42',
      ...(await solveCaptcha(h.app)),
    });
    expect(res.status).toBe(200);
  });

  it('shows the same rule in the sign-up form once the estimate is in', () => {
    const weak = passwordStrength('password').score;
    expect(passwordRules('password', weak).find((r) => r.id === 'guessable')?.met).toBe(false);
    expect(passwordAccepted('password', weak)).toBe(false);
    const strong = passwordStrength('Quiet-Harbour-42').score;
    expect(passwordAccepted('Quiet-Harbour-42', strong)).toBe(true);
  });
});

describe('sign-up without account enumeration', () => {
  it('answers a registered address exactly like a new one, and tells its owner by mail', async () => {
    const first = await post(h.app, '/v2/signup', {
      country: 'GB',
      email: 'owner@example.org',
      password: 'Quiet-Harbour-42',
      ...(await solveCaptcha(h.app)),
    });
    const again = await post(h.app, '/v2/signup', {
      country: 'GB',
      email: 'owner@example.org',
      password: 'Other-Harbour-43',
      ...(await solveCaptcha(h.app)),
    });
    const fresh = await post(h.app, '/v2/signup', {
      country: 'GB',
      email: 'stranger@example.org',
      password: 'Other-Harbour-43',
      ...(await solveCaptcha(h.app)),
    });
    expect([first.status, again.status, fresh.status]).toEqual([200, 200, 200]);
    expect(again.body).toEqual([0, 'owner@example.org', 0]);
    expect(fresh.body).toEqual([0, 'stranger@example.org', 0]);
    expect(h.accounts.outbox.list({ to: 'owner@example.org' }).map((m) => m.kind)).toEqual(['signup-existing', 'confirm-email']);
  });
});
