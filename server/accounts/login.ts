// Login: password (or a local single-sign-on code), then the second factor when enabled, then a
// session — a token with every capability, bound to a session id that logout revokes. Or a
// session opened with an API key (the read-only context of account-side §6): the key's
// capabilities, no more, and it ends when the key is revoked.
import type { Captcha } from './captcha';
import { type Caps, allCaps } from './capabilities';
import type { AccountsContext } from './context';
import { refuse } from './errors';
import type { LoginGuard } from './login-guard';
import type { Outbox } from './outbox';
import type { SecondFactor } from './second-factor';
import { digest, randomId } from './secrets';
import type { Settings } from './settings';
import type { Sso } from './sso';
import type { Tokens } from './tokens';
import { normalizeEmail, type UserRecord, type Users } from './users';

/** Lifetime of a login token; the session keep-alive moves it forward. */
export const SESSION_TTL_S = 1800;
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60_000;
export const LOGIN_CHALLENGE_ATTEMPTS = 5;
/** The client page a refused login's e-mail links to (src/app/auth/route-paths.ts LOGIN_CONFIRM_ROUTE). */
export const LOGIN_CONFIRM_PAGE = '/login-confirm';
/** How long the link confirming a new address stays good. */
export const LOGIN_CONFIRM_TTL_MS = 60 * 60_000;

export interface Client {
  ip: string;
  userAgent: string;
}

export interface SessionStarted {
  kind: 'session';
  token: string;
  /** The token's stored timestamp (account-side §4: refreshed 480 000 ms after it). */
  timestamp: number;
  expiresAt: number;
  userId: number;
  subaccountId: number;
}

export interface SecondFactorRequired {
  kind: '2fa';
  /** One-time id of the pending login, sent back with the code to /v2/login/verify. */
  challenge: string;
  methods: string[];
  expiresAt: number;
}

export type LoginOutcome = SessionStarted | SecondFactorRequired;

export interface LoginInput extends Client {
  login: string;
  password: string;
  captchaToken?: string;
  captchaProvider?: string;
}

export interface LoginDeps {
  users: Users;
  guard: LoginGuard;
  captcha: Captcha;
  secondFactor: SecondFactor;
  tokens: Tokens;
  outbox: Outbox;
  settings: Settings;
  sso: Sso;
  /** Codes sent by SMS or, as the fallback, by e-mail for a pending login. */
  sentCodes?: { loginMethods(user: UserRecord): string[]; takeLoginCode(challenge: string, code: string): boolean };
}

export function createLogin(ctx: AccountsContext, deps: LoginDeps) {
  const { db, now } = ctx;
  const { users, guard, captcha, secondFactor, tokens, outbox, settings, sso } = deps;

  function requireCaptchaIfNeeded(emailNorm: string | undefined, ip: string, provider?: string, token?: string): void {
    if (!guard.captchaNeeded(emailNorm, ip)) return;
    if (!token) throw refuse.params('captcha: required');
    if (!captcha.check(provider, token)) throw refuse.params('captcha: invalid');
  }

  /** `key`: the API key a session is opened with, and its capabilities (a password login has them all). */
  function startSession(user: UserRecord, client: Client, attempt?: number, key?: { id: number; caps: Caps }): SessionStarted {
    const sessionId = randomId(16);
    const issued = tokens.issue({
      userId: user.id,
      scope: 'api',
      caps: key?.caps ?? allCaps(true),
      ttlS: SESSION_TTL_S,
      ui: true,
      sessionId,
      apiKeyId: key?.id ?? null,
      custIp: client.ip,
    });
    // A single login (nosinglelogin 0): this session ends the others (a key's session is no login).
    if (!key && settings.coreValue(user.id, 'nosinglelogin') === '0') tokens.revokeOtherSessions(user.id, sessionId);
    if (attempt !== undefined) guard.settle(attempt, user.id, 'ok');
    else guard.record({ userId: user.id, emailNorm: normalizeEmail(user.email), ip: client.ip, userAgent: client.userAgent, reason: 'ok' });
    users.touchLogin(user.id, issued.createdAt);
    if (settings.coreValue(user.id, 'email_on_login') === '1') {
      outbox.send({
        userId: user.id,
        to: user.email,
        kind: 'login-notice',
        subject: 'New login to your Tradedesk account',
        body: `A login to your account succeeded at ${new Date(issued.createdAt).toISOString()} from ${client.ip} (${client.userAgent || 'unknown browser'}).\n\nIf this was not you, change your password and review your API keys.`,
        link: null,
      });
    }
    return {
      kind: 'session',
      token: issued.token,
      timestamp: issued.createdAt,
      expiresAt: issued.expiresAt,
      userId: user.id,
      subaccountId: 0,
    };
  }

  /** After a right password (or sign-on code); `attempt` is the password guess's reservation. */
  function afterFirstFactor(user: UserRecord, client: Client, attempt?: number): LoginOutcome {
    if (!user.emailVerified) {
      const e = { userId: user.id, emailNorm: normalizeEmail(user.email), ip: client.ip, userAgent: client.userAgent };
      if (attempt !== undefined) guard.settle(attempt, user.id, 'unconfirmed');
      else guard.record({ ...e, reason: 'unconfirmed' });
      throw refuse.generic('login: e-mail not confirmed, open the link we sent (or ask for a new one)');
    }
    // lock_on_new_ip: no session from an address the account never logged in from.
    if (settings.coreValue(user.id, 'lock_on_new_ip') === '1' && !guard.knownAddress(user.id, client.ip)) {
      const e = { userId: user.id, emailNorm: normalizeEmail(user.email), ip: client.ip, userAgent: client.userAgent };
      if (attempt !== undefined) guard.settle(attempt, user.id, 'new_ip');
      else guard.record({ ...e, reason: 'new_ip' });
      // The mail carries a link that makes this address known (confirmAddress): single use, an
      // hour, kept by digest. Whoever holds the mailbox may add an address; that is the point of
      // mailing it to the owner, the lock still wants the password from there.
      const token = randomId();
      const at = now();
      db.prepare('DELETE FROM acct_login_confirmations WHERE expires_at < ?').run(at);
      db.prepare('INSERT INTO acct_login_confirmations (token_hash, user_id, ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
        digest(token),
        user.id,
        client.ip,
        at,
        at + LOGIN_CONFIRM_TTL_MS,
      );
      const link = `${LOGIN_CONFIRM_PAGE}?token=${encodeURIComponent(token)}`;
      outbox.send({
        userId: user.id,
        to: user.email,
        kind: 'login-notice',
        subject: 'A login from a new address was refused',
        body: `Your account is locked to the addresses it has logged in from (lock on new IP). A login with the right password from ${client.ip} (${client.userAgent || 'unknown browser'}) was refused at ${new Date(at).toISOString()}.\n\nIf it was you, open this link within an hour to allow logins from that address, then log in again:\n${link}\n\nIf not, do not open it and change your password.`,
        link,
      });
      throw refuse.auth('login: refused from a new address (lock on new IP): open the link we e-mailed you to allow it, then log in again');
    }
    if (!secondFactor.isEnabled(user)) return startSession(user, client, attempt);
    // The password was right: not a failed guess (the second factor is counted on its own).
    if (attempt !== undefined) guard.settle(attempt, user.id, 'ok');
    const challenge = randomId(24);
    const at = now();
    db.prepare('DELETE FROM acct_login_challenges WHERE expires_at < ?').run(at);
    db.prepare(
      `INSERT INTO acct_login_challenges (id_hash, user_id, ip, user_agent, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(digest(challenge), user.id, client.ip, client.userAgent.slice(0, 512), at, at + LOGIN_CHALLENGE_TTL_MS);
    const methods = [...new Set([...secondFactor.types(user), ...(deps.sentCodes?.loginMethods(user) ?? [])])];
    return { kind: '2fa', challenge, methods, expiresAt: at + LOGIN_CHALLENGE_TTL_MS };
  }

  function pendingLogin(challenge: string): { user: UserRecord } {
    const row = db.prepare('SELECT user_id, expires_at, attempts FROM acct_login_challenges WHERE id_hash = ?').get(digest(challenge)) as
      { user_id: number; expires_at: number; attempts: number } | undefined;
    const user = row ? users.byId(row.user_id) : undefined;
    if (!row || !user || row.expires_at < now() || row.attempts >= LOGIN_CHALLENGE_ATTEMPTS) {
      throw refuse.auth('login: verification expired, log in again');
    }
    return { user };
  }

  /** The second factor's try for a pending login: counted against the account before `check`
   *  runs (refused past the limit whatever the code), then a session or a counted failure. */
  function secondStep(input: Client & { challenge: string }, user: UserRecord, check: () => boolean): SessionStarted {
    const attempt = guard.reserveCode({ userId: user.id, emailNorm: normalizeEmail(user.email), ip: input.ip, userAgent: input.userAgent });
    if (!check()) {
      db.prepare('UPDATE acct_login_challenges SET attempts = attempts + 1 WHERE id_hash = ?').run(digest(input.challenge));
      throw refuse.auth('2fa: code invalid');
    }
    db.prepare('DELETE FROM acct_login_challenges WHERE id_hash = ?').run(digest(input.challenge));
    return startSession(user, input, attempt);
  }

  return {
    async login(input: LoginInput): Promise<LoginOutcome> {
      const found = users.byLogin(input.login);
      const emailNorm = found ? normalizeEmail(found.email) : normalizeEmail(input.login);
      // Checked and reserved in one synchronous step, before the ~90 ms hash: parallel guesses
      // see each other, so no more than the limit are ever checked.
      guard.assertAllowed(emailNorm, input.ip);
      requireCaptchaIfNeeded(emailNorm, input.ip, input.captchaProvider, input.captchaToken);
      const attempt = guard.reserve({ userId: found?.id ?? null, emailNorm, ip: input.ip, userAgent: input.userAgent, reason: 'password' });
      const stored = found?.passwordHash ?? null;
      const ok = await ctx.passwords.verify(input.password, stored);
      // A hash made at an older, cheaper cost is replaced now that the password is known.
      const fresh = ok && found && stored ? await ctx.passwords.rehashed(input.password, stored) : undefined;
      if (found && stored && fresh) users.replacePasswordHash(found.id, stored, fresh);
      // Re-read: the account may have changed while the hash was computed.
      const user = found ? users.byId(found.id) : undefined;
      if (!user || !ok) throw refuse.auth('login: invalid e-mail or password');
      return afterFirstFactor(user, input, attempt);
    },

    /** The second step with the authenticator app's code. */
    verify(input: Client & { challenge: string; code: string }): SessionStarted {
      const { user } = pendingLogin(input.challenge);
      return secondStep(
        input,
        user,
        () => secondFactor.verify(user.id, input.code) || (deps.sentCodes?.takeLoginCode(input.challenge, input.code) ?? false),
      );
    },

    /** The user of a pending login (its challenge), or the refusal. */
    pendingUser(challenge: string): UserRecord {
      return pendingLogin(challenge).user;
    },

    /** The second step with a security key: `passed` is the key's verified assertion. */
    verifyWithKey(input: Client & { challenge: string }, passed: boolean): SessionStarted {
      const { user } = pendingLogin(input.challenge);
      return secondStep(input, user, () => passed);
    },

    ssoLogin(input: Client & { code: string; captchaToken?: string; captchaProvider?: string }): LoginOutcome {
      guard.assertAllowed(undefined, input.ip);
      requireCaptchaIfNeeded(undefined, input.ip, input.captchaProvider, input.captchaToken);
      // Not spent when there is no account yet: the same code can then sign up.
      const user = users.bySsoSubject(sso.inspect(input.code).subject);
      if (!user) throw refuse.auth('sso: no account for this identity, sign up first');
      sso.redeem(input.code);
      return afterFirstFactor(user, input);
    },

    /**
     * A web session opened with an API key (its signature checked by the caller): the key's
     * capabilities and no more, and it ends with the key. The password's second factor is not
     * asked: the key and its secret are the credential.
     */
    keySession(userId: number, key: { id: number; caps: Caps }, client: Client): SessionStarted {
      const user = users.byId(userId);
      if (!user) throw refuse.auth('apikey: invalid');
      return startSession(user, client, undefined, key);
    },

    /** Revokes every token of the token's login session (or just the token). */
    logout(token: string): boolean {
      const record = tokens.live(token);
      if (!record) return false;
      if (record.sessionId) tokens.revokeSession(record.sessionId);
      else tokens.revoke(record.userId, token);
      return true;
    },

    /** The link of a login refused from a new address: that address becomes known to the
     *  account (the next login from it passes the lock). Its address, or a refusal when the token
     *  is unknown, used or expired. */
    confirmAddress(token: string): { userId: number; ip: string } {
      return db.transaction(() => {
        const row = db
          .prepare('SELECT user_id, ip, expires_at, used_at FROM acct_login_confirmations WHERE token_hash = ?')
          .get(digest(token)) as { user_id: number; ip: string; expires_at: number; used_at: number | null } | undefined;
        if (!row || row.used_at !== null || row.expires_at < now()) throw refuse.params('token: invalid or expired');
        db.prepare('UPDATE acct_login_confirmations SET used_at = ? WHERE token_hash = ?').run(now(), digest(token));
        guard.addKnownAddress(row.user_id, row.ip);
        return { userId: row.user_id, ip: row.ip };
      })();
    },

    /** Keeps a login token alive for another session lifetime; false when it is not live. */
    keepAlive(token: string): boolean {
      const record = tokens.live(token);
      if (!record?.ui) return false;
      tokens.extend(token, now() + SESSION_TTL_S * 1000);
      return true;
    },
  };
}

export type Login = ReturnType<typeof createLogin>;
