// Behind a reverse proxy every socket's peer is the proxy: without TRADEDESK_TRUST_PROXY one
// user's requests would limit, lock out and be recorded as everyone's. With it the client's
// address and scheme come from X-Forwarded-For / X-Forwarded-Proto as the proxy set them; without
// it those headers are a client's own words and count for nothing.
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';
import type { IncomingMessage } from 'node:http';
import { clientAddress, proxyTrust } from '../../server/guard/client-address';
import { OUTBOX_PAGE_PATH } from '../../server/http/auth/local-pages';
import { startRig } from './rig';
import { wholeFile } from '../lifecycle';

/** The exchange's peers here are loopback: that is the proxy when one is trusted. */
const LIMITS = { rateLimitPerMinute: 3, wsConnectionsPerMinute: 2 };
const behindProxy = wholeFile(() => startRig({}, { ...LIMITS, trustProxy: { kind: 'addresses', list: ['loopback'] } }), 60_000);
const direct = wholeFile(() => startRig({}, LIMITS), 60_000);

type Rig = typeof direct;

async function statusFrom(rig: Rig, forwardedFor: string): Promise<number> {
  const res = await fetch(`${rig.exchange.url}/v2/platform/status`, { headers: { 'x-forwarded-for': forwardedFor } });
  return res.status;
}

function connectFrom(rig: Rig, forwardedFor: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${rig.exchange.port}/ws/2`, { headers: { 'x-forwarded-for': forwardedFor } });
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(0));
  });
}

async function loginFrom(rig: Rig, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${rig.exchange.url}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ login: rig.exchange.demo.email, password: rig.exchange.demo.password }),
  });
  expect(((await res.json()) as unknown[])[0]).toBe('auth');
  return res.headers.get('set-cookie') ?? '';
}

const lastLoginAddress = (rig: Rig) =>
  (rig.exchange.store.db.prepare('SELECT ip FROM acct_login_history ORDER BY id DESC LIMIT 1').get() as { ip: string }).ip;

describe('TRADEDESK_TRUST_PROXY', () => {
  it('is off by default, parses addresses, CIDR ranges, a hop count or true, and refuses anything else with the reason', () => {
    expect(readConfig({}).trustProxy).toBeUndefined();
    expect(readConfig({ TRADEDESK_TRUST_PROXY: 'false' }).trustProxy).toBeUndefined();
    expect(readConfig({ TRADEDESK_TRUST_PROXY: 'true' }).trustProxy).toEqual({ kind: 'all' });
    expect(readConfig({ TRADEDESK_TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(readConfig({ TRADEDESK_TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1,loopback' }).trustProxy).toEqual({
      kind: 'addresses',
      list: ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'],
    });
    expect(() => readConfig({ TRADEDESK_TRUST_PROXY: 'proxy.local' })).toThrow(ConfigError);
    expect(() => readConfig({ TRADEDESK_TRUST_PROXY: 'proxy.local' })).toThrow(/"proxy\.local" is not an IP address or CIDR range/);
    expect(() => readConfig({ TRADEDESK_TRUST_PROXY: '10.0.0.0/33' })).toThrow(/"10\.0\.0\.0\/33" is not an IP address or CIDR range/);
    expect(() => readConfig({ TRADEDESK_TRUST_PROXY: '10.0.0.1,' })).toThrow(/an empty entry/);
    expect(() => readConfig({ TRADEDESK_TRUST_PROXY: '65' })).toThrow(/hop count must be from 1 to 64/);
  });

  it('walks X-Forwarded-For back through trusted proxies only', () => {
    const req = {
      socket: { remoteAddress: '10.0.0.2' },
      headers: { 'x-forwarded-for': '203.0.113.1, 198.51.100.1, 10.0.0.1' },
    } as unknown as IncomingMessage;
    expect(clientAddress(req, proxyTrust(undefined))).toBe('10.0.0.2');
    expect(clientAddress(req, proxyTrust({ kind: 'hops', hops: 1 }))).toBe('10.0.0.1');
    expect(clientAddress(req, proxyTrust({ kind: 'hops', hops: 2 }))).toBe('198.51.100.1');
    expect(clientAddress(req, proxyTrust({ kind: 'addresses', list: ['10.0.0.0/8'] }))).toBe('198.51.100.1');
    expect(clientAddress(req, proxyTrust({ kind: 'all' }))).toBe('203.0.113.1');
  });

  describe('behind a trusted proxy', () => {
    it('limits REST calls per client, not per proxy', async () => {
      const first = [];
      for (let i = 0; i < 4; i += 1) first.push(await statusFrom(behindProxy, '198.51.100.1'));
      expect(first).toEqual([200, 200, 200, 429]);
      expect(await statusFrom(behindProxy, '198.51.100.2')).toBe(200);
    });

    it('admits WebSocket connections per client, not per proxy', async () => {
      const first = [];
      for (let i = 0; i < 3; i += 1) first.push(await connectFrom(behindProxy, '198.51.100.3'));
      expect(first).toEqual([101, 101, 429]);
      expect(await connectFrom(behindProxy, '198.51.100.4')).toBe(101);
    });

    it("records the client's address in the login history and makes the cookie Secure when the client used https", async () => {
      const setCookie = await loginFrom(behindProxy, { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' });
      expect(setCookie).toMatch(/;\s*Secure/);
      expect(lastLoginAddress(behindProxy)).toBe('203.0.113.9');
      expect(await loginFrom(behindProxy, { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'http' })).not.toMatch(/Secure/);
    });

    it("keeps the local outbox to this machine's own clients, not to everyone the proxy forwards", async () => {
      const page = (forwardedFor: string) =>
        fetch(`${behindProxy.exchange.url}${OUTBOX_PAGE_PATH}`, { headers: { 'x-forwarded-for': forwardedFor } });
      expect((await page('127.0.0.1')).status).toBe(200);
      const outside = await page('203.0.113.10');
      expect(outside.status).not.toBe(200);
      expect(JSON.stringify(await outside.json())).toMatch(/outbox: local requests only/);
    });
  });

  describe('without the setting', () => {
    it('ignores a spoofed X-Forwarded-For for the REST limit', async () => {
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await statusFrom(direct, `198.51.100.${10 + i}`));
      expect(answers).toEqual([200, 200, 200, 429]);
    });

    it('ignores a spoofed X-Forwarded-For for WebSocket admission', async () => {
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await connectFrom(direct, `198.51.100.${20 + i}`));
      expect(answers).toEqual([101, 101, 429]);
    });

    it('ignores forwarded headers for the login history and the cookie', async () => {
      const setCookie = await loginFrom(direct, { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' });
      expect(setCookie).not.toMatch(/Secure/);
      expect(lastLoginAddress(direct)).toBe('127.0.0.1');
    });
  });
});
