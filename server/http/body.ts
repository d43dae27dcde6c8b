// Request bodies: JSON only, at most BODY_LIMIT bytes, and the exact text kept on the request,
// because REST signatures are computed over the raw body (PROTOCOL §5.1).
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../src/protocol/errors';
import { depthProblem } from '../guard/input-bounds';
import { ProtocolError } from './protocol-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body text exactly as received; undefined when the request had no JSON body. */
    rawBody?: string;
  }
}

export const BODY_LIMIT = 64 * 1024;

export function registerJsonBody(app: FastifyInstance): void {
  // Without a parser for it, any other content type is refused (FST_ERR_CTP_INVALID_MEDIA_TYPE)
  // and errors.ts turns that into ["error",10020,"body: invalid"].
  app.removeAllContentTypeParsers();
  // secure-json-parse, set to refuse __proto__ and constructor.prototype keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (req, text, done) => {
    req.rawBody = text;
    // Clients differ on empty bodies (PROTOCOL §5.1: node sends "{}", py sends nothing).
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    const deep = depthProblem(text, 'body');
    if (deep) {
      done(new ProtocolError(500, ErrorCode.PARAMS, deep), undefined);
      return;
    }
    parseJson(req, text, done);
  });
}
