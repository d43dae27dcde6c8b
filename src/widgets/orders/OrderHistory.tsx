// The order history (REST `/v2/auth/r/orders/hist` plus this session's closed orders) and its filters.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatAmount, formatPrice, formatTime, pairLabel } from '../../format';
import { BASE_TYPES } from '../../protocol/order-types';
import type { Order } from '../../protocol/account/order';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { filterHistory } from './history-filter';
import type { OrdersState, SideFilter, StatusFilter } from './state';
import { ToolbarSelect } from '../../ui/ToolbarSelect';
import { usePanelPair } from '../../layouts/panel-pair';

const NUMERIC = new Set(['original', 'price', 'avgPrice']);

const h = columnHelper<Order>();
const COLUMNS = h.columns([
  h.display({ id: 'pair', header: () => t('orders.pair'), cell: (c) => pairLabel(c.row.original.symbol) }),
  h.display({ id: 'type', header: () => t('orders.type'), cell: (c) => c.row.original.type }),
  h.display({ id: 'original', header: () => t('orders.original'), cell: (c) => formatAmount(c.row.original.amountOrig) }),
  h.display({ id: 'price', header: () => t('orders.price'), cell: (c) => formatPrice(c.row.original.price) }),
  h.display({
    id: 'avgPrice',
    header: () => t('orders.avgPrice'),
    cell: ({ row: { original: o } }) => (o.priceAvg ? formatPrice(o.priceAvg) : '–'),
  }),
  h.display({ id: 'status', header: () => t('orders.status'), cell: (c) => c.row.original.status }),
  h.display({ id: 'updated', header: () => t('orders.updated'), cell: (c) => formatTime(c.row.original.mtsUpdate) }),
]);

const PAIR_FILTERS = ['current', 'all'] as const;
const STATUS_FILTERS: readonly StatusFilter[] = ['any', 'executed', 'canceled', 'partial'];
const TYPE_FILTERS: readonly string[] = ['any', ...BASE_TYPES];

export const OrderHistory = observer(function OrderHistory({
  state,
  setState,
  scrollParent,
}: {
  state: OrdersState;
  setState(s: OrdersState): void;
  /** The panel body that scrolls the table. */
  scrollParent: HTMLElement | null;
}) {
  const { account } = useStore();
  const orders = account.orders;
  const pair = usePanelPair().pair;
  useEffect(() => {
    void orders.loadHistory(state.allPairs ? undefined : pair);
  }, [orders, pair, state.allPairs]);
  const rows = filterHistory(orders.historyRows, pair, state);
  return (
    <>
      <div className="od-filters">
        <ToolbarSelect
          label={t('orders.filterPair')}
          value={state.allPairs ? 'all' : 'current'}
          values={PAIR_FILTERS}
          optionLabel={(v) => t(`orders.filterPair.${v}`)}
          onChange={(v) => setState({ ...state, allPairs: v === 'all' })}
        />
        <ToolbarSelect
          label={t('orders.filterStatus')}
          value={state.status}
          values={STATUS_FILTERS}
          optionLabel={(v) => t(v === 'any' ? 'orders.any' : `orders.status.${v}`)}
          onChange={(status) => setState({ ...state, status })}
        />
        <ToolbarSelect
          label={t('orders.filterType')}
          value={state.type}
          values={TYPE_FILTERS}
          optionLabel={(v) => (v === 'any' ? t('orders.any') : t('orderForm.type.option', { type: v.replace(/ /g, '_') }))}
          onChange={(type) => setState({ ...state, type })}
        />
        <label>
          {t('orders.filterSide')}{' '}
          <select className="ui-select" value={state.side} onChange={(e) => setState({ ...state, side: e.target.value as SideFilter })}>
            <option value="any">{t('orders.any')}</option>
            <option value="buy">{t('trading.buy')}</option>
            <option value="sell">{t('trading.sell')}</option>
          </select>
        </label>
        <button type="button" className="ui-button" onClick={() => void orders.loadHistory(state.allPairs ? undefined : pair)}>
          {t('orders.reload')}
        </button>
      </div>
      {orders.historyState === 'error' && (
        <p className="w-empty tr-error" role="alert">
          {t('orders.historyError', { text: orders.historyError ?? '' })}
        </p>
      )}
      {orders.historyState === 'loading' && rows.length === 0 ? (
        <p className="w-empty dim" role="status">
          {t('orders.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="w-empty dim">{t('orders.historyEmpty')}</p>
      ) : (
        <DataTable
          label={t('orders.history')}
          className="od-table"
          columns={COLUMNS}
          data={rows}
          getRowId={(o) => String(o.id)}
          numeric={NUMERIC}
          cellClassName={(o, id) => (id === 'original' ? (o.amountOrig > 0 ? 'buy' : 'sell') : id === 'updated' ? 'dim' : undefined)}
          scrollParent={scrollParent}
        />
      )}
    </>
  );
});
