// API keys: a public key, a secret shown once (kept sealed, since every request's HMAC needs
// it), a label and read/write capabilities; revocable.
import type { AccountsContext } from './context';
import { type Caps, capsFrom } from './capabilities';
import { refuse } from './errors';
import { randomId, seal, unseal } from './secrets';

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export interface ApiKeyInfo {
  id: number;
  userId: number;
  label: string;
  apiKey: string;
  caps: Caps;
  createdAt: number;
  revokedAt: number | null;
  /** When it last signed a call (to the minute), or null. */
  lastUsedAt: number | null;
}

/** Returned once, at creation: the only time the secret leaves the server. */
export interface NewApiKey extends ApiKeyInfo {
  apiSecret: string;
}

interface KeyRow {
  id: number;
  user_id: number;
  label: string;
  api_key: string;
  secret_sealed: string;
  caps: string;
  created_at: number;
  revoked_at: number | null;
  last_used_at: number | null;
}

function info(r: KeyRow): ApiKeyInfo {
  return {
    id: r.id,
    userId: r.user_id,
    label: r.label,
    apiKey: r.api_key,
    caps: capsFrom(JSON.parse(r.caps)),
    createdAt: r.created_at,
    revokedAt: r.revoked_at,
    lastUsedAt: r.last_used_at ?? null,
  };
}

export function createApiKeys(ctx: AccountsContext) {
  const { db, now, vaultKey } = ctx;
  const byKey = db.prepare('SELECT * FROM acct_api_keys WHERE api_key = ?');

  function insert(userId: number, label: string, caps: Caps, apiKey: string, apiSecret: string): NewApiKey {
    const cleanLabel = label.trim().slice(0, 64) || 'API key';
    const at = now();
    const r = db
      .prepare(
        `INSERT INTO acct_api_keys (user_id, label, api_key, secret_sealed, caps, created_at)
      VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(userId, cleanLabel, apiKey, seal(vaultKey, apiSecret), JSON.stringify(caps), at);
    return {
      id: Number(r.lastInsertRowid),
      userId,
      label: cleanLabel,
      apiKey,
      apiSecret,
      caps,
      createdAt: at,
      revokedAt: null,
      lastUsedAt: null,
    };
  }

  return {
    create(userId: number, label: string, caps: Caps): NewApiKey {
      return insert(userId, label, caps, randomId(), randomId());
    },
    /** For keys chosen outside (the demo account's environment variables). */
    importKey(userId: number, label: string, caps: Caps, apiKey: string, apiSecret: string): NewApiKey {
      if (!KEY_PATTERN.test(apiKey)) throw refuse.params('apikey: 16–128 letters, digits, _ or -');
      if (apiSecret.length < 16 || apiSecret.length > 256) throw refuse.params('apisecret: 16–256 characters');
      if (byKey.get(apiKey)) throw refuse.params('apikey: already exists');
      return insert(userId, label, caps, apiKey, apiSecret);
    },
    list(userId: number): ApiKeyInfo[] {
      const rows = db.prepare('SELECT * FROM acct_api_keys WHERE user_id = ? AND revoked_at IS NULL ORDER BY id').all(userId) as KeyRow[];
      return rows.map(info);
    },
    revoke(userId: number, apiKey: string): boolean {
      const r = db
        .prepare('UPDATE acct_api_keys SET revoked_at = ? WHERE user_id = ? AND api_key = ? AND revoked_at IS NULL')
        .run(now(), userId, apiKey);
      return r.changes === 1;
    },
    /** Every active key of the user revoked; how many. */
    revokeAll(userId: number): number {
      return db.prepare('UPDATE acct_api_keys SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now(), userId).changes;
    },
    /** The key signed a call: its last use, written at most once a minute. */
    touch(id: number): void {
      const at = now();
      db.prepare('UPDATE acct_api_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at <= ?)').run(
        at,
        id,
        at - 60_000,
      );
    },
    /** The active key with its secret, for signature checks. */
    active(apiKey: string): (ApiKeyInfo & { apiSecret: string }) | undefined {
      const row = byKey.get(apiKey) as KeyRow | undefined;
      if (!row || row.revoked_at !== null) return undefined;
      return { ...info(row), apiSecret: unseal(vaultKey, row.secret_sealed) };
    },
    byId(id: number): ApiKeyInfo | undefined {
      const row = db.prepare('SELECT * FROM acct_api_keys WHERE id = ?').get(id) as KeyRow | undefined;
      return row ? info(row) : undefined;
    },
  };
}

export type ApiKeys = ReturnType<typeof createApiKeys>;
