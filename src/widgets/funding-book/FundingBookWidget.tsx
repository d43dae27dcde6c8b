// The funding book of one currency: bids (borrowers) and offers (lenders) grouped by rate and
// period, with cumulative totals, depth bars and the live/resyncing badge; rows virtualised.
import '../market-messages';
import { memo, useMemo, type CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import BigNumber from 'bignumber.js';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatDailyRate, pairLabel } from '../../format';
import { bookKey, type BookParams, type BookRow } from '../../models/books';
import type { WidgetProps } from '../../layouts/widget-props';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { BookDepthControls } from '../../ui/BookDepthControls';
import { FundingSymbolPicker } from '../../app/FundingSymbolPicker';
import { useFollowFunding } from '../../app/use-follow-funding';
import { SyncBadge } from '../../ui/SyncBadge';
import { formatSize } from '../../format/columns';
import { useAcquire } from '../../ui/use-acquire';
import '../../ui/depth-book.css';
import type { FundingBookWidgetState } from './state';

const NUMERIC = new Set(['rate', 'period', 'count', 'amount', 'total']);

const FundingSide = memo(function FundingSide({
  side,
  rows,
  maxTotal,
}: {
  side: 'bid' | 'ask';
  rows: readonly BookRow[];
  maxTotal: BigNumber;
}) {
  // Asks come worst first, so their list opens (and stays) at its end, beside the spread.
  const pinEnd = side === 'ask';
  const columns = useMemo(() => {
    const h = columnHelper<BookRow>();
    return h.columns([
      h.accessor('price', {
        id: 'rate',
        header: () => t('fundingBook.rate'),
        cell: (c) => <span className={side === 'bid' ? 'up' : 'down'}>{formatDailyRate(c.getValue())}</span>,
      }),
      h.accessor('period', {
        id: 'period',
        header: () => t('fundingBook.period'),
        cell: (c) => t('fundingBook.days', { days: c.getValue() ?? 0 }),
      }),
      h.accessor('count', { id: 'count', header: () => t('book.count'), cell: (c) => String(c.getValue()) }),
      h.accessor('amount', { id: 'amount', header: () => t('book.amount'), cell: (c) => formatSize(c.getValue()) }),
      h.accessor('total', { id: 'total', header: () => t('book.total'), cell: (c) => formatSize(c.getValue()) }),
    ]);
  }, [side]);
  const max = maxTotal.isZero() ? new BigNumber(1) : maxTotal;
  return (
    <DataTable
      label={side === 'bid' ? t('fundingBook.bids') : t('fundingBook.offers')}
      className={`book-table book-${side} book-mirrored`}
      columns={columns}
      data={rows as BookRow[]}
      getRowId={(r) => r.id}
      numeric={NUMERIC}
      rowStyle={(r) => ({ '--depth': `${r.total.div(max).times(100).toFixed(2)}%` }) as CSSProperties}
      empty={<span className="dim">{t('book.empty')}</span>}
      virtualScroller="book-scroller"
      pinEnd={pinEnd}
    />
  );
});

export const FundingBookWidget = observer(function FundingBookWidget({ state, setState }: WidgetProps<FundingBookWidgetState>) {
  const { books } = useStore();
  useFollowFunding(state.symbol, (symbol) => setState({ ...state, symbol }));
  const params: BookParams = { symbol: state.symbol, prec: state.prec, freq: 'F0', len: state.len };
  const key = bookKey(params);
  useAcquire(() => books.acquire(params), key);
  const feed = books.feeds.get(key);
  const view = feed?.view;
  const maxTotal = view?.maxTotal ?? new BigNumber(0);
  return (
    <section className="w fbook" aria-label={t('fundingBook.title', { currency: pairLabel(state.symbol) })}>
      <div className="w-toolbar">
        <FundingSymbolPicker value={state.symbol} onChange={(symbol) => setState({ ...state, symbol })} />
        <BookDepthControls prec={state.prec} len={state.len} onChange={(depth) => setState({ ...state, ...depth })} />
        <span className="w-toolbar-gap" />
        <SyncBadge state={feed?.sync ?? 'loading'} detail={feed?.errorText} />
      </div>
      <div className={`book-body book-stacked ${feed?.sync === 'resyncing' ? 'w-stale' : ''}`}>
        {view && (
          <>
            <div className="book-asks-scroll">
              <FundingSide side="ask" rows={[...view.asks].reverse()} maxTotal={maxTotal} />
            </div>
            <div className="book-spread dim">{t('fundingBook.between')}</div>
            <div className="book-bids-scroll">
              <FundingSide side="bid" rows={view.bids} maxTotal={maxTotal} />
            </div>
          </>
        )}
      </div>
    </section>
  );
});
