// Account freeze (/freeze, open without a login): the owner of a compromised account locks its
// trading and withdrawals — signed in, or from a link mailed to the account's address when they
// cannot sign in (the same answer whether the address has an account or not). The freeze holds
// until the owner lifts it signed in, with the account's password. Freezing ends the account's
// other login sessions (all of them from the link); a lift's password is a guess like a login's,
// counted and limited by the login guard before it is checked, and a wrong one is in the login
// history.
import type { AccountsContext } from './context';
import { refuse } from './errors';
import type { LoginGuard } from './login-guard';
import type { Outbox } from './outbox';
import { digest, randomId } from './secrets';
import type { Tokens } from './tokens';
import { normalizeEmail, type Users } from './users';

export const FREEZE_LINK_TTL_MS = 3600_000;

export function createFreeze(
  ctx: AccountsContext,
  deps: { users: Users; outbox: Outbox; tokens: Tokens; guard: LoginGuard; linkPath: string },
) {
  const { db, now } = ctx;
  const { users, outbox, tokens, guard } = deps;
  const listeners = new Set<(userId: number) => void>();

  /** Freezes the account and ends its login sessions but `keepSession` (the one freezing it). */
  function freeze(userId: number, keepSession: string | null = null): number {
    const user = users.byId(userId);
    if (!user) throw refuse.auth('user: unknown');
    // A sub-account's sessions are its master's logins.
    const login = user.masterAccountId ?? userId;
    tokens.revokeOtherSessions(login, keepSession ?? '');
    if (user.frozenAt !== null) return user.frozenAt;
    const at = now();
    users.setFrozen(userId, at);
    for (const fn of listeners) fn(userId);
    return at;
  }

  return {
    freeze,
    /** Called with each account that becomes frozen (the trading side cancels its orders). */
    onFrozen(fn: (userId: number) => void): void {
      listeners.add(fn);
    },
    /** Mails a freeze link to the address's account, if there is one. */
    request(email: string): void {
      const user = users.byEmail(email);
      if (!user) return;
      const token = randomId(24);
      const at = now();
      db.prepare('DELETE FROM acct_freeze_links WHERE expires_at < ?').run(at);
      db.prepare('INSERT INTO acct_freeze_links (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
        digest(token),
        user.id,
        at,
        at + FREEZE_LINK_TTL_MS,
      );
      const link = `${deps.linkPath}?token=${encodeURIComponent(token)}`;
      outbox.send({
        userId: user.id,
        to: user.email,
        kind: 'freeze-account',
        subject: 'Freeze your Tradedesk account',
        body: `Someone (we hope you) asked to freeze your account. Open this link within the hour to freeze it at once: trading and withdrawals stop until you lift the freeze, signed in with your password.\n${link}\n\nIf you did not ask, ignore this mail.`,
        link,
      });
    },
    /** Redeems a freeze link once: the frozen account's id, or undefined. */
    confirm(token: string): number | undefined {
      const at = now();
      const row = db
        .prepare<[string, number], { user_id: number }>(
          'SELECT user_id FROM acct_freeze_links WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
        )
        .get(digest(token), at);
      if (!row) return undefined;
      db.prepare('UPDATE acct_freeze_links SET used_at = ? WHERE token_hash = ?').run(at, digest(token));
      freeze(row.user_id);
      return row.user_id;
    },
    /** Lifts the freeze with the password of the account's login (its master's for a sub-account). */
    async lift(userId: number, password: string, client: { ip: string; userAgent: string }): Promise<void> {
      const user = users.byId(userId);
      if (!user) throw refuse.auth('user: unknown');
      if (user.frozenAt === null) throw refuse.generic('account: not frozen');
      const login = users.byId(user.masterAccountId ?? userId) ?? user;
      const emailNorm = normalizeEmail(login.email);
      // Checked and reserved in one synchronous step, before the hash: parallel guesses count
      // each other. From inside a session the account's limit holds from every address.
      guard.assertAllowed(emailNorm, client.ip, true);
      const attempt = guard.reserve({ userId: login.id, emailNorm, ip: client.ip, userAgent: client.userAgent, reason: 'password' });
      if (!(await ctx.passwords.verify(password, login.passwordHash))) throw refuse.params('password: invalid');
      guard.forget(attempt);
      users.setFrozen(userId, null);
    },
  };
}

export type Freeze = ReturnType<typeof createFreeze>;
