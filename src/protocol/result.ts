// Outcomes of parsing what a peer sent: a typed value, or the protocol's error text
// ("amount: invalid") — with the numeric code where the protocol answers with one.

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };
export type ParsedWithCode<T> = { ok: true; value: T } | { ok: false; code: number; error: string };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });
export const failWithCode = (code: number, error: string): { ok: false; code: number; error: string } => ({ ok: false, code, error });
