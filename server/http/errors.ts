// Every error leaves in the protocol's shape, ["error", CODE, MESSAGE] (PROTOCOL §5): thrown
// ProtocolErrors as they are, fastify's own errors (body parsing, bad URLs, broken requests)
// translated, anything else as a logged 500 ["error",10000,"internal error"] without a stack.
// Fastify's JSON error objects never reach a client.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, restError } from '../../src/protocol/errors';
import { setCorsHeaders } from './cors';
import { isV2Path, pathOf } from './paths';
import { ProtocolError } from './protocol-error';

export type InternalErrorLog = (err: unknown, request: FastifyRequest) => void;

/** An unknown route or method: HTTP 404, in the same `<name>: invalid` family as bad parameters
 *  (the path is the request's first parameter; clients map 10020 to "bad request"). */
export function routeNotFound(): ProtocolError {
  return new ProtocolError(404, ErrorCode.PARAMS, 'path: invalid');
}

export function internalError(): ProtocolError {
  return new ProtocolError(500, ErrorCode.UNKNOWN, 'internal error');
}

function errorCode(err: unknown): string | undefined {
  if (err === null || typeof err !== 'object') return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function errorStatus(err: unknown): number | undefined {
  if (err === null || typeof err !== 'object') return undefined;
  const status = (err as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** The wire form of any error; `internal` when it is a fault of ours that must be logged. */
export function toProtocolError(err: unknown): { error: ProtocolError; internal: boolean } {
  if (err instanceof ProtocolError) return { error: err, internal: false };
  const code = errorCode(err);
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { error: new ProtocolError(413, ErrorCode.PARAMS, 'body: too large'), internal: false };
  }
  // Unsupported content type, malformed or poisoned JSON, a wrong content-length.
  if (code !== undefined && code.startsWith('FST_ERR_CTP_')) {
    return { error: new ProtocolError(500, ErrorCode.PARAMS, 'body: invalid'), internal: false };
  }
  if (code === 'FST_ERR_BAD_URL' || code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return { error: new ProtocolError(errorStatus(err) ?? 400, ErrorCode.PARAMS, 'path: invalid'), internal: false };
  }
  // Other client-side failures raised by fastify or @fastify/static (a forbidden path, an
  // unsatisfiable range …) keep their status.
  const status = errorStatus(err);
  if (status !== undefined && status >= 400 && status < 500) {
    return { error: new ProtocolError(status, ErrorCode.PARAMS, 'request: invalid'), internal: false };
  }
  return { error: internalError(), internal: true };
}

export function sendProtocolError(reply: FastifyReply, error: ProtocolError): FastifyReply {
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.body());
}

/** Unknown paths under the API prefixes end here rather than in the static client's catch-all
 *  (which would answer a malformed path with its own 403). More specific routes, including those
 *  that later parts add, win over these wildcards. */
export function registerApiCatchAll(app: FastifyInstance): void {
  // /api itself is the client's API keys page: only what is below it is the API's.
  for (const prefix of ['/v2', '/v1', '/api', '/ws']) {
    for (const url of prefix === '/api' ? [`${prefix}/*`] : [prefix, `${prefix}/*`]) {
      app.route({
        method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
        url,
        handler: async () => {
          throw routeNotFound();
        },
      });
    }
  }
}

export function registerErrorHandlers(app: FastifyInstance, logInternal: InternalErrorLog): void {
  app.setErrorHandler((err, request, reply) => {
    const { error, internal } = toProtocolError(err);
    if (internal) logInternal(err, request);
    return sendProtocolError(reply, error);
  });
}

/** For fastify's `frameworkErrors` option: errors raised before routing (a URL that does not
 *  decode, a path parameter over the router's length limit). */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Raised before routing, so the onSend hooks do not run for it.
  if (isV2Path(pathOf(request.url))) setCorsHeaders(reply);
  sendProtocolError(reply, toProtocolError(err).error);
}

/** For fastify's `clientErrorHandler` option: requests too broken for the HTTP parser. */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let body = restError(ErrorCode.PARAMS, 'request: invalid');
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    body = restError(ErrorCode.UNKNOWN, 'timeout');
  } else if (err.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    body = restError(ErrorCode.PARAMS, 'headers: invalid');
  }
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }
  socket.destroy(err);
}
