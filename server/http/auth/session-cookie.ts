// The session cookie (account-side §4): token, its timestamp and the sub-account id, HttpOnly
// and SameSite=Lax so page scripts cannot read it and other sites cannot send it with a POST.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'tradedesk_session';

export interface SessionCookie {
  token: string;
  timestamp: number;
  subaccountId: number;
}

export function readCookies(req: FastifyRequest): Map<string, string> {
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

export function sessionCookieOf(req: FastifyRequest): SessionCookie | undefined {
  const raw = readCookies(req).get(SESSION_COOKIE);
  if (!raw) return undefined;
  const [token, ts, sub] = raw.split('|');
  const timestamp = Number(ts);
  const subaccountId = Number(sub ?? 0);
  if (!token?.startsWith('pub:') || !Number.isFinite(timestamp) || !Number.isInteger(subaccountId)) return undefined;
  return { token, timestamp, subaccountId };
}

function attributes(req: FastifyRequest): string {
  return `Path=/; HttpOnly; SameSite=Lax${req.protocol === 'https' ? '; Secure' : ''}`;
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
