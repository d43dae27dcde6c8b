// A public book's two sides side by side, with depth bars behind the rows (the share of the
// side's total), for the order-book and funding-book pages.
import type { CSSProperties } from 'react';
import { formatAmount, formatDailyRate, formatPrice } from '../../format/number';
import { t } from '../../i18n';
import type { BookRow } from './book-rows';

interface Side {
  title: string;
  rows: readonly BookRow[];
  up: boolean;
}

export function BookTables({ bids, asks, funding }: { bids: Side; asks: Side; funding: boolean }) {
  return (
    <div className="mk-book">
      {[bids, asks].map((side) => (
        <BookSide key={side.title} side={side} funding={funding} />
      ))}
    </div>
  );
}

function BookSide({ side, funding }: { side: Side; funding: boolean }) {
  const max = side.rows.at(-1)?.total ?? 0;
  return (
    <table className="mk-table mk-book-side" aria-label={side.title}>
      <caption>{side.title}</caption>
      <thead>
        <tr>
          <th scope="col">{funding ? t('mk.fbook.rate') : t('mk.book.price')}</th>
          {funding && <th scope="col">{t('mk.fbook.period')}</th>}
          <th scope="col">{t('mk.book.amount')}</th>
          <th scope="col">{t('mk.book.total')}</th>
        </tr>
      </thead>
      <tbody>
        {side.rows.map((r) => (
          <tr
            key={`${r.price}:${r.period ?? ''}`}
            className={side.up ? 'mk-depth-up' : 'mk-depth-down'}
            style={{ '--depth': `${max > 0 ? (r.total / max) * 100 : 0}%` } as CSSProperties}
          >
            <td className={side.up ? 'mk-up' : 'mk-down'}>{funding ? formatDailyRate(r.price) : formatPrice(r.price)}</td>
            {funding && <td>{r.period}</td>}
            <td>{formatAmount(r.amount, 4)}</td>
            <td>{formatAmount(r.total, 4)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
