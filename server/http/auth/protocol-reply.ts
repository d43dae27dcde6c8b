// Every refusal of the account routes in the protocol's shape: ["error", CODE, "MESSAGE"],
// HTTP 500 (429 with 11010, 413 for a body over the limit), never a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { ErrorCode, restError } from '../../../src/protocol/errors';
import { AccountError, refuse } from '../../accounts/errors';

export function sendRefusal(reply: FastifyReply, err: AccountError): FastifyReply {
  if (err.retryAfterS !== undefined) reply.header('retry-after', String(err.retryAfterS));
  return reply.code(err.httpStatus).send(restError(err.code, err.message));
}

export function installProtocolErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((err: FastifyError | AccountError | Error, req, reply) => {
    if (err instanceof AccountError) return sendRefusal(reply, err);
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    // As the server's own parser answers it (README): 413, in the protocol's shape.
    if (status === 413) return reply.code(413).send(restError(ErrorCode.PARAMS, 'body: too large'));
    if (status >= 400 && status < 500) return sendRefusal(reply, refuse.params(`request: ${err.message}`));
    req.log.error({ err }, 'account route failed');
    return reply.code(500).send(restError(ErrorCode.UNKNOWN, 'internal error'));
  });
}

/** Parses a body (or query) with a zod schema; the first problem becomes 10020 "<field>: invalid". */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.map(String).join('.') : 'body';
  throw refuse.params(`${field}: invalid${issue?.message ? ` (${issue.message})` : ''}`);
}

/** A notification reply `[MTS, TYPE, null, null, DATA, null, "SUCCESS", TEXT]` (§5.3). */
export function notification(mts: number, type: string, data: unknown, text: string): unknown[] {
  return [mts, type, null, null, data, null, 'SUCCESS', text];
}
