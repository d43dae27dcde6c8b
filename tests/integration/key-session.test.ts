// A web session opened with an API key (issue 15, item 4: the read-only context): signed with
// the key, it starts the page's session cookie with the key's permissions and no more. A
// read-only key's session reads (user info, wallets, settings, permissions) and is refused every
// write — orders, transfers, settings — with the missing right named, also after a token refresh;
// it never makes API keys (not even a full key's session); revoking the key ends it; a token
// cannot open one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningExchange } from '../../server/exchange';
import { allCaps, capsFrom } from '../../server/accounts/capabilities';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { pageCall as call, pageTrader, type PageSession } from './page-session';

let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;
let base: string;

beforeAll(async () => {
  loopback = await startLoopbackExchange('key-session', { seed: 15 });
  exchange = loopback.exchange;
  base = `http://127.0.0.1:${exchange.port}`;
}, 120_000);

afterAll(async () => {
  await loopback?.close();
});

const PASSWORD = 'correct horse battery 15';

const READ_ONLY = capsFrom({
  account: { read: 1 },
  history: { read: 1 },
  orders: { read: 1 },
  positions: { read: 1 },
  funding: { read: 1 },
  settings: { read: 1 },
  wallets: { read: 1 },
});

/** Signs the key-session call with the key, as the login page does; the page's session if one started. */
async function openWithKey(apiKey: string, apiSecret: string): Promise<{ reply: unknown; session?: PageSession }> {
  const { createHmac } = await import('node:crypto');
  const nonce = String(Date.now() * 1000 + Math.floor(Math.random() * 1000));
  const raw = '{}';
  const signature = createHmac('sha384', apiSecret).update(`/api${C.keySession.path}${nonce}${raw}`).digest('hex');
  const res = await fetch(`${base}${C.keySession.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'bfx-apikey': apiKey, 'bfx-nonce': nonce, 'bfx-signature': signature },
    body: raw,
  });
  const set = res.headers.get('set-cookie');
  return { reply: await res.json(), session: set ? { base, cookie: set.split(';')[0]! } : undefined };
}

async function trader(email: string): Promise<number> {
  return (await pageTrader(exchange, email, PASSWORD)).id;
}

const order = { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.01', price: '1000' };

describe('a web session opened with an API key', () => {
  it("has a read-only key's permissions: reads work, every write is refused with the missing right", async () => {
    const id = await trader('key-session-read@example.com');
    const key = exchange.accounts.apiKeys.create(id, 'viewer', READ_ONLY);
    const { reply, session } = await openWithKey(key.apiKey, key.apiSecret);
    expect(reply).toEqual(['auth', expect.any(String), expect.any(Number), id, 0, expect.any(Number)]);
    const s = session!;
    expect(s.cookie).toMatch(/^tradedesk_session=/);

    expect(((await call(s, C.userInfo.path)) as unknown[])[0]).toBe(id);
    const wallets = (await call(s, T.wallets.path)) as unknown[][];
    expect(wallets.length).toBeGreaterThan(0);
    expect(await call(s, C.settings.path, { keys: ['api:layouts'] })).toEqual(expect.any(Array));
    const permissions = (await call(s, C.permissions.path)) as Array<[string, number, number]>;
    expect(permissions.find((p) => p[0] === 'orders')).toEqual(['orders', 1, 0]);
    expect(permissions.every((p) => p[2] === 0)).toBe(true);

    expect(await call(s, T.orderSubmit.path, order)).toEqual(['error', 10100, 'token: permission denied (orders write)']);
    expect(await call(s, T.transfer.path, { from: 'exchange', to: 'margin', currency: 'USD', amount: '1' })).toEqual([
      'error',
      10100,
      'token: permission denied (wallets write)',
    ]);
    expect(await call(s, C.settingsSet.path, { settings: { 'api:x': 1 } })).toEqual([
      'error',
      10100,
      'token: permission denied (settings write)',
    ]);

    // The page's token refresh keeps the key's permissions (it may ask for write: never beyond).
    const refreshed = (await call(s, C.token.path, { scope: 'api', ttl: 1800, writePermission: true })) as unknown[];
    expect(refreshed[0]).toMatch(/^pub:api:/);
    expect(await call(s, T.orderSubmit.path, order)).toEqual(['error', 10100, 'token: permission denied (orders write)']);
    expect(((await call(s, C.userInfo.path)) as unknown[])[0]).toBe(id);
  });

  it("makes no API keys and changes no security, even with a full key's permissions", async () => {
    const id = await trader('key-session-full@example.com');
    const key = exchange.accounts.apiKeys.create(id, 'full', allCaps(true));
    const s = (await openWithKey(key.apiKey, key.apiSecret)).session!;
    const refusal = ['error', 10100, 'token: permission denied (a session opened with an API key: sign in with the password to do this)'];
    expect(await call(s, C.apiKeyCreate.path, { label: 'more', caps: { orders: { read: 1, write: 1 } } })).toEqual(refusal);
    expect(await call(s, C.apiKeys.path)).toEqual(refusal);
    expect(await call(s, C.otpEnable.path)).toEqual(refusal);
    // What the key may do, its session may: an order is taken.
    const placed = (await call(s, T.orderSubmit.path, order)) as unknown[];
    expect(placed[6]).toBe('SUCCESS');
  });

  it('ends when the key is revoked', async () => {
    const id = await trader('key-session-revoke@example.com');
    const key = exchange.accounts.apiKeys.create(id, 'viewer', READ_ONLY);
    const s = (await openWithKey(key.apiKey, key.apiSecret)).session!;
    expect(((await call(s, C.userInfo.path)) as unknown[])[0]).toBe(id);
    expect(exchange.accounts.apiKeys.revoke(id, key.apiKey)).toBe(true);
    expect(await call(s, C.userInfo.path)).toEqual(['error', 10100, expect.stringMatching(/token/)]);
  });

  it('is opened by a key signature only: a wrong secret or a token is refused', async () => {
    const id = await trader('key-session-refused@example.com');
    const key = exchange.accounts.apiKeys.create(id, 'viewer', READ_ONLY);
    const wrong = await openWithKey(key.apiKey, 'not the secret');
    expect(wrong.session).toBeUndefined();
    expect((wrong.reply as unknown[])[1]).toBe(10100);

    const token = exchange.accounts.tokens.issue({
      userId: id,
      scope: 'api',
      caps: READ_ONLY,
      ttlS: 120,
      ui: false,
      sessionId: null,
      apiKeyId: null,
    }).token;
    const res = await fetch(`${base}${C.keySession.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'bfx-token': token },
      body: '{}',
    });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toEqual(['error', 10100, 'apikey: sign the request with the API key and its secret']);
  });
});
