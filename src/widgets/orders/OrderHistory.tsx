// The order history (REST `/v2/auth/r/orders/hist` plus this session's closed orders) and its filters.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatAmount, formatPrice, formatTime, pairLabel } from '../../format';
import { BASE_TYPES } from '../../protocol/order-types';
import { filterHistory } from './history-filter';
import type { OrdersState, SideFilter, StatusFilter } from './state';

export const OrderHistory = observer(function OrderHistory({ state, setState }: { state: OrdersState; setState(s: OrdersState): void }) {
  const { account, workspace } = useStore();
  const orders = account.orders;
  const pair = workspace.pair;
  useEffect(() => {
    void orders.loadHistory(state.allPairs ? undefined : pair);
  }, [orders, pair, state.allPairs]);
  const rows = filterHistory(orders.historyRows, pair, state);
  return (
    <>
      <div className="od-filters">
        <label>
          {t('orders.filterPair')}{' '}
          <select
            className="ui-select"
            value={state.allPairs ? 'all' : 'current'}
            onChange={(e) => setState({ ...state, allPairs: e.target.value === 'all' })}
          >
            <option value="current">{t('orders.filterPair.current')}</option>
            <option value="all">{t('orders.filterPair.all')}</option>
          </select>
        </label>
        <label>
          {t('orders.filterStatus')}{' '}
          <select
            className="ui-select"
            value={state.status}
            onChange={(e) => setState({ ...state, status: e.target.value as StatusFilter })}
          >
            <option value="any">{t('orders.any')}</option>
            <option value="executed">{t('orders.status.executed')}</option>
            <option value="canceled">{t('orders.status.canceled')}</option>
            <option value="partial">{t('orders.status.partial')}</option>
          </select>
        </label>
        <label>
          {t('orders.filterType')}{' '}
          <select className="ui-select" value={state.type} onChange={(e) => setState({ ...state, type: e.target.value })}>
            <option value="any">{t('orders.any')}</option>
            {BASE_TYPES.map((b) => (
              <option key={b} value={b}>
                {t('orderForm.type.option', { type: b.replace(/ /g, '_') })}
              </option>
            ))}
          </select>
        </label>
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
        <table className="ui-table od-table" aria-label={t('orders.history')}>
          <thead>
            <tr>
              <th scope="col">{t('orders.pair')}</th>
              <th scope="col">{t('orders.type')}</th>
              <th scope="col" className="num">
                {t('orders.original')}
              </th>
              <th scope="col" className="num">
                {t('orders.price')}
              </th>
              <th scope="col" className="num">
                {t('orders.avgPrice')}
              </th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col">{t('orders.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.id}>
                <td>{pairLabel(o.symbol)}</td>
                <td>{o.type}</td>
                <td className={`num ${o.amountOrig > 0 ? 'buy' : 'sell'}`}>{formatAmount(o.amountOrig)}</td>
                <td className="num">{formatPrice(o.price)}</td>
                <td className="num">{o.priceAvg ? formatPrice(o.priceAvg) : '–'}</td>
                <td>{o.status}</td>
                <td className="dim">{formatTime(o.mtsUpdate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
});
