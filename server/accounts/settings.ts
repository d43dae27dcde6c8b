// User settings: free key/value pairs the client and API users keep on the server
// (PROTOCOL §5.3), and the core settings the exchange itself defines (security flags).
import type { AccountsContext } from './context';
import { refuse } from './errors';
import { MAX_JSON_DEPTH, safeStringify } from '../guard/input-bounds';
import { uiSettingProblem } from './ui-settings';

/** Keys an API user may write (PROTOCOL §5.3). */
export const API_SETTING_KEY = /^api:[A-Za-z0-9_-]{1,120}$/;
/**
 * Keys the web client also uses: UI storage keys, terms keys and saved layout widgets of the
 * spec (`show_welcome_message`, `terms:securities:accepted`, `widget/book/1`, …).
 */
export const UI_SETTING_KEY = /^[a-z][a-z0-9_]{0,63}(?:[:/][A-Za-z0-9_.-]{1,64}){0,4}$/;
export const MAX_SETTING_VALUE_CHARS = 100_000;
export const MAX_SETTINGS_PER_CALL = 100;
export const MAX_SETTINGS_PER_USER = 2000;

/** Core settings (account-side §3 security string flags) and their defaults. */
export const CORE_SETTING_DEFAULTS: Readonly<Record<string, string>> = {
  keep_session_alive: '1',
  email_on_login: '1',
  // Several login sessions at once unless the user asks for a single one (nosinglelogin 0).
  nosinglelogin: '1',
  ip_lock: '0',
  no_enforce_withdrawal_check: '0',
  lock_on_new_ip: '0',
  two_fa_fallback: '0',
  enforce_tfa: '0',
  // The margin group: 1 isolated, 0 cross-collateral (trading/margin-groups.ts).
  te_conf_margin_group: '1',
};

export function settingKeyProblem(key: string, uiKeysAllowed: boolean): string | undefined {
  if (API_SETTING_KEY.test(key)) return undefined;
  if (uiKeysAllowed && UI_SETTING_KEY.test(key)) return undefined;
  return `settings: key invalid "${key.slice(0, 80)}" (${uiKeysAllowed ? 'api:… or a UI key' : 'api:[A-Za-z0-9_-]'})`;
}

export type SettingPair = [string, unknown];

export function createSettings(ctx: AccountsContext) {
  const { db, now } = ctx;
  const upsert = db.prepare(`INSERT INTO acct_settings (user_id, key, value, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT(user_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`);

  function read(rows: Array<{ key: string; value: string }>): SettingPair[] {
    return rows.map((r) => [r.key, JSON.parse(r.value) as unknown]);
  }

  return {
    /** `[[KEY, VALUE], …]` of the stored keys among `keys` (all when keys is empty), key order. */
    get(userId: number, keys: readonly string[]): SettingPair[] {
      const rows = db.prepare('SELECT key, value FROM acct_settings WHERE user_id = ? ORDER BY key').all(userId) as Array<{
        key: string;
        value: string;
      }>;
      const wanted = new Set(keys);
      return read(keys.length === 0 ? rows : rows.filter((r) => wanted.has(r.key)));
    },
    /** Writes every pair or none; returns how many were written. */
    set(userId: number, settings: Readonly<Record<string, unknown>>, uiKeysAllowed: boolean): number {
      const entries = Object.entries(settings);
      if (entries.length === 0) throw refuse.params('settings: empty');
      if (entries.length > MAX_SETTINGS_PER_CALL) throw refuse.params(`settings: at most ${MAX_SETTINGS_PER_CALL} per call`);
      const encoded = entries.map(([key, value]) => {
        const problem = settingKeyProblem(key, uiKeysAllowed);
        if (problem) throw refuse.params(problem);
        if (value === undefined) throw refuse.params(`settings: value missing for "${key}"`);
        const bad = uiSettingProblem(key, value);
        if (bad) throw refuse.params(bad);
        // The same bound as every request body (settings also arrive over the WebSocket's twins).
        const text = safeStringify(value);
        if (text === undefined) throw refuse.params(`settings: value of "${key}" nested too deep (at most ${MAX_JSON_DEPTH} levels)`);
        if (text.length > MAX_SETTING_VALUE_CHARS)
          throw refuse.params(`settings: value of "${key}" over ${MAX_SETTING_VALUE_CHARS} characters`);
        return [key, text] as const;
      });
      return db.transaction(() => {
        const at = now();
        for (const [key, text] of encoded) upsert.run(userId, key, text, at);
        const { n } = db.prepare('SELECT COUNT(*) AS n FROM acct_settings WHERE user_id = ?').get(userId) as { n: number };
        if (n > MAX_SETTINGS_PER_USER) throw refuse.params(`settings: at most ${MAX_SETTINGS_PER_USER} keys per user`);
        return encoded.length;
      })();
    },
    del(userId: number, keys: readonly string[], uiKeysAllowed: boolean): number {
      for (const key of keys) {
        const problem = settingKeyProblem(key, uiKeysAllowed);
        if (problem) throw refuse.params(problem);
      }
      const stmt = db.prepare('DELETE FROM acct_settings WHERE user_id = ? AND key = ?');
      return db.transaction(() => keys.reduce((n, key) => n + stmt.run(userId, key).changes, 0))();
    },
    /** Core settings with their defaults, `[[KEY, VALUE], …]` (all when keys is empty). */
    core(userId: number, keys: readonly string[]): SettingPair[] {
      const stored = new Map(
        (
          db.prepare('SELECT key, value FROM acct_core_settings WHERE user_id = ?').all(userId) as Array<{ key: string; value: string }>
        ).map((r) => [r.key, r.value]),
      );
      const names = keys.length === 0 ? Object.keys(CORE_SETTING_DEFAULTS) : keys.filter((k) => k in CORE_SETTING_DEFAULTS);
      return names.map((k) => [k, stored.get(k) ?? CORE_SETTING_DEFAULTS[k]]);
    },
    coreValue(userId: number, key: string): string | undefined {
      const row = db.prepare('SELECT value FROM acct_core_settings WHERE user_id = ? AND key = ?').get(userId, key) as
        { value: string } | undefined;
      return row?.value ?? CORE_SETTING_DEFAULTS[key];
    },
    /** The users whose stored core setting `key` is `value` (the margin groups read at start). */
    usersWithCore(key: string, value: string): number[] {
      return db
        .prepare<[string, string], number>('SELECT user_id FROM acct_core_settings WHERE key = ? AND value = ?')
        .pluck()
        .all(key, value);
    },
    /** For the security settings flow (request → confirm → approve) once it exists. */
    setCore(userId: number, key: string, value: string): void {
      if (!(key in CORE_SETTING_DEFAULTS)) throw refuse.params(`settings: unknown core key "${key}"`);
      db.prepare(
        `INSERT INTO acct_core_settings (user_id, key, value) VALUES (?, ?, ?)
        ON CONFLICT(user_id, key) DO UPDATE SET value = excluded.value`,
      ).run(userId, key, value);
    },
  };
}

export type Settings = ReturnType<typeof createSettings>;
