// Tolerant reading of wire values (PROTOCOL §6.11): numbers may arrive as JSON numbers in any
// form, as numeric strings (DEC_S, lossless parsers, go), and numeric slots may be null until a
// `calc`. Readers return undefined for garbage instead of throwing.
import { isDecimalText } from './decimal';

/** One positional array as sent on the wire. */
export type WireRow = unknown[];

/** A finite number from a number or a decimal/exponent numeric string; undefined otherwise. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && isDecimalText(value)) {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** null for null/absent, the number for numeric input, undefined for garbage. */
export function toNullableNumber(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  return toNumber(value);
}

/** Whether a string is a plain decimal or exponent number (no hex, no blanks, no Infinity). */
export function isNumericText(value: string): boolean {
  return isDecimalText(value);
}

/** 0/1 flags of records (NOTIFY, HIDDEN, RENEW…); null reads as false. */
export function toFlag(value: unknown): boolean | undefined {
  if (value === null || value === undefined || value === false || value === 0 || value === '0') return false;
  if (value === true || value === 1 || value === '1') return true;
  return undefined;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Integer check that also accepts integral numeric strings ("123"). */
export function toInteger(value: unknown): number | undefined {
  const n = toNumber(value);
  return n !== undefined && Number.isSafeInteger(n) ? n : undefined;
}
