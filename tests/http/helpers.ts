// Shared set-up of the HTTP tests: the app over the fake market, with no client build unless a
// test makes one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHttpApp, type HttpAppOptions } from '../../server/http/app';
import { createFakeMarket } from './fake-market';

export async function makeApp(overrides: Partial<HttpAppOptions> = {}): Promise<FastifyInstance> {
  const app = await createHttpApp({
    market: createFakeMarket(),
    staticDir: path.join(mkdtempSync(path.join(tmpdir(), 'tradedesk-http-')), 'no-client'),
    rateLimitPerMinute: 1_000_000,
    logger: false,
    ...overrides,
  });
  await app.ready();
  return app;
}

/** Asserts the protocol's REST error shape and returns [code, message]. */
export function errorOf(body: unknown): [number, string] {
  if (!Array.isArray(body) || body.length !== 3 || body[0] !== 'error' || typeof body[1] !== 'number' || typeof body[2] !== 'string') {
    throw new Error(`not a protocol error body: ${JSON.stringify(body)}`);
  }
  return [body[1], body[2]];
}
