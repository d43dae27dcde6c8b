// A query or body with the …/hist window (start, end, limit, sort) beside other fields: the
// window comes out as one HistWindow under `window`, with the call's own default and cap.
import { z } from 'zod';
import { intParam, mtsParam, optionalText, sortParam, type HistWindow } from './params';

export function withWindow<S extends z.ZodRawShape>(shape: S, defaultLimit: number, maxLimit: number) {
  return z
    .object({
      ...shape,
      start: optionalText(mtsParam),
      end: optionalText(mtsParam),
      limit: optionalText(intParam(1, maxLimit)),
      sort: optionalText(sortParam),
    })
    .transform((q) => {
      const { start, end, limit, sort, ...rest } = q as Record<string, unknown>;
      const window: HistWindow = { limit: (limit as number | undefined) ?? defaultLimit, sort: (sort as 1 | -1 | undefined) ?? -1 };
      if (start !== undefined) window.start = start as number;
      if (end !== undefined) window.end = end as number;
      return { ...(rest as z.output<z.ZodObject<S>>), window };
    });
}
