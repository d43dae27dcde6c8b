// Everything the engine keeps per trading symbol.
import { BookSide } from './book-side';
import { StopBook } from './stops';

export interface SymbolBook {
  readonly symbol: string;
  readonly bids: BookSide;
  readonly asks: BookSide;
  readonly stops: StopBook;
  /** Last trade price, undefined before the first trade (or setLastPrice). */
  last: number | undefined;
}

export function createSymbolBook(symbol: string): SymbolBook {
  return { symbol, bids: new BookSide(1), asks: new BookSide(-1), stops: new StopBook(), last: undefined };
}

export function sideOf(book: SymbolBook, side: 1 | -1): BookSide {
  return side === 1 ? book.bids : book.asks;
}
