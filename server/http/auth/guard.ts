// Authenticates a request of an authenticated route and checks its capability — the one gate
// for `/v2/auth/…` calls, reusable by other route plugins that install the raw-body parser.
import type { FastifyRequest } from 'fastify';
import type { Access, Accounts, AuthContext, Capability } from '../../accounts/index';
import { refuse } from '../../accounts/errors';
import { normalizeEmail } from '../../accounts/users';
import { rawBodyOf } from './raw-body';
import { asksForSessionCookie, fromOtherOrigin, sessionCookieOf } from './session-cookie';

/** Why a sub-account's context may not change the login's security. */
export const OWNER_ONLY_REASON = "the login's security belongs to the master account: switch back to it to change it";

/** Why a session opened with an API key may not use the password's pages. */
export const KEY_SESSION_REASON = 'a session opened with an API key: sign in with the password to do this';

export interface GuardNeeds {
  cap?: Capability;
  access?: Access;
  /** Only a login session's credential (not an API key or a key's token). */
  ui?: boolean;
  /** The login's own account only: refused in a sub-account's context (the login's security). */
  owner?: boolean;
  /** Also accept the session cookie alone when no bfx-* header is sent (token refresh, §4). */
  cookie?: boolean;
}

/**
 * Every route takes the session cookie together with the session header (the browser client,
 * which never sees the token); the token refresh routes take it alone as well.
 */
export function authenticate(accounts: Accounts, req: FastifyRequest, needs: GuardNeeds = {}): AuthContext {
  const cookieWanted = asksForSessionCookie(req) || (needs.cookie === true && !fromOtherOrigin(req));
  const cookie = cookieWanted ? sessionCookieOf(req) : undefined;
  // ip_lock (a login session's token works only from the address it signed in from) is checked
  // with the credential, on every channel.
  const result = accounts.authenticateRest(req.headers, req.url, rawBodyOf(req), {
    cookieToken: cookie?.token,
    cookieSubaccount: cookie?.subaccountId,
    ip: req.ip,
  });
  if (!result.ok) throw result.error;
  const { auth } = result;
  requireNeeds(accounts, auth, needs);
  return auth;
}

/** A second-factor code the account's login session tries (turning SMS or the authenticator app
 *  on or off): counted with the login's codes, per account, before `check` runs (11010 past the
 *  limit, whatever the code); a refusal `check` throws stays counted. */
export function checkingCode<T>(accounts: Accounts, req: FastifyRequest, userId: number, check: () => T): T {
  const user = accounts.users.byId(userId);
  if (!user) throw refuse.auth('user: unknown');
  const ua = req.headers['user-agent'];
  const who = { userId, emailNorm: normalizeEmail(user.email), ip: req.ip, userAgent: typeof ua === 'string' ? ua : '' };
  return accounts.guard.guardCode(who, check);
}

/** The capability, session kind and account a route needs, of an authenticated request (a route
 *  whose needs depend on its body checks them once it has read it). */
export function requireNeeds(accounts: Accounts, auth: AuthContext, needs: GuardNeeds): void {
  if (needs.cap) accounts.requireCap(auth, needs.cap, needs.access ?? 'read');
  if (needs.ui && !auth.ui) throw refuse.auth(`${auth.via === 'apikey' ? 'apikey' : 'token'}: permission denied (web session required)`);
  // A web session opened with an API key has the key's rights, and never the password's: it
  // makes no keys and changes no security (a key could otherwise grant itself more).
  if (needs.ui && auth.apiKeyId !== null) throw refuse.auth(`token: permission denied (${KEY_SESSION_REASON})`);
  if (needs.owner && auth.masterUserId !== null) {
    throw refuse.auth(`token: permission denied (${OWNER_ONLY_REASON})`);
  }
}
