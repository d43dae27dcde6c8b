// CORS for REST v2, so a client built for another origin can call the exchange (README: the
// client's endpoints are set at build time). Any origin, no credentials: v2 authenticates with
// headers (API key signature or token), never with cookies, so nothing ambient is exposed.
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
