// Sub-accounts against the running exchange (issue 9, item 3): made by a main account, listed
// with their balances, funded from the master and back, used by switching the session cookie's
// sub-account id — and never a way into another account's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningExchange } from '../../server/exchange';
import { startLoopbackExchange, type LoopbackExchange, TEST_PASSWORD_LOG_N } from '../loopback-exchange';
import { OWNER_ONLY_REASON } from '../../server/http/auth/guard';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { keyCall, pageCall, pageKeyCode, pageLogin, type PageSession } from './page-session';
import { TestClient } from '../ws/ws-client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;
let base: string;
const clients: TestClient[] = [];

beforeAll(async () => {
  loopback = await startLoopbackExchange('subaccounts', { seed: 5 });
  exchange = loopback.exchange;
  base = `http://127.0.0.1:${exchange.port}`;
}, 120_000);

afterAll(async () => {
  for (const c of clients) await c.close();
  await loopback?.close();
});

type Session = PageSession;

const login = (email = exchange.demo.email, password = exchange.demo.password): Promise<Session> => pageLogin(base, email, password);
const call = pageCall;

const signed = (apiKey: string, apiSecret: string, path: string, body: unknown = {}) => keyCall(base, apiKey, apiSecret, path, body);

/** A transfer body of USD between exchange wallets of two accounts. */
const usdMove = (src: number, dst: number, amount: string) => ({
  user_id_src: src,
  user_id_dst: dst,
  from: 'exchange',
  to: 'exchange',
  currency: 'USD',
  amount,
});

const usd = (rows: unknown, wallet = 'exchange'): number =>
  Number(((rows as unknown[][]).find((w) => w[0] === wallet && w[1] === 'USD') ?? [])[2] ?? 0);

/** A new confirmed trader of its own (signed up through the exchange's accounts). */
async function newTrader(email: string): Promise<Session> {
  const user = exchange.accounts.users.create({ email, passwordHash: null, emailVerified: true });
  const { hashPassword } = await import('../../server/accounts/passwords');
  exchange.accounts.users.setPasswordHash(user.id, await hashPassword('correct horse battery 9', TEST_PASSWORD_LOG_N));
  exchange.trading.fundAccount(user.id);
  return login(email, 'correct horse battery 9');
}

describe('sub-accounts', () => {
  it('are made by a main account, listed, funded from it and used by switching to them and back', async () => {
    const master = await login();
    const masterId = exchange.demo.userId;
    const made = (await call(master, C.subaccountCreate.path, { name: 'desk-one' })) as unknown[];
    expect(made).toEqual([expect.any(Number), 'desk-one', expect.stringContaining('+desk-one@'), expect.any(Number)]);
    const subId = made[0] as number;
    expect(await call(master, C.subaccountCreate.path, { name: 'desk-one' })).toEqual(['error', 10020, 'name: taken']);
    expect(await call(master, C.subaccountCreate.path, { name: 'a b' })).toEqual([
      'error',
      10020,
      'name: invalid (3–24 letters, digits, _ . -)',
    ]);
    expect(await call(master, C.subaccounts.path)).toEqual([[subId, 'desk-one', made[2], made[3]]]);

    // Funded from the master: both wallets and both ledgers move.
    const before = usd(await call(master, T.wallets.path));
    const tf = (await call(master, C.subaccountTransfer.path, usdMove(masterId, subId, '1500'))) as unknown[];
    expect(tf[6]).toBe('SUCCESS');
    expect(usd(await call(master, T.wallets.path))).toBeCloseTo(before - 1500, 6);
    const balances = (await call(master, C.subaccountBalances.path, { ccy: 'USD' })) as unknown[][];
    expect(balances).toEqual([[subId, 'exchange', 'USD', 1500, 1500]]);
    expect(tf[7]).toMatch(/^1500(\.0)? USD transfered from Exchange to Exchange \(demo\S* to desk-one\)$/);
    const masterLedger = (await call(master, T.ledgers.path, {})) as unknown[][];
    expect(masterLedger.some((e) => e[5] === -1500 && String(e[8]).includes('to desk-one'))).toBe(true);
    // A group master is never listed among the sub-accounts.
    const group = exchange.accounts.subaccounts.create(masterId, 'group-desk');
    exchange.store.db.prepare('UPDATE acct_users SET is_group_master = 1 WHERE id = ?').run(group.id);
    expect(((await call(master, C.subaccounts.path)) as unknown[][]).map((r) => r[0])).toEqual([subId]);
    const refused = (await call(master, C.subaccountTransfer.path, usdMove(masterId, subId, '1e12'))) as unknown[];
    expect(refused[0]).toBe('error');
    expect(String(refused[2])).toMatch(/not enough USD/);

    // Switched: every call of the session is the sub-account's.
    expect(await call(master, C.subaccountSwitch.path, { subaccountId: subId })).toEqual([subId]);
    expect(master.cookie).toMatch(new RegExp(`%7C${subId}$`));
    const info = (await call(master, C.userInfo.path)) as unknown[];
    expect(info[0]).toBe(subId);
    expect(info[16]).toBe(masterId);
    expect(usd(await call(master, T.wallets.path))).toBe(1500);
    const subLedger = (await call(master, T.ledgers.path, {})) as unknown[][];
    expect(subLedger.map((e) => [e[1], e[5], e[6]])).toEqual([['USD', 1500, 1500]]);
    // An order of the sub-account is its own.
    const order = (await call(master, T.orderSubmit.path, {
      type: 'EXCHANGE LIMIT',
      symbol: 'tBTCUSD',
      amount: '0.001',
      price: '1000',
    })) as unknown[];
    expect(order[6]).toBe('SUCCESS');
    // The master's calls go on with the session's master token: list, and money back.
    expect(((await call(master, C.subaccounts.path)) as unknown[][]).map((r) => r[0])).toEqual([subId]);
    const back = (await call(master, C.subaccountTransfer.path, usdMove(subId, masterId, '500'))) as unknown[];
    expect(back[6]).toBe('SUCCESS');
    expect(await call(master, C.subaccountCreate.path, { name: 'desk-two' })).toEqual([
      'error',
      10001,
      'subaccounts: switch back to the master account to create one',
    ]);

    // The login's security is the master's: a sub-account's context cannot change it.
    const ownerOnly = ['error', 10100, `token: permission denied (${OWNER_ONLY_REASON})`];
    expect(await call(master, C.otpEnable.path)).toEqual(ownerOnly);
    expect(await call(master, C.securityChange.path, { settings: { ip_lock: '1' } })).toEqual(ownerOnly);
    expect(await call(master, C.smsEnable.path, { phone: '+447700900123' })).toEqual(ownerOnly);

    // The socket of a page in the sub-account's context is the sub-account's.
    const c = await TestClient.connect(`ws://127.0.0.1:${exchange.port}/ws/2`, { cookie: master.cookie, origin: base });
    clients.push(c);
    await c.event('info');
    expect(await c.request({ event: 'auth', dms: 0, calc: 0 }, 'auth')).toMatchObject({ status: 'OK', userId: subId });

    // One click back: the master again, with its own orders and money.
    expect(await call(master, C.subaccountSwitch.path, { subaccountId: 0 })).toEqual([0]);
    expect(((await call(master, C.userInfo.path)) as unknown[])[0]).toBe(masterId);
    expect(usd(await call(master, T.wallets.path))).toBeCloseTo(before - 1000, 6);
    const masterOrders = (await call(master, T.orders.path, {})) as unknown[][];
    expect(masterOrders.some((o) => o[0] === (order[4] as unknown[][])[0]![0])).toBe(false);
  });

  it('never reach another account: a forged cookie id, a stranger sub-account, a sub-account key', async () => {
    const master = await login();
    const masterId = exchange.demo.userId;
    const mine = ((await call(master, C.subaccountCreate.path, { name: 'desk-three' })) as unknown[])[0] as number;
    const stranger = await newTrader('stranger@example.com');
    const theirs = ((await call(stranger, C.subaccountCreate.path, { name: 'their-desk' })) as unknown[])[0] as number;

    // Switching to someone else's sub-account, or to an id that is no sub-account, is refused.
    for (const id of [mine, 999_999, masterId]) {
      const r = await call(stranger, C.subaccountSwitch.path, { subaccountId: id });
      expect(r, String(id)).toEqual(['error', 10100, 'subaccount: not a sub-account of this account']);
    }
    // A cookie edited by hand to name another's sub-account authenticates nothing.
    const forged = { base, cookie: stranger.cookie.replace(/%7C\d+$/, `%7C${mine}`) };
    expect(await call(forged, C.userInfo.path)).toEqual(['error', 10100, 'subaccount: not a sub-account of this account']);
    // Money only moves inside one family.
    expect(
      await call(stranger, C.subaccountTransfer.path, usdMove(exchange.accounts.users.byEmail('stranger@example.com')!.id, mine, '1')),
    ).toEqual(['error', 10100, 'subaccount: not a sub-account of this account']);
    expect(((await call(stranger, C.subaccounts.path)) as unknown[][]).map((r) => r[0])).toEqual([theirs]);

    // An API key made in the sub-account's context is the sub-account's: it sees its own wallets
    // and none of its master's calls. The login (the master's, with no other second factor)
    // confirms it with the code mailed to the master.
    await call(master, C.subaccountSwitch.path, { subaccountId: mine });
    const key = (await call(master, C.apiKeyCreate.path, {
      label: 'desk bot',
      caps: { account: { read: 1, write: 1 }, wallets: { read: 1, write: 1 } },
      email_code: await pageKeyCode(exchange, master, exchange.demo.email),
    })) as unknown[];
    await call(master, C.subaccountSwitch.path, { subaccountId: 0 });
    const [apiKey, apiSecret] = [key[2] as string, key[3] as string];
    expect(((await signed(apiKey, apiSecret, C.userInfo.path)) as unknown[])[0]).toBe(mine);
    const denied = 'subaccounts: a sub-account has no sub-accounts (switch back to the master account)';
    expect(await signed(apiKey, apiSecret, C.subaccounts.path)).toEqual(['error', 10100, denied]);
    expect(await signed(apiKey, apiSecret, C.subaccountBalances.path)).toEqual(['error', 10100, denied]);
    expect(await signed(apiKey, apiSecret, C.subaccountTransfer.path, usdMove(masterId, mine, '1'))).toEqual(['error', 10100, denied]);
    // A sub-account has no password: it cannot be logged into on its own.
    const res = await fetch(`${base}${C.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'desk-three', password: 'anything at all' }),
    });
    expect(((await res.json()) as unknown[])[0]).toBe('error');
  });

  it('are all still there after a restart: the sub-account, its money and the master family', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-subaccounts-restart-'));
    const boot = () => startLoopbackExchange('subaccounts-restart', { seed: 5, dataDir: dir });
    try {
      const first = await boot();
      const b1 = `http://127.0.0.1:${first.exchange.port}`;
      const saved = base;
      base = b1;
      const exchangeBefore = exchange;
      exchange = first.exchange;
      const s1 = await login();
      const id = ((await call(s1, C.subaccountCreate.path, { name: 'kept-desk' })) as unknown[])[0] as number;
      const tf = (await call(s1, C.subaccountTransfer.path, usdMove(exchange.demo.userId, id, '42.5'))) as unknown[];
      expect(tf[6]).toBe('SUCCESS');
      await first.exchange.close();

      const second = await boot();
      exchange = second.exchange;
      base = `http://127.0.0.1:${second.exchange.port}`;
      const s2 = await login();
      expect(((await call(s2, C.subaccounts.path)) as unknown[][]).map((r) => [r[0], r[1]])).toEqual([[id, 'kept-desk']]);
      expect(await call(s2, C.subaccountBalances.path, { ccy: 'USD' })).toEqual([[id, 'exchange', 'USD', 42.5, 42.5]]);
      await call(s2, C.subaccountSwitch.path, { subaccountId: id });
      expect(((await call(s2, C.userInfo.path)) as unknown[])[0]).toBe(id);
      await second.close();
      base = saved;
      exchange = exchangeBefore;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
