// Registers a route from its description in the protocol's call table (src/protocol/calls): the
// method and path come from there, and the shapes of the path parameters and the input from the
// exchange's half of it (CALL_SHAPES), parsed here once before the handler sees them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallDef, CallParsedInput } from '../../src/protocol/calls/define';
import { CALL_SHAPES } from '../../src/protocol/calls/all-shapes';
import { parseParams } from './params';

export interface CallRequest<C extends CallDef> {
  /** The path parameters, parsed with the call's schema. */
  params: Record<string, unknown>;
  input: CallParsedInput<C>;
  req: FastifyRequest;
}

export interface ServeOptions {
  /** Where the input is read from; by default the query of a GET and the body of a POST. */
  source?: (req: FastifyRequest) => unknown;
}

/** The parsed path parameters and input of `req` for `def` (refusals in the protocol's shape). */
export function parseCall<C extends CallDef>(def: C, req: FastifyRequest, opts: ServeOptions = {}): CallRequest<C> {
  const shapes = CALL_SHAPES.of(def);
  const params = shapes.params ? (parseParams(shapes.params, req.params, 'params') as Record<string, unknown>) : {};
  const raw = opts.source ? opts.source(req) : def.method === 'GET' ? req.query : req.body;
  const input = (shapes.input ? parseParams(shapes.input, raw, def.method === 'GET' ? 'query' : 'body') : {}) as CallParsedInput<C>;
  return { params, input, req };
}

export function serveCall<C extends CallDef>(
  app: FastifyInstance,
  def: C,
  handler: (r: CallRequest<C>) => unknown,
  opts: ServeOptions = {},
): void {
  app.route({ method: def.method, url: def.path, handler: async (req) => handler(parseCall(def, req, opts)) });
}
