import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../src/protocol/errors';
import { hmacSha384Hex, restSignaturePayload } from '../../../src/protocol/signing';
import { type Credentials, createPrivateRest } from '../../../src/services/private-rest';
import { createAccountCalls } from '../../../src/services/account-calls';
import { ExchangeError } from '../../../src/services/rest';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

/** A fetch that answers from a queue of [status, body] and records every request. */
function fakeFetch(answers: Array<[number, unknown]>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    sent.push({ url: req.url, method: req.method, headers: req.headers, body: await req.text() });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next[1]), { status: next[0], headers: { 'content-type': 'application/json' } });
  });
  return { fetch, sent };
}

function client(answers: Array<[number, unknown]>, credentials: Credentials | undefined = { kind: 'token', token: 'pub:api:t1' }) {
  const f = fakeFetch(answers);
  const onReLogin = vi.fn();
  const onRateLimit = vi.fn();
  let n = 1_700_000_000_000_000;
  const rest = createPrivateRest({
    base: 'http://x.test',
    credentials: () => credentials,
    onReLogin,
    onRateLimit,
    fetch: f.fetch,
    nonce: () => String(++n),
  });
  return { rest, onReLogin, onRateLimit, ...f };
}

describe('private REST (account-side §8)', () => {
  it('sends calls that carry a nonce one at a time, so their nonces reach the exchange in order', async () => {
    const arrived: string[] = [];
    let inFlight = 0;
    let most = 0;
    let n = 1_700_000_000_000_000;
    const fetch = vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      inFlight += 1;
      most = Math.max(most, inFlight);
      // Later requests answer sooner: without the lane they would overtake the earlier ones.
      await new Promise((r) => setTimeout(r, 30 - arrived.length * 10));
      arrived.push(req.headers.get('bfx-nonce') ?? '');
      inFlight -= 1;
      return new Response('[1]', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const rest = createPrivateRest({
      base: 'http://x.test',
      credentials: () => ({ kind: 'token', token: 'pub:api:t1' }),
      fetch,
      nonce: () => String(++n),
    });
    await Promise.all([rest.auth('/v2/auth/r/info/user'), rest.auth('/v2/auth/r/settings'), rest.auth('/v2/auth/r/wallets')]);
    expect(most).toBe(1);
    expect(arrived).toEqual([...arrived].sort());
    expect(new Set(arrived).size).toBe(3);
  });

  it('sends the token header with a fresh nonce and the exact JSON body', async () => {
    const c = client([[200, [[1, 'x']]]]);
    await expect(c.rest.auth('/v2/auth/r/info/user', { a: 1 })).resolves.toEqual([[1, 'x']]);
    expect(c.sent[0]!.url).toBe('http://x.test/v2/auth/r/info/user');
    expect(c.sent[0]!.headers.get('bfx-token')).toBe('pub:api:t1');
    expect(c.sent[0]!.headers.get('bfx-nonce')).toBe('1700000000000001');
    expect(c.sent[0]!.body).toBe('{"a":1}');
  });

  it('signs with an API key over "/api/" + path + nonce + body', async () => {
    const c = client([[200, [1]]], { kind: 'key', apiKey: 'k1', apiSecret: 's3cret' });
    await c.rest.auth('v2/auth/r/wallets', {});
    const h = c.sent[0]!.headers;
    expect(h.get('bfx-apikey')).toBe('k1');
    expect(h.get('bfx-token')).toBeNull();
    const expected = await hmacSha384Hex('s3cret', restSignaturePayload('v2/auth/r/wallets', h.get('bfx-nonce')!, '{}'));
    expect(h.get('bfx-signature')).toBe(expected);
  });

  it('retries a 10114 (nonce small) once, with a larger nonce', async () => {
    const c = client([
      [500, ['error', 10114, 'nonce: small']],
      [200, [42]],
    ]);
    await expect(c.rest.auth('v2/auth/r/wallets')).resolves.toEqual([42]);
    expect(c.sent).toHaveLength(2);
    expect(Number(c.sent[1]!.headers.get('bfx-nonce'))).toBeGreaterThan(Number(c.sent[0]!.headers.get('bfx-nonce')));
  });

  it('gives up after the one retry and throws the exchange text', async () => {
    const c = client([
      [500, ['error', 10114, 'nonce: small']],
      [500, ['error', 10114, 'nonce: small']],
      [200, [1]],
    ]);
    const err = await c.rest.auth('v2/auth/r/wallets').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ExchangeError);
    expect(err).toMatchObject({ code: ErrorCode.AUTH_NONCE, message: 'nonce: small' });
    expect(c.sent).toHaveLength(2);
    expect(c.onReLogin).not.toHaveBeenCalled();
  });

  it('reports 10100 on an authenticated call for re-login, with the url', async () => {
    const c = client([[500, ['error', 10100, 'token: invalid']]]);
    await expect(c.rest.auth('v2/auth/r/info/user')).rejects.toMatchObject({ code: 10100, message: 'token: invalid' });
    expect(c.onReLogin).toHaveBeenCalledTimes(1);
    expect(c.onReLogin.mock.calls[0]![0]).toBe('http://x.test/v2/auth/r/info/user');
    expect(c.sent).toHaveLength(1);
  });

  it('treats a "token expired" text as 10100, but not a missing permission', async () => {
    const c = client([
      [500, ['error', 10001, 'ERR_AUTH_API: ERR_TOKEN_EXPIRE']],
      [500, ['error', 10100, 'token: permission denied (settings write)']],
    ]);
    await expect(c.rest.auth('v2/auth/r/info/user')).rejects.toBeInstanceOf(ExchangeError);
    expect(c.onReLogin).toHaveBeenCalledTimes(1);
    await expect(c.rest.auth('v2/auth/w/settings/set')).rejects.toMatchObject({ message: 'token: permission denied (settings write)' });
    expect(c.onReLogin).toHaveBeenCalledTimes(1);
  });

  it('a wrong password (10100 on /v2/login) is an error for the form, not a re-login', async () => {
    const c = client([[500, ['error', 10100, 'login: invalid e-mail or password']]]);
    const calls = createAccountCalls(c.rest);
    await expect(calls.login({ login: 'a@b.co', password: 'nope' })).rejects.toMatchObject({
      message: 'login: invalid e-mail or password',
    });
    expect(c.onReLogin).not.toHaveBeenCalled();
  });

  it('HTTP 429 raises the rate-limit notice, with or without a protocol body', async () => {
    const c = client([
      [429, ['error', 11010, 'ratelimit: too many failed logins, retry in 60 s']],
      [429, 'slow down'],
    ]);
    await expect(c.rest.post('v2/login', {})).rejects.toMatchObject({
      code: 11010,
      message: 'ratelimit: too many failed logins, retry in 60 s',
    });
    await expect(c.rest.auth('v2/auth/r/wallets')).rejects.toMatchObject({ code: 11010, status: 429 });
    expect(c.onRateLimit).toHaveBeenCalledTimes(2);
    expect(c.onReLogin).not.toHaveBeenCalled();
  });

  it('other failures become readable errors', async () => {
    const c = client([[502, '<html>bad gateway</html>']]);
    await expect(c.rest.get('api/session/keep-alive')).rejects.toMatchObject({
      code: ErrorCode.UNKNOWN,
      message: expect.stringMatching(/^HTTP 502/),
    });
    await expect(c.rest.get('api/session/keep-alive')).rejects.toMatchObject({ code: 0, message: 'network: Failed to fetch' });
  });

  it('token refresh goes through the session cookie: no bfx-* header, ttl of at least 600 s', async () => {
    const c = client([[200, ['pub:api:t2']]]);
    await expect(createAccountCalls(c.rest).refreshToken(1800)).resolves.toBe('pub:api:t2');
    expect(c.sent[0]!.headers.get('bfx-token')).toBeNull();
    expect(c.sent[0]!.headers.get('bfx-nonce')).toBeNull();
    expect(JSON.parse(c.sent[0]!.body)).toEqual({ scope: 'api', ttl: 1800, writePermission: true });
  });

  it('reads both login replies: a session, or the second-factor challenge', async () => {
    const c = client([
      [200, ['auth', 'pub:api:s', 1000, 7, 0, 2800]],
      [200, ['2fa', 'ch-1', ['otp'], 5000]],
    ]);
    const calls = createAccountCalls(c.rest);
    await expect(calls.login({ login: 'a@b.co', password: 'pw' })).resolves.toEqual({
      kind: 'session',
      session: { token: 'pub:api:s', timestamp: 1000, userId: 7, subaccountId: 0, expiresAt: 2800 },
    });
    await expect(calls.login({ login: 'a@b.co', password: 'pw', captchaToken: 'id:42', captchaProvider: 'local' })).resolves.toEqual({
      kind: '2fa',
      due: { challenge: 'ch-1', methods: ['otp'], expiresAt: 5000 },
    });
    expect(JSON.parse(c.sent[1]!.body)).toEqual({ login: 'a@b.co', password: 'pw', captchaToken: 'id:42', captchaProvider: 'local' });
  });
});
