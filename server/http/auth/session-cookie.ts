// The session cookie (account-side §4): token, its timestamp and the sub-account id. It is the
// browser's only copy of the login session's token: HttpOnly, so page scripts never read it (the
// client authenticates with it instead of reading it), SameSite=Strict, so no other site's page
// makes the browser send it, and Secure over https.
//
// Being ambient, the cookie is a credential only where the request also proves it comes from our
// own page: the session header, which a page of another origin cannot send (it is no CORS-safe
// header and the preflight does not allow it), and, on the WebSocket, an Origin of this host.
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HEADER, SESSION_HEADER_VALUE } from '../../../src/protocol/session-header';

export { SESSION_HEADER, SESSION_HEADER_VALUE };
export const SESSION_COOKIE = 'tradedesk_session';

export interface SessionCookie {
  token: string;
  timestamp: number;
  subaccountId: number;
}

export function readCookies(req: { headers: IncomingHttpHeaders }): Map<string, string> {
  const out = new Map<string, string>();
  const header = req.headers.cookie;
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    try {
      out.set(name, decodeURIComponent(value));
    } catch {
      // a malformed cookie of someone else's is not ours to refuse
    }
  }
  return out;
}

export function sessionCookieOf(req: { headers: IncomingHttpHeaders }): SessionCookie | undefined {
  const raw = readCookies(req).get(SESSION_COOKIE);
  if (!raw) return undefined;
  const [token, ts, sub] = raw.split('|');
  const timestamp = Number(ts);
  const subaccountId = Number(sub ?? 0);
  if (!token?.startsWith('pub:') || !Number.isFinite(timestamp) || !Number.isInteger(subaccountId)) return undefined;
  return { token, timestamp, subaccountId };
}

export function cookieAttributes(req: Pick<FastifyRequest, 'protocol'>): string {
  return `Path=/; HttpOnly; SameSite=Strict${req.protocol === 'https' ? '; Secure' : ''}`;
}

const attributes = cookieAttributes;

/** Fetch Metadata (sent by current browsers) saying the request came from a page of another origin. */
export function fromOtherOrigin(req: { headers: IncomingHttpHeaders }): boolean {
  const site = req.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin';
}

/** Whether a REST request asks for the session cookie from our own page (the session header). */
export function asksForSessionCookie(req: { headers: IncomingHttpHeaders }): boolean {
  return req.headers[SESSION_HEADER] === SESSION_HEADER_VALUE && !fromOtherOrigin(req);
}

/**
 * The session cookie of a WebSocket upgrade (its token and sub-account id), when the page that
 * opened the socket is of this host. Browsers send cookies with cross-origin upgrades and no CORS
 * applies to them, so the Origin is what keeps another origin's page from riding on the session
 * (a client that is no browser and sends no Origin holds the cookie itself).
 */
export function upgradeSession(req: { headers: IncomingHttpHeaders }): Pick<SessionCookie, 'token' | 'subaccountId'> | undefined {
  const cookie = sessionCookieOf(req);
  if (!cookie) return undefined;
  return originIsOther(req) ? undefined : { token: cookie.token, subaccountId: cookie.subaccountId };
}

/** Whether the request names an Origin (browsers do on every cross-origin POST and upgrade) that is
 *  not this host, or one that cannot be read (`null` from a sandboxed or opaque page). */
function originIsOther(req: { headers: IncomingHttpHeaders }): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    const url = new URL(origin);
    // This host as the Origin would name it (a default port is left out of both).
    const own = new URL(`${url.protocol}//${req.headers.host ?? ''}`).host;
    return url.host === '' || url.host !== own;
  } catch {
    return true;
  }
}

/**
 * A form or a request that signs someone in was sent by a page of another origin: its Fetch
 * Metadata says so, or its Origin is not this host. Such a post could sign the visitor into an
 * account the other page chose (login CSRF), so the sign-in routes refuse it. Clients that are no
 * browser send neither header and are not affected.
 */
export function crossOriginPost(req: { headers: IncomingHttpHeaders }): boolean {
  return fromOtherOrigin(req) || originIsOther(req);
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, c: SessionCookie): void {
  const value = encodeURIComponent(`${c.token}|${c.timestamp}|${c.subaccountId}`);
  reply.header('set-cookie', `${SESSION_COOKIE}=${value}; ${attributes(req)}`);
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${attributes(req)}; Max-Age=0`);
}

/**
 * The sign-on provider's secret for the browser that signed in there: sign-on codes are bound to
 * it, so only that browser can redeem them. Lives as long as a code (5 minutes).
 */
export const SSO_BROWSER_COOKIE = 'tradedesk_sso';

export function setSsoBrowserCookie(req: FastifyRequest, reply: FastifyReply, secret: string): void {
  reply.header('set-cookie', `${SSO_BROWSER_COOKIE}=${encodeURIComponent(secret)}; ${attributes(req)}; Max-Age=300`);
}

export function ssoBrowserSecretOf(req: { headers: IncomingHttpHeaders }): string | undefined {
  return readCookies(req).get(SSO_BROWSER_COOKIE) || undefined;
}
