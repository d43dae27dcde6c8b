// Public trades of the workspace pair: newest on top, price coloured by the taker's side, time in
// the user's format; a virtualised table (react-virtuoso) so a busy market costs a few rows.
import { useMemo, useRef, type ComponentProps } from 'react';
import { observer } from 'mobx-react-lite';
import { TableVirtuoso } from 'react-virtuoso';
import { useTable } from '@tanstack/react-table';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatClock, formatFixed, pairLabel } from '../../format';
import type { PublicTrade } from '../../protocol/public/trades';
import type { WidgetProps } from '../../layouts/widget-props';
import { columnHelper, tableFeatureSet } from '../../ui/DataTable';
import { SyncBadge } from '../../ui/SyncBadge';
import { columnDecimals, formatSize } from '../../format/columns';
import { useAcquire } from '../../ui/use-acquire';
import './trades.css';

export type TradesWidgetState = Record<string, never>;
export const parseTradesState = (): TradesWidgetState => ({});

const NUMERIC = new Set(['price', 'amount']);

export const TradesWidget = observer(function TradesWidget(_props: WidgetProps<TradesWidgetState>) {
  const { trades, workspace } = useStore();
  const symbol = workspace.pair;
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
  const table = useTable({
    features: tableFeatureSet,
    columns,
    data: list as PublicTrade[],
    getRowId: (r: PublicTrade) => String(r.id),
    enableSorting: false,
  });
  const rows = table.getRowModel().rows;

  return (
    <section className="w trades" aria-label={t('trades.title', { pair: pairLabel(symbol) })}>
      <div className="w-toolbar">
        <span className="dim">{t('trades.caption', { pair: pairLabel(symbol) })}</span>
        <span className="w-toolbar-gap" />
        <SyncBadge state={feed?.status === 'error' ? 'error' : feed?.status === 'live' ? 'live' : 'loading'} />
      </div>
      {rows.length === 0 ? (
        <p className="w-empty dim">{feed?.status === 'live' ? t('trades.empty') : t('app.loading')}</p>
      ) : (
        <TableVirtuoso
          className="trades-scroll"
          data={rows}
          computeItemKey={(_, row) => row.id}
          components={TABLE_COMPONENTS}
          fixedHeaderContent={() => (
            <tr>
              {table.getHeaderGroups()[0].headers.map((h) => (
                <th key={h.id} scope="col" className={NUMERIC.has(h.column.id) ? 'num' : undefined}>
                  <table.FlexRender header={h} />
                </th>
              ))}
            </tr>
          )}
          itemContent={(_, row) => {
            const side = row.original.amount > 0 ? 'up' : 'down';
            return row.getAllCells().map((cell) => (
              <td
                key={cell.id}
                className={`${NUMERIC.has(cell.column.id) ? 'num' : 'dim'} ${cell.column.id === 'price' ? side : ''} ${fresh.has(row.original.id) ? `flash-${side}` : ''}`}
                data-side={cell.column.id === 'price' ? (side === 'up' ? 'buy' : 'sell') : undefined}
              >
                <table.FlexRender cell={cell} />
              </td>
            ));
          }}
        />
      )}
    </section>
  );
});

const EMPTY: readonly PublicTrade[] = [];

const TABLE_COMPONENTS = {
  Table: (p: ComponentProps<'table'>) => <table {...p} className="ui-table trades-table" aria-label={t('trades.tableLabel')} />,
};
