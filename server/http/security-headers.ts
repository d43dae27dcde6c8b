// Headers that keep the pages and the API what they are: no MIME sniffing and no referrer to
// other sites on any answer; on pages, a Content-Security-Policy with no inline script (every
// script is a built file of this origin), no framing by any site (the signed-in workspace must not
// render inside someone else's page), no plugins, forms posting only here.
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

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', PAGE_CSP);
      reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
}
