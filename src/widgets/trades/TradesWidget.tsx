// Public trades of the workspace pair: newest on top, price coloured by the taker's side, time in
// the user's format; a virtualised table (react-virtuoso) so a busy market costs a few rows.
import '../market-messages';
import { useMemo, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatClock, formatFixed, pairLabel } from '../../format';
import type { PublicTrade } from '../../protocol/public/trades';
import type { WidgetProps } from '../../layouts/widget-props';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { SyncBadge } from '../../ui/SyncBadge';
import { columnDecimals, formatSize } from '../../format/columns';
import { useAcquire } from '../../ui/use-acquire';
import './trades.css';
import { usePanelPair } from '../../layouts/panel-pair';

export type TradesWidgetState = Record<string, never>;

const NUMERIC = new Set(['price', 'amount']);

export const TradesWidget = observer(function TradesWidget(_props: WidgetProps<TradesWidgetState>) {
  const { trades } = useStore();
  const symbol = usePanelPair().pair;
  useAcquire(() => trades.acquire(symbol), symbol);
  const feed = trades.feeds.get(symbol);
  const list = feed?.trades ?? EMPTY;
  const decimals = columnDecimals(list[0]?.price);

  // Trades that arrived with the latest publish flash once.
  const seenTop = useRef<{ symbol: string; id: number | undefined }>({ symbol, id: undefined });
  const fresh = useMemo(() => {
    const prev = seenTop.current;
    const out = new Set<number>();
    if (prev.symbol === symbol && prev.id !== undefined) {
      for (const tr of list) {
        if (tr.id === prev.id) break;
        out.add(tr.id);
      }
    }
    seenTop.current = { symbol, id: list[0]?.id };
    return out;
  }, [list, symbol]);

  const columns = useMemo(() => {
    const h = columnHelper<PublicTrade>();
    return h.columns([
      h.accessor('mts', { id: 'time', header: () => t('trades.time'), cell: (c) => formatClock(c.getValue()) }),
      h.accessor('price', { id: 'price', header: () => t('trades.price'), cell: (c) => formatFixed(c.getValue(), decimals) }),
      h.accessor('amount', { id: 'amount', header: () => t('trades.amount'), cell: (c) => formatSize(c.getValue()) }),
    ]);
  }, [decimals]);
  const sideOf = (r: PublicTrade) => (r.amount > 0 ? 'up' : 'down');
  return (
    <section className="w trades" aria-label={t('trades.title', { pair: pairLabel(symbol) })}>
      <div className="w-toolbar">
        <span className="dim">{t('trades.caption', { pair: pairLabel(symbol) })}</span>
        <span className="w-toolbar-gap" />
        <SyncBadge state={feed?.status === 'error' ? 'error' : feed?.status === 'live' ? 'live' : 'loading'} />
      </div>
      {list.length === 0 ? (
        <p className="w-empty dim">{feed?.status === 'live' ? t('trades.empty') : t('app.loading')}</p>
      ) : (
        <DataTable
          label={t('trades.tableLabel')}
          className="trades-table"
          virtualScroller="trades-scroll"
          columns={columns}
          data={list as PublicTrade[]}
          getRowId={(r) => String(r.id)}
          numeric={NUMERIC}
          cellClassName={(r, id) =>
            `${NUMERIC.has(id) ? '' : 'dim'} ${id === 'price' ? sideOf(r) : ''} ${fresh.has(r.id) ? `flash-${sideOf(r)}` : ''}`
          }
          cellProps={(r, id) => (id === 'price' ? { 'data-side': sideOf(r) === 'up' ? 'buy' : 'sell' } : undefined)}
        />
      )}
    </section>
  );
});

const EMPTY: readonly PublicTrade[] = [];
