// Active orders (edit price and amount in place → ou, cancel → oc, cancel all → oc_multi, grouped
// by gid with OCO pairs together), the order history with its filters, and own trades with fees.
import '../order-messages';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import type { WidgetProps } from '../../layouts/widget-props';
import { Segmented } from '../../ui/Segmented';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { AccountGate } from '../../app/AccountGate';
import { WriteButton } from '../../app/write-gate';
import { ActiveOrders } from './ActiveOrders';
import { OrderHistory } from './OrderHistory';
import { OwnTrades } from './OwnTrades';
import type { OrdersState } from './state';
import './orders.css';

export const OrdersWidget = observer(function OrdersWidget({ state, setState }: WidgetProps<OrdersState>) {
  const { account } = useStore();
  const [confirmAll, setConfirmAll] = useState(false);
  // The panel body scrolls the history and trade tables, which draw only the rows in view.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const count = account.orders.active.size;
  return (
    <section className="w" aria-label={t('orders.label')}>
      <div className="w-toolbar">
        <Segmented
          label={t('orders.tabs')}
          value={state.tab}
          options={[
            { value: 'active', label: `${t('orders.active')}${count ? ` (${count})` : ''}` },
            { value: 'history', label: t('orders.history') },
            { value: 'trades', label: t('orders.trades') },
          ]}
          onChange={(tab) => setState({ ...state, tab })}
        />
        <span className="w-toolbar-gap" />
        {state.tab === 'active' && account.signedIn && (
          <WriteButton scope="orders" type="button" className="ui-button" disabled={count === 0} onClick={() => setConfirmAll(true)}>
            {t('orders.cancelAll')}
          </WriteButton>
        )}
      </div>
      <AccountGate>
        <div className="w-scroll" ref={setScroller}>
          {state.tab === 'active' && <ActiveOrders />}
          {state.tab === 'history' && <OrderHistory state={state} setState={setState} scrollParent={scroller} />}
          {state.tab === 'trades' && <OwnTrades scrollParent={scroller} />}
        </div>
      </AccountGate>
      {confirmAll && (
        <ConfirmModal
          title={t('orders.cancelAll')}
          body={t('orders.cancelAllConfirm', { count })}
          confirmLabel={t('orders.cancelAll')}
          cancelLabel={t('trading.cancel')}
          danger
          onConfirm={() => {
            setConfirmAll(false);
            account.cancelAllOrders();
          }}
          onCancel={() => setConfirmAll(false)}
        />
      )}
    </section>
  );
});
