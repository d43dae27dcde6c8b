// The funding book's own state, saved under its widget key: currency, precision and rows.
import { parseFundingSymbol } from '../../app/funding-symbol';
import { bookLengthFrom, precisionFrom, type BookLength, type BookPrecision } from '../../models/books';

export interface FundingBookWidgetState {
  symbol: string;
  prec: BookPrecision;
  len: BookLength;
}

export function parseFundingBookState(raw: unknown): FundingBookWidgetState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    symbol: parseFundingSymbol(r.symbol),
    prec: typeof r.prec === 'string' ? precisionFrom(r.prec) : 'P0',
    len: bookLengthFrom(r.len),
  };
}
