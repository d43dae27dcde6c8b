// Issue 32, finding 2: the local sign-on provider read the guessing limit before its slow
// (scrypt) passphrase check and recorded the failure after it, so 30 wrong passphrases sent at
// once were all checked although the limit is five. Each try is now reserved before the check.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { startHarness } from '../accounts/harness';
import { eachTest } from '../lifecycle';

const h = eachTest(() => startHarness());

const EMAIL = 'someone@example.org';
const PASSPHRASE = 'Provider-passphrase-1';

async function authorize(passphrase: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: C.ssoAuthorize.path,
    remoteAddress: '203.0.113.50',
    payload: new URLSearchParams({ email: EMAIL, passphrase, return_to: '/auth/sso/callback' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: res.statusCode, body: res.body, location: res.headers.location };
}

describe('local sign-on passphrases', () => {
  it('checks no more than five of 30 parallel guesses, and refuses the right one among them', async () => {
    expect((await authorize(PASSPHRASE)).status).toBe(303);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => authorize(i === 20 ? PASSPHRASE : `wrong-guess-${i}-x`)));
    const checked = answers.filter((a) => a.body.includes('sso: passphrase invalid'));
    const refused = answers.filter((a) => a.status === 429 && a.body.includes('ratelimit: too many failed logins'));
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(refused.length).toBeGreaterThanOrEqual(25);
    expect(answers[20]?.status).not.toBe(303);
    expect((await authorize(PASSPHRASE)).status).toBe(429);
  });
});
