// Finding 8 (connection limit) of the hardening issue: 1 500 WebSocket connections from one
// address were accepted; the protocol allows 20 a minute. And the defaults issue: the site's own
// signed-in pages (reloads, pop-outs, a desk behind one address) are admitted by their login
// session, not by the address's budget; a refused client is told how long to wait.
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { ConnectionAdmission } from '../../server/ws/admission';
import { startRig } from './rig';
import { wholeFile } from '../lifecycle';
import { demoSessionCookie } from '../faults/harness';

const rig = wholeFile(() => startRig(), 60_000);

interface Attempt {
  ws?: WebSocket;
  status?: number;
  retryAfter?: string;
}

/** Opens a socket from `localAddress` (any of the loopback range); resolves with how it went. */
function connect(localAddress: string, headers: Record<string, string> = {}): Promise<Attempt> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${rig.exchange.port}/ws/2`, { localAddress, headers });
    ws.once('open', () => resolve({ ws }));
    ws.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'] }));
    ws.once('error', () => resolve({}));
  });
}

/** What the exchange tells a page at `localAddress` about its next socket: [WAIT_MS]. */
async function admissionWait(localAddress: string, cookie?: string): Promise<number> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: rig.exchange.port, path: '/v2/int/ws/admission', localAddress, headers: cookie ? { cookie } : {} },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += String(c)));
        res.on('end', () => resolve((JSON.parse(body) as number[])[0]!));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('WebSocket connections per address', () => {
  it("admits the protocol's 20 a minute from one address, refuses the next with 429 and Retry-After, and lets others in", async () => {
    const opened = await Promise.all(Array.from({ length: 20 }, () => connect('127.0.0.3')));
    expect(opened.every((c) => c.ws !== undefined)).toBe(true);
    expect(await admissionWait('127.0.0.3')).toBeGreaterThan(0);
    const flood = await Promise.all(Array.from({ length: 30 }, () => connect('127.0.0.3')));
    expect(flood.map((c) => c.status)).toEqual(new Array(30).fill(429));
    const retry = Number(flood[0]!.retryAfter);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    const other = await connect('127.0.0.4');
    expect(other.ws).toBeDefined();
    expect(await admissionWait('127.0.0.5')).toBe(0);
    for (const c of [...opened, other]) c.ws?.close();
  });

  it("admits a signed-in trader's own pages by their session: 30 in a minute from a flooded address", async () => {
    const cookie = await demoSessionCookie(rig.exchange.url, rig.exchange.demo);
    const flood = await Promise.all(Array.from({ length: 25 }, () => connect('127.0.0.6')));
    expect(flood.filter((c) => c.status === 429).length).toBe(5);
    expect(await admissionWait('127.0.0.6', cookie)).toBe(0);
    const pages = [];
    for (let i = 0; i < 30; i++) pages.push(await connect('127.0.0.6', { cookie, origin: `http://127.0.0.1:${rig.exchange.port}` }));
    expect(pages.map((p) => p.ws !== undefined)).toEqual(new Array(30).fill(true));
    // A cookie that is no live session (made up, or a page of another origin riding on it) is an
    // anonymous socket: counted by its address, so still refused.
    expect((await connect('127.0.0.6', { cookie: 'tradedesk_session=pub%3Anope%7C1%7C0' })).status).toBe(429);
    expect((await connect('127.0.0.6', { cookie, origin: 'http://evil.example' })).status).toBe(429);
    for (const c of [...flood, ...pages]) c.ws?.close();
  });

  it('counts over a sliding minute, says how long until the next is admitted, and forgets quiet addresses', () => {
    const a = new ConnectionAdmission(2, 60_000);
    expect([a.admit('x', 0), a.admit('x', 1), a.admit('x', 2)]).toEqual([true, true, false]);
    expect(a.waitFor('x', 30_000)).toBe(30_000);
    expect(a.retryAfter('x', 59_000)).toBe(1000);
    expect(a.admit('x', 60_001)).toBe(true);
    expect(a.admit('y', 60_001)).toBe(true);
  });
});

describe("the visitor's country on the defaults (no TRADEDESK_COUNTRY)", () => {
  it('is an answer, not an error: [IP, null], which every page asks for', async () => {
    const res = await fetch(`${rig.exchange.url}/v2/int/geo/ip`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(['127.0.0.1', null]);
  });
});
