// Random paths, query strings, methods and bodies thrown at /v2: every answer is a valid
// response or the protocol's error shape, and no input reaches an internal error.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { makeApp } from './helpers';
import { wholeFile } from '../lifecycle';

const app = wholeFile(() => makeApp());

const WORDS = [
  'platform',
  'status',
  'ticker',
  'tickers',
  'hist',
  'trades',
  'book',
  'candles',
  'conf',
  'deriv',
  'liquidations',
  'stats1',
  'calc',
  'trade',
  'avg',
  'fx',
  'batch',
  'last',
  'P0',
  'P4',
  'R0',
  'tBTCUSD',
  'fUSD',
  'tBTCF0:USTF0',
  'trade:1m:tBTCUSD',
  'trade:1h:fUSD:p30',
  'pub:list:currency',
  'pub:list:pair:exchange,pub:x',
  'pos.size:1m:tBTCUSD:long',
  '..',
  '.',
  '',
  'ALL',
  '%00',
  '%2F',
  '%E0%A4%A',
  '%zz',
  '__proto__',
  'constructor',
];
const KEYS = [
  'limit',
  'start',
  'end',
  'sort',
  'symbols',
  'keys',
  'len',
  'symbol',
  'amount',
  'period',
  'price_limit',
  'rate_limit',
  'ccy1',
  'ccy2',
  '__proto__',
];

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }).map(encodeURIComponent) },
);
const symbolLike = fc.oneof(
  fc.constantFrom('tBTCUSD', 'fUSD', 'tBTCF0:USTF0', 'tNOPE', 'BTCUSD', 't', 'f:'),
  fc.string({ maxLength: 10 }).map(encodeURIComponent),
);
// Real endpoints with random parameters, to reach the validators behind the router.
const endpoint = fc.oneof(
  symbolLike.map((s) => ['ticker', s]),
  symbolLike.map((s) => ['trades', s, 'hist']),
  fc.tuple(symbolLike, fc.constantFrom('P0', 'P3', 'R0', 'P9', 'x')).map(([s, p]) => ['book', s, p]),
  fc
    .tuple(symbolLike, fc.constantFrom('1m', '1h', '7D', '1W', '2m', ''), fc.constantFrom('last', 'hist', 'x'))
    .map(([s, tf, sec]) => ['candles', `trade:${tf}:${s}`, sec]),
  fc.array(fc.constantFrom('pub:list:currency', 'pub:x', 'nope', ''), { minLength: 1, maxLength: 4 }).map((k) => ['conf', k.join(',')]),
  symbolLike.map((s) => ['status', 'deriv', s, 'hist']),
  fc
    .tuple(fc.constantFrom('pos.size:1m:tBTCUSD:long', 'vol.1d:30m:BFX', 'x'), fc.constantFrom('last', 'hist', 'x'))
    .map(([k, sec]) => ['stats1', k, sec]),
  fc.constantFrom(
    ['tickers'],
    ['tickers', 'hist'],
    ['status', 'deriv'],
    ['liquidations', 'hist'],
    ['calc', 'trade', 'avg'],
    ['calc', 'fx'],
    ['calc', 'fx', 'batch'],
    ['platform', 'status'],
  ),
);
const value = fc.oneof(
  fc.integer().map(String),
  fc.constantFrom('1', '-1', '0', '25', '10000', '10001', 'ALL', 'tBTCUSD,fUSD', 'tBTCUSD,,x', '1e3', '9'.repeat(40), 'NaN', ''),
  fc.double().map(String),
  fc.string({ maxLength: 16 }),
);
const query = fc
  .array(fc.tuple(fc.constantFrom(...KEYS), value), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? '' : '?' + pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')));
const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }).map((v) => ({ payload: JSON.stringify(v) ?? 'null', type: 'application/json' })),
  fc.record({
    payload: fc.string({ maxLength: 40 }),
    type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
  }),
  fc.record({
    payload: fc
      .record(
        { ccy1: value, ccy2: value, symbol: value, amount: value, pairs: fc.array(fc.record({ ccy1: value, ccy2: value, amount: value })) },
        { requiredKeys: [] },
      )
      .map((o) => JSON.stringify(o)),
    type: fc.constant('application/json'),
  }),
);
const method = fc.constantFrom('GET', 'GET', 'POST', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH' as const);

it('answers every request under /v2 with JSON in the protocol shape or a valid response', async () => {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(method, fc.oneof(endpoint, fc.array(segment, { maxLength: 4 })), query, body, async (m, segments, q, b) => {
      const url = '/v2/' + segments.join('/') + q;
      const res = await app.inject({
        method: m,
        url,
        ...(b === undefined ? {} : { payload: b.payload, headers: { 'content-type': b.type } }),
      });
      const where = `${m} ${url} ${b?.type ?? ''} ${b?.payload ?? ''}`;
      if (m === 'OPTIONS' && res.statusCode === 204) return;
      // Dot segments are resolved before the request is sent (as clients do): '/v2/..' is '/'.
      if (!new URL(url, 'http://localhost').pathname.startsWith('/v2')) return;
      expect([200, 400, 404, 413, 414, 500], where).toContain(res.statusCode);
      if (m === 'HEAD') {
        expect(res.body, where).toBe('');
        return;
      }
      expect(res.headers['content-type'], where).toMatch(/^application\/json/);
      const parsed: unknown = JSON.parse(res.body);
      expect(Array.isArray(parsed), where).toBe(true);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode !== 200) {
        const [tag, code, message] = parsed as unknown[];
        expect(tag, where).toBe('error');
        expect(code, where).toBe(10020);
        expect(typeof message, where).toBe('string');
      }
    }),
    { numRuns: 800, seed: 20240601 },
  );
  // The run must have reached both sides: answers and refusals.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(20);
  expect(statuses.get(500) ?? 0).toBeGreaterThan(20);
});
