// Finding 8 (secrets beside the data they protect) of the hardening issue: the key sealing API
// secrets and the sign-on signing key were stored in the database itself, and second-factor
// secrets were plain text. The key now lives outside the data folder, and both kinds of secret
// are sealed with it; an older installation is moved over once.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allCaps } from '../../server/accounts/capabilities';
import { createAccounts } from '../../server/accounts/index';
import { migrateAccounts } from '../../server/accounts/schema';
import { seal, unseal } from '../../server/accounts/secrets';
import { VaultKeyError, loadVaultKey, vaultKeyFile } from '../../server/accounts/vault-key';
import { TEST_PASSWORD_LOG_N } from '../loopback-exchange';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-vault-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the vault key', () => {
  it('is made once in a 0600 file beside the data folder, never inside it', () => {
    const data = path.join(dir, 'data');
    const key = loadVaultKey(data, {});
    const file = vaultKeyFile(data);
    expect(path.dirname(file)).toBe(dir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadVaultKey(data, {})).toEqual(key);
    expect(key.length).toBe(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(key.toString('base64url'));
  });

  it('comes from TRADEDESK_SECRET_KEY when set, and refuses a key of the wrong size', () => {
    const hex = 'ab'.repeat(32);
    expect(loadVaultKey(path.join(dir, 'data'), { TRADEDESK_SECRET_KEY: hex })).toEqual(Buffer.from(hex, 'hex'));
    expect(() => loadVaultKey(path.join(dir, 'data'), { TRADEDESK_SECRET_KEY: 'short' })).toThrow(VaultKeyError);
  });

  it('seals second-factor secrets and keeps no key in the database', () => {
    const db = new Database(path.join(dir, 'a.sqlite'));
    const key = Buffer.alloc(32, 3);
    const accounts = createAccounts(db, key, { passwordLogN: TEST_PASSWORD_LOG_N });
    const user = accounts.users.create({ email: 't@example.org', passwordHash: null, emailVerified: true, username: undefined });
    const { secret } = accounts.secondFactor.beginEnable(user.id);
    const stored = db.prepare<[number], string>('SELECT totp_pending_secret FROM acct_users WHERE id = ?').pluck().get(user.id);
    expect(stored).not.toContain(secret);
    expect(unseal(key, String(stored))).toBe(secret);
    const meta = db.prepare<[], string>('SELECT key FROM acct_meta').pluck().all();
    expect(meta).not.toContain('vault_key');
    expect(meta).not.toContain('sso_signing_key');
    db.close();
  });

  it('moves an older installation over: API secrets sealed again, plain TOTP secrets sealed, old keys gone', () => {
    const db = new Database(path.join(dir, 'old.sqlite'));
    migrateAccounts(db);
    const oldKey = Buffer.alloc(32, 1);
    db.prepare("INSERT INTO acct_meta (key, value) VALUES ('vault_key', ?), ('sso_signing_key', 'x')").run(oldKey.toString('base64url'));
    db.prepare(
      "INSERT INTO acct_users (email, email_norm, username, password_hash, created_at, totp_secret) VALUES ('o@example.org', 'o@example.org', 'o', NULL, 1, 'JBSWY3DPEHPK3PXP')",
    ).run();
    const userId = Number(db.prepare<[], number>('SELECT id FROM acct_users').pluck().get());
    db.prepare('INSERT INTO acct_api_keys (user_id, label, api_key, secret_sealed, caps, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      userId,
      'old',
      'old-key',
      seal(oldKey, 'old-secret'),
      JSON.stringify(allCaps(true)),
      1,
    );
    const newKey = Buffer.alloc(32, 2);
    const accounts = createAccounts(db, newKey, { passwordLogN: TEST_PASSWORD_LOG_N });
    expect(accounts.apiKeys.active('old-key')?.apiSecret).toBe('old-secret');
    const totp = db.prepare<[], string>('SELECT totp_secret FROM acct_users').pluck().get();
    expect(unseal(newKey, String(totp))).toBe('JBSWY3DPEHPK3PXP');
    expect(db.prepare<[], string>('SELECT key FROM acct_meta').pluck().all()).not.toContain('vault_key');
    db.close();
  });
});
