// Headers that keep the pages and the API what they are: no MIME sniffing and no referrer to
// other sites on any answer; on pages, a Content-Security-Policy with no inline script (every
// script is a built file of this origin), no framing by any site (the signed-in workspace must not
// render inside someone else's page), no plugins, forms posting only here. Every answer is kept
// to this origin's own windows (COOP) and pages (CORP); pages may use no powerful browser feature
// but security keys (WebAuthn); and an answer that reached the client over TLS (directly or
// through a trusted proxy) tells the browser to use nothing else for a year (HSTS).
import type { FastifyInstance } from 'fastify';

/** Styles may be inline (React's style attributes, the local pages' own <style>); scripts never. */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Features the pages never use are off for them and anything they embed; security keys (the
 *  second factor's WebAuthn get and create) stay allowed to this origin. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'browsing-topics=()',
  'publickey-credentials-get=(self)',
  'publickey-credentials-create=(self)',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // The workspace's pop-out windows are this origin's own pages with the same policy, so they
    // keep their opener; another site's window opened from here, or opening us, gets none.
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    // request.protocol is the socket's, or X-Forwarded-Proto from a trusted proxy only.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', PAGE_CSP);
      reply.header('x-frame-options', 'DENY');
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    }
    return payload;
  });
}
