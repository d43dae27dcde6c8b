// Auth tokens: bearer credentials with a scope, a lifetime and a subset of capabilities. The
// token text carries its permissions the way the real exchange's do —
// "pub:api:<uuid>-caps:s:o:f:w:wd:a-write" — and the client reads them from it (account-side
// §3 "private token permissions"); the server trusts only its own record, kept by digest.
import { randomUUID } from 'node:crypto';
import type { AccountsContext } from './context';
import { type Caps, CAPABILITIES, capsFrom, lettersOf } from './capabilities';
import { digest } from './secrets';

export type TokenScope = 'api' | 'cpl';
export const TOKEN_SCOPES: readonly TokenScope[] = ['api', 'cpl'];
export const DEFAULT_TOKEN_TTL_S = 120;
export const CPL_TOKEN_TTL_S = 3600;
export const MAX_TOKEN_TTL_S = 7 * 24 * 3600;
/** However often it is kept alive or refreshed, a login session ends this long after its login. */
export const MAX_SESSION_MS = 24 * 3600 * 1000;

export interface TokenRecord {
  tokenHash: string;
  userId: number;
  scope: TokenScope;
  caps: Caps;
  /** Issued by a login (or derived from one): may use the web client's settings and key pages. */
  ui: boolean;
  /** The login session the token belongs to, if any (logout revokes them all). */
  sessionId: string | null;
  /** The API key the token was derived from, if any (revoking the key revokes its tokens). */
  apiKeyId: number | null;
  createdAt: number;
  expiresAt: number;
}

export interface TokenRequest {
  userId: number;
  scope: TokenScope;
  caps: Caps;
  ttlS: number;
  ui: boolean;
  sessionId: string | null;
  apiKeyId: number | null;
  custIp?: string;
}

interface TokenRow {
  token_hash: string;
  user_id: number;
  scope: TokenScope;
  caps: string;
  ui: number;
  session_id: string | null;
  api_key_id: number | null;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export function tokenText(scope: TokenScope, caps: Caps): string {
  const write = CAPABILITIES.some((c) => caps[c].write);
  return `pub:${scope}:${randomUUID()}-caps:${lettersOf(caps).join(':')}-${write ? 'write' : 'read'}`;
}

const MAX_SUCCESSORS = 100_000;

export function createTokens(ctx: AccountsContext) {
  const { db, now } = ctx;
  const byHash = db.prepare(`SELECT t.* FROM acct_tokens t
    LEFT JOIN acct_api_keys k ON k.id = t.api_key_id
    WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.expires_at > ? AND k.revoked_at IS NULL`);

  let issuedSincePrune = 0;
  /** digest(old token) → the token a cookie refresh replaced it with (in memory: sockets do not outlive the process). */
  const successors = new Map<string, string>();

  /** When a login session must end at the latest (its first token's time plus the cap). */
  function sessionEnd(sessionId: string | null, at: number): number {
    if (!sessionId) return Infinity;
    const first = db
      .prepare<[string], number | null>('SELECT MIN(created_at) FROM acct_tokens WHERE session_id = ?')
      .pluck()
      .get(sessionId);
    return (first ?? at) + MAX_SESSION_MS;
  }

  return {
    issue(req: TokenRequest): { token: string; createdAt: number; expiresAt: number } {
      const token = tokenText(req.scope, req.caps);
      const createdAt = now();
      const expiresAt = Math.min(createdAt + req.ttlS * 1000, sessionEnd(req.sessionId, createdAt));
      db.prepare(
        `INSERT INTO acct_tokens
        (token_hash, user_id, scope, caps, ui, session_id, api_key_id, cust_ip, created_at, expires_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        digest(token),
        req.userId,
        req.scope,
        JSON.stringify(req.caps),
        req.ui ? 1 : 0,
        req.sessionId,
        req.apiKeyId,
        req.custIp ?? null,
        createdAt,
        expiresAt,
      );
      if (++issuedSincePrune >= 256) {
        issuedSincePrune = 0;
        db.prepare('DELETE FROM acct_tokens WHERE expires_at < ?').run(createdAt - 86_400_000);
      }
      return { token, createdAt, expiresAt };
    },
    /** The live record of a token: unknown, expired and revoked tokens give undefined. */
    live(token: string): TokenRecord | undefined {
      const r = byHash.get(digest(token), now()) as TokenRow | undefined;
      if (!r) return undefined;
      return {
        tokenHash: r.token_hash,
        userId: r.user_id,
        scope: r.scope,
        caps: capsFrom(JSON.parse(r.caps)),
        ui: r.ui === 1,
        sessionId: r.session_id,
        apiKeyId: r.api_key_id,
        createdAt: r.created_at,
        expiresAt: r.expires_at,
      };
    },
    revoke(userId: number, token: string): boolean {
      const r = db
        .prepare('UPDATE acct_tokens SET revoked_at = ? WHERE token_hash = ? AND user_id = ? AND revoked_at IS NULL')
        .run(now(), digest(token), userId);
      return r.changes === 1;
    },
    /**
     * A refresh through the session cookie: the old token stops working at once and the new one
     * takes its place. What holds the old one because of the cookie (a socket whose upgrade
     * carried it) follows to the new one with successorOf; nothing else does.
     */
    replace(userId: number, old: string, next: string): boolean {
      const revoked = this.revoke(userId, old);
      if (revoked) {
        successors.set(digest(old), next);
        // Bounded: a socket that has not looked for its successor among the last many refreshes
        // is long signed out by its own timer (it looks every second).
        if (successors.size > MAX_SUCCESSORS) successors.delete(successors.keys().next().value as string);
      }
      return revoked;
    },
    /** The token a refresh through the cookie replaced this one with, if any (live or not). */
    successorOf(token: string): string | undefined {
      return successors.get(digest(token));
    },
    /** Ends every login session of the user but `keep` (a single login: nosinglelogin 0). */
    revokeOtherSessions(userId: number, keep: string): number {
      return db
        .prepare(
          'UPDATE acct_tokens SET revoked_at = ? WHERE user_id = ? AND session_id IS NOT NULL AND session_id != ? AND revoked_at IS NULL',
        )
        .run(now(), userId, keep).changes;
    },
    /** The address a token was issued to (its login's, for a session's token). */
    issuedTo(token: string): string | null {
      return db.prepare<[string], string | null>('SELECT cust_ip FROM acct_tokens WHERE token_hash = ?').pluck().get(digest(token)) ?? null;
    },
    revokeSession(sessionId: string): number {
      return db.prepare('UPDATE acct_tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL').run(now(), sessionId).changes;
    },
    /** Moves a live token's expiry to at least `until` (session keep-alive), never past the end
     *  of its login session. */
    extend(token: string, until: number): void {
      const sessionId = db
        .prepare<[string], string | null>('SELECT session_id FROM acct_tokens WHERE token_hash = ?')
        .pluck()
        .get(digest(token));
      const capped = Math.min(until, sessionEnd(sessionId ?? null, now()));
      db.prepare(
        'UPDATE acct_tokens SET expires_at = MAX(expires_at, ?) WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?',
      ).run(capped, digest(token), now());
    },
    activeCount(userId: number): number {
      const row = db
        .prepare('SELECT COUNT(*) AS n FROM acct_tokens WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?')
        .get(userId, now()) as { n: number };
      return row.n;
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
