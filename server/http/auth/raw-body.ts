// Keeps each request's body text as received: signatures cover the exact bytes (PROTOCOL §5.1),
// not a re-serialisation. Installed inside an encapsulated plugin, so only that plugin's
// routes parse this way.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuse } from '../../accounts/errors';

const rawBodies = new WeakMap<FastifyRequest, string>();
export const MAX_BODY_BYTES = 1024 * 1024;

function keep(req: FastifyRequest, body: string | Buffer): string {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  rawBodies.set(req, text);
  return text;
}

export function installRawBody(scope: FastifyInstance): void {
  scope.removeContentTypeParser(['application/json', 'text/plain']);
  scope.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (req, body, done) => {
    const text = keep(req, body);
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(refuse.params('body: invalid JSON'), undefined);
    }
  });
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(keep(req, body))));
  });
}

/** The body text exactly as received ('' when there was none). */
export function rawBodyOf(req: FastifyRequest): string {
  return rawBodies.get(req) ?? '';
}
