// 50 API clients on their own keys and sockets place and cancel orders at the WebSocket's inbound
// rate limit (the gateway's 50 frames/s per connection) for 10 s against the exchange in-process.
// Nothing may be lost: every acknowledged order is in SQLite, every acknowledged cancel took effect
// (in the engine and in SQLite), no request is refused (no 10000 internal error, no rate-limit
// warning: the clients stay within the limit), no socket is closed on them.
import { createHmac } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCaps } from '../../server/accounts/index';
import type { RunningExchange } from '../../server/exchange';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { DATABASE_FILE } from '../../server/store/sqlite';

const CLIENTS = 50;
// Ten seconds here (about 25 000 orders and cancels); the bench runs the same load for its full minute.
const LOAD_MS = 10_000;
/** The gateway's default inbound rate: 50 frames/s per connection (burst 200). Each client keeps
 *  its own bucket of that rate (a few frames deep), so it sends at the limit and never above it. */
const FRAMES_PER_S = 50;
const CLIENT_BURST = 4;
const TICK_MS = 10;
/** Orders resting at once per client: bounds the work queued when the exchange falls behind. */
const MAX_OPEN = 30;

interface LoadClient {
  userId: number;
  ws: WebSocket;
  /** cid → time sent, of orders not yet acknowledged. */
  placing: Map<number, number>;
  /** Acknowledged and not yet cancelled (id). */
  open: number[];
  cancelling: Set<number>;
  acknowledged: Set<number>;
  cancelled: Set<number>;
  refusals: string[];
  closedWith: number | undefined;
  nextCid: number;
  sent: number;
  tokens: number;
}

let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;
let closed = false;

beforeAll(async () => {
  // The gateway's own limits, as `npm start` has them; REST at 600 a minute.
  loopback = await startLoopbackExchange('faults-load', { seed: 23, rateLimitPerMinute: 600 });
  exchange = loopback.exchange;
}, 90_000);

afterAll(async () => {
  if (!closed) await loopback?.close();
  else rmSync(loopback!.dir, { recursive: true, force: true });
});

async function connectClient(index: number): Promise<LoadClient> {
  const user = exchange.accounts.users.create({ email: `load${index}@faults.test`, passwordHash: null, emailVerified: true });
  exchange.trading.fundAccount(user.id);
  const key = exchange.accounts.apiKeys.create(user.id, 'load', allCaps(true));
  const ws = new WebSocket(`ws://127.0.0.1:${exchange.port}/ws/2`, { perMessageDeflate: false });
  const c: LoadClient = {
    userId: user.id,
    ws,
    placing: new Map(),
    open: [],
    cancelling: new Set(),
    acknowledged: new Set(),
    cancelled: new Set(),
    refusals: [],
    closedWith: undefined,
    nextCid: 1,
    sent: 0,
    tokens: 0,
  };
  ws.on('close', (code) => (c.closedWith = code));
  const authenticated = new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as unknown;
      if (!Array.isArray(msg)) {
        const ev = msg as { event?: string; status?: string; code?: number; msg?: string };
        if (ev.event === 'auth') {
          if (ev.status === 'OK') resolve();
          else reject(new Error(`auth refused: ${String(ev.msg)}`));
        } else if (ev.event === 'error') c.refusals.push(`event error ${String(ev.code)} ${String(ev.msg)}`);
        return;
      }
      if (msg[0] === 0 && msg[1] === 'n') receiveNotification(c, msg[2] as unknown[]);
    });
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const nonce = Date.now() * 1000 + index;
  const authPayload = `AUTH${nonce}`;
  const authSig = createHmac('sha384', key.apiSecret).update(authPayload).digest('hex');
  ws.send(JSON.stringify({ event: 'auth', apiKey: key.apiKey, authSig, authNonce: nonce, authPayload }));
  await authenticated;
  return c;
}

function receiveNotification(c: LoadClient, n: unknown[]): void {
  const type = n[1];
  if (type !== 'on-req' && type !== 'oc-req') return;
  const row = n[4] as unknown[];
  if (n[6] !== 'SUCCESS') {
    c.refusals.push(`${String(type)} ${String(n[5])} ${String(n[7])}`);
    return;
  }
  const id = Number(row[0]);
  if (type === 'on-req') {
    c.placing.delete(Number(row[2]));
    c.acknowledged.add(id);
    c.open.push(id);
  } else {
    c.cancelling.delete(id);
    c.cancelled.add(id);
  }
}

/** One frame of a client's budget: a cancel if an order is open, else a new order. False when
 *  there was nothing to send. */
function step(c: LoadClient, placing: boolean): boolean {
  if (c.ws.readyState !== WebSocket.OPEN) return false;
  const id = c.open.shift();
  if (id !== undefined) {
    c.cancelling.add(id);
    c.ws.send(JSON.stringify([0, 'oc', null, { id }]));
  } else if (placing && c.placing.size + c.cancelling.size < MAX_OPEN) {
    const cid = c.nextCid++;
    // Alternately a buy far below and a sell far above the market: both rest.
    const buy = cid % 2 === 0;
    const order = buy
      ? { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.001', price: String(1000 + (cid % 50)), cid }
      : { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '-0.001', price: String(10_000_000 + (cid % 50)), cid };
    c.placing.set(cid, Date.now());
    c.ws.send(JSON.stringify([0, 'on', null, order]));
  } else return false;
  c.sent += 1;
  return true;
}

function activeRows(db: Database.Database, userId: number): number {
  return (db.prepare('SELECT count(*) AS n FROM tr_orders WHERE user = ? AND active = 1').get(userId) as { n: number }).n;
}

describe('private load at the rate limit', () => {
  it('50 API clients placing and cancelling for 10 s lose nothing', async () => {
    const clients: LoadClient[] = [];
    for (let i = 0; i < CLIENTS; i++) clients.push(await connectClient(i));

    const started = Date.now();
    let placing = true;
    let last = started;
    const pacer = setInterval(() => {
      const now = Date.now();
      placing = now - started < LOAD_MS;
      for (const c of clients) {
        c.tokens = Math.min(CLIENT_BURST, c.tokens + ((now - last) * FRAMES_PER_S) / 1000);
        while (c.tokens >= 1 && step(c, placing)) c.tokens -= 1;
      }
      last = now;
    }, TICK_MS);
    const busy = (c: LoadClient) => c.placing.size + c.cancelling.size + c.open.length > 0;
    try {
      await new Promise((r) => setTimeout(r, LOAD_MS));
      // Drain: the cancels of what is still open, and the answers still on their way.
      const drainBy = Date.now() + 10_000;
      while (clients.some(busy) && Date.now() < drainBy) await new Promise((r) => setTimeout(r, 100));
    } finally {
      clearInterval(pacer);
    }
    const elapsed = (Date.now() - started) / 1000;
    const sent = clients.reduce((n, c) => n + c.sent, 0);
    console.log(`load: ${sent} frames in ${elapsed.toFixed(1)} s`);

    const acknowledged = clients.reduce((n, c) => n + c.acknowledged.size, 0);
    const refusals = clients.flatMap((c) => c.refusals);
    expect(refusals.slice(0, 5)).toEqual([]);
    expect(clients.map((c) => c.closedWith).filter((code) => code !== undefined)).toEqual([]);
    // Every request answered, every order cancelled again.
    expect(clients.filter(busy).map((c) => ({ user: c.userId, placing: c.placing.size, cancelling: c.cancelling.size }))).toEqual([]);
    for (const c of clients) expect(c.cancelled).toEqual(c.acknowledged);
    // Real load: thousands of orders went through (a stalled exchange would fail this). Their
    // rate is the bench's to measure (bench/private-load.ts): a busy machine sends fewer here.
    expect(acknowledged).toBeGreaterThan(CLIENTS * 20);

    // The engine holds none of them any more.
    for (const c of clients) expect(exchange.trading.orders(c.userId), `user ${c.userId}`).toEqual([]);
    for (const c of clients) c.ws.terminate();

    // SQLite, read after the exchange is closed: every acknowledged order is there, cancelled.
    closed = true;
    await exchange.close();
    const db = new Database(path.join(loopback!.dir, DATABASE_FILE), { readonly: true });
    try {
      const select = db.prepare('SELECT user, active, body FROM tr_orders WHERE id = ?');
      let missing = 0;
      let wrong = 0;
      for (const c of clients) {
        expect(activeRows(db, c.userId)).toBe(0);
        for (const id of c.acknowledged) {
          const row = select.get(id) as { user: number; active: number; body: string } | undefined;
          if (!row) missing += 1;
          else if (row.user !== c.userId || row.active !== 0 || !(JSON.parse(row.body) as { status: string }).status.startsWith('CANCELED'))
            wrong += 1;
        }
      }
      expect({ missing, wrong }).toEqual({ missing: 0, wrong: 0 });
    } finally {
      db.close();
    }
  }, 150_000);
});
