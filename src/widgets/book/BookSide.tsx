// One side of the order book: price, amount, cumulative total and count, with a translucent
// depth bar behind each row, and a dot on the levels that hold one of the trader's orders.
// Clicking a price hands it to the order form; Alt+click (or Alt+Enter) sets a price alert there. Rows are virtualised: a book of 250 levels keeps
// only the rows in view in the page.
import { memo, useMemo, type CSSProperties } from 'react';
import BigNumber from 'bignumber.js';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { formatFixed } from '../../format';
import { t } from '../../i18n';
import type { BookRow } from '../../models/books';
import { formatSize } from '../../format/columns';
import type { OwnLevel } from './own-levels';

export interface BookSideProps {
  side: 'bid' | 'ask';
  rows: readonly BookRow[];
  maxTotal: BigNumber;
  decimals: number;
  /** Columns mirrored (asks of a side-by-side book read price first). */
  mirrored: boolean;
  onPick(price: string): void;
  /** Alt+click or Alt+Enter on a price: a price alert at that level. */
  onAlert(price: string): void;
  /** The trader's orders by level price (after grouping). */
  own: ReadonlyMap<number, OwnLevel>;
  /** Where the virtualised rows scroll: the book body both sides share, or a scroller of their own. */
  scroll: BookScroll;
}

export type BookScroll = { parent: HTMLElement | null } | { scroller: string; pinEnd: boolean };

const NO_OWN: ReadonlyMap<number, OwnLevel> = new Map();

const NUMERIC = new Set(['price', 'amount', 'total', 'count']);

export const BookSide = memo(function BookSide({
  side,
  rows,
  maxTotal,
  decimals,
  mirrored,
  onPick,
  onAlert,
  own = NO_OWN,
  scroll,
}: BookSideProps) {
  const columns = useMemo(() => {
    const h = columnHelper<BookRow>();
    const price = h.accessor('price', {
      id: 'price',
      header: () => t('book.price'),
      cell: (c) => {
        const text = formatFixed(c.getValue(), decimals);
        const mine = own.size > 0 ? own.get(Number(c.getValue())) : undefined;
        const note = mine && t('book.ownOrders', { count: mine.count, amount: formatSize(mine.amount) });
        const dot = mine && (
          <span className="book-own" role="img" aria-label={note} title={note} data-testid="own-order">
            ●
          </span>
        );
        return (
          <>
            {!mirrored && dot}
            <button
              type="button"
              className={`book-price ${side === 'bid' ? 'up' : 'down'}`}
              onClick={(e) => (e.altKey ? onAlert : onPick)(String(c.getValue()))}
              onKeyDown={(e) => {
                if (e.altKey && e.key === 'Enter') {
                  e.preventDefault();
                  onAlert(String(c.getValue()));
                }
              }}
              aria-label={t('book.pickPrice', { price: text })}
            >
              {text}
            </button>
            {mirrored && dot}
          </>
        );
      },
    });
    const amount = h.accessor('amount', { id: 'amount', header: () => t('book.amount'), cell: (c) => formatSize(c.getValue()) });
    const total = h.accessor('total', { id: 'total', header: () => t('book.total'), cell: (c) => formatSize(c.getValue()) });
    const count = h.accessor('count', { id: 'count', header: () => t('book.count'), cell: (c) => String(c.getValue()) });
    return mirrored ? h.columns([price, total, amount, count]) : h.columns([count, amount, total, price]);
  }, [decimals, mirrored, side, onPick, onAlert, own]);

  const max = maxTotal.isZero() ? new BigNumber(1) : maxTotal;
  return (
    <DataTable
      label={side === 'bid' ? t('book.bids') : t('book.asks')}
      className={`book-table book-${side} ${mirrored ? 'book-mirrored' : ''}`}
      columns={columns}
      data={rows as BookRow[]}
      getRowId={(r) => r.id}
      numeric={NUMERIC}
      rowClassName={own.size > 0 ? (r) => (own.has(Number(r.price)) ? 'book-own-row' : undefined) : undefined}
      rowStyle={(r) => ({ '--depth': `${r.total.div(max).times(100).toFixed(2)}%` }) as CSSProperties}
      empty={<span className="dim">{t('book.empty')}</span>}
      {...('parent' in scroll ? { scrollParent: scroll.parent } : { virtualScroller: scroll.scroller, pinEnd: scroll.pinEnd })}
    />
  );
});
