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
import { DataTable, columnHelper } from '../../ui/DataTable';
import { WriteButton } from '../../app/write-gate';

const NUMERIC = new Set(['amount', 'original', 'price']);

const h = columnHelper<OrderRow>();
const COLUMNS = h.columns([
  h.display({ id: 'pair', header: () => t('orders.pair'), cell: (c) => pairLabel(c.row.original.order.symbol) }),
  h.display({
    id: 'type',
    header: () => t('orders.type'),
    cell: ({ row: { original: row } }) => (
      <>
        {row.order.type}
        {row.ocoWith !== null && <span className="od-tag">{t('orders.oco')}</span>}
        {row.order.gid !== null && <span className="od-tag">{t('orders.group', { gid: row.order.gid })}</span>}
      </>
    ),
  }),
  h.display({ id: 'amount', header: () => t('orders.amount'), cell: (c) => formatAmount(c.row.original.order.amount) }),
  h.display({ id: 'original', header: () => t('orders.original'), cell: (c) => formatAmount(c.row.original.order.amountOrig) }),
  h.display({
    id: 'price',
    header: () => t('orders.price'),
    cell: ({ row: { original: row } }) => formatPrice(row.order.price ?? row.order.priceTrailing),
  }),
  h.display({ id: 'status', header: () => t('orders.status'), cell: (c) => c.row.original.order.status }),
  h.display({ id: 'created', header: () => t('orders.created'), cell: (c) => formatTime(c.row.original.order.mtsCreate) }),
]);

const CELL_CLASS: Record<string, (row: OrderRow) => string> = {
  amount: (row) => (row.order.amount > 0 ? 'buy' : 'sell'),
  original: () => 'dim',
  created: () => 'dim',
};

export const ActiveOrders = observer(function ActiveOrders() {
  const { account } = useStore();
  const rows = account.orders.rows;
  const [editing, setEditing] = useState<number | null>(null);
  if (rows.length === 0) return <p className="w-empty dim">{t('orders.empty')}</p>;
  return (
    <DataTable
      label={t('orders.active')}
      className="od-table"
      columns={COLUMNS}
      data={rows}
      getRowId={(row) => String(row.order.id)}
      numeric={NUMERIC}
      rowClassName={(row) => (editing === row.order.id ? 'od-editing' : row.groupStart ? 'od-group-start' : 'od-group-member')}
      rowProps={(row) => ({ 'data-order-id': String(row.order.id) })}
      cellClassName={(row, id) => CELL_CLASS[id]?.(row)}
      renderCells={(row) => (editing === row.order.id ? <EditCells order={row.order} onDone={() => setEditing(null)} /> : undefined)}
      actions={{
        header: t('orders.actions'),
        render: (row) => (
          <>
            <WriteButton scope="orders" type="button" className="ui-button" onClick={() => setEditing(row.order.id)}>
              {t('orders.edit')}
            </WriteButton>
            <WriteButton scope="orders" type="button" className="ui-button" onClick={() => account.cancelOrder(row.order.id)}>
              {t('orders.cancelOne')}
            </WriteButton>
          </>
        ),
      }}
    />
  );
});

/** The cells of an order being edited in place: amount and price fields, save and cancel. */
function EditCells({ order, onDone }: { order: Order; onDone(): void }) {
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
    <>
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
    </>
  );
}
