// Per-IP, per-endpoint request limit over a rolling minute (PROTOCOL §5: 429 and
// ["error",11010,"ratelimit: error"]). Each bucket is a sliding-window counter: the count of the
// current minute plus the previous minute's count weighted by how much of it the rolling window
// still covers. That is O(1) memory per bucket whatever the limit; buckets idle for two minutes
// are dropped, and the number of buckets is capped so a flood of addresses cannot grow memory.
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../src/protocol/errors';
import { ProtocolError } from './protocol-error';
import { isRestPath, pathOf } from './paths';

const WINDOW_MS = 60_000;

interface Bucket {
  windowStart: number;
  current: number;
  previous: number;
}

export interface RateLimiterOptions {
  perMinute: number;
  /** Upper bound on live buckets; the least recently created are evicted beyond it. */
  maxBuckets?: number;
  now?: () => number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMinute: number;
  private readonly maxBuckets: number;
  private readonly now: () => number;
  private lastSweep = 0;

  constructor(opts: RateLimiterOptions) {
    this.perMinute = opts.perMinute;
    this.maxBuckets = opts.maxBuckets ?? 100_000;
    this.now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.buckets.size;
  }

  /** Counts one request for `key`; false when it is over the limit (and then not counted). */
  take(key: string): boolean {
    const now = this.now();
    this.sweep(now);
    const windowStart = now - (now % WINDOW_MS);
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      if (this.buckets.size >= this.maxBuckets) this.evictOldest();
      bucket = { windowStart, current: 0, previous: 0 };
      this.buckets.set(key, bucket);
    } else if (bucket.windowStart !== windowStart) {
      bucket.previous = windowStart - bucket.windowStart === WINDOW_MS ? bucket.current : 0;
      bucket.current = 0;
      bucket.windowStart = windowStart;
    }
    const previousWeight = 1 - (now - windowStart) / WINDOW_MS;
    if (bucket.current + bucket.previous * previousWeight >= this.perMinute) return false;
    bucket.current += 1;
    return true;
  }

  /** Seconds until the rolling window frees a request for `key` (at most 60). */
  retryAfterSeconds(key: string): number {
    const bucket = this.buckets.get(key);
    if (bucket === undefined) return 0;
    const now = this.now();
    return Math.max(1, Math.ceil((bucket.windowStart + WINDOW_MS - now) / 1000));
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < WINDOW_MS) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.windowStart >= 2 * WINDOW_MS) this.buckets.delete(key);
    }
  }

  private evictOldest(): void {
    // Map iteration order is insertion order.
    const excess = this.buckets.size - this.maxBuckets + 1;
    let removed = 0;
    for (const key of this.buckets.keys()) {
      if (removed >= excess) break;
      this.buckets.delete(key);
      removed += 1;
    }
  }
}

export function rateLimitError(): ProtocolError {
  return new ProtocolError(429, ErrorCode.RATE_LIMIT, 'ratelimit: error');
}

/** Limits every REST request (/v2, /v1, /api/…) by client address and route pattern; unknown paths
 *  share one bucket per address. Preflight requests are not counted. */
export function registerRateLimit(app: FastifyInstance, limiter: RateLimiter): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' || !isRestPath(pathOf(request.url))) return;
    const endpoint = request.routeOptions.url ?? '(unknown)';
    const key = `${request.ip} ${endpoint}`;
    if (!limiter.take(key)) {
      reply.header('retry-after', String(limiter.retryAfterSeconds(key)));
      throw rateLimitError();
    }
  });
}
