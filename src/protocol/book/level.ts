// A held book entry with its parsed sort key and its pre-hashed checksum token (state.ts).
import type { WireEntry } from './checksum';
import { toNumber } from '../wire';
import { crcJoin, crcOfDecimal, crcOfText, utf8Length, type CrcSpan } from './crc32';

const COLON_G = crcOfText(':');
const SPAN: CrcSpan = { g: 0, n: 0 };

/** One held entry with its parsed sort key; `s` breaks ties (raw: id, funding P: period). */
export interface Level {
  e: WireEntry;
  p: number;
  s: number;
  bid: boolean;
  /**
   * The checksum text `KEY:AMOUNT` pre-hashed (crc32.ts crcJoin): kg/kn for `KEY:` (kept while
   * the key text stays); tg/tn for the token, cg for the token after a separating colon
   * (tn + 1 bytes); tn < 0 until first needed.
   */
  kg: number;
  kn: number;
  tg: number;
  cg: number;
  tn: number;
}

export function newLevel(e: WireEntry, p: number, s: number, bid: boolean): Level {
  return { e, p, s, bid, kg: 0, kn: -1, tg: 0, cg: 0, tn: -1 };
}

/** A slot as a number; NaN for anything that is not a number or numeric text. */
export function num(v: unknown): number {
  if (typeof v === 'number') return v;
  return typeof v === 'string' ? (toNumber(v) ?? NaN) : NaN;
}

/** Whether level (p1, s1) sorts before (p2, s2): better price first, ties by s ascending. */
export function before(bid: boolean, p1: number, s1: number, p2: number, s2: number): boolean {
  if (p1 !== p2) return bid ? p1 > p2 : p1 < p2;
  return s1 < s2;
}

/** Pre-hashes a level's checksum token (`KEY:AMOUNT`); the key part only when its text changed. */
export function hashLevel(l: Level, keyAt: number, amountAt: number): void {
  if (l.kn < 0) {
    hashValue(l.e[keyAt]);
    l.kg = crcJoin(SPAN.g, COLON_G, 1);
    l.kn = SPAN.n + 1;
  }
  hashValue(l.e[amountAt]);
  l.tg = crcJoin(l.kg, SPAN.g, SPAN.n);
  l.tn = l.kn + SPAN.n;
  l.cg = crcJoin(COLON_G, l.tg, l.tn);
}

/** Holds `e` in place of the level's entry; the key text is re-hashed only if it changed. */
export function replaceEntry(l: Level, e: WireEntry, keyAt: number): void {
  if (l.e[keyAt] !== e[keyAt]) l.kn = -1;
  l.e = e;
  l.tn = -1;
}

/** Whether two entries hold the same values in their first `width` slots. */
export function sameEntry(x: WireEntry, y: WireEntry, width: number): boolean {
  if (x === y) return true;
  for (let k = 0; k < width; k++) if (x[k] !== y[k]) return false;
  return true;
}

/** Leaves the register and byte length of the value's checksum text (String(v)) in SPAN. */
function hashValue(v: unknown): void {
  if (typeof v === 'number' && crcOfDecimal(v, SPAN)) return;
  const text = String(v);
  SPAN.g = crcOfText(text);
  SPAN.n = utf8Length(text);
}
