// Input validation for every REST parameter (zod; the shapes are the protocol's, in
// src/protocol/calls/params.ts). A value that does not pass becomes the real exchange's error:
// HTTP 500 ["error",10020,"<name>: invalid"], named after the first bad field.
import type { z } from 'zod';
import { histQuerySchema } from '../../src/protocol/calls/params';
import type { HistQuery } from '../store/types';
import { invalidParam } from './protocol-error';

/** Parses `input` or throws the protocol error named after the first offending field
 *  (`root` when the input as a whole has the wrong shape, e.g. a JSON body that is an array). */
export function parseParams<S extends z.ZodType>(schema: S, input: unknown, root: string): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const first = result.error.issues[0]?.path[0];
  throw invalidParam(typeof first === 'string' ? first : root);
}

export function parseHistQuery(query: unknown, defaultLimit: number, maxLimit: number): HistQuery {
  return parseParams(histQuerySchema(defaultLimit, maxLimit), query, 'query');
}
