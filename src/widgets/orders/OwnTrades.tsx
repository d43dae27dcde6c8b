// The user's own trades with their fees (te, then tu with the fee).
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatAmount, formatPrice, formatTime, pairLabel } from '../../format';
import type { Trade } from '../../protocol/account/trade';
import { DataTable, columnHelper } from '../../ui/DataTable';

const NUMERIC = new Set(['amount', 'price', 'fee']);

const h = columnHelper<Trade>();
const COLUMNS = h.columns([
  h.display({ id: 'pair', header: () => t('orders.pair'), cell: (c) => pairLabel(c.row.original.symbol) }),
  h.display({ id: 'amount', header: () => t('orders.amount'), cell: (c) => formatAmount(c.row.original.execAmount) }),
  h.display({ id: 'price', header: () => t('orders.price'), cell: (c) => formatPrice(c.row.original.execPrice) }),
  h.display({
    id: 'fee',
    header: () => t('orders.fee'),
    cell: ({ row: { original: tr } }) => (tr.fee === null ? '–' : `${formatAmount(tr.fee)} ${tr.feeCurrency ?? ''}`),
  }),
  h.display({
    id: 'role',
    header: () => t('orders.role'),
    cell: ({ row: { original: tr } }) => (tr.maker === null ? '–' : t('orders.maker', { maker: tr.maker > 0 ? 'maker' : 'taker' })),
  }),
  h.display({ id: 'created', header: () => t('orders.created'), cell: (c) => formatTime(c.row.original.mtsCreate) }),
]);

export const OwnTrades = observer(function OwnTrades({ scrollParent }: { scrollParent: HTMLElement | null }) {
  const { account } = useStore();
  const trades = account.trades.list;
  if (trades.length === 0) return <p className="w-empty dim">{t('orders.tradesEmpty')}</p>;
  return (
    <DataTable
      label={t('orders.trades')}
      className="od-table"
      columns={COLUMNS}
      data={trades}
      getRowId={(tr) => String(tr.id)}
      numeric={NUMERIC}
      cellClassName={(tr, id) => (id === 'amount' ? (tr.execAmount > 0 ? 'buy' : 'sell') : id === 'created' ? 'dim' : undefined)}
      scrollParent={scrollParent}
    />
  );
});
