// scrypt at OWASP's cost (N = 2^17, r = 8, p = 1) for new hashes; a hash made at an older, cheaper
// cost still verifies (the stored text names its parameters) and is replaced at its owner's next
// successful login.
import { describe, expect, it } from 'vitest';
import { PASSWORD_LOG_N, hashPassword, needsRehash, passwordHashing, verifyPassword } from '../../server/accounts/passwords';
import { loginToken, post, signupConfirmed, startHarness } from '../accounts/harness';
import { eachTest } from '../lifecycle';
import { TEST_PASSWORD_LOG_N } from '../loopback-exchange';

const PASSWORD = 'Raise-the-cost-42';

describe('the product cost', () => {
  it("hashes new passwords at OWASP's N = 2^17, r = 8, p = 1", async () => {
    expect(PASSWORD_LOG_N).toBe(17);
    expect(passwordHashing().logN).toBe(17);
    const stored = await hashPassword(PASSWORD);
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  }, 30_000);

  it('still verifies a hash made at 2^15, and says it needs replacing', async () => {
    const old = await hashPassword(PASSWORD, 15);
    expect(old).toMatch(/^scrypt\$15\$8\$1\$/);
    expect(await verifyPassword(PASSWORD, old)).toBe(true);
    expect(await verifyPassword('Raise-the-cost-43', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  }, 30_000);

  it('refuses a stored text naming an absurd cost instead of computing it', async () => {
    const old = await hashPassword(PASSWORD, 12);
    expect(await verifyPassword(PASSWORD, old.replace('scrypt$12$', 'scrypt$40$'), 12)).toBe(false);
    expect(needsRehash(old.replace('scrypt$12$', 'scrypt$40$'))).toBe(false);
  });
});

describe('rehash at login', () => {
  const h = eachTest(() => startHarness({ captchaOnSignup: false }));
  const OLD_LOG_N = TEST_PASSWORD_LOG_N - 2;

  const storedHash = (email: string) => h.accounts.users.byEmail(email)?.passwordHash ?? '';

  it('replaces a hash made with older parameters at the next successful login', async () => {
    const id = await signupConfirmed(h, 'old-hash@example.org', PASSWORD);
    h.accounts.users.setPasswordHash(id, await hashPassword(PASSWORD, OLD_LOG_N));
    expect(storedHash('old-hash@example.org')).toMatch(new RegExp(`^scrypt\\$${OLD_LOG_N}\\$`));

    const wrong = await post(h.app, '/v2/login', { login: 'old-hash@example.org', password: 'Raise-the-cost-43' });
    expect((wrong.body as unknown[])[2]).toBe('login: invalid e-mail or password');
    expect(storedHash('old-hash@example.org')).toMatch(new RegExp(`^scrypt\\$${OLD_LOG_N}\\$`));

    await loginToken(h, 'old-hash@example.org', PASSWORD);
    const fresh = storedHash('old-hash@example.org');
    expect(fresh).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_LOG_N}\\$8\\$1\\$`));
    await loginToken(h, 'old-hash@example.org', PASSWORD);
    expect(storedHash('old-hash@example.org')).toBe(fresh);
  });
});
