// The login session's token stays out of page scripts (finding 6 of the hardening issue): it
// lives only in the HttpOnly, SameSite=Strict session cookie, which authenticates REST calls only
// together with the session header (no other origin can send it) and the WebSocket only when the
// upgrade comes from a page of this host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningExchange } from '../../server/exchange';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { cookieAttributes } from '../../server/http/auth/session-cookie';
import { CREDENTIAL_ENDED } from '../../src/protocol/errors';
import { TestClient } from '../ws/ws-client';

let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;
let base: string;
let host: string;
const clients: TestClient[] = [];

beforeAll(async () => {
  loopback = await startLoopbackExchange('session-cookie', { seed: 3 });
  exchange = loopback.exchange;
  base = `http://127.0.0.1:${exchange.port}`;
  host = `127.0.0.1:${exchange.port}`;
}, 120_000);

afterAll(async () => {
  for (const c of clients) await c.close();
  await loopback?.close();
});

async function login(): Promise<{ token: string; cookie: string; setCookie: string }> {
  const res = await fetch(`${base}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: exchange.demo.email, password: exchange.demo.password }),
  });
  const body = (await res.json()) as unknown[];
  expect(body[0]).toBe('auth');
  const setCookie = res.headers.get('set-cookie') ?? '';
  return { token: String(body[1]), cookie: setCookie.split(';')[0]!, setCookie };
}

async function userInfo(headers: Record<string, string>): Promise<unknown[]> {
  const res = await fetch(`${base}/v2/auth/r/info/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });
  return (await res.json()) as unknown[];
}

async function wsAuth(headers: Record<string, string>): Promise<Record<string, unknown>> {
  const c = await TestClient.connect(`ws://${host}/ws/2`, headers);
  clients.push(c);
  await c.event('info');
  return c.request({ event: 'auth', dms: 0, calc: 0 }, 'auth');
}

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Strict, Secure when served over https', async () => {
    const { setCookie } = await login();
    expect(setCookie).toMatch(/^tradedesk_session=/);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Strict/i);
    expect(setCookie).toMatch(/;\s*Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    expect(cookieAttributes({ protocol: 'https' })).toMatch(/; Secure$/);
  });

  it('authenticates REST only together with the session header, and never from another origin', async () => {
    const { cookie } = await login();
    const ok = await userInfo({ cookie, 'tradedesk-session': 'cookie' });
    expect(ok[0]).toBe(exchange.demo.userId);
    expect(await userInfo({ cookie, 'tradedesk-session': 'cookie', 'sec-fetch-site': 'same-origin' })).toEqual(ok);
    expect(await userInfo({ cookie })).toEqual(['error', 10100, 'apikey: invalid']);
    expect(await userInfo({ 'tradedesk-session': 'cookie' })).toEqual(['error', 10100, 'apikey: invalid']);
    for (const site of ['cross-site', 'same-site']) {
      expect(await userInfo({ cookie, 'tradedesk-session': 'cookie', 'sec-fetch-site': site }), site).toEqual([
        'error',
        10100,
        'apikey: invalid',
      ]);
    }
    // The trading routes share the gate.
    const wallets = await fetch(`${base}/v2/auth/r/wallets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'tradedesk-session': 'cookie' },
      body: '{}',
    });
    expect(wallets.status).toBe(200);
    expect(Array.isArray(await wallets.json())).toBe(true);
  });

  it("authenticates the WebSocket from its upgrade's cookie, only for a page of this host", async () => {
    const { cookie } = await login();
    const ok = await wsAuth({ cookie, origin: base });
    expect(ok).toMatchObject({ event: 'auth', status: 'OK', userId: exchange.demo.userId });
    // A client that is no browser (no Origin) holds the cookie itself.
    expect(await wsAuth({ cookie })).toMatchObject({ status: 'OK' });
    for (const origin of ['http://evil.example', `http://127.0.0.1:${exchange.port + 1}`, 'null']) {
      expect(await wsAuth({ cookie, origin }), origin).toMatchObject({ status: 'FAILED', code: 10100 });
    }
    expect(await wsAuth({ origin: base })).toMatchObject({ status: 'FAILED', code: 10100 });
  });

  it('stops speaking for the socket once the session is logged out', async () => {
    const { cookie } = await login();
    await fetch(`${base}/api/session/logout`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: '{}' });
    expect(await wsAuth({ cookie, origin: base })).toMatchObject({ status: 'FAILED', code: 10100, msg: 'token: invalid' });
    expect(await userInfo({ cookie, 'tradedesk-session': 'cookie' })).toEqual(['error', 10100, 'token: invalid']);
  });

  it('keeps a socket signed in through token refreshes (the cookie moves, the socket follows) until logout', async () => {
    const { token, cookie } = await login();
    const c = await TestClient.connect(`ws://${host}/ws/2`, { cookie, origin: base });
    clients.push(c);
    await c.event('info');
    expect(await c.request({ event: 'auth', dms: 0, calc: 0 }, 'auth')).toMatchObject({ status: 'OK' });
    // Two refreshes through the cookie, as the page makes every 480 s: each revokes the token before.
    let current = cookie;
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/v2/auth/w/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: current },
        body: JSON.stringify({ scope: 'api', ttl: 600, writePermission: true }),
      });
      expect(res.status).toBe(200);
      current = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
      expect(current).toMatch(/^tradedesk_session=/);
    }
    expect(await userInfo({ 'bfx-token': token })).toEqual(['error', 10100, 'token: invalid']);
    // The exchange's check of every socket runs each second: two of them pass without a sign-out.
    await new Promise((r) => setTimeout(r, 2200));
    expect(
      c.all.filter((f) => (f as { event?: string }).event === 'auth'),
      JSON.stringify(c.all.filter((f) => (f as { event?: string }).event === 'auth')),
    ).toHaveLength(1);
    c.send([0, 'on', null, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.001', price: '1000', cid: 777001 }]);
    const note = await c.take<unknown[]>((f) => Array.isArray(f) && f[0] === 0 && f[1] === 'n');
    expect((note[2] as unknown[])[6]).toBe('SUCCESS');

    await fetch(`${base}/api/session/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: current },
      body: '{}',
    });
    await expect(c.take((f) => (f as { msg?: string }).msg === CREDENTIAL_ENDED, 3000)).resolves.toMatchObject({ status: 'FAILED' });
  });
});
