// The active orders table with in-place editing of price and amount.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import BigNumber from 'bignumber.js';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatAmount, formatPrice, formatTime, pairLabel } from '../../format';
import type { Order } from '../../protocol/account/order';
import type { OrderRow } from '../../models/account/orders';
import { errorMessage, numericError } from '../../ui/field-error';

export const ActiveOrders = observer(function ActiveOrders() {
  const { account } = useStore();
  const rows = account.orders.rows;
  const [editing, setEditing] = useState<number | null>(null);
  if (rows.length === 0) return <p className="w-empty dim">{t('orders.empty')}</p>;
  return (
    <table className="ui-table od-table" aria-label={t('orders.active')}>
      <thead>
        <tr>
          <th scope="col">{t('orders.pair')}</th>
          <th scope="col">{t('orders.type')}</th>
          <th scope="col" className="num">
            {t('orders.amount')}
          </th>
          <th scope="col" className="num">
            {t('orders.original')}
          </th>
          <th scope="col" className="num">
            {t('orders.price')}
          </th>
          <th scope="col">{t('orders.status')}</th>
          <th scope="col">{t('orders.created')}</th>
          <th scope="col" className="od-actions">
            {t('orders.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) =>
          editing === row.order.id ? (
            <EditRow key={row.order.id} order={row.order} onDone={() => setEditing(null)} />
          ) : (
            <ActiveRow key={row.order.id} row={row} onEdit={() => setEditing(row.order.id)} />
          ),
        )}
      </tbody>
    </table>
  );
});

const ActiveRow = observer(function ActiveRow({ row, onEdit }: { row: OrderRow; onEdit(): void }) {
  const { account } = useStore();
  const o = row.order;
  const side = o.amount > 0 ? 'buy' : 'sell';
  return (
    <tr className={`${row.groupStart ? 'od-group-start' : 'od-group-member'}`} data-order-id={o.id}>
      <td>{pairLabel(o.symbol)}</td>
      <td>
        {o.type}
        {row.ocoWith !== null && <span className="od-tag">{t('orders.oco')}</span>}
        {o.gid !== null && <span className="od-tag">{t('orders.group', { gid: o.gid })}</span>}
      </td>
      <td className={`num ${side}`}>{formatAmount(o.amount)}</td>
      <td className="num dim">{formatAmount(o.amountOrig)}</td>
      <td className="num">{formatPrice(o.price ?? o.priceTrailing)}</td>
      <td>{o.status}</td>
      <td className="dim">{formatTime(o.mtsCreate)}</td>
      <td className="od-actions">
        <button type="button" className="ui-button" onClick={onEdit}>
          {t('orders.edit')}
        </button>
        <button type="button" className="ui-button" onClick={() => account.cancelOrder(o.id)}>
          {t('orders.cancelOne')}
        </button>
      </td>
    </tr>
  );
});

function EditRow({ order, onDone }: { order: Order; onDone(): void }) {
  const { account } = useStore();
  const [price, setPrice] = useState(order.price === null ? '' : new BigNumber(order.price).toFixed());
  const [amount, setAmount] = useState(new BigNumber(order.amount).abs().toFixed());
  const priceErr = order.price === null ? undefined : numericError(price);
  const amountErr = numericError(amount);
  const save = () => {
    if (priceErr || amountErr) return;
    const signed = order.amount < 0 ? new BigNumber(amount).negated() : new BigNumber(amount);
    const update: { id: number; price?: string; amount?: string } = { id: order.id };
    if (order.price !== null && !new BigNumber(price).eq(order.price)) update.price = price.trim();
    if (!signed.eq(order.amount)) update.amount = signed.toFixed();
    if (update.price !== undefined || update.amount !== undefined) account.updateOrder(update);
    onDone();
  };
  return (
    <tr className="od-editing" data-order-id={order.id}>
      <td>{pairLabel(order.symbol)}</td>
      <td>{order.type}</td>
      <td className="num">
        <input
          className="ui-input num od-edit"
          aria-label={t('orders.editAmount')}
          value={amount}
          aria-invalid={amountErr ? true : undefined}
          title={errorMessage(amountErr)}
          onChange={(e) => setAmount(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') save();
            if (e.key === 'Escape') onDone();
          }}
        />
      </td>
      <td className="num dim">{formatAmount(order.amountOrig)}</td>
      <td className="num">
        {order.price !== null && (
          <input
            className="ui-input num od-edit"
            aria-label={t('orders.editPrice')}
            value={price}
            aria-invalid={priceErr ? true : undefined}
            title={errorMessage(priceErr)}
            onChange={(e) => setPrice(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') save();
              if (e.key === 'Escape') onDone();
            }}
          />
        )}
      </td>
      <td>{order.status}</td>
      <td />
      <td className="od-actions">
        <button type="button" className="ui-button ui-button-primary" onClick={save} disabled={Boolean(priceErr || amountErr)}>
          {t('orders.saveEdit')}
        </button>
        <button type="button" className="ui-button" onClick={onDone}>
          {t('trading.cancel')}
        </button>
      </td>
    </tr>
  );
}
