// Nothing acknowledged on the private channel is lost, nothing unacknowledged is half-applied:
// the exchange as `npm start` runs it takes a burst of orders and cancels from the demo API key
// over WebSocket, is killed with SIGKILL in the middle of it, and is started again on the same
// data. Every order acknowledged with `n` SUCCESS is back (resting in `os`, or in the history
// when its cancel was acknowledged), every order is one we sent with the fields we sent, and the
// wallet's available balance is exactly the balance minus what the resting orders hold back.
import type { ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BigNumber from 'bignumber.js';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient, isChannel, type Frame } from '../ws/ws-client';
import { heldExchange, spawnExchange, type ExchangeChild, type SpawnOptions } from '../exchange-process';

const dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-private-durability-'));
const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  base: string;
  apiKey: string;
  apiSecret: string;
}

const options: SpawnOptions = {
  dataDir: dir,
  seed: 9,
  marketRate: 'calm',
  unset: ['TRADEDESK_DEMO_API_KEY', 'TRADEDESK_DEMO_API_SECRET', 'TRADEDESK_DEMO_EMAIL', 'TRADEDESK_DEMO_PASSWORD'],
  until: (out) => /Demo API secret \S+\s/.test(out),
};
// The exchange after the kill loads its modules while the first one starts and runs, then waits
// for its start (tests/held-start.ts): after the kill, it only opens the data folder and serves.
const afterKill = heldExchange(options);
children.push(afterKill.child);

async function start(started: Promise<ExchangeChild>): Promise<Started> {
  const { child, base, output } = await started;
  children.push(child);
  const key = /Demo API key (\S+)/.exec(output)![1]!;
  const secret = /Demo API secret (\S+)/.exec(output)![1]!;
  return { child, base, apiKey: key, apiSecret: secret };
}

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

let lastNonce = Date.now() * 1000;
const nonce = () => (lastNonce = Math.max(lastNonce + 1, Date.now() * 1000));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function login(s: Started): Promise<TestClient> {
  const c = await TestClient.connect(`${s.base.replace(/^http/, 'ws')}/ws/2`);
  await c.event('info');
  const n = nonce();
  const authPayload = `AUTH${n}`;
  const authSig = createHmac('sha384', s.apiSecret).update(authPayload).digest('hex');
  expect(await c.request({ event: 'auth', apiKey: s.apiKey, authSig, authNonce: n, authPayload }, 'auth')).toMatchObject({ status: 'OK' });
  return c;
}

async function restPost<T>(s: Started, apiPath: string, body: unknown): Promise<T> {
  const text = JSON.stringify(body);
  const n = String(nonce());
  const signature = createHmac('sha384', s.apiSecret).update(`/api/${apiPath}${n}${text}`).digest('hex');
  const res = await fetch(`${s.base}/${apiPath}`, {
    method: 'POST',
    body: text,
    headers: { 'content-type': 'application/json', 'bfx-apikey': s.apiKey, 'bfx-nonce': n, 'bfx-signature': signature },
  });
  expect(res.status, apiPath).toBe(200);
  return (await res.json()) as T;
}

const account =
  (type: string) =>
  (f: Frame): f is unknown[] =>
    isChannel(f, 0) && f[1] === type;
/** The `n` SUCCESS notifications of one request type, as the rows they name. */
function acknowledged(frames: readonly Frame[], type: string): unknown[][] {
  return frames
    .filter((f): f is unknown[] => account('n')(f) && (f[2] as unknown[])[1] === type && (f[2] as unknown[])[6] === 'SUCCESS')
    .map((f) => (f[2] as unknown[])[4] as unknown[]);
}

interface Sent {
  cid: number;
  price: number;
}
const AMOUNT = '0.001';

describe('private channel across kill -9', () => {
  it('keeps every acknowledged order and cancel, and half-applies nothing', async () => {
    const first = await start(spawnExchange(options));
    const ticker = (await (await fetch(`${first.base}/v2/ticker/tBTCUSD`)).json()) as number[];
    // Far below the market: nothing fills, so the balances follow from the orders alone.
    const base = Math.floor(ticker[6]! * 0.5);
    const c = await login(first);
    await c.take(account('os'));

    const sent = new Map<number, Sent>();
    const cancelsSent = new Set<number>();
    let cid = Date.now();
    const place = () => {
      const order = { cid: ++cid, price: base - (cid % 500) };
      sent.set(order.cid, order);
      c.send([0, 'on', null, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: AMOUNT, price: String(order.price), cid: order.cid }]);
    };
    const cancelSome = () => {
      for (const row of acknowledged(c.all, 'on-req')) {
        const id = row[0] as number;
        if ((row[2] as number) % 4 === 0 && !cancelsSent.has(id)) {
          cancelsSent.add(id);
          c.send([0, 'oc', null, { id }]);
        }
      }
    };
    // About 40 inputs a second, under the gateway's flood limit, until 80 orders are acknowledged…
    while (acknowledged(c.all, 'on-req').length < 80) {
      for (let i = 0; i < 8; i++) place();
      cancelSome();
      await sleep(250);
    }
    // …then one more batch, and the kill before its answers can arrive.
    for (let i = 0; i < 25; i++) place();
    cancelSome();
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    await c.closed;

    const ackedOrders = new Map(acknowledged(c.all, 'on-req').map((row) => [row[2] as number, row[0] as number]));
    const ackedCancels = new Set(acknowledged(c.all, 'oc-req').map((row) => row[0] as number));
    expect(ackedOrders.size).toBeGreaterThanOrEqual(80);
    expect(ackedCancels.size).toBeGreaterThan(5);
    expect(sent.size).toBeGreaterThan(ackedOrders.size);

    const second = await start(afterKill.go());
    expect(second.apiKey).toBe(first.apiKey);
    const d = await login(second);
    const wallets = (await d.take<unknown[]>(account('ws')))[2] as unknown[][];
    const resting = (await d.take<unknown[]>(account('os')))[2] as unknown[][];
    const history = await restPost<unknown[][]>(second, 'v2/auth/r/orders/hist', { limit: 2500 });
    const all = [...resting, ...history];

    // Every order is one we sent, with the fields we sent, and appears once.
    expect(new Set(all.map((o) => o[0])).size).toBe(all.length);
    for (const o of all) {
      const mine = sent.get(o[2] as number);
      expect(mine, `order ${String(o[0])} cid ${String(o[2])}`).toBeDefined();
      expect([o[3], o[7], o[8], o[16]]).toEqual(['tBTCUSD', Number(AMOUNT), 'EXCHANGE LIMIT', mine?.price]);
    }
    // Every acknowledged order is back: resting, or cancelled when its cancel was acknowledged.
    const byId = new Map(all.map((o) => [o[0] as number, o]));
    for (const [orderCid, id] of ackedOrders) {
      const o = byId.get(id);
      expect(o, `acknowledged order ${id} (cid ${orderCid})`).toBeDefined();
      expect(o?.[2]).toBe(orderCid);
    }
    for (const id of ackedCancels) expect(byId.get(id)?.[13], `cancel of ${id}`).toBe('CANCELED');
    for (const o of resting) expect(o[13]).toBe('ACTIVE');
    for (const o of history) expect(o[13]).toBe('CANCELED');

    // The wallet: no fill, so the balance is the paper money, and what is available is exactly
    // the balance minus what the resting orders hold back.
    const usd = wallets.find((w) => w[0] === 'exchange' && w[1] === 'USD') as unknown[];
    const held = resting.reduce((sum, o) => sum.plus(new BigNumber(o[6] as number).times(o[16] as number)), new BigNumber(0));
    expect(usd[2]).toBe(100000);
    expect(new BigNumber(usd[4] as number).toString()).toBe(new BigNumber(100000).minus(held).toString());

    // The engine holds exactly these orders: cancelling all of them frees the whole balance.
    d.send([0, 'oc_multi', null, { all: 1 }]);
    const freed = await d.take<unknown[]>(
      (f) => account('wu')(f) && (f[2] as unknown[])[1] === 'USD' && (f[2] as unknown[])[4] === 100000,
      10_000,
    );
    expect((freed[2] as unknown[])[2]).toBe(100000);
    expect(d.all.filter(account('oc')).length).toBe(resting.length);
    await d.close();
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }, 240_000);
});
