// A held book entry with its parsed sort key and its pre-hashed checksum token (state.ts).
import type { WireEntry } from './checksum';
import { toNumber } from '../wire';

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
