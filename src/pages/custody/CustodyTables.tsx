// The custody page's tables (tanstack, through DataTable): each currency's transfer terms, the
// balances and portfolio (custody balance, what the exchange wallet has available, the index price,
// the value, the share of the total and the yearly custody fee), the transfers and the custody fees
// charged (each holding's fee a period, the balance it left), newest first.
import { t } from '../../i18n';
import { formatAmount, formatFixed, formatPercent, formatPrice, formatTime } from '../../format';
import { currencyLabel } from '../../format/symbols';
import type { CustodyAssetFee, CustodyFeeCharge, CustodyHolding, CustodyTransfer } from '../../protocol/account/custody';
import { DataTable, columnHelper } from '../../ui/DataTable';

const col = (id: string) => () => t('custody.col', { id });

const fh = columnHelper<CustodyAssetFee>();
const feeColumns = fh.columns([
  fh.display({ id: 'currency', header: col('currency'), cell: (c) => currencyLabel(c.row.original.currency) }),
  fh.display({
    id: 'transferFee',
    header: col('transferFee'),
    cell: (c) => formatAmount(c.row.original.transferFee, c.row.original.decimals),
  }),
  fh.display({
    id: 'minTransfer',
    header: col('minTransfer'),
    cell: (c) => formatAmount(c.row.original.minTransfer, c.row.original.decimals),
  }),
  fh.display({ id: 'decimals', header: col('decimals'), cell: (c) => String(c.row.original.decimals) }),
]);
const FEES_NUMERIC = new Set(['transferFee', 'minTransfer', 'decimals']);

export function FeesTable({ assets }: { assets: CustodyAssetFee[] }) {
  return (
    <DataTable
      label={t('custody.fees')}
      className="od-table"
      columns={feeColumns}
      data={assets}
      getRowId={(a) => a.currency}
      numeric={FEES_NUMERIC}
    />
  );
}

const ph = columnHelper<CustodyHolding>();
const portfolioColumns = ph.columns([
  ph.display({ id: 'currency', header: col('currency'), cell: (c) => currencyLabel(c.row.original.currency) }),
  ph.display({ id: 'custody', header: col('custody'), cell: (c) => formatAmount(c.row.original.custody) }),
  ph.display({ id: 'exchange', header: col('exchange'), cell: (c) => formatAmount(c.row.original.exchange) }),
  ph.display({ id: 'index', header: col('index'), cell: (c) => formatPrice(c.row.original.indexPrice) }),
  ph.display({ id: 'value', header: col('value'), cell: (c) => formatFixed(c.row.original.valueUsd, 2) }),
  ph.display({
    id: 'share',
    header: col('share'),
    cell: (c) => (
      <span className="cu-share">
        <span className="cu-share-bar" aria-hidden="true">
          <span style={{ width: `${Math.min(100, c.row.original.share * 100)}%` }} />
        </span>
        {formatPercent(c.row.original.share, false)}
      </span>
    ),
  }),
  ph.display({ id: 'yearlyFee', header: col('yearlyFee'), cell: (c) => formatFixed(c.row.original.yearlyFeeUsd, 2) }),
]);
const PORTFOLIO_NUMERIC = new Set(['custody', 'exchange', 'index', 'value', 'share', 'yearlyFee']);

export function PortfolioTable({ holdings }: { holdings: CustodyHolding[] }) {
  return (
    <DataTable
      label={t('custody.portfolio')}
      className="od-table"
      columns={portfolioColumns}
      data={holdings}
      getRowId={(h) => h.currency}
      numeric={PORTFOLIO_NUMERIC}
    />
  );
}

const th = columnHelper<CustodyTransfer>();
const transferColumns = th.columns([
  th.display({ id: 'time', header: col('time'), cell: (c) => formatTime(c.row.original.mts) }),
  th.display({ id: 'id', header: col('id'), cell: (c) => String(c.row.original.id) }),
  th.display({
    id: 'direction',
    header: col('direction'),
    cell: (c) => t('custody.direction.name', { direction: c.row.original.direction }),
  }),
  th.display({ id: 'currency', header: col('currency'), cell: (c) => currencyLabel(c.row.original.currency) }),
  th.display({ id: 'amount', header: col('amount'), cell: (c) => formatAmount(c.row.original.amount) }),
  th.display({ id: 'fee', header: col('fee'), cell: (c) => formatAmount(c.row.original.fee) }),
  th.display({ id: 'received', header: col('received'), cell: (c) => formatAmount(c.row.original.received) }),
  th.display({ id: 'status', header: col('status'), cell: (c) => t('custody.status', { status: c.row.original.status }) }),
]);
const TRANSFERS_NUMERIC = new Set(['id', 'amount', 'fee', 'received']);

export function TransfersTable({ transfers }: { transfers: CustodyTransfer[] }) {
  return (
    <DataTable
      label={t('custody.history')}
      className="od-table"
      columns={transferColumns}
      data={transfers}
      getRowId={(x) => String(x.id)}
      windowScroll
      numeric={TRANSFERS_NUMERIC}
      empty={<p className="dim">{t('custody.history.empty')}</p>}
    />
  );
}

const ch = columnHelper<CustodyFeeCharge>();
const chargeColumns = ch.columns([
  ch.display({ id: 'time', header: col('time'), cell: (c) => formatTime(c.row.original.mts) }),
  ch.display({ id: 'currency', header: col('currency'), cell: (c) => currencyLabel(c.row.original.currency) }),
  ch.display({ id: 'charged', header: col('charged'), cell: (c) => formatAmount(c.row.original.amount) }),
  ch.display({ id: 'balance', header: col('balance'), cell: (c) => formatAmount(c.row.original.balance) }),
  ch.display({
    id: 'period',
    header: col('period'),
    cell: (c) => `${formatTime(c.row.original.periodStart)} – ${formatTime(c.row.original.periodEnd)}`,
  }),
]);
const CHARGES_NUMERIC = new Set(['charged', 'balance']);

export function FeeChargesTable({ charges }: { charges: CustodyFeeCharge[] }) {
  return (
    <DataTable
      label={t('custody.charges')}
      className="od-table"
      columns={chargeColumns}
      data={charges}
      getRowId={(x) => String(x.id)}
      windowScroll
      numeric={CHARGES_NUMERIC}
      empty={<p className="dim">{t('custody.charges.empty')}</p>}
    />
  );
}
