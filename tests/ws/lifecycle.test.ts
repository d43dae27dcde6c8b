// The gateway's life: the /ws/2 path only, close() with 20051, oversized frames, floods, and
// the seams the account issue plugs into (handlers, channel 0, onConnection).
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ConfFlag } from '../../src/protocol/flags';
import type { Connection } from '../../server/ws/connection';
import { type Harness, startHarness } from './harness';
import { TestClient, isChannel, isEvent } from './ws-client';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => reject(new Error('opened')));
    ws.on('error', () => undefined);
  });
}

describe('gateway lifecycle', () => {
  it('upgrades /ws/2 only; other paths get 404 and plain HTTP is untouched', async () => {
    h = await startHarness();
    const base = `ws://127.0.0.1:${h.port}`;
    expect(await upgradeStatus(`${base}/ws/1`)).toBe(404);
    expect(await upgradeStatus(`${base}/`)).toBe(404);
    expect(await upgradeStatus(`${base}/ws/2/x`)).toBe(404);
    const c = await TestClient.connect(`${base}/ws/2?x=1`);
    expect(await c.event('info')).toMatchObject({ version: 2 });
    const body = await new Promise<string>((resolve) =>
      http.get(`http://127.0.0.1:${h!.port}/`, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve(text));
      }),
    );
    expect(body).toBe('http');
  });

  it('close() tells every client 20051, then closes the sockets and the listeners', async () => {
    h = await startHarness();
    const a = await h.client();
    const b = await h.client();
    await a.request({ event: 'subscribe', channel: 'book', symbol: 'tBTCUSD' }, 'subscribed');
    await b.request({ event: 'subscribe', channel: 'trades', symbol: 'tBTCUSD' }, 'subscribed');
    expect(h.gateway.connectionCount()).toBe(2);
    await h.gateway.close();
    for (const c of [a, b]) {
      expect(await c.event('info')).toEqual({ event: 'info', code: 20051, msg: 'Stop/Restart Websocket Server (please reconnect)' });
      expect((await c.closed).code).toBe(1012);
    }
    expect(h.gateway.connectionCount()).toBe(0);
    expect(h.market.listenerCounts()).toEqual({ book: 0, trade: 0, ticker: 0, candle: 0, status: 0 });
    // A second close is harmless.
    await h.gateway.close();
  });

  it('closes a socket sending frames beyond maxPayload with 1009; smaller frames pass', async () => {
    h = await startHarness({ maxPayload: 1024 });
    const c = await h.client();
    expect(await c.request({ event: 'ping', cid: 'x'.repeat(900) }, 'pong')).toMatchObject({ event: 'pong' });
    c.send({ event: 'ping', cid: 'x'.repeat(2000) });
    expect((await c.closed).code).toBe(1009);
    // The gateway is fine.
    const d = await h.client();
    expect(await d.request({ event: 'ping', cid: 1 }, 'pong')).toMatchObject({ cid: 1 });
  });

  it('throttles a flooding connection, then closes it with 1008', async () => {
    h = await startHarness({ inboundRate: { burst: 20, perSecond: 5 } });
    const c = await h.client();
    for (let i = 0; i < 25; i++) c.send({ event: 'ping', cid: i });
    expect(await c.event('error')).toEqual({ event: 'error', msg: 'ratelimit: error', code: 11010 });
    await new Promise((r) => setTimeout(r, 50));
    expect(c.inbox.filter((f) => isEvent(f, 'pong'))).toHaveLength(20);
    for (let i = 0; i < 40; i++) c.send({ event: 'ping', cid: i });
    expect((await c.closed).code).toBe(1008);
    // A polite client on the same gateway is not affected.
    const d = await h.client();
    expect(await d.request({ event: 'ping', cid: 2 }, 'pong')).toMatchObject({ cid: 2 });
  });

  it('plugs in an auth handler, channel 0 and onConnection without touching the gateway', async () => {
    const seen: Connection[] = [];
    const zero: unknown[][] = [];
    h = await startHarness({
      heartbeatMs: 100,
      onConnection: (conn) => seen.push(conn),
      handlers: {
        auth: (conn) => {
          conn.openAccountChannel();
          conn.sendEvent({ event: 'auth', status: 'OK', chanId: 0, userId: 1 });
        },
        boom: () => {
          throw new Error('handler bug');
        },
        later: async () => {
          await Promise.resolve();
          throw new Error('async handler bug');
        },
      },
      onChannelZero: (conn, msg) => {
        zero.push(msg);
        conn.sendChannel(0, ['n', [1, 'on-req']], { publicSeq: false, suffix: [7] });
        conn.sendChannel(0, ['os', []], { suffix: [8] });
      },
    });
    const c = await h.client();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    c.send([0, 'on', null, {}]);
    expect(await c.event('error')).toMatchObject({ code: 10100 });
    expect(await c.request({ event: 'auth' }, 'auth')).toMatchObject({ status: 'OK' });
    await c.request({ event: 'conf', flags: ConfFlag.SEQ_ALL }, 'conf');
    c.send([0, 'on', null, { cid: 1 }]);
    expect(await c.take((f) => isChannel(f, 0) && f[1] === 'n')).toEqual([0, 'n', [1, 'on-req'], 7]);
    expect(await c.take((f) => isChannel(f, 0) && f[1] === 'os')).toEqual([0, 'os', [], 1, 8]);
    expect(zero).toEqual([[0, 'on', null, { cid: 1 }]]);
    // Channel 0 gets heartbeats too.
    expect(await c.take((f) => isChannel(f, 0) && f[1] === 'hb', 2000)).toEqual([0, 'hb', expect.any(Number)]);
    expect(await c.request({ event: 'boom', x: 1 }, 'error')).toMatchObject({ code: 10000, x: 1 });
    expect(await c.request({ event: 'later' }, 'error')).toMatchObject({ code: 10000 });
    // Authenticated: channel 0 takes one of the 25.
    for (let i = 0; i < 24; i++) {
      const [symbol, prec] = [
        ['tBTCUSD', 'tETHUSD', 'fUSD', 'tBTCF0:USTF0'][i % 4],
        ['P0', 'P1', 'P2', 'P3', 'P4', 'R0'][Math.floor(i / 4)],
      ];
      await c.request({ event: 'subscribe', channel: 'book', symbol, prec }, 'subscribed');
    }
    expect(await c.request({ event: 'subscribe', channel: 'ticker', symbol: 'tBTCUSD' }, 'error')).toMatchObject({ code: 10305 });
  });
});
