// The deposit and withdrawal notice e-mails honour the user's e-mail toggles (market-side §3 "UI
// settings"): trading hands every movement change to the notice mail, which mails a credited
// deposit, a sent or cancelled withdrawal — unless the owner turned that kind off in the settings
// the interface page writes (`email_toggles`). A movement that was only seen is not mailed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { openDesk, USER } from '../trading/helpers';
import { createMovementMail } from '../../server/accounts/movement-mail';
import { EMAIL_TOGGLES_KEY } from '../../src/protocol/account/email-toggles';

const EMAIL = 'mover@example.com';
let h: Harness;
let userId: number;

beforeAll(async () => {
  h = await startHarness();
  userId = h.accounts.users.create({ email: EMAIL, passwordHash: null, emailVerified: true }).id;
});
afterAll(async () => {
  await h.close();
});

/** A trading desk whose user 1 is the account's user, its movement changes mailed by the accounts. */
function desk() {
  const mail = createMovementMail(h.accounts);
  return openDesk({
    timings: { depositDelayMs: 1000, withdrawalDelayMs: 1000 },
    movementMail: { changed: (c) => void mail.changed({ ...c, user: userId }) },
  });
}
const kinds = () => h.accounts.outbox.list({ to: EMAIL }).map((m) => m.kind);
const to = { wallet: 'exchange', method: 'bitcoin', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' };

describe('deposit and withdrawal notices by e-mail', () => {
  it('mails a credited deposit and a sent withdrawal while the toggles are on (the default)', () => {
    const d = desk();
    d.trading.deposit(USER, { currency: 'BTC', amount: '0.25' });
    expect(kinds()).toEqual([]);
    d.trading.runTimers(d.markets.clock.now + 1000);
    const [deposit] = h.accounts.outbox.list({ to: EMAIL });
    expect(deposit).toMatchObject({ kind: 'deposit-notice', subject: 'Deposit of 0.25 BTC credited' });
    expect(d.trading.withdraw(USER, { ...to, amount: '0.001' })[6]).toBe('SUCCESS');
    d.trading.runTimers(d.markets.clock.now + 2000);
    expect(h.accounts.outbox.list({ to: EMAIL })[0]).toMatchObject({ kind: 'withdrawal-notice', subject: 'Withdrawal of 0.001 BTC sent' });
    expect(h.accounts.outbox.list({ to: EMAIL })[0]!.body).toContain(to.address);
  });

  it('sends no deposit notice once deposits are turned off, and no withdrawal notice once withdrawals are', () => {
    const d = desk();
    h.accounts.settings.set(userId, { [EMAIL_TOGGLES_KEY]: { deposits: false, withdrawals: true } }, true);
    const before = kinds().length;
    d.trading.deposit(USER, { currency: 'BTC', amount: '0.5' });
    d.trading.runTimers(d.markets.clock.now + 1000);
    expect(kinds().length).toBe(before);
    d.trading.withdraw(USER, { ...to, amount: '0.002' });
    d.trading.runTimers(d.markets.clock.now + 2000);
    expect(kinds().slice(0, kinds().length - before)).toEqual(['withdrawal-notice']);

    h.accounts.settings.set(userId, { [EMAIL_TOGGLES_KEY]: { deposits: false, withdrawals: false } }, true);
    const now = kinds().length;
    d.trading.withdraw(USER, { ...to, amount: '0.003' });
    d.trading.runTimers(d.markets.clock.now + 3000);
    d.trading.deposit(USER, { currency: 'BTC', amount: '0.1' });
    d.trading.runTimers(d.markets.clock.now + 4000);
    expect(kinds().length).toBe(now);
  });
});
