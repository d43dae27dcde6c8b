// The REST rate limit: per client address and endpoint over a rolling minute, 429 with
// ["error",11010,"ratelimit: error"] beyond it, and bounded memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RateLimiter } from '../../server/http/rate-limit';
import { errorOf, makeApp } from './helpers';

describe('RateLimiter', () => {
  const clock = (start: number) => {
    const c = { t: start, now: () => c.t };
    return c;
  };

  it('lets perMinute requests through, refuses the next, and does not count refusals', () => {
    const c = clock(1_000_000_020_000);
    const limiter = new RateLimiter({ perMinute: 5, now: c.now });
    const answers = Array.from({ length: 8 }, () => limiter.take('a'));
    expect(answers).toEqual([true, true, true, true, true, false, false, false]);
    expect(limiter.take('b')).toBe(true);
    c.t += 2 * 60_000;
    expect(Array.from({ length: 6 }, () => limiter.take('a'))).toEqual([true, true, true, true, true, false]);
  });

  it('rolls: requests of the previous minute count by how much of it the window still covers', () => {
    const c = clock(1_000_000_020_000 - (1_000_000_020_000 % 60_000));
    const limiter = new RateLimiter({ perMinute: 10, now: c.now });
    for (let i = 0; i < 10; i++) expect(limiter.take('k')).toBe(true);
    // Half-way into the next minute, half of the 10 still count: 5 more may pass.
    c.t += 90_000;
    const passed = Array.from({ length: 10 }, () => limiter.take('k')).filter(Boolean).length;
    expect(passed).toBe(5);
    // Half-way into the minute after, those 5 weigh 2.5: 8 more may pass (8 + 2.5 > 10 stops the next).
    c.t += 60_000;
    expect(Array.from({ length: 10 }, () => limiter.take('k')).filter(Boolean).length).toBe(8);
  });

  it('drops idle buckets and never holds more than maxBuckets', () => {
    const c = clock(1_000_000_020_000);
    const limiter = new RateLimiter({ perMinute: 5, maxBuckets: 100, now: c.now });
    for (let i = 0; i < 1000; i++) limiter.take(`ip${i}`);
    expect(limiter.size).toBeLessThanOrEqual(100);
    c.t += 3 * 60_000;
    limiter.take('fresh');
    expect(limiter.size).toBe(1);
  });

  it('tells how long to wait', () => {
    const c = clock(1_000_000_020_000 - (1_000_000_020_000 % 60_000) + 45_000);
    const limiter = new RateLimiter({ perMinute: 1, now: c.now });
    limiter.take('k');
    expect(limiter.retryAfterSeconds('k')).toBe(15);
  });
});

describe('rate limit of the app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp({ rateLimitPerMinute: 5 });
  });
  afterAll(async () => {
    await app.close();
  });

  const hit = (url: string, remoteAddress = '10.1.1.1', method: 'GET' | 'OPTIONS' = 'GET') => app.inject({ method, url, remoteAddress });

  it('answers 429 ["error",11010,"ratelimit: error"] past the limit, per address and endpoint', async () => {
    for (let i = 0; i < 5; i++) expect((await hit('/v2/platform/status')).statusCode).toBe(200);
    const refused = await hit('/v2/platform/status');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused.json())).toEqual([11010, 'ratelimit: error']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['access-control-allow-origin']).toBe('*');

    // Another endpoint, another address: their own budgets.
    expect((await hit('/v2/ticker/tBTCUSD')).statusCode).toBe(200);
    expect((await hit('/v2/platform/status', '10.2.2.2')).statusCode).toBe(200);
  });

  it('counts one endpoint whatever its parameters', async () => {
    const symbols = ['tBTCUSD', 'tETHUSD', 'fUSD', 'fBTC', 'tETHBTC', 'tBTCUSD'];
    const statuses = [];
    for (const s of symbols) statuses.push((await hit(`/v2/trades/${s}/hist?limit=1`, '10.3.3.3')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('does not count preflights, nor limit the static client', async () => {
    for (let i = 0; i < 10; i++) expect((await hit('/v2/conf/pub:list:currency', '10.4.4.4', 'OPTIONS')).statusCode).toBe(204);
    expect((await hit('/v2/conf/pub:list:currency', '10.4.4.4')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await hit('/', '10.4.4.4')).statusCode).toBe(200);
  });
});
