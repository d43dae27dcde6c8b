// Keeps each request's body text as received: signatures cover the exact bytes (PROTOCOL §5.1),
// not a re-serialisation. Installed inside an encapsulated plugin, so only that plugin's
// routes parse this way — at the server's limit like every other body, since most of these
// routes read their body before they know who sent it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuse } from '../../accounts/errors';
import { depthProblem } from '../../guard/input-bounds';
import { BODY_LIMIT } from '../body';
import { SSO_AUTHORIZE_PATH } from './local-pages';

const rawBodies = new WeakMap<FastifyRequest, string>();

function keep(req: FastifyRequest, body: string | Buffer): string {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  rawBodies.set(req, text);
  return text;
}

export function installRawBody(scope: FastifyInstance): void {
  // fastify's own JSON parser, refusing __proto__ and constructor.prototype keys.
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  // JSON only: a browser sends text/plain and form bodies cross-site without asking (no CORS
  // preflight), so accepting them would let any site post to a signed-in user's account calls.
  for (const type of ['application/json', 'text/plain']) {
    if (scope.hasContentTypeParser(type)) scope.removeContentTypeParser(type);
  }
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (req, body, done) => {
    const text = keep(req, body);
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    const deep = depthProblem(text, 'body');
    if (deep) {
      done(refuse.params(deep), undefined);
      return;
    }
    parseJson(req, text, (err, parsed) => {
      if (err) done(refuse.params('body: invalid JSON'), undefined);
      else done(null, parsed);
    });
  });
  // The one HTML form of these routes: the local sign-on page's own.
  if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (req, body, done) => {
      if (req.url.split('?')[0] !== SSO_AUTHORIZE_PATH) {
        done(refuse.params('body: JSON only (content-type application/json)'), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(keep(req, body))));
    });
  }
}

/** The body text exactly as received ('' when there was none), also for routes parsed elsewhere. */
export function rawBodyOf(req: FastifyRequest): string {
  const own = rawBodies.get(req);
  if (own !== undefined) return own;
  const kept = (req as { rawBody?: unknown }).rawBody;
  return typeof kept === 'string' ? kept : '';
}
