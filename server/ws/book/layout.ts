// The four book layouts of PROTOCOL §2.1 seen from the gateway: which slot is the key, how a
// removal looks, how entries sort inside a side, and how a delete is written. The sort must be
// the one clients use (BookState's), since each subscriber's checksum hashes its window in that
// order.
import type { BookLayout } from '../../../src/protocol/book/checksum';
import { bookLayoutOf, deleteEntry, isDeleteEntry } from '../../../src/protocol/book/layout';
import type { BookPrec, BookSide, WireBookEntry } from '../../market/types';

export type EntryKey = number | string;

export interface LayoutOps {
  readonly layout: BookLayout;
  /** Identity of a level (P*) or an order (R0) inside one side. */
  key(entry: WireBookEntry): EntryKey;
  /** COUNT 0 (P*) or PRICE/RATE 0 (R0). */
  isRemoval(entry: WireBookEntry): boolean;
  /** < 0 when `a` ranks before `b` on `side` (best first). */
  compare(side: BookSide, a: WireBookEntry, b: WireBookEntry): number;
  /** The wire delete of `entry`: COUNT 0 / PRICE 0 with the ±1 side marker of the layout. */
  deleteOf(side: BookSide, entry: WireBookEntry): WireBookEntry;
}

export function layoutOf(symbol: string, prec: BookPrec): BookLayout {
  return bookLayoutOf(symbol, prec);
}

const removal = (layout: BookLayout) => (e: WireBookEntry) => isDeleteEntry(layout, e);
// COUNT 0 / PRICE 0 with the side marker of the layout (trading +1 bid, funding −1 bid); the
// entries put in are numbers, so the delete is numbers too.
const deletion = (layout: BookLayout) => (side: BookSide, e: WireBookEntry) =>
  deleteEntry(layout, e, side === 'bids' ? 1 : -1) as WireBookEntry;

/** Price-like slot ordering: bids descending, asks ascending. */
function byLevel(side: BookSide, a: number, b: number): number {
  return side === 'bids' ? b - a : a - b;
}

/** A layout's operations: removals and deletions read by its own rule. */
function opsOf(layout: BookLayout, key: LayoutOps['key'], compare: LayoutOps['compare']): LayoutOps {
  return { layout, key, isRemoval: removal(layout), compare, deleteOf: deletion(layout) };
}

// Entries hold the slots of their layout (checksum.ts), so each slot read here is present.
const tradingP = opsOf(
  'trading-p',
  (e) => e[0]!,
  (side, a, b) => byLevel(side, a[0]!, b[0]!),
);

// Funding levels are keyed by RATE and PERIOD together; equal rates sort by period ascending.
const fundingP = opsOf(
  'funding-p',
  (e) => `${e[0]}:${e[1]}`,
  (side, a, b) => byLevel(side, a[0]!, b[0]!) || a[1]! - b[1]!,
);

// Raw books sort equal prices by order id ascending.
const tradingR = opsOf(
  'trading-r',
  (e) => e[0]!,
  (side, a, b) => byLevel(side, a[1]!, b[1]!) || a[0]! - b[0]!,
);

const fundingR = opsOf(
  'funding-r',
  (e) => e[0]!,
  (side, a, b) => byLevel(side, a[2]!, b[2]!) || a[0]! - b[0]!,
);

const OPS: Record<BookLayout, LayoutOps> = {
  'trading-p': tradingP,
  'funding-p': fundingP,
  'trading-r': tradingR,
  'funding-r': fundingR,
};

export function layoutOps(layout: BookLayout): LayoutOps {
  return OPS[layout];
}

export function sameEntry(a: WireBookEntry, b: WireBookEntry): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
