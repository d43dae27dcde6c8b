// Private channel under load: the exchange in-process on loopback (temporary data), K users each
// on their own API key and socket, each placing and cancelling resting limit orders over channel
// 0: 8 clients with a few requests in flight (throughput), and 50 clients paced at the gateway's
// inbound limit (the goal: p99 acknowledgement within 20 ms). Reports accepted orders per second
// and the p99 time from a request to its `n` acknowledgement (which leaves only after the change
// is committed to SQLite).
import { createHmac } from 'node:crypto';
import WebSocket from 'ws';
import { allCaps } from '../server/accounts/index';
import type { RunningExchange } from '../server/exchange';
import { startLoopbackExchange } from '../tests/loopback-exchange';
import type { BenchResult } from './types';
import { percentile } from './lib/percentile';

/** How a scenario's clients send: as fast as `inFlight` open requests allow, or paced at `perSecond`
 *  messages (a new order, then its cancel on the acknowledgement: half each). */
interface Load {
  clients: number;
  orders: number;
  inFlight?: number;
  perSecond?: number;
}
/** Throughput: a few clients keeping the exchange busy. */
const SATURATE: Load = { clients: 8, orders: 300, inFlight: 8 };
/** Issue 14: 50 API clients at the gateway's own inbound limit (50 messages/s a socket, a little
 *  under it so none is refused), p99 acknowledgement within 20 ms. */
const AT_RATE_LIMIT: Load = { clients: 50, orders: 150, perSecond: 48 };
const ACK_P99_GOAL_MS = 20;
const TIME_LIMIT_MS = 60_000;

interface LoadClient {
  ws: WebSocket;
  accepted: number;
  latencies: number[];
  /** Sends the first requests; the rest follow the acknowledgements. */
  start(): void;
  /** Resolves when every order placed is cancelled again; rejects on a refusal. */
  done: Promise<void>;
}

async function trader(exchange: RunningExchange, index: number, load: Load, deadline: number): Promise<LoadClient> {
  const user = exchange.accounts.users.create({ email: `load${index}@bench.local`, passwordHash: null, emailVerified: true });
  exchange.trading.fundAccount(user.id);
  const key = exchange.accounts.apiKeys.create(user.id, 'bench', allCaps(true));
  const ws = new WebSocket(`ws://127.0.0.1:${exchange.port}/ws/2`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  const sentAt = new Map<string, number>();
  let placed = 0;
  let finished = 0;
  let cid = index * 1_000_000;
  let settle: (err?: Error) => void = () => undefined;
  let authSettle: (err?: Error) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    settle = (err) => (err ? reject(err) : resolve());
  });
  const authenticated = new Promise<void>((resolve, reject) => {
    authSettle = (err) => (err ? reject(err) : resolve());
  });
  const over = () => placed >= load.orders || Date.now() > deadline;
  const paced = load.perSecond !== undefined;

  const place = () => {
    if (over()) return;
    placed++;
    cid++;
    sentAt.set(`on:${cid}`, performance.now());
    ws.send(
      JSON.stringify([
        0,
        'on',
        null,
        { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.001', price: String(1000 + (cid % 100)), cid },
      ]),
    );
  };
  const client: LoadClient = {
    ws,
    accepted: 0,
    latencies: [],
    done,
    start: () => {
      if (!paced) {
        for (let i = 0; i < (load.inFlight ?? 1); i++) place();
        return;
      }
      const timer = setInterval(() => {
        if (over()) clearInterval(timer);
        else place();
      }, 2000 / load.perSecond!);
    },
  };

  /** The time since a request was sent, once. */
  const answered = (key: string): boolean => {
    const started = sentAt.get(key);
    if (started === undefined) return false;
    sentAt.delete(key);
    client.latencies.push(performance.now() - started);
    return true;
  };

  ws.on('message', (data) => {
    const msg = JSON.parse(data.toString()) as unknown;
    if (!Array.isArray(msg)) {
      const event = msg as { event?: string; status?: string; msg?: string };
      if (event.event === 'auth' && event.status !== 'OK') authSettle(new Error(`auth failed: ${String(event.msg)}`));
      return;
    }
    if (msg[0] !== 0) return;
    if (msg[1] === 'os') authSettle();
    if (msg[1] !== 'n') return;
    const n = msg[2] as unknown[];
    const row = n[4] as unknown[];
    if (n[6] !== 'SUCCESS') {
      settle(new Error(`${String(n[1])} refused: ${String(n[7])}`));
      return;
    }
    if (n[1] === 'on-req' && answered(`on:${String(row[2])}`)) {
      client.accepted++;
      sentAt.set(`oc:${String(row[0])}`, performance.now());
      ws.send(JSON.stringify([0, 'oc', null, { id: row[0] }]));
    } else if (n[1] === 'oc-req' && answered(`oc:${String(row[0])}`)) {
      finished++;
      if (finished >= placed && over()) settle();
      else if (!paced) place();
    }
  });

  const nonce = Date.now() * 1000 + index;
  const authPayload = `AUTH${nonce}`;
  const authSig = createHmac('sha384', key.apiSecret).update(authPayload).digest('hex');
  ws.send(JSON.stringify({ event: 'auth', apiKey: key.apiKey, authSig, authNonce: nonce, authPayload }));
  await authenticated;
  return client;
}

async function scenario(load: Load): Promise<BenchResult[]> {
  const loopback = await startLoopbackExchange(
    'bench-private',
    { seed: 21 },
    // Paced clients meet the gateway's own inbound limit; saturating ones are not held to it.
    { env: {}, ws: load.perSecond ? {} : { inboundRate: { burst: 1_000_000, perSecond: 1_000_000 } } },
  );
  const exchange = loopback.exchange;
  try {
    const deadline = Date.now() + TIME_LIMIT_MS;
    const clients: LoadClient[] = [];
    for (let i = 0; i < load.clients; i++) clients.push(await trader(exchange, i, load, deadline));
    const started = performance.now();
    for (const c of clients) c.start();
    await Promise.race([Promise.all(clients.map((c) => c.done)), new Promise((r) => setTimeout(r, TIME_LIMIT_MS + 5000))]);
    const seconds = (performance.now() - started) / 1000;
    for (const c of clients) c.ws.terminate();
    const accepted = clients.reduce((n, c) => n + c.accepted, 0);
    const latencies = clients.flatMap((c) => c.latencies).sort((a, b) => a - b);
    const how = load.perSecond ? `at ${load.perSecond} messages/s each` : `${load.inFlight} requests in flight each`;
    const label = `private channel, ${load.clients} API clients placing and cancelling ${how}`;
    return [
      {
        name: `${label}, accepted orders/s`,
        ours: accepted / seconds,
        peer: null,
        unit: 'orders/s',
        higherIsBetter: true,
        note: `${accepted} orders, each cancelled again`,
      },
      {
        name: `${label}, p99 acknowledgement`,
        ours: percentile(latencies, 99),
        peer: load.perSecond ? ACK_P99_GOAL_MS : null,
        peerName: 'goal',
        unit: 'ms',
        higherIsBetter: false,
        goalRatio: load.perSecond ? 1 : undefined,
        note: `p50 ${percentile(latencies, 50).toFixed(2)} ms`,
      },
    ];
  } finally {
    await loopback.close();
  }
}

export async function run(): Promise<BenchResult[]> {
  return [...(await scenario(SATURATE)), ...(await scenario(AT_RATE_LIMIT))];
}
