// Verifying credentials of REST calls (PROTOCOL §5.1) and of the WebSocket auth event (§3.1–3.2):
// API key + nonce + HMAC-SHA384 signature, or a token. Returns who is calling with which
// capabilities, or the protocol's refusal.
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '../../src/protocol/errors';
import { isAuthPayloadFor, restSignaturePayload } from '../../src/protocol/signing';
import type { ApiKeys } from './api-keys';
import { type Access, type Capability, type Caps, allows, capsWire } from './capabilities';
import { AccountError, AuthText, refuse } from './errors';
import { parseNonce } from '../../src/protocol/nonce';
import type { IpLock } from './ip-lock';
import type { Nonces } from './nonces';
import { hmacHex, sameText } from './secrets';
import type { TokenScope, Tokens } from './tokens';
import type { Users } from './users';

export interface AuthContext {
  userId: number;
  caps: Caps;
  via: 'apikey' | 'token' | 'cookie';
  /** The API key used, or null for tokens. */
  apiKey: string | null;
  /** The API key used, or the key a token was derived from. */
  apiKeyId: number | null;
  /** The token text used (header or session cookie), or null for API keys. */
  token: string | null;
  scope: TokenScope | null;
  sessionId: string | null;
  /** A login session's credential: may use the web client's keys and pages. */
  ui: boolean;
  /** In a sub-account's context (the session cookie's sub-account id), the master whose login
   *  session it is: userId is then the sub-account's. Null otherwise. */
  masterUserId: number | null;
}

export type AuthResult = { ok: true; auth: AuthContext } | { ok: false; error: AccountError };

export type HeaderBag = Record<string, string | string[] | undefined>;

export interface WsAuthOk {
  event: 'auth';
  status: 'OK';
  chanId: 0;
  userId: number;
  auth_id: string;
  caps: ReturnType<typeof capsWire>;
}

export interface WsAuthFailed {
  event: 'auth';
  status: 'FAILED';
  chanId: 0;
  code: number;
  msg: string;
}

export type WsAuthResult = { ok: true; reply: WsAuthOk; auth: AuthContext } | { ok: false; reply: WsAuthFailed };

function header(headers: HeaderBag, name: string): string | undefined {
  const v = headers[name] ?? headers[name.toLowerCase()];
  const first = Array.isArray(v) ? v[0] : v;
  return first === undefined || first === '' ? undefined : first;
}

/** "/v2/auth/r/wallets?x=1" → "v2/auth/r/wallets": what the signature covers after "/api/". */
export function signedPath(urlOrPath: string): string {
  const noQuery = urlOrPath.split('?')[0]!.split('#')[0]!;
  return noQuery.replace(/^\/+/, '').replace(/^api\//, '');
}

/**
 * The refusal of a capability check: 10100 "apikey: permission denied (<capability> <read|write>)",
 * or "token: …" for tokens — 10100 like the real exchange, with the missing right named.
 */
export function permissionDenied(auth: AuthContext, cap: Capability, access: Access): AccountError {
  return refuse.auth(`${auth.via === 'apikey' ? 'apikey' : 'token'}: permission denied (${cap} ${access})`);
}

export function requireCap(auth: AuthContext, cap: Capability, access: Access): void {
  if (!allows(auth.caps, cap, access)) throw permissionDenied(auth, cap, access);
}

/** Where a credential is used from: the client's address (the IP lock reads it). */
interface UsedFrom {
  cookieToken?: string;
  cookieSubaccount?: number;
  /** The client's address; absent only where no address exists (in-process callers). */
  ip?: string;
}

export function createAuth(deps: { apiKeys: ApiKeys; tokens: Tokens; nonces: Nonces; users: Users; ipLock: IpLock }) {
  const { apiKeys, tokens, nonces, users } = deps;

  function byToken(token: string, via: 'token' | 'cookie'): AuthContext {
    const record = tokens.live(token);
    if (!record || !users.byId(record.userId) || (via === 'cookie' && !record.ui)) throw refuse.auth(AuthText.TOKEN_INVALID);
    return {
      userId: record.userId,
      caps: record.caps,
      via,
      apiKey: null,
      apiKeyId: record.apiKeyId,
      token,
      scope: record.scope,
      sessionId: record.sessionId,
      ui: record.ui,
      masterUserId: null,
    };
  }

  /** The session cookie's credential, in the sub-account's context when the cookie names one of
   *  the token's user's sub-accounts (any other id is refused). */
  function byCookie(token: string, subaccountId: number | undefined): AuthContext {
    const auth = byToken(token, 'cookie');
    if (!subaccountId) return auth;
    const sub = users.byId(subaccountId);
    if (!sub || sub.masterAccountId !== auth.userId || sub.id === auth.userId || sub.isGroupMaster) {
      throw refuse.auth('subaccount: not a sub-account of this account');
    }
    return { ...auth, userId: sub.id, masterUserId: auth.userId };
  }

  function byKey(apiKey: string, signature: string | undefined, message: () => string): AuthContext {
    const key = apiKeys.active(apiKey);
    if (!key || !users.byId(key.userId)) throw refuse.auth(AuthText.API_KEY_INVALID);
    const expected = hmacHex('sha384', key.apiSecret, message());
    if (!signature || !sameText(signature.toLowerCase(), expected)) throw refuse.auth(AuthText.DIGEST_INVALID);
    apiKeys.touch(key.id);
    return {
      userId: key.userId,
      caps: key.caps,
      via: 'apikey',
      apiKey,
      apiKeyId: key.id,
      token: null,
      scope: null,
      sessionId: null,
      ui: false,
      masterUserId: null,
    };
  }

  /** The credential `fn` finds, refused when the account's IP lock keeps it from `ip`. */
  function attempt(fn: () => AuthContext, ip: string | undefined): AuthResult {
    try {
      const auth = fn();
      if (ip !== undefined) deps.ipLock.check(auth, ip);
      return { ok: true, auth };
    } catch (err) {
      if (err instanceof AccountError) return { ok: false, error: err };
      throw err;
    }
  }

  return {
    /** Whether the credential an AuthContext was made from still works: the API key not revoked,
     *  the token neither revoked, deleted, expired nor derived from a revoked key. A socket that
     *  authenticated once asks again before every input and on a timer. A credential taken from
     *  the session cookie follows the cookie through token refreshes: it is the login session's,
     *  and stays valid until the session ends (logout, expiry, its absolute lifetime). */
    stillValid(auth: AuthContext): boolean {
      if (auth.token !== null) {
        if (deps.tokens.live(auth.token) !== undefined) return true;
        if (auth.via !== 'cookie') return false;
        // Several refreshes may have passed since the last look: follow them to the live one.
        let next = deps.tokens.successorOf(auth.token);
        for (let hops = 0; next !== undefined && hops < 64; hops++) {
          if (deps.tokens.live(next) !== undefined) {
            auth.token = next;
            return true;
          }
          next = deps.tokens.successorOf(next);
        }
        return false;
      }
      if (auth.apiKey !== null) return apiKeys.active(auth.apiKey) !== undefined;
      return false;
    },
    /**
     * REST: `bfx-apikey` + `bfx-nonce` + `bfx-signature` (hex HMAC-SHA384 of
     * "/api/" + apiPath + nonce + rawBody), or `bfx-token` (with an optional, then checked,
     * `bfx-nonce`), or — only where the caller allows it — the login session cookie's token.
     */
    authenticateRest(headers: HeaderBag, apiPath: string, rawBody: string, opts: UsedFrom = {}): AuthResult {
      return attempt(() => {
        const apiKey = header(headers, 'bfx-apikey');
        const token = header(headers, 'bfx-token');
        const nonce = header(headers, 'bfx-nonce');
        if (apiKey !== undefined) {
          if (nonce === undefined) throw refuse.nonce(AuthText.NONCE_INVALID);
          const message = restSignaturePayload(signedPath(apiPath), nonce, rawBody);
          const auth = byKey(apiKey, header(headers, 'bfx-signature'), () => message);
          nonces.check(apiKey, nonce);
          return auth;
        }
        if (token !== undefined) {
          const auth = byToken(token, 'token');
          if (nonce !== undefined) nonces.check(token, nonce);
          return auth;
        }
        if (opts.cookieToken) return byCookie(opts.cookieToken, opts.cookieSubaccount);
        throw refuse.auth(AuthText.API_KEY_INVALID);
      }, opts.ip);
    },

    /**
     * The WebSocket `auth` event (§3.1): key + signature + nonce + payload, or `token`/`authToken`,
     * or — an event with no credentials on a socket whose upgrade carried our page's session
     * cookie — that login session.
     */
    authenticateWs(event: unknown, opts: UsedFrom = {}): WsAuthResult {
      const result = attempt(() => {
        if (event === null || typeof event !== 'object') throw refuse.auth(AuthText.API_KEY_INVALID);
        const e = event as Record<string, unknown>;
        const token = typeof e.token === 'string' ? e.token : typeof e.authToken === 'string' ? e.authToken : undefined;
        if (token) return byToken(token, 'token');
        if (e.apiKey === undefined && opts.cookieToken) return byCookie(opts.cookieToken, opts.cookieSubaccount);
        if (typeof e.apiKey !== 'string' || e.apiKey === '') throw refuse.auth(AuthText.API_KEY_INVALID);
        const nonce = parseNonce(e.authNonce);
        const payload = typeof e.authPayload === 'string' ? e.authPayload : '';
        if (nonce === undefined) throw refuse.nonce(AuthText.NONCE_INVALID);
        // Docs send "AUTH"+nonce, the official libraries "AUTH"+nonce+nonce; any payload that
        // starts with AUTH and carries the nonce, signed as sent (§9).
        if (!isAuthPayloadFor(payload, nonce)) {
          throw new AccountError(ErrorCode.AUTH_PAYLOAD, AuthText.PAYLOAD_INVALID);
        }
        const auth = byKey(e.apiKey, typeof e.authSig === 'string' ? e.authSig : undefined, () => payload);
        nonces.check(e.apiKey, nonce);
        return auth;
      }, opts.ip);
      if (!result.ok) {
        return { ok: false, reply: { event: 'auth', status: 'FAILED', chanId: 0, code: result.error.code, msg: result.error.message } };
      }
      const { auth } = result;
      return {
        ok: true,
        auth,
        reply: { event: 'auth', status: 'OK', chanId: 0, userId: auth.userId, auth_id: randomUUID(), caps: capsWire(auth.caps) },
      };
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
