// The account's deposits and withdrawals, newest first: what, how much, the fee, where, the state
// and the network's transaction; a withdrawal not sent yet can be taken back from its row.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { currencyLabel, formatAmount, formatTime } from '../../format';
import type { Movement } from '../../protocol/account/movement';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { WriteButton } from '../../app/write-gate';

const NUMERIC = new Set(['amount', 'fee']);
const h = columnHelper<Movement>();
const short = (s: string | null | undefined) => (!s ? '–' : s.length > 18 ? `${s.slice(0, 8)}…${s.slice(-6)}` : s);
const COLUMNS = h.columns([
  h.display({ id: 'updated', header: () => t('money.col.updated'), cell: (c) => formatTime(c.row.original.mtsUpdated) }),
  h.display({
    id: 'kind',
    header: () => t('money.col.kind'),
    cell: (c) => t('money.kind', { kind: c.row.original.amount >= 0 ? 'deposit' : 'withdrawal' }),
  }),
  h.display({ id: 'currency', header: () => t('money.col.currency'), cell: (c) => currencyLabel(c.row.original.currency) }),
  h.display({ id: 'amount', header: () => t('money.col.amount'), cell: (c) => formatAmount(Math.abs(c.row.original.amount)) }),
  h.display({
    id: 'fee',
    header: () => t('money.col.fee'),
    cell: (c) => (c.row.original.fees ? formatAmount(Math.abs(c.row.original.fees)) : '–'),
  }),
  h.display({ id: 'status', header: () => t('money.col.status'), cell: (c) => t('money.status', { status: c.row.original.status }) }),
  h.display({
    id: 'address',
    header: () => t('money.col.address'),
    cell: (c) => <span title={c.row.original.destinationAddress ?? undefined}>{short(c.row.original.destinationAddress)}</span>,
  }),
  h.display({
    id: 'txid',
    header: () => t('money.col.txid'),
    cell: (c) => <span title={c.row.original.transactionId ?? undefined}>{short(c.row.original.transactionId)}</span>,
  }),
]);

const cancellable = (m: Movement) => m.amount < 0 && (m.status === 'PENDING' || m.status === 'PROCESSING');

export const MovementsTable = observer(function MovementsTable({ kind, label }: { kind?: 'deposit' | 'withdrawal'; label: string }) {
  const { account } = useStore();
  const money = account.money;
  const [asking, setAsking] = useState<Movement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rows = money.movements.filter((m) => !kind || (kind === 'deposit' ? m.amount >= 0 : m.amount < 0));
  return (
    <section className="mn-history" aria-label={label}>
      <h2>{label}</h2>
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
      <DataTable
        label={label}
        className="od-table"
        columns={COLUMNS}
        data={rows}
        getRowId={(m) => String(m.id)}
        numeric={NUMERIC}
        rowProps={(m) => ({ 'data-movement': String(m.id), 'data-status': m.status })}
        cellClassName={(m, id) => (id === 'status' ? `mn-status mn-status-${m.status.toLowerCase()}` : undefined)}
        actions={{
          header: '',
          render: (m) =>
            cancellable(m) ? (
              <WriteButton scope="withdraw" type="button" className="ui-button" onClick={() => setAsking(m)}>
                {t('money.cancel')}
              </WriteButton>
            ) : null,
        }}
        empty={<p className="dim">{money.movementsLoaded ? t('money.movements.empty') : t('app.loading')}</p>}
      />
      {asking && (
        <ConfirmModal
          title={t('money.cancelTitle')}
          body={t('money.cancelConfirm', { id: asking.id })}
          confirmLabel={t('money.cancel')}
          cancelLabel={t('money.keep')}
          danger
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const id = asking.id;
            setAsking(null);
            setError(null);
            money.cancelWithdrawal(id).catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
          }}
        />
      )}
    </section>
  );
});
