// Verification, gates and freeze against the running exchange (issue 9, item 4): levels granted
// by the local reviewer after its delay, and every gate enforced by the exchange itself —
// deposits below Basic Plus, margin below the level the account's date needs, the Japan block,
// residents of a blocked region, a corporate account without high net worth, prohibited persons,
// a frozen account — each with its reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningExchange } from '../../server/exchange';
import { hashPassword } from '../../server/accounts/passwords';
import { startLoopbackExchange, type LoopbackExchange, TEST_PASSWORD_LOG_N } from '../loopback-exchange';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { pageCall as call, pageLogin, type PageSession } from './page-session';

const REVIEW_MS = 400;
const PASSWORD = 'Verify-Me-Please-42';
let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;
let base: string;

beforeAll(async () => {
  loopback = await startLoopbackExchange('verification', { seed: 9, kycReviewMs: REVIEW_MS });
  exchange = loopback.exchange;
  base = `http://127.0.0.1:${exchange.port}`;
}, 120_000);

afterAll(async () => {
  await loopback?.close();
});

let serial = 0;
/** A new confirmed, funded trader signed in from the page (optionally from a country). */
async function trader(country?: string): Promise<{ s: PageSession; id: number; email: string }> {
  const email = `kyc-${Date.now()}-${++serial}@example.com`;
  const user = exchange.accounts.users.create({
    email,
    passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_LOG_N),
    emailVerified: true,
    signupCountry: country,
  });
  exchange.trading.fundAccount(user.id);
  return { s: await pageLogin(base, email, PASSWORD), id: user.id, email };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const individual = { first_name: 'Ada', last_name: 'Lovelace', country: 'GB' };
const address = { date_of_birth: '1990-12-10', building: '12', street: 'St James Square', city: 'London', zipcode: 'SW1Y 4JH' };
const submit = (s: PageSession, level: 1 | 2 | 3, data: object, extra: object = {}) =>
  call(s, C.compliance.path, { action: 'submitKycData', account_type: 'individual', level, prohibited_person: false, data, ...extra });
const fetchKyc = async (s: PageSession) => (await call(s, C.compliance.path, { action: 'fetchPublicKycData' })) as unknown[];
const marginOrder = { type: 'LIMIT', symbol: 'tBTCUSD', amount: '0.001', price: '1000' };
const spotOrder = { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.001', price: '1000' };
const depositAddress = { wallet: 'exchange', method: 'bitcoin' };
const refusal = (r: unknown) => {
  const row = r as unknown[];
  return row[0] === 'error' ? String(row[2]) : String(row[7]);
};

describe('verification levels and the gates they open', () => {
  it('takes a new account from Basic to Basic Plus to Intermediate, opening deposits then margin', async () => {
    const { s } = await trader();
    expect(refusal(await call(s, T.depositAddress.path, depositAddress))).toBe(
      'verification: a deposit needs Basic Plus (this account is Basic); verify on the Verification page',
    );
    expect(refusal(await call(s, T.orderSubmit.path, marginOrder))).toBe(
      'verification: margin trading needs Intermediate (this account is Basic); verify on the Verification page',
    );
    expect(((await call(s, T.orderSubmit.path, spotOrder)) as unknown[])[6]).toBe('SUCCESS');

    // Data of the level asked for is required.
    expect(await submit(s, 1, { first_name: 'Ada', country: 'GB' })).toEqual(['error', 10020, 'data: invalid (missing last_name)']);
    expect(await submit(s, 2, individual)).toEqual([
      'error',
      10020,
      'data: invalid (missing date_of_birth, building, street, city, zipcode)',
    ]);
    const pending = (await submit(s, 1, individual)) as unknown[];
    expect(pending.slice(0, 3)).toEqual(['pending', 1, 'individual']);
    expect(await submit(s, 1, individual)).toEqual(['error', 10001, 'verification: a submission is already under review']);
    const info = (await call(s, C.userInfo.path)) as unknown[];
    expect([info[5], info[45]]).toEqual([0, 1]);

    await sleep(REVIEW_MS + 50);
    const approved = await fetchKyc(s);
    expect([approved[0], approved[7]]).toEqual(['approved', 1]);
    expect(((await call(s, C.userInfo.path)) as unknown[]).slice(4, 6)).toEqual([1, 1]);
    expect(((await call(s, T.depositAddress.path, depositAddress)) as unknown[])[6]).toBe('SUCCESS');
    expect(refusal(await call(s, T.orderSubmit.path, marginOrder))).toBe(
      'verification: margin trading needs Intermediate (this account is Basic Plus); verify on the Verification page',
    );
    expect(await submit(s, 1, individual)).toEqual(['error', 10020, 'level: invalid (the account already has level 1)']);

    await submit(s, 2, { ...individual, ...address });
    await sleep(REVIEW_MS + 50);
    expect((await fetchKyc(s))[7]).toBe(2);
    expect(((await call(s, T.orderSubmit.path, marginOrder)) as unknown[])[6]).toBe('SUCCESS');
  });

  it('refuses prohibited persons and residents of a blocked region, with the reason', async () => {
    const { s } = await trader();
    await submit(s, 1, individual, { prohibited_person: true });
    await sleep(REVIEW_MS + 50);
    const rejected = await fetchKyc(s);
    expect([rejected[0], rejected[4], rejected[7]]).toEqual([
      'rejected',
      'prohibited person: the exchange cannot serve prohibited persons',
      0,
    ]);
    await submit(s, 1, { ...individual, country: 'US' });
    await sleep(REVIEW_MS + 50);
    expect((await fetchKyc(s)).slice(0, 1).concat((await fetchKyc(s))[4])).toEqual([
      'rejected',
      'region: the exchange is not available to residents of US',
    ]);
    // Signed up from the blocked region: no trading with real money at all.
    const american = await trader('US');
    expect(refusal(await call(american.s, T.orderSubmit.path, spotOrder))).toBe(
      'region: trading is not offered to residents of United States (US); paper trading is still offered; if you live elsewhere now, verify your country of residence',
    );
  });

  it('keeps the Japan block and a corporate account without high net worth from what they gate', async () => {
    const japan = await trader('JP');
    exchange.accounts.users.setVerificationLevel(japan.id, 3);
    expect(refusal(await call(japan.s, T.orderSubmit.path, marginOrder))).toBe(
      'region: margin trading is not offered to residents of Japan (JP); it applies to accounts opened since 2022-03-01; spot trading and paper trading are still offered',
    );
    expect(((await call(japan.s, T.orderSubmit.path, spotOrder)) as unknown[])[6]).toBe('SUCCESS');

    const corp = await trader();
    await call(corp.s, C.compliance.path, {
      action: 'submitKycData',
      account_type: 'corporate',
      level: 1,
      prohibited_person: false,
      data: { full_corporate_name: 'Analytical Engines Ltd', country: 'GB' },
    });
    await sleep(REVIEW_MS + 50);
    expect((await fetchKyc(corp.s))[0]).toBe('approved');
    expect(refusal(await call(corp.s, T.depositAddress.path, depositAddress))).toBe(
      'verification: a deposit of a corporate account needs its high net worth declared; declare it on the Verification page',
    );
  });
});

describe('the account freeze', () => {
  it('locks trading and withdrawals, cancels the resting orders, and is lifted with the password', async () => {
    const { s, id } = await trader();
    exchange.accounts.users.setVerificationLevel(id, 3);
    expect(((await call(s, T.orderSubmit.path, spotOrder)) as unknown[])[6]).toBe('SUCCESS');
    expect(((await call(s, C.freeze.path)) as unknown[])[0]).toEqual(expect.any(Number));
    expect(exchange.trading.orders(id)).toEqual([]);
    expect(((await call(s, C.userInfo.path)) as unknown[])[56]).toBe(1);
    expect(refusal(await call(s, T.orderSubmit.path, spotOrder))).toBe('account: frozen (trading is locked until the freeze is lifted)');
    expect(
      refusal(
        await call(s, T.withdraw.path, {
          wallet: 'exchange',
          method: 'bitcoin',
          amount: '0.01',
          address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
        }),
      ),
    ).toBe('account: frozen (a withdrawal is locked until the freeze is lifted)');
    // A sub-account of a frozen account is frozen with it.
    const sub = exchange.accounts.subaccounts.create(id, `frozen-desk-${serial}`);
    await call(s, C.subaccountSwitch.path, { subaccountId: sub.id });
    expect(refusal(await call(s, T.orderSubmit.path, spotOrder))).toMatch(/^account: frozen/);
    await call(s, C.subaccountSwitch.path, { subaccountId: 0 });

    expect(await call(s, C.freezeLift.path, { password: 'wrong password' })).toEqual(['error', 10020, 'password: invalid']);
    expect(await call(s, C.freezeLift.path, { password: PASSWORD })).toEqual([1]);
    expect(((await call(s, T.orderSubmit.path, spotOrder)) as unknown[])[6]).toBe('SUCCESS');
  });

  it('is asked for without a login: a link by e-mail, the same answer for any address, each link once', async () => {
    const { id, email } = await trader();
    const ask = async (who: string) =>
      (
        await fetch(`${base}${C.freezeRequest.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: who }),
        })
      ).json();
    expect(await ask('nobody-here@example.com')).toEqual([1]);
    expect(exchange.accounts.outbox.list({ to: 'nobody-here@example.com' })).toEqual([]);
    expect(await ask(email)).toEqual([1]);
    const link = exchange.accounts.outbox.list({ to: email }).find((m) => m.kind === 'freeze-account')?.link;
    expect(link).toMatch(/^\/api\/freeze\/confirm\?token=/);
    const open = () => fetch(`${base}${link}`, { redirect: 'manual' });
    const first = await open();
    expect([first.status, first.headers.get('location')]).toEqual([303, '/freeze?status=frozen']);
    expect(exchange.accounts.users.byId(id)?.frozenAt).toEqual(expect.any(Number));
    expect((await open()).headers.get('location')).toBe('/freeze?status=invalid');
  });
});
