// Login history and the brakes on guessing: failed logins are counted over a sliding window;
// past a first threshold (per e-mail from anywhere, or per IP) a captcha is required, past the
// limit the login is refused until the window has moved on. The refusal is per e-mail *and*
// source (and per source), so failures from a stranger's address never lock the owner out of
// their own. An attempt is recorded (reserved as a failure) before its password is checked, in
// the same synchronous step as the check of the limits, so parallel attempts count each other.
import type { AccountsContext } from './context';
import { refuse } from './errors';

export interface LoginLimits {
  /** Failures per e-mail from one IP within the window before refusing (a success resets it). */
  perEmail: number;
  /** Failures per IP within the window before refusing (any e-mail). */
  perIp: number;
  windowMs: number;
  /** Failures (per e-mail or IP) after which a captcha is required. */
  captchaAfter: number;
  /** Wrong second-factor codes per account within the window before refusing every code. */
  codesPerAccount: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perEmail: 5,
  perIp: 20,
  windowMs: 15 * 60_000,
  captchaAfter: 2,
  codesPerAccount: 5,
};

/** Who tries a second-factor code: the account, and where from (for its login history). */
export interface CodeAttempt {
  userId: number;
  emailNorm: string;
  ip: string;
  userAgent: string;
}

/** Why an attempt failed; only password and second-factor failures count as guessing. `code`:
 *  a wrong second-factor code outside a login (turning a factor on or off), counted against the
 *  account's codes only, and no login (not in the history). */
export type LoginReason = 'ok' | 'password' | 'totp' | 'unconfirmed' | 'captcha' | 'new_ip' | 'code';
const GUESSES = "('password','totp')";
const CODES = "('totp','code')";

export interface LoginEntry {
  id: number;
  userId: number | null;
  ip: string;
  userAgent: string;
  at: number;
  success: boolean;
  reason: LoginReason;
}

export function createLoginGuard(ctx: AccountsContext, limits: LoginLimits) {
  const { db, now } = ctx;
  const insert = db.prepare(`INSERT INTO acct_login_history (user_id, email_norm, ip, user_agent, at, success, reason)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const emailFailures = db.prepare(`SELECT COUNT(*) AS n, MIN(at) AS first FROM acct_login_history
    WHERE email_norm = ? AND success = 0 AND reason IN ${GUESSES} AND at > ?
      AND at > COALESCE((SELECT MAX(at) FROM acct_login_history WHERE email_norm = ? AND success = 1), 0)`);
  const pairFailures = db.prepare(`SELECT COUNT(*) AS n, MIN(at) AS first FROM acct_login_history
    WHERE email_norm = ? AND ip = ? AND success = 0 AND reason IN ${GUESSES} AND at > ?
      AND at > COALESCE((SELECT MAX(at) FROM acct_login_history WHERE email_norm = ? AND success = 1), 0)`);
  const ipFailures = db.prepare(`SELECT COUNT(*) AS n, MIN(at) AS first FROM acct_login_history
    WHERE ip = ? AND success = 0 AND reason IN ${GUESSES} AND at > ?`);
  const codeFailures = db.prepare(`SELECT COUNT(*) AS n, MIN(at) AS first FROM acct_login_history
    WHERE user_id = ? AND success = 0 AND reason IN ${CODES} AND at > ?`);
  const settle = db.prepare('UPDATE acct_login_history SET user_id = ?, success = ?, reason = ? WHERE id = ?');
  const forget = db.prepare('DELETE FROM acct_login_history WHERE id = ?');

  type Count = { n: number; first: number | null };
  const none: Count = { n: 0, first: null };

  function reserve(e: {
    userId: number | null;
    emailNorm: string;
    ip: string;
    userAgent: string;
    reason: 'password' | 'totp' | 'code';
  }): number {
    const r = insert.run(e.userId, e.emailNorm, e.ip, e.userAgent.slice(0, 512), now(), 0, e.reason);
    return Number(r.lastInsertRowid);
  }

  function reserveCode(e: CodeAttempt, reason: 'totp' | 'code' = 'totp'): number {
    const wrong = codeFailures.get(e.userId, now() - limits.windowMs) as Count;
    if (wrong.n >= limits.codesPerAccount && wrong.first !== null) throw refusal([wrong.first], 'wrong second-factor codes');
    return reserve({ ...e, reason });
  }

  function refusal(firsts: number[], what: string) {
    const retryAfterS = Math.max(1, Math.ceil((Math.max(...firsts) + limits.windowMs - now()) / 1000));
    return refuse.rateLimited(`ratelimit: too many ${what}, retry in ${retryAfterS} s`, retryAfterS);
  }

  function failures(emailNorm: string | undefined, ip: string) {
    const since = now() - limits.windowMs;
    const byIp = ipFailures.get(ip, since) as Count;
    const byEmail = emailNorm ? (emailFailures.get(emailNorm, since, emailNorm) as Count) : none;
    const byPair = emailNorm ? (pairFailures.get(emailNorm, ip, since, emailNorm) as Count) : none;
    return { byIp, byEmail, byPair };
  }

  return {
    limits,
    record(e: { userId: number | null; emailNorm: string; ip: string; userAgent: string; reason: LoginReason }): void {
      insert.run(e.userId, e.emailNorm, e.ip, e.userAgent.slice(0, 512), now(), e.reason === 'ok' ? 1 : 0, e.reason);
    },
    /** Records a guess as failed before it is checked (call in the same synchronous step as
     *  assertAllowed); `settle` then writes its real outcome, or `forget` drops it (no guess). */
    reserve,
    forget(id: number): void {
      forget.run(id);
    },
    settle(id: number, userId: number | null, reason: LoginReason): void {
      settle.run(userId, reason === 'ok' ? 1 : 0, reason, id);
    },
    /** Throws 11010 (HTTP 429) while the e-mail from this IP, or the IP, is over its limit — or,
     *  with `wholeAccount` (a check made from inside a session, where no captcha can slow a
     *  stranger down), the e-mail from anywhere. */
    assertAllowed(emailNorm: string | undefined, ip: string, wholeAccount = false): void {
      const { byIp, byPair, byEmail } = failures(emailNorm, ip);
      const over = [
        byPair.n >= limits.perEmail ? byPair.first : null,
        byIp.n >= limits.perIp ? byIp.first : null,
        wholeAccount && byEmail.n >= limits.perEmail ? byEmail.first : null,
      ].filter((v): v is number => v !== null);
      if (over.length === 0) return;
      throw refusal(over, wholeAccount ? 'failed password checks' : 'failed logins');
    },
    /** Reserves a try of a second-factor code as a failure of the account's, before the code is
     *  checked (in the same synchronous step); throws 11010 (HTTP 429) while the account is over
     *  its limit, whatever the code. `settle` a login's passing code. */
    reserveCode,
    /** Runs `check` of a second-factor code outside a login as a reserved try (reserveCode): a
     *  refusal it throws keeps the try counted, a normal return forgets it. */
    guardCode<T>(e: CodeAttempt, check: () => T): T {
      const attempt = reserveCode(e, 'code');
      const result = check();
      forget.run(attempt);
      return result;
    },
    captchaNeeded(emailNorm: string | undefined, ip: string): boolean {
      const { byIp, byEmail } = failures(emailNorm, ip);
      return byIp.n >= limits.captchaAfter || byEmail.n >= limits.captchaAfter;
    },
    /** Whether the user ever logged in from this address, or confirmed it from the e-mailed link
     *  of a login it refused (lock_on_new_ip). */
    knownAddress(userId: number, ip: string): boolean {
      return (
        db.prepare('SELECT 1 FROM acct_login_history WHERE user_id = ? AND ip = ? AND success = 1 LIMIT 1').get(userId, ip) !== undefined ||
        db.prepare('SELECT 1 FROM acct_known_addresses WHERE user_id = ? AND ip = ?').get(userId, ip) !== undefined
      );
    },
    /** Makes the address known to the account (the login-confirm link), without a login. */
    addKnownAddress(userId: number, ip: string): void {
      db.prepare('INSERT OR IGNORE INTO acct_known_addresses (user_id, ip, added_at) VALUES (?, ?, ?)').run(userId, ip, now());
    },
    history(userId: number, limit = 25): LoginEntry[] {
      const rows = db
        .prepare(
          `SELECT id, user_id, ip, user_agent, at, success, reason FROM acct_login_history
        WHERE user_id = ? AND reason != 'code' ORDER BY at DESC, id DESC LIMIT ?`,
        )
        .all(userId, Math.min(Math.max(limit, 1), 250)) as Array<{
        id: number;
        user_id: number | null;
        ip: string;
        user_agent: string;
        at: number;
        success: number;
        reason: LoginReason;
      }>;
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        ip: r.ip,
        userAgent: r.user_agent,
        at: r.at,
        success: r.success === 1,
        reason: r.reason,
      }));
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
