// The book checksum (PROTOCOL §2.2): the first 25 entries of each side, interleaved bid, ask,
// bid, ask…, KEY then AMOUNT, joined by ':', CRC-32 as a signed 32-bit integer. Numbers are the
// exact wire text; a JS number stands for String(n), which is what JSON.stringify sends.
// bookChecksum is the plain reference; BookState (state.ts) computes the same value
// incrementally, and the tests hold the two equal.
import CRC32 from 'crc-32';

export type WireNumber = number | string;
/** A book entry as on the wire (see layout.ts for the four layouts). */
export type WireEntry = readonly WireNumber[];
export type BookLayout = 'trading-p' | 'funding-p' | 'trading-r' | 'funding-r';

export const CHECKSUM_DEPTH = 25;

/** Index of the entry's KEY and AMOUNT for each layout. */
export const KEY_AMOUNT: Record<BookLayout, readonly [number, number]> = {
  'trading-p': [0, 2], // [PRICE, COUNT, AMOUNT]
  'funding-p': [0, 3], // [RATE, PERIOD, COUNT, AMOUNT]
  'trading-r': [0, 2], // [ORDER_ID, PRICE, AMOUNT]
  'funding-r': [0, 3], // [OFFER_ID, PERIOD, RATE, AMOUNT]
};

export function checksumOfText(text: string): number {
  return text === '' ? 0 : CRC32.str(text) | 0;
}

/** bids and asks best-first, as sorted by the book rules. */
export function bookChecksum(bids: readonly WireEntry[], asks: readonly WireEntry[], layout: BookLayout): number {
  const [k, a] = KEY_AMOUNT[layout];
  const parts: string[] = [];
  for (let i = 0; i < CHECKSUM_DEPTH; i++) {
    const bid = bids[i];
    if (bid) parts.push(String(bid[k]), String(bid[a]));
    const ask = asks[i];
    if (ask) parts.push(String(ask[k]), String(ask[a]));
  }
  return checksumOfText(parts.join(':'));
}
