// The parameter shapes of REST v2 (zod), shared by the exchange that checks them and the client
// that sends them. Query values arrive as text (and as arrays when repeated, which is always
// invalid); JSON bodies may carry numbers. Both are accepted wherever a number is expected.
import { z } from 'zod';
import { DECIMAL_PATTERN, MAX_DECIMAL_CHARS } from '../decimal';
import type { Parsed } from '../result';

const INT_TEXT = /^-?\d{1,16}$/;

/** The window of every …/hist call: start and end in ms, inclusive; sort 1 oldest first. */
export interface HistWindow {
  start?: number;
  end?: number;
  limit: number;
  sort: 1 | -1;
}

/** An empty query value (`?start=`) counts as absent. */
export function optionalText<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
}

export function intParam(min: number, max: number) {
  return z.union([z.number(), z.string().regex(INT_TEXT).transform(Number)]).pipe(z.number().int().min(min).max(max));
}

export const decimalParam = z
  .union([z.number(), z.string().max(MAX_DECIMAL_CHARS).regex(DECIMAL_PATTERN).transform(Number)])
  .pipe(z.number().refine(Number.isFinite));

/** Milliseconds since the epoch, up to the year 2286. */
export const mtsParam = intParam(0, 9_999_999_999_999);

export const sortParam = z
  .union([z.literal(1), z.literal(-1), z.literal('1'), z.literal('-1')])
  .transform((v): 1 | -1 => (Number(v) === 1 ? 1 : -1));

/** tBTCUSD, tBTCF0:USTF0, fUSD, … (whether it exists is the market's business). */
export const SYMBOL_RE = /^[tf][A-Za-z0-9]{2,24}(:[A-Za-z0-9]{2,24})?$/;
export const symbolParam = z.string().regex(SYMBOL_RE);

/** A comma-separated list of symbols, or ALL. */
export const symbolListParam = z
  .string()
  .max(8192)
  .transform((text) => (text === 'ALL' ? ('ALL' as const) : text.split(',')))
  .pipe(z.union([z.literal('ALL'), z.array(symbolParam).min(1).max(500)]));

export const currencyParam = z.string().regex(/^[A-Za-z0-9]{1,20}$/);

/** The query of every …/hist endpoint: start, end, limit (default/max per endpoint), sort. */
export function histQuerySchema(defaultLimit: number, maxLimit: number) {
  return z
    .object({
      start: optionalText(mtsParam),
      end: optionalText(mtsParam),
      limit: optionalText(intParam(1, maxLimit)),
      sort: optionalText(sortParam),
    })
    .transform((q): HistWindow => {
      const out: HistWindow = { limit: q.limit ?? defaultLimit, sort: q.sort ?? -1 };
      if (q.start !== undefined) out.start = q.start;
      if (q.end !== undefined) out.end = q.end;
      return out;
    });
}

/**
 * An input read by one of the protocol's own parsers (`parseNewOrder`…), so a REST body and the
 * WebSocket input it twins are checked by the same code. A refusal names the parser's field.
 */
export function parsedBy<T>(parse: (v: unknown) => Parsed<T>) {
  return z.unknown().transform((v, ctx): T => {
    const r = parse(v);
    if (r.ok) return r.value;
    const field = /^([a-z_]+): invalid$/.exec(r.error)?.[1];
    ctx.addIssue({ code: 'custom', message: r.error, path: field ? [field] : [] });
    return z.NEVER;
  });
}
