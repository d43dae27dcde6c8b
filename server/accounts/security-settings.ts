// Security settings (account-side §3–§5): the withdrawal address whitelist per currency and the
// session flags, changed only through request → confirm → approve. A request is checked (the
// whitelist's rules: blank entries dropped when more than one is given, the disabled marker turns
// a currency off, duplicates flagged as existing, each address checked for its currency) and, if
// clean, kept as a pending change with a token; it is approved by the code of the authenticator
// app, or of a mail in the outbox when the account has none. Any failed approval drops the
// pending change (it must be asked for again).
import type { AccountsContext } from './context';
import { refuse } from './errors';
import type { Outbox } from './outbox';
import { digest, randomId } from './secrets';
import type { SecondFactor } from './second-factor';
import type { Settings } from './settings';
import type { Users } from './users';
import { randomInt } from 'node:crypto';
import {
  DISABLED_MARKER,
  SECURITY_FLAGS,
  type CurrencyWhitelist,
  type SecurityFlag,
  type Whitelist,
} from '../../src/protocol/account/security-settings';

export { DISABLED_MARKER, SECURITY_FLAGS };

export const PENDING_TTL_MS = 10 * 60_000;
const MAX_ADDRESSES = 50;

export interface SecurityChange {
  whitelisted_addresses?: Record<string, string[]>;
  settings?: Partial<Record<SecurityFlag, '0' | '1'>>;
}

export interface PendingChange {
  token: string;
  expiresAt: number;
  /** How the approval code comes: the authenticator app, or a mail. */
  method: 'otp' | 'email';
}

/** A currency's list by the rules of account-side §4–§5; `check` says what is wrong with an address. */
export function normalizeList(
  currency: string,
  list: readonly string[],
  check: (currency: string, address: string) => string | undefined,
): CurrencyWhitelist {
  const trimmed = list.map((a) => a.trim());
  if (trimmed.some((a) => a.toLowerCase() === DISABLED_MARKER)) return { on: false, addresses: [] };
  const kept = trimmed.length > 1 ? trimmed.filter((a) => a !== '') : trimmed;
  const seen = new Set<string>();
  const addresses = kept.map((address) => {
    const error = address === '' ? 'required' : seen.has(address) ? 'existing' : (check(currency, address) ?? null);
    seen.add(address);
    return { address, error };
  });
  if (addresses.length === 0) return { on: true, addresses: [{ address: '', error: 'required' }] };
  return { on: true, addresses };
}

export function createSecuritySettings(
  ctx: AccountsContext,
  deps: {
    users: Users;
    settings: Settings;
    secondFactor: SecondFactor;
    outbox: Outbox;
    /** The exchange's address check of a currency (undefined: the address is fine). */
    checkAddress: (currency: string, address: string) => string | undefined;
    /** A flag's own rule for this account (enforce_tfa's), or undefined when it may be set. */
    flagProblem?: (userId: number, flag: SecurityFlag, value: '0' | '1') => string | undefined;
  },
) {
  const { db, now } = ctx;
  const { users, settings, secondFactor, outbox } = deps;

  function whitelist(userId: number): Whitelist {
    const raw = db.prepare<[number], string>('SELECT data FROM acct_whitelist WHERE user_id = ?').pluck().get(userId);
    return raw ? (JSON.parse(raw) as Whitelist) : {};
  }

  function apply(userId: number, change: SecurityChange): void {
    db.transaction(() => {
      if (change.whitelisted_addresses) {
        const next = whitelist(userId);
        for (const [currency, list] of Object.entries(change.whitelisted_addresses)) {
          next[currency] = normalizeList(currency, list, deps.checkAddress);
        }
        db.prepare(
          `INSERT INTO acct_whitelist (user_id, data) VALUES (?, ?)
          ON CONFLICT(user_id) DO UPDATE SET data = excluded.data`,
        ).run(userId, JSON.stringify(next));
      }
      for (const [key, value] of Object.entries(change.settings ?? {})) settings.setCore(userId, key, value);
    })();
  }

  return {
    whitelist,
    /** Whether the whitelist lets a withdrawal of `currency` go to `address`. */
    allowsWithdrawal(userId: number, currency: string, address: string): boolean {
      const w = whitelist(userId)[currency];
      return !w || !w.on || w.addresses.some((e) => e.address === address.trim());
    },

    /**
     * Checks a change: the whitelist as it would be saved (with each address's error), and —
     * when nothing is wrong — the pending change to approve.
     */
    request(userId: number, change: SecurityChange): { checked: Whitelist; pending: PendingChange | null } {
      const user = users.byId(userId);
      if (!user) throw refuse.auth('user: unknown');
      const checked: Whitelist = {};
      for (const [currency, list] of Object.entries(change.whitelisted_addresses ?? {})) {
        if (list.length > MAX_ADDRESSES) throw refuse.params(`whitelisted_addresses: invalid (at most ${MAX_ADDRESSES} per currency)`);
        checked[currency] = normalizeList(currency, list, deps.checkAddress);
      }
      for (const [key, value] of Object.entries(change.settings ?? {})) {
        if (!(SECURITY_FLAGS as readonly string[]).includes(key))
          throw refuse.params(`settings: invalid (unknown flag ${key.slice(0, 40)})`);
        const problem = deps.flagProblem?.(userId, key as SecurityFlag, value);
        if (problem) throw refuse.params(problem);
      }
      const clean = Object.values(checked).every((c) => c.addresses.every((a) => a.error === null));
      if (!clean) return { checked, pending: null };
      const token = randomId(24);
      const at = now();
      const method = secondFactor.hasOtp(user) ? 'otp' : 'email';
      const code = method === 'email' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
      db.prepare('DELETE FROM acct_security_changes WHERE user_id = ? OR expires_at < ?').run(userId, at);
      db.prepare(
        'INSERT INTO acct_security_changes (token_hash, user_id, change, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(digest(token), userId, JSON.stringify(change), code ? digest(code) : null, at, at + PENDING_TTL_MS);
      if (code) {
        outbox.send({
          userId,
          to: user.email,
          kind: 'security-code',
          subject: `Your Tradedesk security code: ${code}`,
          body: `Someone (we hope you) asked to change the security settings of your account. The code that approves it, valid for 10 minutes:\n\n${code}\n\nIf this was not you, do not give the code to anyone and change your password.`,
          link: null,
        });
      }
      return { checked, pending: { token, expiresAt: at + PENDING_TTL_MS, method } };
    },

    /** Approves a pending change with its code; any failure drops it. */
    approve(userId: number, token: string, code: string): void {
      const at = now();
      const row = db
        .prepare<[string, number], { change: string; code_hash: string | null; expires_at: number }>(
          'SELECT change, code_hash, expires_at FROM acct_security_changes WHERE token_hash = ? AND user_id = ?',
        )
        .get(digest(token), userId);
      db.prepare('DELETE FROM acct_security_changes WHERE token_hash = ?').run(digest(token));
      if (!row) throw refuse.params('token: invalid (no pending change: ask again)');
      if (row.expires_at <= at) throw refuse.params('token: expired (ask again)');
      const user = users.byId(userId);
      if (!user) throw refuse.auth('user: unknown');
      if (row.code_hash !== null) {
        if (digest(code.trim()) !== row.code_hash) throw refuse.params('code: invalid (the change was dropped: ask again)');
      } else {
        if (!secondFactor.verify(userId, code.trim())) throw refuse.params('code: invalid (the change was dropped: ask again)');
      }
      apply(userId, JSON.parse(row.change) as SecurityChange);
    },
  };
}

export type SecuritySettings = ReturnType<typeof createSecuritySettings>;
