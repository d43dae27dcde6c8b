// Issue 32, finding 6: with the account's IP lock on, a login session's token was refused on REST
// from another address but accepted by the WebSocket's auth event there, which could then trade.
// The lock now holds on every channel: the socket's auth from another address fails with 10100.
// (On Linux every 127.x address is loopback, so a client socket can be bound to 127.0.0.71.)
import { request } from 'node:http';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { IP_LOCK_REFUSAL } from '../../server/accounts/ip-lock';
import { wholeFile } from '../lifecycle';
import { startRig } from './rig';

const rig = wholeFile(() => startRig());

const OTHER = '127.0.0.71';

/** A JSON POST from `localAddress`. */
function postFrom(localAddress: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: rig.exchange.port,
        path,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
      },
      (res) => {
        let out = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (out += c));
        res.on('end', () => resolve(JSON.parse(out)));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** The answer to `{"event":"auth", …event}` on a socket from `localAddress`. */
async function socketAuth(localAddress: string, event: Record<string, unknown>): Promise<Record<string, unknown>> {
  const ws = new WebSocket(`ws://127.0.0.1:${rig.exchange.port}/ws/2`, { localAddress });
  try {
    const answer = new Promise<Record<string, unknown>>((resolve) => {
      ws.on('message', (data) => {
        const m = JSON.parse(String(data)) as Record<string, unknown>;
        if (m.event === 'auth') resolve(m);
      });
    });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ event: 'auth', ...event }));
    return await answer;
  } finally {
    ws.close();
  }
}

describe('ip_lock', () => {
  it("refuses a login session's token on the socket from another address, as REST does", async () => {
    const { email, password, userId } = rig.exchange.demo;
    const login = (await postFrom('127.0.0.1', C.login.path, { login: email, password })) as unknown[];
    expect(login[0]).toBe('auth');
    const token = login[1] as string;
    rig.exchange.accounts.settings.setCore(userId, 'ip_lock', '1');

    expect(await postFrom(OTHER, C.userInfo.path, {}, { 'bfx-token': token })).toEqual(['error', 10100, IP_LOCK_REFUSAL]);
    expect(await socketAuth(OTHER, { token })).toEqual({ event: 'auth', status: 'FAILED', chanId: 0, code: 10100, msg: IP_LOCK_REFUSAL });
    expect(await socketAuth(OTHER, { authToken: token })).toMatchObject({ status: 'FAILED', code: 10100 });
    // From the address it signed in from, it works.
    expect(await socketAuth('127.0.0.1', { token })).toMatchObject({ status: 'OK', userId });
  });
});
