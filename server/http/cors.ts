// CORS for REST v2, so a client built for another origin can call the exchange (README: the
// client's endpoints are set at build time). Any origin, never credentials: across origins v2
// authenticates with headers only (API key signature or token). The login session's cookie counts
// only with the tradedesk-session header, which this preflight never allows, so a page of another
// origin can neither send the cookie as a credential nor read an answer made with it. The
// session's own routes (/api/session/…) and the local pages are not v2 and get no CORS at all.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isV2Path, pathOf } from './paths';

const ALLOWED_HEADERS = 'content-type, bfx-nonce, bfx-apikey, bfx-signature, bfx-token';

export function setCorsHeaders(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-expose-headers', 'retry-after');
}

export function registerCors(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isV2Path(pathOf(request.url))) setCorsHeaders(reply);
    return payload;
  });
  // Preflight for every v2 path, including endpoints that later parts add.
  app.options('/v2/*', async (_request, reply) => {
    setCorsHeaders(reply);
    reply.header('access-control-allow-methods', 'GET, HEAD, POST, OPTIONS');
    reply.header('access-control-allow-headers', ALLOWED_HEADERS);
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });
}
