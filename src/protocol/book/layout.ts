// The four book layouts (PROTOCOL §2.1) and what each slot means: which side an entry is on,
// whether it deletes, and how a delete for a held entry is written.
import type { BookLayout, WireEntry, WireNumber } from './checksum';

export const BOOK_PRECISIONS = ['P0', 'P1', 'P2', 'P3', 'P4', 'R0'] as const;
export type BookPrec = (typeof BOOK_PRECISIONS)[number];
export const BOOK_FREQUENCIES = ['F0', 'F1'] as const;
export type BookFreq = (typeof BOOK_FREQUENCIES)[number];
/** Channel `len` values (per side); REST `/v2/book` allows 1, 25 and 100. */
export const BOOK_LENGTHS = ['1', '25', '100', '250'] as const;
export type BookLen = (typeof BOOK_LENGTHS)[number];
export const REST_BOOK_LENGTHS = [1, 25, 100] as const;

export const isBookPrec = (v: unknown): v is BookPrec => typeof v === 'string' && (BOOK_PRECISIONS as readonly string[]).includes(v);
export const isBookFreq = (v: unknown): v is BookFreq => typeof v === 'string' && (BOOK_FREQUENCIES as readonly string[]).includes(v);
/** `len` arrives as a string ("25") or a number (25). */
export const isBookLen = (v: unknown): boolean =>
  (typeof v === 'string' || typeof v === 'number') && (BOOK_LENGTHS as readonly string[]).includes(String(v));

export function bookLayoutOf(symbol: string, prec: BookPrec): BookLayout {
  const funding = symbol.startsWith('f');
  if (prec === 'R0') return funding ? 'funding-r' : 'trading-r';
  return funding ? 'funding-p' : 'trading-p';
}

export const isRawLayout = (layout: BookLayout): boolean => layout === 'trading-r' || layout === 'funding-r';
export const isFundingLayout = (layout: BookLayout): boolean => layout === 'funding-p' || layout === 'funding-r';
/** Number of slots of an entry. */
export const entryLength = (layout: BookLayout): 3 | 4 => (isFundingLayout(layout) ? 4 : 3);

const AMOUNT_INDEX: Record<BookLayout, number> = { 'trading-p': 2, 'funding-p': 3, 'trading-r': 2, 'funding-r': 3 };

/** +1 bid, −1 ask, 0 when the amount is zero or not a number. Funding books invert the sign. */
export function entrySide(layout: BookLayout, entry: WireEntry): 1 | -1 | 0 {
  const amount = Number(entry[AMOUNT_INDEX[layout]]);
  if (!(amount !== 0 && Number.isFinite(amount))) return 0;
  const positive = amount > 0;
  return (isFundingLayout(layout) ? !positive : positive) ? 1 : -1;
}

/** Whether the entry deletes: COUNT 0 in P books, PRICE/RATE 0 in raw books. */
export function isDeleteEntry(layout: BookLayout, entry: WireEntry): boolean {
  switch (layout) {
    case 'trading-p':
      return Number(entry[1]) === 0;
    case 'funding-p':
      return Number(entry[2]) === 0;
    case 'trading-r':
      return Number(entry[1]) === 0;
    case 'funding-r':
      return Number(entry[2]) === 0;
  }
}

/**
 * The update that removes `entry` (held on side `side`): COUNT 0 or PRICE/RATE 0, with the ±1
 * side marker in AMOUNT — trading 1 bid/−1 ask, funding 1 ask/−1 bid.
 */
export function deleteEntry(layout: BookLayout, entry: WireEntry, side: 1 | -1): WireNumber[] {
  const marker = isFundingLayout(layout) ? -side : side;
  switch (layout) {
    case 'trading-p':
      return [entry[0]!, 0, marker];
    case 'funding-p':
      return [entry[0]!, entry[1]!, 0, marker];
    case 'trading-r':
      return [entry[0]!, 0, marker];
    case 'funding-r':
      return [entry[0]!, entry[1]!, 0, marker];
  }
}
