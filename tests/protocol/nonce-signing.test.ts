// Nonces (PROTOCOL §3.1) and signatures (§3.1, §5.1), checked against node:crypto.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  createAuthRequest,
  createNonceGenerator,
  hmacSha384Hex,
  isAuthPayloadFor,
  parseAuthRequest,
  parseNonce,
  restAuthHeaders,
  restSignaturePayload,
  signaturesEqual,
  wsAuthPayload,
} from '../../src/protocol';

const nodeHmac = (secret: string, msg: string) => createHmac('sha384', secret).update(msg).digest('hex');

describe('createNonceGenerator', () => {
  it('gives microseconds of the clock, strictly increasing within one ms and when the clock goes back', () => {
    const clock = [1712345678901, 1712345678901, 1712345678901, 1712345678900, 1712345678902];
    let i = 0;
    const next = createNonceGenerator(() => clock[Math.min(i++, clock.length - 1)]!);
    expect([next(), next(), next(), next(), next()]).toEqual([
      '1712345678901000',
      '1712345678901001',
      '1712345678901002',
      '1712345678901003',
      '1712345678902000',
    ]);
  });

  it('stays at or below MAX_SAFE_INTEGER', () => {
    expect(() => createNonceGenerator(() => 9007199254740.992)()).toThrow(RangeError);
    const n = createNonceGenerator()();
    expect(Number(n)).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect(Number.isSafeInteger(Number(n))).toBe(true);
  });

  it('parses nonces sent as numbers or digit strings', () => {
    expect(parseNonce(1712345678901234)).toBe(1712345678901234);
    expect(parseNonce('1712345678901234')).toBe(1712345678901234);
    for (const bad of ['1e15', '-5', 1.5, '9007199254740993', 0, null, 'x']) expect(parseNonce(bad)).toBeUndefined();
  });
});

describe('payloads', () => {
  it('REST: "/api/" + path (no leading slash, no query) + nonce + raw body', () => {
    expect(restSignaturePayload('v2/auth/r/wallets', '1712345678901234', '{}')).toBe('/api/v2/auth/r/wallets1712345678901234{}');
    expect(restSignaturePayload('/v2/auth/r/orders/hist?limit=5', '1', '')).toBe('/api/v2/auth/r/orders/hist1');
  });

  it('WS: AUTH + nonce + nonce, and the server check accepts both documented forms', () => {
    expect(wsAuthPayload('1712345678901234')).toBe('AUTH17123456789012341712345678901234');
    expect(isAuthPayloadFor('AUTH1712345678901234', 1712345678901234)).toBe(true);
    expect(isAuthPayloadFor(wsAuthPayload(5), '5')).toBe(true);
    expect(isAuthPayloadFor('NOPE5', '5')).toBe(false);
    expect(isAuthPayloadFor('AUTH6', '5')).toBe(false);
  });
});

describe('hmacSha384Hex (Web Crypto)', () => {
  it('equals node:crypto HMAC-SHA384 hex', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string({ unit: 'binary' }), async (secret, message) => {
        expect(await hmacSha384Hex(secret, message)).toBe(nodeHmac(secret, message));
      }),
      { numRuns: 50 },
    );
  });

  it('signs REST headers and the auth event; the event never carries the secret', async () => {
    const h = await restAuthHeaders('key', 'secret', 'v2/auth/r/wallets', '5', '{}');
    expect(h).toEqual({ 'bfx-nonce': '5', 'bfx-apikey': 'key', 'bfx-signature': nodeHmac('secret', '/api/v2/auth/r/wallets5{}') });
    const auth = await createAuthRequest('key', 'secret', '1712345678901234', { dms: 4, filter: ['trading'] });
    expect(auth).toEqual({
      event: 'auth',
      apiKey: 'key',
      authNonce: 1712345678901234,
      authPayload: 'AUTH17123456789012341712345678901234',
      authSig: nodeHmac('secret', 'AUTH17123456789012341712345678901234'),
      dms: 4,
      filter: ['trading'],
    });
    expect(JSON.stringify(auth)).not.toContain('secret');
    expect(signaturesEqual(auth.authSig!, auth.authSig!.toUpperCase())).toBe(true);
    expect(signaturesEqual(auth.authSig!, auth.authSig!.slice(1))).toBe(false);
  });
});

describe('parseAuthRequest', () => {
  it('reads key auth (nonce as number or string) and token auth (token or authToken)', async () => {
    const auth = await createAuthRequest('key', 'secret', '1712345678901234');
    const parsed = parseAuthRequest({ ...auth, apiSecret: 'leaked by old node libs' });
    expect(parsed).toEqual({
      ok: true,
      value: {
        kind: 'key',
        apiKey: 'key',
        authSig: auth.authSig,
        authNonce: 1712345678901234,
        authPayload: auth.authPayload,
        dms: 0,
        calc: 0,
      },
    });
    expect(parseAuthRequest({ ...auth, authNonce: '1712345678901234', authPayload: 'AUTH1712345678901234' }).ok).toBe(true);
    expect(parseAuthRequest({ event: 'auth', token: 't', dms: 0, calc: 1 })).toEqual({
      ok: true,
      value: { kind: 'token', token: 't', dms: 0, calc: 1 },
    });
    expect(parseAuthRequest({ event: 'auth', authToken: 't' })).toMatchObject({ ok: true, value: { kind: 'token', token: 't' } });
  });

  it.each([
    [{ apiKey: '' }, ErrorCode.AUTH_FAIL],
    [{ authNonce: 'abc' }, ErrorCode.AUTH_NONCE],
    [{ authPayload: 'AUTH999' }, ErrorCode.AUTH_PAYLOAD],
    [{ authSig: 'zz' }, ErrorCode.AUTH_SIG],
    [{ filter: 'trading' }, ErrorCode.AUTH_PAYLOAD],
    [{ token: '' }, ErrorCode.AUTH_FAIL],
  ])('%o → %i', async (change, code) => {
    const auth = await createAuthRequest('key', 'secret', '1712345678901234');
    const r = parseAuthRequest({ ...auth, ...change });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe(code);
  });
});
