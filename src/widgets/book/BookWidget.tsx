// The order book: bids and asks of the workspace pair with precision P0–P4, 25, 100 or 250 rows, the
// F0/F1 throttle, depth bars, cumulative totals, the spread, a live/resyncing badge, and the
// levels holding the signed-in trader's own orders marked. A click on a price hands it to the order
// form; an Alt+click sets a price alert at it.
import '../market-messages';
import { useCallback, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import BigNumber from 'bignumber.js';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatFixed, formatPercent, pairLabel } from '../../format';
import { bookKey, type BookParams, type BookRow } from '../../models/books';
import { SIGNIFICANT_FIGURES } from '../../protocol/book/precision';
import type { WidgetProps } from '../../layouts/widget-props';
import { BookDepthControls } from '../../ui/BookDepthControls';
import { SyncBadge } from '../../ui/SyncBadge';
import { columnDecimals } from '../../format/columns';
import { useAcquire } from '../../ui/use-acquire';
import { useElementWidth } from '../../ui/use-element-width';
import { BookSide, type BookScroll } from './BookSide';
import type { BookWidgetState } from './state';
import { ownLevels, ownOrdersKey } from './own-levels';
import '../../ui/depth-book.css';
import { usePanelPair } from '../../layouts/panel-pair';
import { setAlertAt } from '../alert-actions';

const SIDE_BY_SIDE_MIN_WIDTH = 460;
/** Stacked, each side scrolls by itself; the asks (worst first) open at the best ask. */
const ASKS_SCROLL: BookScroll = { scroller: 'book-scroller', pinEnd: true };
const BIDS_SCROLL: BookScroll = { scroller: 'book-scroller', pinEnd: false };

export const BookWidget = observer(function BookWidget({ state, setState }: WidgetProps<BookWidgetState>) {
  const root = useStore();
  const { books, workspace, account, settings } = root;
  const symbol = usePanelPair().pair;
  const params: BookParams = { symbol, prec: state.prec, freq: state.throttle ? 'F1' : 'F0', len: state.len };
  const key = bookKey(params);
  useAcquire(() => books.acquire(params), key);
  const feed = books.feeds.get(key);
  const [bodyRef, width] = useElementWidth<HTMLDivElement>();
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const bodyElement = useCallback(
    (el: HTMLDivElement | null) => {
      bodyRef.current = el;
      setBody(el);
    },
    [bodyRef],
  );
  // The user's arrangement (book_layout): side by side where two columns fit, else stacked.
  const sideBySide = settings.bookLayout === 2 && width >= SIDE_BY_SIDE_MIN_WIDTH;
  const sharedScroll = useMemo<BookScroll>(() => ({ parent: body }), [body]);
  const { orders } = account;
  const ownKey = ownOrdersKey(orders.forSymbol(symbol), symbol);
  // Recomputed when the trader's resting orders change (their key), not with every book update;
  // an empty key means none rest in the book.
  const own = useMemo(
    () => ownLevels(ownKey === '' ? [] : orders.forSymbol(symbol), symbol, state.prec),
    [ownKey, orders, symbol, state.prec],
  );
  const onPick = useCallback((price: string) => workspace.pickPrice(symbol, price), [workspace, symbol]);
  const onAlert = useCallback((price: string) => setAlertAt(root, symbol, price), [root, symbol]);

  const view = feed?.view;
  const bestBid = view?.bids[0];
  const bestAsk = view?.asks[0];
  // A coarser grid has fewer significant figures, so fewer decimals to show.
  const decimals = columnDecimals(bestBid?.price ?? bestAsk?.price, SIGNIFICANT_FIGURES[state.prec]);
  let spread: BigNumber | undefined;
  let spreadRatio: BigNumber | undefined;
  if (bestBid && bestAsk) {
    const ask = new BigNumber(String(bestAsk.price));
    spread = ask.minus(String(bestBid.price));
    spreadRatio = ask.isZero() ? undefined : spread.div(ask);
  }
  const sync = feed?.sync ?? 'loading';
  const spreadLine = (
    <div className="book-spread" aria-label={t('book.spreadLabel')}>
      <span className="dim">{t('book.spread')}</span>
      <span className="num">{spread ? formatFixed(spread, decimals) : '–'}</span>
      <span className="num dim">{spreadRatio ? formatPercent(spreadRatio, false) : ''}</span>
    </div>
  );
  const maxTotal = view?.maxTotal ?? new BigNumber(0);
  // Stacked, the asks read worst first down to the best beside the spread.
  const asksWorstFirst = useMemo(() => (view ? [...view.asks].reverse() : []), [view]);
  const bookSide = (side: 'bid' | 'ask', rows: readonly BookRow[], mirrored: boolean, scroll: BookScroll) => (
    <BookSide
      side={side}
      rows={rows}
      maxTotal={maxTotal}
      decimals={decimals}
      mirrored={mirrored}
      onPick={onPick}
      onAlert={onAlert}
      own={side === 'bid' ? own.bids : own.asks}
      scroll={scroll}
    />
  );

  return (
    <section className="w book" aria-label={t('book.title', { pair: pairLabel(symbol) })}>
      <div className="w-toolbar">
        <BookDepthControls prec={state.prec} len={state.len} onChange={(depth) => setState({ ...state, ...depth })} />
        <button
          type="button"
          className="ui-seg-btn w-toggle"
          aria-pressed={state.throttle}
          title={t('book.throttleHint')}
          onClick={() => setState({ ...state, throttle: !state.throttle })}
        >
          {t('book.throttle')}
        </button>
        <span className="w-toolbar-gap" />
        {sideBySide && spreadLine}
        <SyncBadge state={sync} detail={feed?.errorText} />
      </div>
      <div ref={bodyElement} className={`book-body ${sideBySide ? 'book-sbs' : 'book-stacked'} ${sync === 'resyncing' ? 'w-stale' : ''}`}>
        {view &&
          (sideBySide ? (
            <>
              <div className="book-col">{bookSide('bid', view.bids, false, sharedScroll)}</div>
              <div className="book-col">{bookSide('ask', view.asks, true, sharedScroll)}</div>
            </>
          ) : (
            <>
              <div className="book-asks-scroll">{bookSide('ask', asksWorstFirst, true, ASKS_SCROLL)}</div>
              {spreadLine}
              <div className="book-bids-scroll">{bookSide('bid', view.bids, true, BIDS_SCROLL)}</div>
            </>
          ))}
      </div>
    </section>
  );
});
