// What survives a restart: nonces, sealed API secrets, the schema version, the demo account.
import { TEST_VAULT_KEY } from './harness';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allCaps, createAccounts, DEFAULT_DEMO_PASSWORD } from '../../server/accounts/index';
import { TEST_PASSWORD_LOG_N } from '../loopback-exchange';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-accounts-'));
  file = path.join(dir, 'a.sqlite');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function open() {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  return { db, accounts: createAccounts(db, TEST_VAULT_KEY, { passwordLogN: TEST_PASSWORD_LOG_N }) };
}

describe('account persistence', () => {
  it('keeps nonces and sealed secrets across a restart', () => {
    let { db, accounts } = open();
    const userId = accounts.users.create({ email: 'p@example.com', passwordHash: null, emailVerified: true }).id;
    const key = accounts.apiKeys.create(userId, 'k', allCaps(false));
    accounts.checkNonce(key.apiKey, 1000);
    expect(() => accounts.checkNonce(key.apiKey, 1000)).toThrow('nonce: small');
    expect(() => accounts.checkNonce(key.apiKey, '12a')).toThrow('nonce: invalid');
    expect(() => accounts.checkNonce(key.apiKey, Number.MAX_SAFE_INTEGER + 2)).toThrow('nonce: invalid');
    const stored = JSON.stringify(db.prepare('SELECT * FROM acct_api_keys').all());
    expect(stored).toContain(key.apiKey);
    expect(stored).not.toContain(key.apiSecret);
    db.close();

    ({ db, accounts } = open());
    expect(() => accounts.checkNonce(key.apiKey, 999)).toThrow('nonce: small');
    accounts.checkNonce(key.apiKey, 1001);
    expect(accounts.apiKeys.active(key.apiKey)?.apiSecret).toBe(key.apiSecret);
    expect(db.prepare('SELECT version FROM acct_migrations ORDER BY version').all()).toEqual([
      { version: 1 },
      { version: 2 },
      { version: 3 },
      { version: 4 },
      { version: 5 },
      { version: 6 },
      { version: 7 },
      { version: 8 },
      { version: 9 },
      { version: 10 },
      { version: 11 },
      { version: 12 },
      { version: 13 },
    ]);
    db.close();
  });

  it('creates the demo account once, keeps its generated key, and follows the environment', async () => {
    let { db, accounts } = open();
    const created: number[] = [];
    accounts.onUserCreated((u) => created.push(u.id));
    const first = await accounts.ensureDemoAccount({});
    expect(first.created).toBe(true);
    expect(created).toEqual([first.userId]);
    expect(first.email).toBe('demo@tradedesk.local');
    expect(first.lines.join('\n')).toContain(DEFAULT_DEMO_PASSWORD);
    expect(first.lines.join('\n')).toContain(first.apiSecret);
    const outcome = await accounts.login.login({
      login: 'demo@tradedesk.local',
      password: DEFAULT_DEMO_PASSWORD,
      ip: '127.0.0.1',
      userAgent: 't',
    });
    expect(outcome.kind).toBe('session');
    db.close();

    ({ db, accounts } = open());
    const again = await accounts.ensureDemoAccount({});
    expect([again.created, again.userId, again.apiKey, again.apiSecret]).toEqual([false, first.userId, first.apiKey, first.apiSecret]);

    const env = {
      TRADEDESK_DEMO_PASSWORD: 'another-Demo-pass',
      TRADEDESK_DEMO_API_KEY: 'demoKeyFromTheEnvironment01',
      TRADEDESK_DEMO_API_SECRET: 'demoSecretFromTheEnvironment01',
    };
    const fromEnv = await accounts.ensureDemoAccount(env);
    expect([fromEnv.apiKey, fromEnv.apiSecret]).toEqual([env.TRADEDESK_DEMO_API_KEY, env.TRADEDESK_DEMO_API_SECRET]);
    expect(fromEnv.lines.join('\n')).not.toContain(env.TRADEDESK_DEMO_API_SECRET);
    expect(fromEnv.lines.join('\n')).not.toContain(env.TRADEDESK_DEMO_PASSWORD);
    expect(accounts.apiKeys.active(env.TRADEDESK_DEMO_API_KEY)?.caps.withdraw).toEqual({ read: true, write: true });
    await expect(
      accounts.login.login({ login: 'demo@tradedesk.local', password: DEFAULT_DEMO_PASSWORD, ip: '10.0.0.1', userAgent: 't' }),
    ).rejects.toThrow('login: invalid e-mail or password');
    await expect(accounts.ensureDemoAccount({ TRADEDESK_DEMO_API_KEY: 'onlyTheKeyIsSet0001' })).rejects.toThrow('set both');
    db.close();
  });
});
