// The order book widget's own state, saved under its widget key; a new panel starts at the user's
// default precision.
import type { WidgetDefaults } from '../../layouts/widget-props';
import { BOOK_PRECISIONS, bookLengthFrom, precisionFrom, type BookLength, type BookPrecision } from '../../models/books';

export interface BookWidgetState {
  prec: BookPrecision;
  len: BookLength;
  /** F1: the exchange batches updates every 2 s (market-side §5: F1 when throttle is on). */
  throttle: boolean;
}

export const DEFAULT_BOOK_STATE: BookWidgetState = { prec: 'P0', len: '25', throttle: false };

export function parseBookState(raw: unknown, defaults?: Pick<WidgetDefaults, 'bookPrecision'>): BookWidgetState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    prec:
      typeof r.prec === 'string' && (BOOK_PRECISIONS as readonly string[]).includes(r.prec)
        ? precisionFrom(r.prec)
        : (defaults?.bookPrecision ?? DEFAULT_BOOK_STATE.prec),
    len: bookLengthFrom(r.len),
    throttle: typeof r.throttle === 'boolean' ? r.throttle : DEFAULT_BOOK_STATE.throttle,
  };
}
