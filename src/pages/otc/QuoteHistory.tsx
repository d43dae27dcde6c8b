// The account's quotes, newest first: firm, accepted or lapsed (a tanstack table, virtualised).
import { t } from '../../i18n';
import { formatAmount, formatPrice, formatTime } from '../../format';
import { pairLabel } from '../../format/symbols';
import type { OtcQuote } from '../../protocol/account/otc-quote';
import { HistoryTable, columnHelper } from '../../ui/DataTable';

const h = columnHelper<OtcQuote>();
const col = (id: string) => () => t('otc.col', { id });
const columns = h.columns([
  h.display({ id: 'time', header: col('time'), cell: (c) => formatTime(c.row.original.mts) }),
  h.display({ id: 'id', header: col('id'), cell: (c) => String(c.row.original.id) }),
  h.display({ id: 'pair', header: col('pair'), cell: (c) => pairLabel(c.row.original.symbol) }),
  h.display({
    id: 'side',
    header: col('side'),
    cell: (c) => <span className={c.row.original.side === 'buy' ? 'up' : 'down'}>{t('otc.side.name', { side: c.row.original.side })}</span>,
  }),
  h.display({ id: 'amount', header: col('amount'), cell: (c) => formatAmount(c.row.original.amount) }),
  h.display({ id: 'price', header: col('price'), cell: (c) => formatPrice(c.row.original.price) }),
  h.display({ id: 'total', header: col('total'), cell: (c) => formatAmount(c.row.original.total) }),
  h.display({ id: 'status', header: col('status'), cell: (c) => t('otc.status', { status: c.row.original.status }) }),
]);
const NUMERIC = new Set(['id', 'amount', 'price', 'total']);

export function QuoteHistory({ quotes }: { quotes: OtcQuote[] }) {
  return (
    <div className="earn-table">
      <HistoryTable label={t('otc.history')} columns={columns} data={quotes} numeric={NUMERIC} empty={t('otc.history.empty')} />
    </div>
  );
}
