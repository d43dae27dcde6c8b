// One REST call of the protocol, described once for both sides: its method, its path (the only
// place a path is written), who may make it, the type of its input (the query of a GET, the JSON
// body of a POST) and the codec that reads its reply. The exchange registers its routes from these
// descriptions; the client calls through them. The zod schemas that check the path parameters and
// the input are the exchange's (shapes.ts joins them to the calls by name), so the client's first
// load carries no validator: here zod is a type only.
import type { z } from 'zod';

export type CallMethod = 'GET' | 'POST';

/**
 * public: anyone (market data, calc) · signed: an API-key signature or a session token in the
 * `bfx-*` headers · cookie: the login session's cookie (token refresh) · account: the
 * unauthenticated calls around a session (login, sign-up, captcha).
 */
export type CallAuth = 'public' | 'signed' | 'cookie' | 'account';

/** The capability a signed call needs (account-side §7: the API key's permissions). */
export interface CallCapability {
  readonly scope: string;
  readonly write: boolean;
}

/** `'/v2/book/:symbol/:prec'` → `'symbol' | 'prec'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = [PathParamNames<P>] extends [never] ? undefined : Record<PathParamNames<P>, string>;

/** The input type of a call, named by its schema's type and carried by the type only. */
declare const TAKES: unique symbol;
export interface Takes<I extends z.ZodType> {
  readonly [TAKES]?: I;
}
/** `takes<typeof Body>()`: the call's input is what the schema `Body` reads (the exchange's
 *  shapes hold the schema itself). */
export const takes = <I extends z.ZodType>(): Takes<I> => ({});

export interface CallDef<P extends string = string, I extends z.ZodType = z.ZodType, R = unknown> {
  readonly method: CallMethod;
  readonly path: P;
  readonly auth: CallAuth;
  readonly cap?: CallCapability;
  /** The type of the query (GET) or body (POST); absent when the call takes none. */
  readonly input?: Takes<I>;
  /** Reads the reply; throws when it does not have the protocol's shape. */
  readonly reply: (raw: unknown) => R;
}

export type CallInput<C> = C extends CallDef<string, infer I, unknown> ? z.input<I> : never;
export type CallParsedInput<C> = C extends CallDef<string, infer I, unknown> ? z.output<I> : never;
export type CallReply<C> = C extends CallDef<string, z.ZodType, infer R> ? R : never;
export type CallParams<C> = C extends CallDef<infer P, z.ZodType, unknown> ? PathParams<P> : never;

export function defineCall<P extends string, I extends z.ZodType = z.ZodType, R = unknown>(def: CallDef<P, I, R>): CallDef<P, I, R> {
  return def;
}

/** A path segment's value, URL-encoded but for `:` and `,`, which a segment may hold as they are
 *  (`trade:1m:tBTCUSD`, `pub:list:pair:exchange,pub:list:pair:futures`). */
const segment = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',');

/** The concrete path of a call: each `:name` replaced by its value, URL-encoded. */
export function callPath<P extends string>(def: CallDef<P, z.ZodType, unknown>, params?: PathParams<P>): string {
  return def.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = (params as Record<string, string> | undefined)?.[name];
    if (value === undefined) throw new Error(`${def.path}: missing path parameter ${name}`);
    return segment(value);
  });
}

export class ReplyShapeError extends Error {
  constructor(path: string) {
    super(`${path}: unexpected reply`);
    this.name = 'ReplyShapeError';
  }
}

/** A reply kept as it came (the caller reads it with a record codec of its own). */
export const rawReply = (raw: unknown): unknown => raw;

/** A reply that must be a JSON array (a list of rows, or one row). */
export function arrayReply(raw: unknown): unknown[] {
  if (!Array.isArray(raw)) throw new ReplyShapeError('reply');
  return raw;
}
