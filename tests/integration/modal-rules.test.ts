// The modals' rules on the running exchange (account-side §2 modals): a withdrawal confirmed by
// the code mailed to an account with no other second factor (issued, used once, a wrong code
// refused and counted), a currency's own agreement refusing its deposit address and withdrawal
// until accepted (the terms keys of its kind in the user settings), and the travel rule's
// beneficiary recorded with the withdrawal — a third party only for a permitted beneficiary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningExchange } from '../../server/exchange';
import { hashPassword } from '../../server/accounts/passwords';
import { startLoopbackExchange, type LoopbackExchange, TEST_PASSWORD_LOG_N } from '../loopback-exchange';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { PUBLIC_CALLS as P } from '../../src/protocol/calls/public';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { MODAL_CALLS as M } from '../../src/protocol/calls/modals';
import { CURRENCY_AGREEMENT_LIST, agreementConfKey, agreementKeys } from '../../src/protocol/account/currency-agreement';
import { pageCall as call, pageLogin, type PageSession } from './page-session';

let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;
let s: PageSession;
let email: string;
let userId: number;

beforeAll(async () => {
  loopback = await startLoopbackExchange('modal-rules', { seed: 12 });
  exchange = loopback.exchange;
  email = `modal-rules-${Date.now()}@example.com`;
  const user = exchange.accounts.users.create({
    email,
    passwordHash: await hashPassword('Modal-Rules-42x', TEST_PASSWORD_LOG_N),
    emailVerified: true,
  });
  userId = user.id;
  exchange.accounts.users.setVerificationLevel(user.id, 2);
  exchange.trading.fundAccount(user.id);
  s = await pageLogin(`http://127.0.0.1:${exchange.port}`, email, 'Modal-Rules-42x');
}, 120_000);

afterAll(async () => {
  await loopback?.close();
});

const mailed = (kind: string) => exchange.accounts.outbox.list({ to: email }).filter((m) => m.kind === kind);
const codeOf = (subject: string | undefined) => /: (\d{6})$/.exec(subject ?? '')?.[1] ?? '';
const textOf = (r: unknown) => ((r as unknown[])[0] === 'error' ? String((r as unknown[])[2]) : String((r as unknown[])[7]));
const statusOf = (r: unknown) => ((r as unknown[])[0] === 'error' ? 'error' : String((r as unknown[])[6]));
/** The stored withdrawal of a notification (its movement's body in the store). */
const stored = (n: unknown) => {
  const id = ((n as unknown[])[4] as unknown[])[0] as number;
  const body = exchange.store.db.prepare<[number], string>('SELECT body FROM tr_movements WHERE id = ?').pluck().get(id)!;
  return JSON.parse(body) as { status: string; travelRule: unknown };
};

const BTC_TO = { wallet: 'exchange', method: 'bitcoin', address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT' };
const TRAVEL = { dest_firstname: 'Ada', dest_lastname: 'Lovelace', vasp_name: 'self-hosted', travel_rule_tos: 1 };

describe('a withdrawal confirmed by a mailed code', () => {
  it('is confirmed at once by the code, which works once; a wrong code is refused and counted', async () => {
    const sent = (await call(s, M.emailCode.path, { action: 'withdraw' })) as number[];
    expect(sent[0]).toBeGreaterThan(Date.now());
    const code = codeOf(mailed('email-code')[0]?.subject);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await call(s, T.withdraw.path, { ...BTC_TO, amount: '0.001', email_code: wrong });
    expect(textOf(refused)).toBe('Invalid withdrawal: email code: invalid (4 tries left)');
    const linksBefore = mailed('confirm-withdrawal').length;

    const ok = await call(s, T.withdraw.path, { ...BTC_TO, amount: '0.001', email_code: code });
    expect(statusOf(ok)).toBe('SUCCESS');
    expect(textOf(ok)).toBe('Your withdrawal request has been successfully submitted.');
    expect(stored(ok).status).toBe('PROCESSING');
    expect(mailed('confirm-withdrawal')).toHaveLength(linksBefore);

    const again = await call(s, T.withdraw.path, { ...BTC_TO, amount: '0.001', email_code: code });
    expect(textOf(again)).toBe('Invalid withdrawal: email code: none sent (ask for a code first)');
    // Without a code the withdrawal waits for the mailed link, as before.
    const linked = await call(s, T.withdraw.path, { ...BTC_TO, amount: '0.001' });
    expect(stored(linked).status).toBe('PENDING');
    // Sends are limited: one each 30 s.
    const soon = (await call(s, M.emailCode.path, { action: 'withdraw' })) as unknown[];
    expect(soon.slice(0, 2)).toEqual(['error', 11010]);
  });
});

describe("a currency's own agreement", () => {
  it('is listed with its text, refuses the deposit address and the withdrawal until accepted', async () => {
    const keys = `${CURRENCY_AGREEMENT_LIST},${agreementConfKey('XRP')}`;
    const conf = (await (await fetch(`${s.base}${P.conf.path.replace(':keys', keys)}`)).json()) as unknown[][];
    expect(conf[0]).toEqual(['XRP', 'SOL']);
    expect(conf[1]!.slice(0, 2)).toEqual([Date.UTC(2026, 10, 15), 'XRP Deposit and Withdrawal Agreement']);
    const address = { wallet: 'exchange', method: 'ripple', op_renew: 0 };
    const before = await call(s, T.depositAddress.path, address);
    expect(textOf(before)).toMatch(/^currency: XRP asks you to accept its agreement first/);
    const out = await call(s, T.withdraw.path, {
      wallet: 'exchange',
      method: 'ripple',
      amount: '10',
      address: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
    });
    expect(textOf(out)).toMatch(/^currency: XRP asks you to accept its agreement first/);
    // BTC asks none.
    expect(statusOf(await call(s, T.depositAddress.path, { wallet: 'exchange', method: 'bitcoin', op_renew: 0 }))).toBe('SUCCESS');

    const xrp = agreementKeys('XRP');
    const modified = Date.UTC(2026, 10, 15);
    await call(s, C.settingsSet.path, { settings: { [xrp.accepted]: modified, [xrp.seen]: Date.now(), [xrp.modified]: modified } });
    expect(statusOf(await call(s, T.depositAddress.path, address))).toBe('SUCCESS');
    // An older version accepted does not do.
    await call(s, C.settingsSet.path, { settings: { [agreementKeys('SOL').accepted]: modified - 1 } });
    expect(textOf(await call(s, T.depositAddress.path, { wallet: 'exchange', method: 'solana', op_renew: 0 }))).toMatch(
      /^currency: SOL asks/,
    );
  });
});

describe("the travel rule's beneficiary", () => {
  it('is recorded with the withdrawal; only a permitted beneficiary names a third party', async () => {
    const big = { ...BTC_TO, amount: '0.02', ...TRAVEL };
    const third = await call(s, T.withdraw.path, { ...big, beneficiary_self: 0, beneficiary_relationship: 'sister' });
    expect(textOf(third)).toMatch(/^Invalid withdrawal: this account is not a permitted beneficiary/);
    const self = await call(s, T.withdraw.path, { ...big, beneficiary_self: 1 });
    expect(statusOf(self)).toBe('SUCCESS');
    expect(stored(self).travelRule).toEqual({ beneficiary: 'Ada Lovelace', vasp: 'self-hosted', declared: { self: true } });

    exchange.accounts.users.setVerificationLevel(userId, 3);
    const info = (await call(s, C.userInfo.path)) as unknown[];
    expect(info[53]).toBe(1);
    const noRelation = await call(s, T.withdraw.path, { ...big, beneficiary_self: 0 });
    expect(textOf(noRelation)).toBe('Invalid withdrawal: a third party beneficiary needs your relationship to them');
    const ok = await call(s, T.withdraw.path, { ...big, beneficiary_self: 0, beneficiary_relationship: 'sister' });
    expect(stored(ok).travelRule).toEqual({
      beneficiary: 'Ada Lovelace',
      vasp: 'self-hosted',
      declared: { self: false, relationship: 'sister' },
    });
  });
});

describe('suggested articles', () => {
  it("are the content store's articles of a context, each with its tags", async () => {
    const of = async (tag: string) =>
      (await (await fetch(`${s.base}${P.articles.path}?tag=${tag}`)).json()) as Array<{ id: number; title: string; tags: string[] }>;
    const withdraw = await of('withdraw');
    expect(withdraw.map((a) => a.title)).toEqual([
      'Confirming with a code by e-mail',
      'Withdrawals: confirmation, fees and the travel rule',
    ]);
    expect(withdraw.every((a) => a.tags.includes('withdraw'))).toBe(true);
    expect((await of('security')).map((a) => a.id)).toEqual([3, 11]);
    expect((await of('deposit')).map((a) => a.id)).toEqual([9]);
    expect(await (await fetch(`${s.base}${P.articles.path}?tag=gossip`)).json()).toEqual(['error', 10020, 'tag: invalid']);
  });
});
