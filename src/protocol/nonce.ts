// Auth nonces (PROTOCOL §3.1, §5.1): strictly increasing per API key across REST and WS, at most
// MAX_SAFE_INTEGER. Microseconds of the clock, +1 when two are asked for within the same µs.
import { toNumber } from './wire';

export function createNonceGenerator(now: () => number = Date.now): () => string {
  let last = 0;
  return () => {
    let n = Math.floor(now() * 1000);
    if (!(n > last)) n = last + 1;
    if (n > Number.MAX_SAFE_INTEGER) throw new RangeError('nonce: beyond MAX_SAFE_INTEGER');
    last = n;
    return String(n);
  };
}

/** A nonce as sent (number or numeric string) if it is a positive safe integer. */
export function parseNonce(v: unknown): number | undefined {
  if (typeof v === 'string' && !/^\d+$/.test(v)) return undefined;
  const n = toNumber(v);
  return n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
