// Finding 4 of the hardening issue: after an API key was revoked, a token deleted or expired, or
// the session logged out, orders sent on a socket already authenticated with it were accepted
// (REST refused the same credential). Now the socket is signed out with an auth event within a
// second, and its next input is refused before anything happens.
import { describe, expect, it } from 'vitest';
import { allCaps } from '../../server/accounts/capabilities';
import { CREDENTIAL_ENDED } from '../../src/protocol/errors';
import { createNonceGenerator } from '../../src/protocol/nonce';
import { createAuthRequest } from '../../src/protocol/signing';
import { isEvent, openSocket, signed, startRig } from './rig';
import { wholeFile } from '../lifecycle';

const rig = wholeFile(() => startRig(), 60_000);

const nonce = createNonceGenerator();
type Socket = Awaited<ReturnType<typeof openSocket>>;

async function authedSocket(auth: Record<string, unknown>): Promise<Socket> {
  const s = await openSocket(rig.exchange);
  s.ws.send(JSON.stringify(auth));
  await expect(s.next((m) => isEvent('auth')(m) && (m as { status?: string }).status === 'OK')).resolves.toBeDefined();
  return s;
}

/** The credential ended: the socket is told, and an order sent on it is refused, not placed. */
async function expectSignedOut(s: Socket): Promise<void> {
  await expect(s.next((m) => isEvent('auth')(m) && (m as { msg?: string }).msg === CREDENTIAL_ENDED, 3000)).resolves.toMatchObject({
    status: 'FAILED',
    code: 10100,
  });
  const ordersBefore = rig.exchange.trading.orders(rig.exchange.demo.userId).length;
  s.ws.send(JSON.stringify([0, 'on', null, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.001', price: '1000', cid: 424242 }]));
  await expect(s.next((m) => isEvent('error')(m) && (m as { code?: number }).code === 10100)).resolves.toBeDefined();
  expect(rig.exchange.trading.orders(rig.exchange.demo.userId).length).toBe(ordersBefore);
  s.ws.close();
}

async function token(ttl = 600): Promise<string> {
  const r = await signed(rig.exchange, 'v2/auth/w/token', { scope: 'api', ttl, writePermission: true });
  return (r.body as string[])[0] as string;
}

describe('credentials end everywhere at once', () => {
  it('a revoked API key signs its sockets out', async () => {
    const key = rig.exchange.accounts.apiKeys.create(rig.exchange.demo.userId, 'revoked soon', allCaps(true));
    const s = await authedSocket({ ...(await createAuthRequest(key.apiKey, key.apiSecret, nonce())) });
    rig.exchange.accounts.apiKeys.revoke(rig.exchange.demo.userId, key.apiKey);
    await expectSignedOut(s);
  });

  it('a deleted token signs its sockets out', async () => {
    const t = await token();
    const s = await authedSocket({ event: 'auth', token: t });
    const del = await signed(rig.exchange, 'v2/auth/w/token/del', { token: t });
    expect(del.body).toEqual([1]);
    await expectSignedOut(s);
  });

  it('an expired token signs its sockets out', async () => {
    const s = await authedSocket({ event: 'auth', token: await token(2) });
    await expectSignedOut(s);
  });

  it('a logout signs out every socket of the login session', async () => {
    const login = await fetch(`${rig.exchange.url}/v2/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: rig.exchange.demo.email, password: rig.exchange.demo.password }),
    });
    const session = ((await login.json()) as string[])[1] as string;
    const sockets = [await authedSocket({ event: 'auth', token: session }), await authedSocket({ event: 'auth', token: session })];
    const out = await fetch(`${rig.exchange.url}/api/session/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'bfx-token': session },
      body: '{}',
    });
    expect(out.status).toBe(200);
    for (const s of sockets) await expectSignedOut(s);
  });
});
