// The protocol's error shape everywhere under /v2 and /api, whatever goes wrong: unknown routes,
// bad bodies, oversized bodies, broken URLs and requests, our own faults. Also CORS and HEAD.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeMarket } from './fake-market';
import { errorOf, makeApp } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await makeApp({
    plugins: [
      (instance) => {
        // A later part's route: sees the raw body (for signatures) and throws protocol errors.
        instance.post('/v2/auth/r/echo', async (request) => [request.rawBody ?? null]);
      },
    ],
  });
});
afterAll(async () => {
  await app.close();
});

describe('unknown routes', () => {
  it('answers 404 ["error",10020,"path: invalid"] under /v2 and /api, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/v2/nothing'],
      ['GET', '/v2'],
      ['GET', '/v2/candles/trade:1m:tBTCUSD'],
      ['POST', '/v2/tickers'],
      ['GET', '/v2/calc/fx'],
      ['DELETE', '/v2/platform/status'],
      ['GET', '/api/nothing'],
      ['PUT', '/api/session/keep-alive'],
    ] as const) {
      const res = await app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(errorOf(res.json())).toEqual([10020, 'path: invalid']);
    }
  });
});

describe('bodies', () => {
  const post = (payload: string, contentType?: string) =>
    app.inject({ method: 'POST', url: '/v2/calc/fx', payload, headers: contentType ? { 'content-type': contentType } : {} });

  it('answers 500 ["error",10020,"body: invalid"] for malformed JSON', async () => {
    for (const payload of ['{', '{"ccy1":', 'null,', "{'ccy1':'BTC'}", '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const res = await post(payload, 'application/json');
      expect(res.statusCode, payload).toBe(500);
      expect(errorOf(res.json()), payload).toEqual([10020, 'body: invalid']);
    }
  });

  it('answers 500 ["error",10020,"body: invalid"] for a body of another content type', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
      const res = await post('ccy1=BTC&ccy2=USD', type);
      expect(res.statusCode, type).toBe(500);
      expect(errorOf(res.json()), type).toEqual([10020, 'body: invalid']);
    }
  });

  it('takes JSON with a charset, and an empty JSON body as no body', async () => {
    const res = await post('{"ccy1":"BTC","ccy2":"USD"}', 'application/json; charset=utf-8');
    expect(res.json()).toEqual([50_000]);
    const empty = await app.inject({
      method: 'POST',
      url: '/v2/calc/trade/avg?symbol=tBTCUSD&amount=1',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(200);
  });

  it('answers 413 with an error array for a body over 64 KiB', async () => {
    const res = await post(JSON.stringify({ ccy1: 'BTC', ccy2: 'USD', pad: 'x'.repeat(70_000) }), 'application/json');
    expect(res.statusCode).toBe(413);
    expect(errorOf(res.json())).toEqual([10020, 'body: too large']);
    const fits = await post(JSON.stringify({ ccy1: 'BTC', ccy2: 'USD', pad: 'x'.repeat(60_000) }), 'application/json');
    expect(fits.statusCode).toBe(200);
  });

  it('keeps the exact body text for the routes of later parts', async () => {
    const text = '{ "b": 2,  "a": [1.50, 1e-7] }';
    const res = await app.inject({
      method: 'POST',
      url: '/v2/auth/r/echo',
      payload: text,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json()).toEqual([text]);
  });
});

describe('internal errors', () => {
  it('answers 500 ["error",10000,"internal error"] without a stack, and logs the fault', async () => {
    const market = createFakeMarket();
    market.ticker = () => {
      throw new Error('ticker store exploded at secret/path.ts:12');
    };
    const failing = await makeApp({ market });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await failing.inject({ method: 'GET', url: '/v2/ticker/tBTCUSD' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(['error', 10000, 'internal error']);
      expect(res.body).not.toMatch(/exploded|secret|stack|\.ts/);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]![1])).toMatch(/exploded/);
    } finally {
      logged.mockRestore();
      await failing.close();
    }
  });
});

describe('broken URLs and requests', () => {
  it('answers a URL that does not decode with an error array', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/ticker/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json())).toEqual([10020, 'path: invalid']);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a request the HTTP parser refuses with an error array', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('GET /v2/platform/status HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
    expect(errorOf(JSON.parse(body))).toEqual([10020, 'request: invalid']);
  });
});

describe('CORS and HEAD', () => {
  it('allows any origin on v2 answers, errors included', async () => {
    for (const url of ['/v2/platform/status', '/v2/ticker/tNOPEUSD', '/v2/nothing']) {
      const res = await app.inject({ method: 'GET', url, headers: { origin: 'https://elsewhere.example' } });
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('answers preflight requests for every v2 path', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/v2/calc/fx',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(res.headers['access-control-allow-headers'])).toContain('content-type');
    expect(String(res.headers['access-control-allow-headers'])).toContain('bfx-signature');
  });

  it('does not open /api (session cookies) to other origins', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing', headers: { origin: 'https://elsewhere.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers HEAD like GET without a body', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/v2/tickers?symbols=tBTCUSD' });
    const get = await app.inject({ method: 'GET', url: '/v2/tickers?symbols=tBTCUSD' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    const missing = await app.inject({ method: 'HEAD', url: '/v2/ticker/tNOPEUSD' });
    expect(missing.statusCode).toBe(500);
  });
});
