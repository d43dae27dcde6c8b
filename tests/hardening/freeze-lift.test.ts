// Finding 3 of the third probe (issue 32): 40 parallel `freeze/lift` guesses were all checked
// within 2 s, with no 429 and nothing in the login history; and freezing ended no session (a
// thief's stayed signed in to guess). A lift's password is limited like a login's now — counted
// before it is checked — and a wrong one is in the login history; freezing ends the other sessions.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { pageCall as call, pageLogin, pageTrader } from '../integration/page-session';
import { startRig } from './rig';
import { wholeFile } from '../lifecycle';

const rig = wholeFile(() => startRig(), 60_000);

const EMAIL = 'frozen-lift@example.org';
const PASSWORD = 'Frozen-lift-42x';

describe('the freeze', () => {
  it('ends the other sessions, and its lift takes no more guesses than a login would', async () => {
    const ex = rig.exchange;
    const { session: owner } = await pageTrader(ex, EMAIL, PASSWORD);
    const thief = await pageLogin(ex.url, EMAIL, PASSWORD);
    expect(((await call(thief, C.userInfo.path)) as unknown[])[1]).toBe(EMAIL);

    await call(owner, C.freeze.path);
    expect(((await call(thief, C.userInfo.path)) as unknown[])[0]).toBe('error');
    expect(((await call(owner, C.userInfo.path)) as unknown[])[1]).toBe(EMAIL);

    // 40 guesses at once, the right password among them: a handful are checked, the rest are 429.
    const answers = (await Promise.all(
      Array.from({ length: 40 }, (_, i) => call(owner, C.freezeLift.path, { password: i === 30 ? PASSWORD : `guess-${i}` })),
    )) as unknown[][];
    const limited = answers.filter((a) => a[1] === 11010).length;
    expect(limited).toBeGreaterThanOrEqual(35);
    expect(((await call(owner, C.userInfo.path)) as unknown[])[0]).not.toBe('error');
    // Still frozen; the wrong guesses are in the login history as failed password checks.
    expect(ex.accounts.users.byEmail(EMAIL)?.frozenAt).not.toBeNull();
    const history = (await call(owner, C.loginsHist.path, { limit: 100 })) as Array<
      [number, null, number, null, string, null, null, { success: number; reason: string }]
    >;
    const failed = history.filter((e) => e[7].success === 0 && e[7].reason === 'password');
    expect(failed.length).toBe(40 - limited);
    // And the right password, asked now, meets the same limit.
    expect(await call(owner, C.freezeLift.path, { password: PASSWORD })).toEqual([
      'error',
      11010,
      expect.stringMatching(/^ratelimit: too many failed password checks, retry in \d+ s$/),
    ]);
  });
});
