// The withdrawal whitelist against the running exchange (issue 9, items 1 and 5): lists checked
// by the spec's rules, changed only through request → confirm → approve (a failed approval drops
// the change), and a withdrawal to an address outside an enabled list refused with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningExchange } from '../../server/exchange';
import { hashPassword } from '../../server/accounts/passwords';
import { startLoopbackExchange, type LoopbackExchange, TEST_PASSWORD_LOG_N } from '../loopback-exchange';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { pageCall as call, pageLogin, type PageSession } from './page-session';

const A = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
const B = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;
let s: PageSession;
let email: string;

beforeAll(async () => {
  loopback = await startLoopbackExchange('whitelist', { seed: 11 });
  exchange = loopback.exchange;
  email = `whitelist-${Date.now()}@example.com`;
  const user = exchange.accounts.users.create({
    email,
    passwordHash: await hashPassword('White-List-42x', TEST_PASSWORD_LOG_N),
    emailVerified: true,
  });
  exchange.trading.fundAccount(user.id);
  s = await pageLogin(`http://127.0.0.1:${exchange.port}`, email, 'White-List-42x');
}, 120_000);

afterAll(async () => {
  await loopback?.close();
});

/** The code of the newest security-code mail. */
const mailedCode = () => {
  const mail = exchange.accounts.outbox.list({ to: email }).find((m) => m.kind === 'security-code');
  return /: (\d{6})$/.exec(mail?.subject ?? '')?.[1] ?? '';
};
const withdraw = (address: string) => call(s, T.withdraw.path, { wallet: 'exchange', method: 'bitcoin', amount: '0.01', address });
const textOf = (r: unknown) => ((r as unknown[])[0] === 'error' ? String((r as unknown[])[2]) : String((r as unknown[])[7]));

describe('the withdrawal whitelist', () => {
  it('checks the lists by the rules and saves nothing while an address is refused', async () => {
    const r = (await call(s, C.securityChange.path, { whitelisted_addresses: { BTC: ['  ', A, A, 'not-an-address'] } })) as unknown[];
    expect(r.slice(0, 3)).toEqual([null, null, null]);
    expect(r[3]).toEqual({
      BTC: {
        on: true,
        addresses: [
          { address: A, error: null },
          { address: A, error: 'existing' },
          { address: 'not-an-address', error: 'This is not a BTC address' },
        ],
      },
    });
    const single = (await call(s, C.securityChange.path, { whitelisted_addresses: { BTC: [' '] } })) as unknown[];
    expect(single[3]).toEqual({ BTC: { on: true, addresses: [{ address: '', error: 'required' }] } });
    expect(await call(s, C.securitySettings.path)).toEqual([{}, expect.any(Array), null]);
  });

  it('is approved by a mailed code; a wrong code drops the pending change', async () => {
    const asked = (await call(s, C.securityChange.path, { whitelisted_addresses: { BTC: [A] } })) as unknown[];
    expect(asked.slice(2, 3)).toEqual(['email']);
    const code = mailedCode();
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await call(s, C.securityApprove.path, { token: asked[0], code: wrong })).toEqual([
      'error',
      10020,
      'code: invalid (the change was dropped: ask again)',
    ]);
    expect(await call(s, C.securityApprove.path, { token: asked[0], code })).toEqual([
      'error',
      10020,
      'token: invalid (no pending change: ask again)',
    ]);

    const again = (await call(s, C.securityChange.path, { whitelisted_addresses: { BTC: [A, ''] } })) as unknown[];
    const settings = (await call(s, C.securityApprove.path, { token: again[0], code: mailedCode() })) as unknown[];
    expect(settings[0]).toEqual({ BTC: { on: true, addresses: [{ address: A, error: null }] } });
  });

  it('refuses a withdrawal outside the enabled list, and lets it go once the currency is off', async () => {
    expect(textOf(await withdraw(B))).toBe(`Invalid withdrawal: ${B} is not on this account's withdrawal whitelist for BTC`);
    expect(((await withdraw(A)) as unknown[])[6]).toBe('SUCCESS');
    const off = (await call(s, C.securityChange.path, { whitelisted_addresses: { BTC: ['disabled'] } })) as unknown[];
    await call(s, C.securityApprove.path, { token: off[0], code: mailedCode() });
    expect(((await call(s, C.securitySettings.path)) as unknown[])[0]).toEqual({ BTC: { on: false, addresses: [] } });
    expect(((await withdraw(B)) as unknown[])[6]).toBe('SUCCESS');
  });
});
