// The custody page's tables (tanstack, through DataTable, their columns from the shared builders of
// ui/table-columns.ts): each currency's transfer terms, the balances and portfolio (custody balance,
// what the exchange wallet has available, the index price, the value, the share of the total and the
// yearly custody fee), the transfers and the custody fees charged (each holding's fee a period, the
// balance it left), newest first — the last two as the account pages' HistoryTable.
import { t } from '../../i18n';
import { formatFixed, formatPercent, formatPrice, formatTime } from '../../format';
import type { CustodyAssetFee, CustodyFeeCharge, CustodyHolding, CustodyTransfer } from '../../protocol/account/custody';
import { DataTable, HistoryTable } from '../../ui/DataTable';
import { tableColumns } from '../../ui/table-columns';

const HEADERS = 'custody.col';

const fc = tableColumns<CustodyAssetFee>(HEADERS);
const feeColumns = fc.helper.columns([
  fc.currency('currency', (a) => a.currency),
  fc.amount(
    'transferFee',
    (a) => a.transferFee,
    (a) => a.decimals,
  ),
  fc.amount(
    'minTransfer',
    (a) => a.minTransfer,
    (a) => a.decimals,
  ),
  fc.cell('decimals', (a) => String(a.decimals)),
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

const pc = tableColumns<CustodyHolding>(HEADERS);
const portfolioColumns = pc.helper.columns([
  pc.currency('currency', (h) => h.currency),
  pc.amount('custody', (h) => h.custody),
  pc.amount('exchange', (h) => h.exchange),
  pc.cell('index', (h) => formatPrice(h.indexPrice)),
  pc.cell('value', (h) => formatFixed(h.valueUsd, 2)),
  pc.cell('share', (h) => (
    <span className="cu-share">
      <span className="cu-share-bar" aria-hidden="true">
        <span style={{ width: `${Math.min(100, h.share * 100)}%` }} />
      </span>
      {formatPercent(h.share, false)}
    </span>
  )),
  pc.cell('yearlyFee', (h) => formatFixed(h.yearlyFeeUsd, 2)),
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

const tc = tableColumns<CustodyTransfer>(HEADERS);
const transferColumns = tc.helper.columns([
  tc.time('time', (x) => x.mts),
  tc.cell('id', (x) => String(x.id)),
  tc.cell('direction', (x) => t('custody.direction.name', { direction: x.direction })),
  tc.currency('currency', (x) => x.currency),
  tc.amount('amount', (x) => x.amount),
  tc.amount('fee', (x) => x.fee),
  tc.amount('received', (x) => x.received),
  tc.cell('status', (x) => t('custody.status', { status: x.status })),
]);
const TRANSFERS_NUMERIC = new Set(['id', 'amount', 'fee', 'received']);

export function TransfersTable({ transfers }: { transfers: CustodyTransfer[] }) {
  return (
    <HistoryTable
      label={t('custody.history')}
      columns={transferColumns}
      data={transfers}
      numeric={TRANSFERS_NUMERIC}
      empty={t('custody.history.empty')}
    />
  );
}

const cc = tableColumns<CustodyFeeCharge>(HEADERS);
const chargeColumns = cc.helper.columns([
  cc.time('time', (f) => f.mts),
  cc.currency('currency', (f) => f.currency),
  cc.amount('charged', (f) => f.amount),
  cc.amount('balance', (f) => f.balance),
  cc.cell('period', (f) => `${formatTime(f.periodStart)} – ${formatTime(f.periodEnd)}`),
]);
const CHARGES_NUMERIC = new Set(['charged', 'balance']);

export function FeeChargesTable({ charges }: { charges: CustodyFeeCharge[] }) {
  return (
    <HistoryTable
      label={t('custody.charges')}
      columns={chargeColumns}
      data={charges}
      numeric={CHARGES_NUMERIC}
      empty={t('custody.charges.empty')}
    />
  );
}
