// Security keys (account-side §4 second factor "u2f"; WebAuthn is U2F's successor) through
// @simplewebauthn/server: a signed-in user registers a key (options, then the browser's
// attestation verified), and a login whose password was right is completed with an assertion
// of one of the user's keys. The relying party is the site's host name, the origin the page's;
// each challenge is used once and lives five minutes.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AccountsContext } from './context';
import { refuse } from './errors';
import { digest } from './secrets';
import type { Users } from './users';

export const KEY_CHALLENGE_TTL_MS = 5 * 60_000;
export const MAX_KEYS = 10;

/** Where the page runs: the relying party's id (host name) and the page's origin. */
export interface RelyingParty {
  id: string;
  origin: string;
}

export interface SecurityKey {
  id: string;
  label: string;
  createdAt: number;
  lastUsedAt: number | null;
}

interface KeyRow {
  id: string;
  user_id: number;
  public_key: string;
  counter: number;
  transports: string | null;
  label: string;
  created_at: number;
  last_used_at: number | null;
}

/** An IP address cannot be a WebAuthn relying party: the page must be opened by a name. */
export function rpProblem(rp: RelyingParty): string | undefined {
  return /^[\d.]+$/.test(rp.id) || rp.id.includes(':')
    ? '2fa: security keys need the site opened by a name (e.g. localhost), not an IP address'
    : undefined;
}

export function createSecurityKeys(ctx: AccountsContext, users: Users) {
  const { db, now } = ctx;

  function keysOf(userId: number): KeyRow[] {
    return db.prepare('SELECT * FROM acct_security_keys WHERE user_id = ? ORDER BY created_at').all(userId) as KeyRow[];
  }
  function putChallenge(key: string, challenge: string): void {
    const at = now();
    db.prepare('DELETE FROM acct_key_challenges WHERE expires_at < ?').run(at);
    db.prepare(
      `INSERT INTO acct_key_challenges (key, challenge, expires_at) VALUES (?, ?, ?)
      ON CONFLICT(key) DO UPDATE SET challenge = excluded.challenge, expires_at = excluded.expires_at`,
    ).run(key, challenge, at + KEY_CHALLENGE_TTL_MS);
  }
  /** The challenge kept under `key`, taken (used once). */
  function takeChallenge(key: string): string {
    const row = db
      .prepare<[string, number], { challenge: string }>('SELECT challenge FROM acct_key_challenges WHERE key = ? AND expires_at > ?')
      .get(key, now());
    db.prepare('DELETE FROM acct_key_challenges WHERE key = ?').run(key);
    if (!row) throw refuse.params('2fa: security key challenge expired, try again');
    return row.challenge;
  }
  const fail = (err: unknown) =>
    refuse.params(`2fa: security key refused (${err instanceof Error ? err.message.slice(0, 160) : 'invalid'})`);

  return {
    has: (userId: number) => keysOf(userId).length > 0,
    list(userId: number): SecurityKey[] {
      return keysOf(userId).map((k) => ({ id: k.id, label: k.label, createdAt: k.created_at, lastUsedAt: k.last_used_at }));
    },
    remove(userId: number, id: string): boolean {
      return db.prepare('DELETE FROM acct_security_keys WHERE user_id = ? AND id = ?').run(userId, id).changes === 1;
    },

    async registrationOptions(userId: number, rp: RelyingParty): Promise<unknown> {
      const problem = rpProblem(rp);
      if (problem) throw refuse.params(problem);
      const user = users.byId(userId);
      if (!user) throw refuse.auth('user: unknown');
      const existing = keysOf(userId);
      if (existing.length >= MAX_KEYS) throw refuse.params(`2fa: at most ${MAX_KEYS} security keys`);
      const options = await generateRegistrationOptions({
        rpName: 'Tradedesk',
        rpID: rp.id,
        userName: user.email,
        userID: new TextEncoder().encode(`tradedesk-user-${user.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map((k) => ({ id: k.id })),
        authenticatorSelection: { residentKey: 'discouraged', userVerification: 'discouraged' },
      });
      putChallenge(`register:${userId}`, options.challenge);
      return options;
    },

    async register(userId: number, response: RegistrationResponseJSON, rp: RelyingParty, label: string): Promise<SecurityKey> {
      const expectedChallenge = takeChallenge(`register:${userId}`);
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response,
          expectedChallenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: false,
        });
      } catch (err) {
        throw fail(err);
      }
      if (!verified.verified) throw fail(undefined);
      const c = verified.registrationInfo.credential;
      const at = now();
      db.prepare(
        'INSERT INTO acct_security_keys (id, user_id, public_key, counter, transports, label, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(
        c.id,
        userId,
        Buffer.from(c.publicKey).toString('base64'),
        c.counter,
        JSON.stringify(c.transports ?? []),
        label || 'Security key',
        at,
      );
      return { id: c.id, label: label || 'Security key', createdAt: at, lastUsedAt: null };
    },

    /** Options to sign in with one of the user's keys; `loginChallenge` is the pending login's. */
    async loginOptions(userId: number, loginChallenge: string, rp: RelyingParty): Promise<unknown> {
      const problem = rpProblem(rp);
      if (problem) throw refuse.params(problem);
      const keys = keysOf(userId);
      if (keys.length === 0) throw refuse.params('2fa: no security key on this account');
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: keys.map((k) => ({ id: k.id, transports: JSON.parse(k.transports ?? '[]') as string[] })),
        userVerification: 'discouraged',
      });
      putChallenge(`login:${digest(loginChallenge)}`, options.challenge);
      return options;
    },

    /** Whether the assertion is one of the user's keys answering the login's challenge. */
    async verifyLogin(userId: number, loginChallenge: string, response: AuthenticationResponseJSON, rp: RelyingParty): Promise<boolean> {
      const expectedChallenge = takeChallenge(`login:${digest(loginChallenge)}`);
      const key = keysOf(userId).find((k) => k.id === response.id);
      if (!key) return false;
      try {
        const r = await verifyAuthenticationResponse({
          response,
          expectedChallenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: { id: key.id, publicKey: new Uint8Array(Buffer.from(key.public_key, 'base64')), counter: key.counter },
          requireUserVerification: false,
        });
        if (!r.verified) return false;
        db.prepare('UPDATE acct_security_keys SET counter = ?, last_used_at = ? WHERE id = ?').run(
          r.authenticationInfo.newCounter,
          now(),
          key.id,
        );
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type SecurityKeys = ReturnType<typeof createSecurityKeys>;
