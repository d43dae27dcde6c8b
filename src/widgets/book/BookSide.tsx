// One side of the order book: price, amount, cumulative total and count, with a translucent
// depth bar behind each row. Clicking a price hands it to the order form.
import { memo, useMemo, type CSSProperties } from 'react';
import BigNumber from 'bignumber.js';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { formatFixed } from '../../format';
import { t } from '../../i18n';
import type { BookRow } from '../../models/books';
import { formatSize } from '../shared/numbers';

export interface BookSideProps {
  side: 'bid' | 'ask';
  rows: readonly BookRow[];
  maxTotal: BigNumber;
  decimals: number;
  /** Columns mirrored (asks of a side-by-side book read price first). */
  mirrored: boolean;
  onPick(price: string): void;
}

const NUMERIC = new Set(['price', 'amount', 'total', 'count']);

export const BookSide = memo(function BookSide({ side, rows, maxTotal, decimals, mirrored, onPick }: BookSideProps) {
  const columns = useMemo(() => {
    const h = columnHelper<BookRow>();
    const price = h.accessor('price', {
      id: 'price',
      header: () => t('book.price'),
      cell: (c) => {
        const text = formatFixed(c.getValue(), decimals);
        return (
          <button type="button" className={`book-price ${side === 'bid' ? 'up' : 'down'}`} onClick={() => onPick(String(c.getValue()))} aria-label={t('book.pickPrice', { price: text })}>
            {text}
          </button>
        );
      },
    });
    const amount = h.accessor('amount', { id: 'amount', header: () => t('book.amount'), cell: (c) => formatSize(c.getValue()) });
    const total = h.accessor('total', { id: 'total', header: () => t('book.total'), cell: (c) => formatSize(c.getValue()) });
    const count = h.accessor('count', { id: 'count', header: () => t('book.count'), cell: (c) => String(c.getValue()) });
    return mirrored ? h.columns([price, total, amount, count]) : h.columns([count, amount, total, price]);
  }, [decimals, mirrored, side, onPick]);

  const max = maxTotal.isZero() ? new BigNumber(1) : maxTotal;
  return (
    <DataTable
      label={side === 'bid' ? t('book.bids') : t('book.asks')}
      className={`book-table book-${side} ${mirrored ? 'book-mirrored' : ''}`}
      columns={columns}
      data={rows as BookRow[]}
      getRowId={(r) => r.id}
      numeric={NUMERIC}
      rowStyle={(r) => ({ '--depth': `${r.total.div(max).times(100).toFixed(2)}%` }) as CSSProperties}
      empty={<span className="dim">{t('book.empty')}</span>}
    />
  );
});
