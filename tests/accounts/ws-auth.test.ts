// The WebSocket auth event (PROTOCOL §3.1–3.2) and its nonce sequence, shared with REST.
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allCaps, noCaps } from '../../server/accounts/index';
import { type Harness, post, startHarness } from './harness';

let h: Harness;
let userId: number;
beforeEach(async () => {
  h = await startHarness();
  userId = h.accounts.users.create({ email: 'ws@example.com', passwordHash: null, emailVerified: true }).id;
});
afterEach(async () => {
  await h.close();
});

function authEvent(apiKey: string, apiSecret: string, nonce: number, payload = `AUTH${nonce}${nonce}`) {
  const authSig = createHmac('sha384', apiSecret).update(payload).digest('hex');
  // bitfinex-api-node spreads its options into the event, secret included: extra fields are ignored.
  return { event: 'auth', apiKey, authSig, authNonce: nonce, authPayload: payload, apiSecret, filter: ['trading'], dms: 4 };
}

describe('WebSocket authentication', () => {
  it("accepts the official libraries' payload and the documented one, with caps as an object", () => {
    const caps = noCaps();
    caps.orders = { read: true, write: true };
    const key = h.accounts.apiKeys.create(userId, 'orders', caps);
    const nonce = Date.now() * 1000;
    const ok = h.accounts.authenticateWs(authEvent(key.apiKey, key.apiSecret, nonce));
    expect(ok.ok).toBe(true);
    expect(ok.reply).toMatchObject({ event: 'auth', status: 'OK', chanId: 0, userId });
    expect(ok.ok && ok.reply.caps.orders).toEqual({ read: 1, write: 1 });
    expect(ok.ok && ok.reply.caps.wallets).toEqual({ read: 0, write: 0 });
    expect(ok.ok && ok.reply.auth_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(h.accounts.authenticateWs(authEvent(key.apiKey, key.apiSecret, nonce + 1, `AUTH${nonce + 1}`)).ok).toBe(true);
  });

  it('answers FAILED with the protocol codes', () => {
    const key = h.accounts.apiKeys.create(userId, 'all', allCaps(true));
    const nonce = Date.now() * 1000;
    expect(h.accounts.authenticateWs(authEvent('nobody-has-this-key', key.apiSecret, nonce)).reply).toEqual({
      event: 'auth',
      status: 'FAILED',
      chanId: 0,
      code: 10100,
      msg: 'apikey: invalid',
    });
    expect(h.accounts.authenticateWs(authEvent(key.apiKey, 'wrong secret', nonce)).reply).toEqual({
      event: 'auth',
      status: 'FAILED',
      chanId: 0,
      code: 10100,
      msg: 'apikey: digest invalid',
    });
    expect(h.accounts.authenticateWs(authEvent(key.apiKey, key.apiSecret, nonce, 'HELLO')).reply).toMatchObject({
      status: 'FAILED',
      code: 10111,
    });
    expect(h.accounts.authenticateWs(authEvent(key.apiKey, key.apiSecret, nonce)).ok).toBe(true);
    expect(h.accounts.authenticateWs(authEvent(key.apiKey, key.apiSecret, nonce)).reply).toEqual({
      event: 'auth',
      status: 'FAILED',
      chanId: 0,
      code: 10114,
      msg: 'nonce: small',
    });
    expect(h.accounts.authenticateWs({ event: 'auth', token: 'pub:api:nothing-caps:a-read' }).reply).toMatchObject({
      status: 'FAILED',
      code: 10100,
      msg: 'token: invalid',
    });
  });

  it('shares one nonce sequence per key between WebSocket and REST', async () => {
    const key = h.accounts.apiKeys.create(userId, 'all', allCaps(true));
    const wsNonce = Date.now() * 1000 + 1000;
    expect(h.accounts.authenticateWs(authEvent(key.apiKey, key.apiSecret, wsNonce)).ok).toBe(true);
    const restCall = (nonce: number) => {
      const sig = createHmac('sha384', key.apiSecret).update(`/api/v2/auth/r/permissions${nonce}{}`).digest('hex');
      return post(h.app, '/v2/auth/r/permissions', {}, { 'bfx-apikey': key.apiKey, 'bfx-nonce': String(nonce), 'bfx-signature': sig });
    };
    expect((await restCall(wsNonce - 1)).body).toEqual(['error', 10114, 'nonce: small']);
    expect((await restCall(wsNonce + 1)).status).toBe(200);
    expect(h.accounts.authenticateWs(authEvent(key.apiKey, key.apiSecret, wsNonce + 1)).reply).toMatchObject({ code: 10114 });
  });

  it("accepts a live token under either field name, with the token's caps", () => {
    const key = h.accounts.apiKeys.create(userId, 'all', allCaps(true));
    const auth = h.accounts.authenticateWs(authEvent(key.apiKey, key.apiSecret, Date.now() * 1000));
    if (!auth.ok) throw new Error('key auth failed');
    const { token } = h.accounts.issueToken(auth.auth, { scope: 'api', ttl: 60, caps: ['o', 'w'] });
    for (const field of ['token', 'authToken']) {
      const r = h.accounts.authenticateWs({ event: 'auth', [field]: token, dms: 0, calc: 0 });
      expect(r.ok).toBe(true);
      expect(r.ok && [r.reply.caps.orders, r.reply.caps.settings]).toEqual([
        { read: 1, write: 0 },
        { read: 0, write: 0 },
      ]);
    }
    h.clock.advance(60_000);
    expect(h.accounts.authenticateWs({ event: 'auth', token }).reply).toMatchObject({
      status: 'FAILED',
      code: 10100,
      msg: 'token: invalid',
    });
  });
});
