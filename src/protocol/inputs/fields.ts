// Readers for the fields of channel-0 inputs and their REST twins. Each returns the typed value,
// undefined when the field is absent, or INVALID — the caller answers "<wire name>: invalid".
import { isNumericText, isPlainObject, toNumber } from '../wire';

export const INVALID = Symbol('invalid');
export type Field<T> = T | undefined | typeof INVALID;

const absent = (v: unknown): boolean => v === undefined || v === null;

/** A decimal as text (exact): numeric strings kept as sent, numbers as String(n). */
export function decimal(v: unknown, rule: 'any' | 'nonzero' | 'positive' | 'nonnegative' = 'any'): Field<string> {
  if (absent(v)) return undefined;
  let text: string;
  if (typeof v === 'number' && Number.isFinite(v)) text = String(v);
  else if (typeof v === 'string' && isNumericText(v.trim())) text = v.trim();
  else return INVALID;
  const n = Number(text);
  if (rule === 'nonzero' && n === 0) return INVALID;
  if (rule === 'positive' && !(n > 0)) return INVALID;
  if (rule === 'nonnegative' && n < 0) return INVALID;
  return text;
}

/** An integer (number or integral numeric string) within [min, max]. */
export function integer(v: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): Field<number> {
  if (absent(v)) return undefined;
  const n = toNumber(v);
  return n !== undefined && Number.isSafeInteger(n) && n >= min && n <= max ? n : INVALID;
}

/** A yes/no flag: true/false, 1/0 or "1"/"0". */
export function flag(v: unknown): Field<boolean> {
  if (absent(v)) return undefined;
  if (v === true || v === 1 || v === '1') return true;
  return v === false || v === 0 || v === '0' ? false : INVALID;
}

export function text(v: unknown, pattern?: RegExp): Field<string> {
  if (absent(v)) return undefined;
  return typeof v === 'string' && (pattern === undefined || pattern.test(v)) ? v : INVALID;
}

export function object(v: unknown): Field<Record<string, unknown>> {
  if (absent(v)) return undefined;
  return isPlainObject(v) ? v : INVALID;
}

export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const INT32_MAX = 2 ** 31 - 1;

/** Collects fields; the first invalid one decides the error text. */
export class FieldReader {
  error: string | undefined;
  constructor(private readonly src: Record<string, unknown>) {}

  read<T>(wireName: string, read: (v: unknown) => Field<T>, required = false): T | undefined {
    const v = read(this.src[wireName]);
    if (v === INVALID || (required && v === undefined)) {
      this.error ??= `${wireName}: invalid`;
      return undefined;
    }
    return v;
  }

  fail(wireName: string): void {
    this.error ??= `${wireName}: invalid`;
  }
}

/** Copies defined values only, so encoded payloads carry no undefined or null keys. */
export function compact<T extends Record<string, unknown>>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as T;
}
