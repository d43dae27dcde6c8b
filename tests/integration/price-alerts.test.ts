// Price alerts against the real exchange started in-process, its simulator held still so the test
// drives the market itself: an alert set over REST (`auth/w/alert/set`) at the best ask fires when
// the test's own market order trades there, as an `n` of type
// `uca` on the owner's channel 0 only, naming the pair and the price; it is then gone from
// `auth/r/alerts`, while an alert far from the market and one deleted (`auth/w/alert/del`) never
// fire. Bad prices and pairs are refused with the protocol's error shape.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCaps } from '../../server/accounts/index';
import type { RunningExchange } from '../../server/exchange';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { TestClient, isChannel, type Frame } from '../ws/ws-client';

let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;
let lastNonce = Date.now() * 1000;
const nonce = () => (lastNonce = Math.max(lastNonce + 1, Date.now() * 1000));
const clients: TestClient[] = [];

beforeAll(async () => {
  loopback = await startLoopbackExchange('price-alerts', { seed: 5 });
  exchange = loopback.exchange;
  // The test is the market: no random walk to wait for, or to walk away from the alert.
  exchange.markets.simulator.stop();
}, 120_000);

afterAll(async () => {
  for (const c of clients) await c.close();
  await loopback?.close();
});

interface Key {
  apiKey: string;
  apiSecret: string;
}

let users = 0;
function newUser(): Key {
  const user = exchange.accounts.users.create({ email: `alerts${++users}@example.com`, passwordHash: null, emailVerified: true });
  exchange.trading.fundAccount(user.id);
  const key = exchange.accounts.apiKeys.create(user.id, 'test', allCaps(true));
  return { apiKey: key.apiKey, apiSecret: key.apiSecret };
}

async function post(key: Key, apiPath: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const text = JSON.stringify(body);
  const n = String(nonce());
  const signature = createHmac('sha384', key.apiSecret).update(`/api/${apiPath}${n}${text}`).digest('hex');
  const res = await fetch(`http://127.0.0.1:${exchange.port}/${apiPath}`, {
    method: 'POST',
    body: text,
    headers: { 'content-type': 'application/json', 'bfx-apikey': key.apiKey, 'bfx-nonce': n, 'bfx-signature': signature },
  });
  return { status: res.status, body: await res.json() };
}

async function login(key: Key): Promise<TestClient> {
  const c = await TestClient.connect(`ws://127.0.0.1:${exchange.port}/ws/2`);
  clients.push(c);
  await c.event('info');
  const n = nonce();
  const authPayload = `AUTH${n}`;
  const authSig = createHmac('sha384', key.apiSecret).update(authPayload).digest('hex');
  expect(await c.request({ event: 'auth', apiKey: key.apiKey, authSig, authNonce: n, authPayload }, 'auth')).toMatchObject({
    status: 'OK',
  });
  return c;
}

async function lastPrice(symbol: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${exchange.port}/v2/ticker/${symbol}`);
  const row = (await res.json()) as number[];
  return row[6]!;
}

/** The best ask of a pair's book (P0): where a market buy trades first. */
async function bestAsk(symbol: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${exchange.port}/v2/book/${symbol}/P0?len=25`);
  const levels = (await res.json()) as number[][];
  const asks = levels.filter((l) => l[2]! < 0).map((l) => l[0]!);
  return Math.min(...asks);
}

const isAlert = (f: Frame) => isChannel(f, 0) && f[1] === 'n' && (f[2] as unknown[])[1] === 'uca';
/** A price on the exchange's grid of 5 significant figures. */
const onGrid = (p: number) => Number(p.toPrecision(5));

describe('price alerts on the exchange', () => {
  it('fires an alert the market reaches as uca on the owner channel, once; the far and the deleted never', async () => {
    const owner = newUser();
    const other = newUser();
    const ws = await login(owner);
    const stranger = await login(other);
    const last = await lastPrice('tBTCUSD');
    const far = onGrid(last * 10);
    const farRow = (await post(owner, 'v2/auth/w/alert/set', { type: 'price', symbol: 'tBTCUSD', price: String(far) })).body as unknown[];
    expect(farRow).toEqual([`price:tBTCUSD:${far}`, 'price', 'tBTCUSD', far, 100, 1]);
    // Setting the same price again answers the alert it already has.
    expect((await post(owner, 'v2/auth/w/alert/set', { symbol: 'tBTCUSD', price: String(far) })).body).toEqual(farRow);
    const gone = onGrid(last / 10);
    await post(owner, 'v2/auth/w/alert/set', { type: 'price', symbol: 'tBTCUSD', price: String(gone) });
    expect(((await post(owner, 'v2/auth/r/alerts', { type: 'price' })).body as unknown[][]).map((a) => a[3])).toEqual([far, gone]);
    expect((await post(owner, 'v2/auth/w/alert/del', { alertId: `price:tBTCUSD:${gone}` })).body).toEqual([true]);
    expect((await post(owner, 'v2/auth/w/alert/del', { alertId: `price:tBTCUSD:${gone}` })).body).toEqual([false]);

    const near = await bestAsk('tBTCUSD');
    const set = await post(owner, 'v2/auth/w/alert/set', { type: 'price', symbol: 'tBTCUSD', price: String(near) });
    expect(set.status).toBe(200);
    const row = set.body as unknown[];
    expect(row.slice(0, 4)).toEqual([`price:tBTCUSD:${near}`, 'price', 'tBTCUSD', near]);
    expect([1, -1]).toContain(row[5]);
    // Another account's market buy trades at the best ask, the alert's price: whichever side of
    // the last trade the alert was set on, the trade reaches it.
    const buy = await post(other, 'v2/auth/w/order/submit', { type: 'EXCHANGE MARKET', symbol: 'tBTCUSD', amount: '0.002' });
    expect((buy.body as unknown[])[6], JSON.stringify(buy.body)).toBe('SUCCESS');
    const fired = await ws.take<unknown[]>(isAlert, 10_000);
    const n = fired[2] as unknown[];
    expect(n[4]).toEqual(row);
    expect(n[6]).toBe('SUCCESS');
    expect(n[7]).toBe(`Price alert: BTC/USD ${row[5] === 1 ? 'rose' : 'fell'} to ${near}`);
    expect(((await post(owner, 'v2/auth/r/alerts', {})).body as unknown[][]).map((a) => a[3])).toEqual([far]);
    await ws.sync();
    expect(ws.all.filter(isAlert)).toHaveLength(1);
    await stranger.sync();
    expect(stranger.all.filter(isAlert)).toEqual([]);
  });

  it('refuses a price that is not a positive number and a pair the exchange does not list', async () => {
    const key = newUser();
    for (const price of ['-1', '0', '0.000', 'abc']) {
      const r = await post(key, 'v2/auth/w/alert/set', { type: 'price', symbol: 'tBTCUSD', price });
      expect([r.status, r.body], price).toEqual([500, ['error', 10020, 'price: invalid']]);
    }
    const r = await post(key, 'v2/auth/w/alert/set', { type: 'price', symbol: 'tNOPEUSD', price: '5' });
    expect(r.body).toEqual(['error', 10020, 'symbol: invalid']);
    expect((await post(key, 'v2/auth/r/alerts', { type: 'price' })).body).toEqual([]);
  });
});
