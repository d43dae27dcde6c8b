// WebSocket fan-out: N clients on loopback, each subscribed to 4 books of a fast fake market,
// receive the updates of a fixed number of market changes. Reports delivered book messages per
// second and the p99 latency from the server's send stamp (TIMESTAMP flag) to receipt, against
// the goal of 50 ms for 500 sockets. The
// clients run in the same process as the gateway, so the figures include their parsing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { ConfFlag } from '../src/protocol/flags';
import { createWsGateway } from '../server/ws/gateway';
import { FakeMarket } from '../tests/ws/fake-market';
import type { BenchResult } from './types';
import { percentile } from './lib/percentile';

const BOOKS = [
  { symbol: 'tBTCUSD', prec: 'P0' },
  { symbol: 'tETHUSD', prec: 'P0' },
  { symbol: 'tBTCUSD', prec: 'R0' },
  { symbol: 'fUSD', prec: 'P0' },
];
const STEPS = 1500;
const STEPS_PER_TURN = 25;
const TIME_LIMIT_MS = 60_000;
/** Issue 14: a busy desk's 500 sockets × 4 books within 50 ms at the 99th percentile. */
const P99_GOAL_MS = 50;

interface BenchClient {
  ws: WebSocket;
  received: number;
  latencies: number[];
  pending: Map<string, () => void>;
}

function connect(url: string): Promise<BenchClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const client: BenchClient = { ws, received: 0, latencies: [], pending: new Map() };
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.charCodeAt(0) === 123 /* { */) {
        const event = JSON.parse(text) as { event?: string; cid?: string; chanId?: number };
        const key = event.event === 'pong' ? `pong:${event.cid}` : String(event.event);
        const done = client.pending.get(key);
        if (done) {
          client.pending.delete(key);
          done();
        }
        return;
      }
      // [chanId, payload, ts]: the stamp is the last element; hb and snapshots count as traffic too.
      const ts = Number(text.slice(text.lastIndexOf(',') + 1, -1));
      client.received++;
      client.latencies.push(Date.now() - ts);
    });
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

function request(c: BenchClient, frame: Record<string, unknown>, answer: string): Promise<void> {
  return new Promise((resolve) => {
    c.pending.set(answer, resolve);
    c.ws.send(JSON.stringify(frame));
  });
}

async function scenario(clientCount: number): Promise<BenchResult[]> {
  const market = new FakeMarket({ seed: 42 });
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gateway = createWsGateway(server, market, { inboundRate: { burst: 10_000, perSecond: 10_000 }, connectionsPerMinute: 1_000_000 });
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/2`;
  const clients: BenchClient[] = [];
  try {
    for (let i = 0; i < clientCount; i++) {
      const c = await connect(url);
      await request(c, { event: 'conf', flags: ConfFlag.TIMESTAMP }, 'conf');
      for (const b of BOOKS) await request(c, { event: 'subscribe', channel: 'book', len: '25', ...b }, 'subscribed');
      clients.push(c);
    }
    await new Promise((r) => setTimeout(r, 100));
    for (const c of clients) {
      c.received = 0;
      c.latencies = [];
    }
    const started = Date.now();
    for (let done = 0; done < STEPS && Date.now() - started < TIME_LIMIT_MS; done += STEPS_PER_TURN) {
      market.step(STEPS_PER_TURN);
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(clients.map((c, i) => request(c, { event: 'ping', cid: `end${i}` }, `pong:end${i}`)));
    const seconds = (Date.now() - started) / 1000;
    const delivered = clients.reduce((n, c) => n + c.received, 0);
    const latencies = clients.flatMap((c) => c.latencies).sort((a, b) => a - b);
    const label = `ws fan-out, ${clientCount} clients × ${BOOKS.length} books`;
    return [
      {
        name: `${label}, delivered messages/s`,
        ours: delivered / seconds,
        peer: null,
        unit: 'msg/s',
        higherIsBetter: true,
        note: `${delivered} messages, ${STEPS} market changes`,
      },
      {
        name: `${label}, p99 latency`,
        ours: percentile(latencies, 99),
        peer: P99_GOAL_MS,
        peerName: 'goal',
        unit: 'ms',
        higherIsBetter: false,
        goalRatio: 1,
        note: `p50 ${percentile(latencies, 50)} ms`,
      },
    ];
  } finally {
    await gateway.close();
    for (const c of clients) c.ws.terminate();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export async function run(): Promise<BenchResult[]> {
  return [...(await scenario(50)), ...(await scenario(200)), ...(await scenario(500))];
}
