// CRC-32 (IEEE 802.3, reflected poly 0xEDB88320) over the UTF-8 bytes of a string, exposed as a
// running register so a book can resume from the state after an unchanged prefix instead of
// hashing all 50 tokens again. Hashing text is npm `crc-32`'s `str(text, seed)`, which continues
// a running register (seed = the register's complement). Written here is only what the library
// cannot do and the book's bench needs: joining pre-hashed pieces (crcShift/crcJoin: a book
// chains each level's cached hash with four look-ups instead of hashing its text again) and
// hashing a number's decimal text without building the string (crcOfDecimal).
import CRC32 from 'crc-32';

const TABLE = (() => {
  const t = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  return t;
})();

/** The register before any byte. */
export const CRC_START = -1;

/** The register after the UTF-8 bytes of `text`. */
export function crcAppend(reg: number, text: string): number {
  return ~CRC32.str(text, ~reg);
}

/** The checksum as the protocol sends it: a signed 32-bit integer. */
export function crcFinish(reg: number): number {
  return ~reg;
}

// ---- appending pre-hashed pieces -------------------------------------------------------------
// The register step is linear over GF(2): after the bytes of a piece, the register is
// F^n(reg) XOR G, where G is the register the piece leaves when started from 0 and F^n only
// depends on the piece's byte length n. A book hashes each level's text once, when it changes,
// and then chains levels with four table look-ups each.

/** The register a text leaves when hashed from a zero register (its "piece" constant G). */
export function crcOfText(text: string): number {
  return crcAppend(0, text);
}

export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) n += 1;
    else if (code < 0x800) n += 2;
    else if (
      code >= 0xd800 &&
      code < 0xdc00 &&
      i + 1 < text.length &&
      text.charCodeAt(i + 1) >= 0xdc00 &&
      text.charCodeAt(i + 1) < 0xe000
    ) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

const MAX_TABLED = 64;

function step(reg: number): number {
  return (reg >>> 8) ^ TABLE[reg & 0xff]!;
}

/** SHIFT[n·1024 + k·256 + v] = F^n(v << 8k), for n ≤ MAX_TABLED (266 kB, built once). */
const SHIFT = (() => {
  const t = new Int32Array((MAX_TABLED + 1) * 1024);
  for (let k = 0; k < 4; k++) for (let v = 0; v < 256; v++) t[k * 256 + v] = v << (8 * k);
  for (let n = 1; n <= MAX_TABLED; n++) {
    const base = n * 1024;
    for (let i = 0; i < 1024; i++) t[base + i] = step(t[base - 1024 + i]!);
  }
  return t;
})();

/** F^n(reg): the register after n more bytes, without their contribution. */
export function crcShift(reg: number, n: number): number {
  if (n > MAX_TABLED) {
    let r = reg;
    for (let i = 0; i < n; i++) r = step(r);
    return r;
  }
  const o = n << 10;
  return (
    SHIFT[o + (reg & 0xff)]! ^
    SHIFT[o + 256 + ((reg >>> 8) & 0xff)]! ^
    SHIFT[o + 512 + ((reg >>> 16) & 0xff)]! ^
    SHIFT[o + 768 + (reg >>> 24)]!
  );
}

/**
 * The register after appending a text of `n` UTF-8 bytes whose own register from zero is `g`
 * (crcOfText): `crcAppend(reg, t) === crcJoin(reg, crcOfText(t), utf8Length(t))`.
 */
export function crcJoin(reg: number, g: number, n: number): number {
  return crcShift(reg, n) ^ g;
}

/** Register from zero and byte length of a text: what crcJoin needs. */
export interface CrcSpan {
  g: number;
  n: number;
}

const TWO_POW_26 = 67_108_864;

/**
 * Hashes String(x) straight from the number, without building the string, for the numbers a book
 * is made of: |x| < 2^26 with at most 8 decimals (or 0). Returns false for anything else, and the
 * caller hashes String(x). Exact: with ulp(x) < 1e-8 no other decimal of ≤ 8 places maps to x, so
 * the plain decimal is JS's shortest round-trip text, and 1e-6 ≤ |x| < 1e21 prints without exponent.
 */
export function crcOfDecimal(x: number, out: CrcSpan): boolean {
  const ax = x < 0 ? -x : x;
  if (!(ax < TWO_POW_26) || (ax < 1e-6 && ax !== 0)) return false;
  const scaled = Math.round(ax * 1e8);
  if (scaled / 1e8 !== ax) return false;
  const whole = Math.floor(scaled / 1e8);
  let frac = scaled - whole * 1e8;
  let c = 0;
  let n = 0;
  if (x < 0) {
    c = (c >>> 8) ^ TABLE[(c ^ 45) & 0xff]!;
    n++;
  }
  let d = 1;
  while (d * 10 <= whole) d *= 10;
  let rest = whole;
  for (; d >= 1; d /= 10) {
    const digit = Math.floor(rest / d);
    rest -= digit * d;
    c = (c >>> 8) ^ TABLE[(c ^ (48 + digit)) & 0xff]!;
    n++;
  }
  if (frac !== 0) {
    c = (c >>> 8) ^ TABLE[(c ^ 46) & 0xff]!;
    n++;
    for (d = 1e7; frac > 0; d /= 10) {
      const digit = Math.floor(frac / d);
      frac -= digit * d;
      c = (c >>> 8) ^ TABLE[(c ^ (48 + digit)) & 0xff]!;
      n++;
    }
  }
  out.g = c;
  out.n = n;
  return true;
}
