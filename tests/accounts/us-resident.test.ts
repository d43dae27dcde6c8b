// The US-resident declaration (`/v1/account_us_resident`): read, made and changed by the account
// holder, kept across a restart, and read by the gates — a declared US resident is refused
// deposits and real-money trading (block_compl_region, default US) with the reason and the way out.
import { describe, expect, it } from 'vitest';
import { loginToken, post, signupConfirmed, startHarness } from './harness';
import { eachTest } from '../lifecycle';
import { accountGates } from '../../server/accounts/gates';
import { createAccounts } from '../../server/accounts/index';
import { COMPLIANCE_CALLS as C } from '../../src/protocol/calls/compliance';
import { TEST_PASSWORD_LOG_N } from '../loopback-exchange';

const h = eachTest(() => startHarness({ captchaOnSignup: false }));
const PASSWORD = 'correct horse battery';

describe('the US-resident declaration', () => {
  it('is read, declared and changed, and decides the US block', async () => {
    const id = await signupConfirmed(h, 'pat@example.org', PASSWORD);
    h.accounts.users.setVerificationLevel(id, 2);
    const token = await loginToken(h, 'pat@example.org', PASSWORD);
    const call = async (body: object) => (await post(h.app, C.usResident.path, body, { 'bfx-token': token })).body;
    const gates = accountGates(h.accounts.traderProfile, () => true);

    expect(await call({})).toEqual([null, null]);
    expect(gates.deposit(id)).toBeUndefined();

    const yes = (await call({ us_resident: true })) as [number, number];
    expect(yes).toEqual([1, h.clock.t]);
    expect(h.accounts.traderProfile(id).usResident).toBe(true);
    expect(gates.deposit(id)).toBe(
      'region: a deposit is not offered to residents of United States (US); paper trading is still offered; if you do not live in the US, correct your US-resident declaration on the Verification page',
    );
    expect(gates.order(id, { margin: false, derivative: false, paper: false })).toMatch(
      /^region: trading is not offered to residents of United States/,
    );
    expect(gates.order(id, { margin: false, derivative: false, paper: true })).toBeUndefined();

    h.clock.advance(1000);
    expect(await call({ us_resident: 0 })).toEqual([0, h.clock.t]);
    expect(gates.deposit(id)).toBeUndefined();
    expect(((await call({ us_resident: 'maybe' })) as unknown[]).slice(0, 2)).toEqual(['error', 10020]);

    // Kept in the database: a restarted exchange reads the same declaration.
    const again = createAccounts(h.db, Buffer.alloc(32, 7), { passwordLogN: TEST_PASSWORD_LOG_N });
    expect(again.usResident.declaration(id)).toEqual({ usResident: false, declaredAt: h.clock.t });
  });

  it('needs a signed-in account', async () => {
    expect(((await post(h.app, C.usResident.path, { us_resident: true })).body as unknown[]).slice(0, 2)).toEqual(['error', 10100]);
  });
});
