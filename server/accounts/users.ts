// Users: e-mail (unique, case-insensitive), username, password hash, profile fields of the
// user info (account-side §3), and the one-time e-mail confirmation links.
import { randomInt } from 'node:crypto';
import type { AccountsContext } from './context';
import { refuse } from './errors';
import { digest, randomId } from './secrets';

/** A standard address pattern, case-insensitive (account-side §5). */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}$/i;
const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const EMAIL_CONFIRM_TTL_MS = 24 * 3600_000;

export interface UserRecord {
  id: number;
  email: string;
  username: string;
  passwordHash: string | null;
  createdAt: number;
  emailVerified: boolean;
  verificationLevel: number;
  timezone: string;
  locale: string;
  company: string;
  signupCountry: string | null;
  pptEnabled: boolean;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  ssoSubject: string | null;
  lastLoginAt: number | null;
  /** The master account of a sub-account; null for a main account. */
  masterAccountId: number | null;
  isGroupMaster: boolean;
  /** When the account was frozen (trading and withdrawals locked), or null. */
  frozenAt: number | null;
}

interface UserRow {
  id: number;
  email: string;
  username: string;
  password_hash: string | null;
  created_at: number;
  email_verified: number;
  verification_level: number;
  timezone: string;
  locale: string;
  company: string;
  signup_country: string | null;
  ppt_enabled: number;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  sso_subject: string | null;
  last_login_at: number | null;
  master_account_id: number | null;
  is_group_master: number;
  frozen_at: number | null;
}

function fromRow(r: UserRow): UserRecord {
  return {
    id: r.id,
    email: r.email,
    username: r.username,
    passwordHash: r.password_hash,
    createdAt: r.created_at,
    emailVerified: r.email_verified === 1,
    verificationLevel: r.verification_level,
    timezone: r.timezone,
    locale: r.locale,
    company: r.company,
    signupCountry: r.signup_country,
    pptEnabled: r.ppt_enabled === 1,
    totpSecret: r.totp_secret,
    totpPendingSecret: r.totp_pending_secret,
    totpLastStep: r.totp_last_step,
    ssoSubject: r.sso_subject,
    lastLoginAt: r.last_login_at,
    masterAccountId: r.master_account_id,
    isGroupMaster: r.is_group_master === 1,
    frozenAt: r.frozen_at,
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  username?: string;
  locale?: string;
  timezone?: string;
  signupCountry?: string;
  emailVerified?: boolean;
  ssoSubject?: string;
  /** Makes a sub-account of this main account (no password: it is used from its master's session). */
  masterAccountId?: number;
}

export function createUsers(ctx: AccountsContext) {
  const { db, now } = ctx;
  const byIdStmt = db.prepare('SELECT * FROM acct_users WHERE id = ?');
  const byEmailStmt = db.prepare('SELECT * FROM acct_users WHERE email_norm = ?');
  const byUsernameStmt = db.prepare('SELECT * FROM acct_users WHERE username = ? COLLATE NOCASE');
  const bySsoStmt = db.prepare('SELECT * FROM acct_users WHERE sso_subject = ?');

  function one(stmt: { get(...a: unknown[]): unknown }, ...args: unknown[]): UserRecord | undefined {
    const row = stmt.get(...args) as UserRow | undefined;
    return row ? fromRow(row) : undefined;
  }

  function freeUsername(email: string): string {
    const base =
      email
        .split('@')[0]!
        .replace(/[^A-Za-z0-9_.-]/g, '')
        .slice(0, 24) || 'trader';
    let candidate = base.length >= 3 ? base : `${base}trader`;
    while (one(byUsernameStmt, candidate)) candidate = `${base}${randomInt(1000, 1_000_000)}`;
    return candidate;
  }

  return {
    byId: (id: number) => one(byIdStmt, id),
    byEmail: (email: string) => one(byEmailStmt, normalizeEmail(email)),
    /** Main accounts opened (sub-accounts are not counted). */
    count(): number {
      return (db.prepare('SELECT COUNT(*) AS n FROM acct_users WHERE master_account_id IS NULL').get() as { n: number }).n;
    },
    /** A master's sub-accounts, oldest first (group masters included: the caller decides). */
    subaccountsOf(masterId: number): UserRecord[] {
      return (db.prepare('SELECT * FROM acct_users WHERE master_account_id = ? ORDER BY id').all(masterId) as UserRow[]).map(fromRow);
    },
    bySsoSubject: (subject: string) => one(bySsoStmt, subject),
    /** Login name: the e-mail address or the username. */
    byLogin(login: string): UserRecord | undefined {
      return login.includes('@') ? one(byEmailStmt, normalizeEmail(login)) : one(byUsernameStmt, login.trim());
    },

    create(input: NewUser): UserRecord {
      const email = input.email.trim();
      if (!EMAIL_PATTERN.test(email) || email.length > 254) throw refuse.params('email: invalid');
      if (one(byEmailStmt, normalizeEmail(email))) throw refuse.params('email: already registered');
      let username = input.username?.trim();
      if (username !== undefined && username !== '') {
        if (!USERNAME_PATTERN.test(username)) throw refuse.params('username: invalid (3–32 letters, digits, _ . -)');
        if (one(byUsernameStmt, username)) throw refuse.params('username: taken');
      } else {
        username = freeUsername(email);
      }
      const info = db
        .prepare(
          `INSERT INTO acct_users
        (email, email_norm, username, password_hash, created_at, email_verified, timezone, locale, signup_country, sso_subject,
         master_account_id)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          email,
          normalizeEmail(email),
          username,
          input.passwordHash,
          now(),
          input.emailVerified ? 1 : 0,
          input.timezone ?? 'UTC',
          input.locale ?? 'en',
          input.signupCountry ?? null,
          input.ssoSubject ?? null,
          input.masterAccountId ?? null,
        );
      return one(byIdStmt, Number(info.lastInsertRowid))!;
    },

    /** Freezes the account (at `at`) or lifts the freeze (null). */
    setFrozen(id: number, at: number | null): void {
      db.prepare('UPDATE acct_users SET frozen_at = ? WHERE id = ?').run(at, id);
    },
    setPasswordHash(id: number, hash: string): void {
      db.prepare('UPDATE acct_users SET password_hash = ? WHERE id = ?').run(hash, id);
    },
    /** Replaces the hash only if it is still `was` (a password changed meanwhile stays). */
    replacePasswordHash(id: number, was: string, hash: string): void {
      db.prepare('UPDATE acct_users SET password_hash = ? WHERE id = ? AND password_hash = ?').run(hash, id, was);
    },
    /** Identity verification (account-side §5): 0 basic, 1 basic plus, 2 intermediate, 3 full. */
    setVerificationLevel(id: number, level: 0 | 1 | 2 | 3): void {
      db.prepare('UPDATE acct_users SET verification_level = ? WHERE id = ?').run(level, id);
    },
    markEmailVerified(id: number): void {
      db.prepare('UPDATE acct_users SET email_verified = 1 WHERE id = ?').run(id);
    },
    touchLogin(id: number, at: number): void {
      db.prepare('UPDATE acct_users SET last_login_at = ? WHERE id = ?').run(at, id);
    },

    /** A new one-time confirmation link token (only its digest is stored). */
    issueEmailConfirmation(userId: number): string {
      const token = randomId();
      const at = now();
      db.prepare('INSERT INTO acct_email_confirmations (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
        digest(token),
        userId,
        at,
        at + EMAIL_CONFIRM_TTL_MS,
      );
      return token;
    },
    lastEmailConfirmationAt(userId: number): number | undefined {
      const row = db.prepare('SELECT MAX(created_at) AS at FROM acct_email_confirmations WHERE user_id = ?').get(userId) as {
        at: number | null;
      };
      return row.at ?? undefined;
    },
    /** Confirms the address of the link's user; undefined when the link is unknown, used or expired. */
    confirmEmail(token: string): UserRecord | undefined {
      return db.transaction(() => {
        const row = db
          .prepare('SELECT user_id, expires_at, used_at FROM acct_email_confirmations WHERE token_hash = ?')
          .get(digest(token)) as { user_id: number; expires_at: number; used_at: number | null } | undefined;
        if (!row || row.used_at !== null || row.expires_at < now()) return undefined;
        db.prepare('UPDATE acct_email_confirmations SET used_at = ? WHERE token_hash = ?').run(now(), digest(token));
        db.prepare('UPDATE acct_users SET email_verified = 1 WHERE id = ?').run(row.user_id);
        return one(byIdStmt, row.user_id);
      })();
    },
  };
}

export type Users = ReturnType<typeof createUsers>;
