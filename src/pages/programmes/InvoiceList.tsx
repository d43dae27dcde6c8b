// The merchant's invoices, newest first, with their state (a tanstack table, virtualised).
import { t } from '../../i18n';
import { formatAmount, formatTime } from '../../format';
import type { Invoice } from '../../protocol/programmes/invoices';
import { HistoryTable, columnHelper } from '../../ui/DataTable';

const h = columnHelper<Invoice>();
const col = (id: string) => () => t('pay.col', { id });
const columns = h.columns([
  h.display({ id: 'time', header: col('time'), cell: (c) => formatTime(c.row.original.mts) }),
  h.display({ id: 'id', header: col('id'), cell: (c) => String(c.row.original.id) }),
  h.display({ id: 'amount', header: col('amount'), cell: (c) => `${formatAmount(c.row.original.amount)} ${c.row.original.currency}` }),
  h.display({ id: 'received', header: col('received'), cell: (c) => formatAmount(c.row.original.received) }),
  h.display({ id: 'address', header: col('address'), cell: (c) => <span className="ui-mono">{c.row.original.address}</span> }),
  h.display({
    id: 'status',
    header: col('status'),
    cell: (c) => <span data-status={c.row.original.status}>{t('pay.status', { status: c.row.original.status })}</span>,
  }),
  h.display({ id: 'expires', header: col('expires'), cell: (c) => formatTime(c.row.original.expiresMts) }),
]);
const NUMERIC = new Set(['id', 'amount', 'received']);

export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  return <HistoryTable label={t('pay.invoices')} columns={columns} data={invoices} numeric={NUMERIC} empty={t('pay.invoices.empty')} />;
}
