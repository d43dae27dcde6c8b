// Public trades of the workspace pair: newest on top, price coloured by the taker's side, time in
// the user's format; a virtualised table (react-virtuoso) so a busy market costs a few rows. Its
// settings (the columns shown, whether new trades flash and prices take the side's colour) are
// changed in the trades settings modal and kept in the widget's state (settings.ts).
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
import { WidgetSettingsButton } from '../../app/WidgetSettingsButton';
import { TRADE_COLUMNS, TRADE_OPTIONS, parseTradesState, type TradeColumn } from './settings';

const NUMERIC = new Set(['price', 'amount', 'total']);

/** The registry hands the saved state as it is: the widget reads it (settings.ts). */
export const TradesWidget = observer(function TradesWidget({ state: raw, setState }: WidgetProps<unknown>) {
  const state = parseTradesState(raw);
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

  const shownKey = state.columns.join(',');
  const columns = useMemo(() => {
    const h = columnHelper<PublicTrade>();
    const all = h.columns([
      h.accessor('mts', { id: 'time', header: () => t('trades.time'), cell: (c) => formatClock(c.getValue()) }),
      h.accessor('price', { id: 'price', header: () => t('trades.price'), cell: (c) => formatFixed(c.getValue(), decimals) }),
      h.accessor('amount', { id: 'amount', header: () => t('trades.amount'), cell: (c) => formatSize(c.getValue()) }),
      h.accessor((r) => Math.abs(r.amount) * r.price, {
        id: 'total',
        header: () => t('trades.total'),
        cell: (c) => formatFixed(c.getValue(), 2),
      }),
    ]);
    const shown = shownKey.split(',');
    return all.filter((col) => shown.includes(col.id ?? ''));
  }, [decimals, shownKey]);
  const { flash, sideColour } = state.options;
  const sideOf = (r: PublicTrade) => (r.amount > 0 ? 'up' : 'down');
  const headers: Record<TradeColumn, string> = {
    time: t('trades.time'),
    price: t('trades.price'),
    amount: t('trades.amount'),
    total: t('trades.total'),
  };
  return (
    <section className="w trades" aria-label={t('trades.title', { pair: pairLabel(symbol) })}>
      <div className="w-toolbar">
        <span className="dim">{t('trades.caption', { pair: pairLabel(symbol) })}</span>
        <span className="w-toolbar-gap" />
        <SyncBadge state={feed?.status === 'error' ? 'error' : feed?.status === 'live' ? 'live' : 'loading'} />
        <WidgetSettingsButton
          widget="trades"
          title={t('trades.settings')}
          columns={TRADE_COLUMNS.map((id) => ({ id, label: headers[id] }))}
          requireColumn
          options={TRADE_OPTIONS}
          value={state}
          onSave={(next) => setState({ ...state, ...next })}
        />
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
            `${NUMERIC.has(id) ? '' : 'dim'} ${id === 'price' && sideColour ? sideOf(r) : ''} ${flash && fresh.has(r.id) ? `flash-${sideOf(r)}` : ''}`
          }
          cellProps={(r, id) => (id === 'price' ? { 'data-side': sideOf(r) === 'up' ? 'buy' : 'sell' } : undefined)}
        />
      )}
    </section>
  );
});

const EMPTY: readonly PublicTrade[] = [];
