// The authenticated channel 0 against the real exchange started in-process (PROTOCOL §3): auth
// replies, snapshots in order, live messages to every socket of a user, filters, capabilities,
// the dead-man switch, calc, custom notifications, logout, SEQ_ALL framing and heartbeats.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCaps, noCaps, type Caps } from '../../server/accounts/index';
import type { RunningExchange } from '../../server/exchange';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { TestClient, isChannel, isEvent, type Frame } from '../ws/ws-client';

let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;
let lastNonce = Date.now() * 1000;
const nonce = () => (lastNonce = Math.max(lastNonce + 1, Date.now() * 1000));
const clients: TestClient[] = [];

beforeAll(async () => {
  loopback = await startLoopbackExchange('private-ws', { seed: 3 }, { env: {}, ws: { heartbeatMs: 400 } });
  exchange = loopback.exchange;
}, 120_000);

afterAll(async () => {
  for (const c of clients) await c.close();
  await loopback?.close();
});

interface Key {
  apiKey: string;
  apiSecret: string;
  userId: number;
}

let users = 0;
function newUser(caps: Caps = allCaps(true)): Key {
  const user = exchange.accounts.users.create({ email: `trader${++users}@example.com`, passwordHash: null, emailVerified: true });
  exchange.trading.fundAccount(user.id);
  const key = exchange.accounts.apiKeys.create(user.id, 'test', caps);
  return { apiKey: key.apiKey, apiSecret: key.apiSecret, userId: user.id };
}

function authEvent(key: Key, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const n = nonce();
  const authPayload = `AUTH${n}${n}`;
  const authSig = createHmac('sha384', key.apiSecret).update(authPayload).digest('hex');
  return { event: 'auth', apiKey: key.apiKey, authSig, authNonce: n, authPayload, ...extra };
}

async function connect(): Promise<TestClient> {
  const c = await TestClient.connect(`ws://127.0.0.1:${exchange.port}/ws/2`);
  clients.push(c);
  await c.event('info');
  return c;
}

const SNAPSHOTS = ['ps', 'ws', 'os', 'fos', 'fcs', 'fls'];

/** An authenticated socket whose snapshots have been taken out of the inbox. */
async function login(key: Key, extra: Record<string, unknown> = {}, snapshots = SNAPSHOTS): Promise<TestClient> {
  const c = await connect();
  const reply = await c.request(authEvent(key, extra), 'auth');
  expect(reply.status).toBe('OK');
  for (const type of snapshots) await c.take((f) => isChannel(f, 0) && f[1] === type);
  return c;
}

const isAccount = (type: string) => (f: Frame) => isChannel(f, 0) && f[1] === type;
const isNotice = (type: string) => (f: Frame) => isChannel(f, 0) && f[1] === 'n' && (f[2] as unknown[])[1] === type;
const restingBuy = (cid: number, symbol = 'tBTCUSD', price = '1000') => [
  0,
  'on',
  null,
  { type: 'EXCHANGE LIMIT', symbol, amount: '0.01', price, cid },
];

describe('auth', () => {
  it('answers OK with userId, auth_id and caps, then sends ps, ws, os, fos, fcs, fls in order', async () => {
    const key = newUser();
    const c = await connect();
    const reply = await c.request(authEvent(key, { subId: 'main' }), 'auth');
    expect(reply).toMatchObject({ event: 'auth', status: 'OK', chanId: 0, userId: key.userId, subId: 'main' });
    expect(reply.auth_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((reply.caps as Record<string, unknown>).orders).toEqual({ read: 1, write: 1 });
    await c.sync();
    const account = c.inbox.filter((f) => isChannel(f, 0) && f[1] !== 'hb') as unknown[][];
    expect(account.map((f) => f[1])).toEqual(SNAPSHOTS);
    expect(account[2]).toEqual([0, 'os', []]);
    const usd = (account[1]![2] as unknown[][]).find((w) => w[0] === 'exchange' && w[1] === 'USD');
    expect(usd?.slice(0, 5)).toEqual(['exchange', 'USD', 100000, 0, 100000]);
  });

  it('refuses bad credentials and filters, a second auth, and inputs before auth', async () => {
    const key = newUser();
    const c = await connect();
    expect(await c.request({ ...authEvent(key), apiKey: 'no-such-key' }, 'auth')).toEqual({
      event: 'auth',
      status: 'FAILED',
      chanId: 0,
      code: 10100,
      msg: 'apikey: invalid',
    });
    expect(await c.request(authEvent(key, { filter: ['everything'] }), 'auth')).toMatchObject({
      status: 'FAILED',
      code: 10020,
      msg: 'filter: invalid',
    });
    const stale = authEvent(key);
    expect(await c.request(authEvent(key), 'auth')).toMatchObject({ status: 'OK' });
    expect(await c.request(authEvent(key), ['auth', 'error'])).toMatchObject({ event: 'error', code: 10100, msg: 'auth: dup' });
    const other = await connect();
    other.send(restingBuy(1));
    expect(await other.event('error')).toMatchObject({ code: 10100, msg: 'auth: not authenticated' });
    expect(await other.request(stale, 'auth')).toMatchObject({ status: 'FAILED', code: 10114, msg: 'nonce: small' });
  });
});

describe('account stream', () => {
  it("sends an input's n and state to every socket of the user, and cancels with oc", async () => {
    const key = newUser();
    const a = await login(key);
    const b = await login(key);
    a.send(restingBuy(7));
    for (const c of [a, b]) {
      const n = (await c.take<unknown[]>(isNotice('on-req')))[2] as unknown[];
      expect([n[6], (n[4] as unknown[])[2]]).toEqual(['SUCCESS', 7]);
      const on = (await c.take<unknown[]>(isAccount('on')))[2] as unknown[];
      expect([on[2], on[3], on[6], on[13]]).toEqual([7, 'tBTCUSD', 0.01, 'ACTIVE']);
    }
    const id = ((a.all.find(isAccount('on')) as unknown[])[2] as unknown[])[0];
    b.send([0, 'oc', null, { id }]);
    for (const c of [a, b]) {
      const oc = (await c.take<unknown[]>(isAccount('oc')))[2] as unknown[];
      expect([oc[0], oc[13]]).toEqual([id, 'CANCELED']);
    }
    expect(exchange.trading.orders(key.userId)).toEqual([]);
  });

  it('applies filters to snapshots and live messages', async () => {
    const key = newUser();
    const full = await login(key);
    full.send(restingBuy(1, 'tBTCUSD'));
    full.send(restingBuy(2, 'tETHUSD', '100'));
    await full.take<unknown[]>(isAccount('on'));
    await full.take<unknown[]>(isAccount('on'));
    const eth = await connect();
    await eth.request(authEvent(key, { filter: ['trading-tETHUSD', 'wallet-exchange-USD'] }), 'auth');
    const wallets = await connect();
    await wallets.request(authEvent(key, { filter: ['wallet'] }), 'auth');
    await eth.sync();
    await wallets.sync();
    expect(eth.inbox.filter((f) => isChannel(f, 0) && f[1] !== 'hb').map((f) => (f as unknown[])[1])).toEqual(['ps', 'ws', 'os']);
    const os = (eth.inbox.find(isAccount('os')) as unknown[])[2] as unknown[][];
    expect(os.map((o) => o[3])).toEqual(['tETHUSD']);
    expect(((eth.inbox.find(isAccount('ws')) as unknown[])[2] as unknown[][]).map((w) => `${w[0]}-${w[1]}`)).toEqual(['exchange-USD']);
    expect(wallets.inbox.filter((f) => isChannel(f, 0) && f[1] !== 'hb').map((f) => (f as unknown[])[1])).toEqual(['ws']);
    eth.inbox.length = 0;
    wallets.inbox.length = 0;
    full.send([0, 'oc_multi', null, { all: 1 }]);
    await full.take<unknown[]>(isAccount('oc'));
    await full.take<unknown[]>(isAccount('oc'));
    await eth.sync();
    await wallets.sync();
    const live = (c: TestClient) => c.inbox.filter((f) => isChannel(f, 0) && f[1] !== 'hb') as unknown[][];
    // The answer to an order request belongs to `trading`; the filtered socket sees only ETHUSD.
    expect(
      live(eth)
        .filter((f) => f[1] === 'oc')
        .map((f) => (f[2] as unknown[])[3]),
    ).toEqual(['tETHUSD']);
    expect(live(eth).some((f) => f[1] === 'n')).toBe(true);
    expect(
      live(eth)
        .filter((f) => f[1] === 'wu')
        .map((f) => `${(f[2] as unknown[])[0]}-${(f[2] as unknown[])[1]}`),
    ).toEqual(['exchange-USD']);
    expect(new Set(live(wallets).map((f) => f[1]))).toEqual(new Set(['wu']));
  });

  it('refuses inputs a key may not write, and sends only what it may read', async () => {
    const owner = newUser();
    const caps = noCaps();
    caps.orders = { read: true, write: false };
    const readOnly = exchange.accounts.apiKeys.create(owner.userId, 'read-only', caps);
    const c = await login({ ...owner, ...readOnly }, {}, ['os']);
    c.send(restingBuy(9));
    const n = (await c.take<unknown[]>(isNotice('on-req')))[2] as unknown[];
    expect([n[6], n[7], (n[4] as unknown[])[2]]).toEqual(['ERROR', 'apikey: permission denied (orders write)', 9]);
    await c.sync();
    expect(exchange.trading.orders(owner.userId)).toEqual([]);
    expect(c.all.some((f) => isChannel(f, 0) && (f[1] === 'ws' || f[1] === 'ps'))).toBe(false);
  });

  it('cancels every order of the user when a dms:4 socket closes', async () => {
    const key = newUser();
    const armed = await login(key, { dms: 4 });
    const watcher = await login(key);
    armed.send(restingBuy(11));
    await watcher.take<unknown[]>(isAccount('on'));
    await armed.close();
    const oc = (await watcher.take<unknown[]>(isAccount('oc')))[2] as unknown[];
    expect([oc[2], oc[13]]).toEqual([11, 'CANCELED']);
    expect(exchange.trading.orders(key.userId)).toEqual([]);
    // Logout disarms the switch.
    const loggedOut = await login(key, { dms: 4 });
    loggedOut.send(restingBuy(12));
    await watcher.take<unknown[]>(isAccount('on'));
    expect(await loggedOut.request({ event: 'unsubscribe', chanId: 0 }, 'unsubscribed')).toEqual({
      event: 'unsubscribed',
      status: 'OK',
      chanId: 0,
    });
    await loggedOut.close();
    await watcher.sync();
    expect(exchange.trading.orders(key.userId)).toHaveLength(1);
  });

  it('answers calc and broadcasts custom notifications', async () => {
    const key = newUser();
    const a = await login(key);
    const b = await login(key);
    a.send([0, 'calc', null, [['wallet_exchange_USD'], ['balance']]]);
    expect(((await a.take<unknown[]>(isAccount('wu')))[2] as unknown[]).slice(0, 3)).toEqual(['exchange', 'USD', 100000]);
    expect(((await a.take<unknown[]>(isAccount('bu')))[2] as number[])[0]).toBeGreaterThan(100000);
    a.send([0, 'n', 5, { type: 'ucm-test', info: { message: 'hello' } }]);
    for (const c of [a, b]) {
      const n = (await c.take<unknown[]>(isNotice('ucm-test')))[2] as unknown[];
      expect(n.slice(1, 5)).toEqual(['ucm-test', 5, null, { message: 'hello' }]);
    }
    a.send([0, 'n', null, { type: 'other', info: {} }]);
    expect(await a.event('error')).toMatchObject({ code: 10020, msg: 'type: invalid' });
    a.send([0, 'nope', null, {}]);
    expect(await a.event('error')).toMatchObject({ code: 10020, msg: 'input: invalid' });
  });
});

describe('connection', () => {
  it('logs out of channel 0 only, keeps public unsubscribe, and may authenticate again', async () => {
    const key = newUser();
    const c = await login(key);
    const sub = await c.request({ event: 'subscribe', channel: 'ticker', symbol: 'tBTCUSD' }, 'subscribed');
    expect(await c.request({ event: 'unsubscribe', chanId: 0 }, 'unsubscribed')).toMatchObject({ chanId: 0 });
    c.send(restingBuy(1));
    expect(await c.event('error')).toMatchObject({ code: 10100 });
    expect(await c.request({ event: 'unsubscribe', chanId: sub.chanId }, 'unsubscribed')).toEqual({
      event: 'unsubscribed',
      status: 'OK',
      chanId: sub.chanId,
    });
    expect(await c.request({ event: 'unsubscribe', chanId: 0 }, 'error')).toMatchObject({ code: 10401 });
    expect(await c.request(authEvent(key), 'auth')).toMatchObject({ status: 'OK' });
  });

  it('frames channel 0 with SEQ_ALL: [0, TYPE, DATA, PUB_SEQ, AUTH_SEQ], -req notifications without PUB_SEQ', async () => {
    const key = newUser();
    const c = await connect();
    await c.request({ event: 'conf', flags: 65536 }, 'conf');
    await c.request(authEvent(key), 'auth');
    const snaps: unknown[][] = [];
    for (const type of SNAPSHOTS) snaps.push(await c.take<unknown[]>(isAccount(type)));
    expect(snaps.map((f) => f.length)).toEqual(SNAPSHOTS.map(() => 5));
    expect(snaps.map((f) => f[4])).toEqual([1, 2, 3, 4, 5, 6]);
    const pub = snaps.map((f) => f[3] as number);
    expect(pub).toEqual(pub.map((_, i) => pub[0]! + i));
    c.send(restingBuy(21));
    const n = await c.take<unknown[]>(isNotice('on-req'));
    expect(n).toHaveLength(4);
    expect(n[3]).toBe(6);
    const on = await c.take<unknown[]>(isAccount('on'));
    expect(on[4]).toBe(7);
    expect(on[3] as number).toBeGreaterThan(pub[5]!);
  });

  it('sends heartbeats on channel 0 when it is idle', async () => {
    const c = await login(newUser());
    await c.take((f) => isChannel(f, 0) && f[1] === 'hb', 3000);
    expect(isEvent(c.all[1], 'auth')).toBe(true);
  });
});
