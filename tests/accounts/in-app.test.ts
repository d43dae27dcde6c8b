// The account routes as the plugin of the real HTTP app (its JSON parser, rate limit, CORS and
// catch-all around them): they keep their own raw-body parsing, and the rest of the app keeps its.
import { TEST_VAULT_KEY } from './harness';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts, type Accounts } from '../../server/accounts/index';
import { accountRoutes } from '../../server/http/account-routes';
import { createHttpApp } from '../../server/http/app';
import { createFakeMarket } from '../http/fake-market';
import { TEST_PASSWORD_LOG_N } from '../loopback-exchange';

let dir: string;
let db: Database.Database;
let accounts: Accounts;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-accounts-app-'));
  db = new Database(path.join(dir, 'a.sqlite'));
  db.pragma('journal_mode = WAL');
  accounts = createAccounts(db, TEST_VAULT_KEY, { passwordLogN: TEST_PASSWORD_LOG_N });
  app = await createHttpApp({
    market: createFakeMarket(),
    staticDir: path.join(dir, 'no-client'),
    rateLimitPerMinute: 1_000_000,
    logger: false,
    plugins: [accountRoutes(accounts)],
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('account routes inside the HTTP app', () => {
  it('logs the demo user in and serves its signed calls', async () => {
    const demo = await accounts.ensureDemoAccount({});
    const login = await app.inject({ method: 'POST', url: '/v2/login', payload: { login: demo.email, password: 'demo-Tradedesk-1' } });
    expect((login.json() as unknown[])[0]).toBe('auth');
    const token = (login.json() as string[])[1];
    const perms = await app.inject({ method: 'POST', url: '/v2/auth/r/permissions', headers: { 'bfx-token': token } });
    expect(perms.json()).toContainEqual(['withdraw', 1, 1]);
  });

  it('answers bodies in the protocol shape, refuses prototype keys, and leaves other routes alone', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/v2/login',
      payload: '{"__proto__":{"x":1},"login":"a","password":"b"}',
      headers: { 'content-type': 'application/json' },
    });
    expect([bad.statusCode, bad.json()]).toEqual([500, ['error', 10020, 'body: invalid JSON']]);
    // A large layout still fits in the 64 KiB every body is held to.
    const big = JSON.stringify({ settings: { 'api:layout': 'x'.repeat(60_000) } });
    const session = (
      (
        await app.inject({ method: 'POST', url: '/v2/login', payload: { login: 'demo@tradedesk.local', password: 'demo-Tradedesk-1' } })
      ).json() as string[]
    )[1];
    const saved = await app.inject({
      method: 'POST',
      url: '/v2/auth/w/settings/set',
      payload: big,
      headers: { 'content-type': 'application/json', 'bfx-token': session },
    });
    expect((saved.json() as unknown[])[4]).toEqual([1]);
    const unknown = await app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(unknown.statusCode).not.toBe(200);
    const status = await app.inject({ method: 'GET', url: '/v2/platform/status' });
    expect(status.json()).toEqual([1]);
  });
});
