// Exchange, margin and funding wallets; AUM and AUMNet in the chosen equivalent currency; small
// balances hidden on request; transfers between wallets.
import '../order-messages';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatAmount, formatFixed } from '../../format';
import type { WidgetProps } from '../../layouts/widget-props';
import type { Wallet } from '../../protocol/account/wallet';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { AccountGate } from '../../app/AccountGate';
import { WriteButton } from '../../app/write-gate';
import { TransferModal } from './TransferModal';
import { ConvertModal } from './ConvertModal';

import './wallets.css';
import { Check } from '../../ui/Check';
import { ToolbarSelect } from '../../ui/ToolbarSelect';
import { EQUIVALENTS, type WalletsState } from './state';

const NUMERIC = new Set(['balance', 'available', 'interest']);

const h = columnHelper<Wallet>();
const COLUMNS = h.columns([
  h.display({ id: 'type', header: () => t('wallets.type'), cell: (c) => t('wallets.type.name', { type: c.row.original.type }) }),
  h.display({ id: 'currency', header: () => t('wallets.currency'), cell: (c) => c.row.original.currency }),
  h.display({ id: 'balance', header: () => t('wallets.balance'), cell: (c) => formatAmount(c.row.original.balance) }),
  h.display({
    id: 'available',
    header: () => t('wallets.available'),
    cell: ({ row: { original: w } }) => (w.balanceAvailable === null ? '–' : formatAmount(w.balanceAvailable)),
  }),
  h.display({ id: 'interest', header: () => t('wallets.interest'), cell: (c) => formatAmount(c.row.original.unsettledInterest) }),
]);

export const WalletsWidget = observer(function WalletsWidget({ state, setState }: WidgetProps<WalletsState>) {
  const { account } = useStore();
  const wallets = account.wallets;
  const [transfer, setTransfer] = useState(false);
  const [convert, setConvert] = useState(false);
  useEffect(() => {
    void wallets.setEquivalentCurrency(state.equivalent);
  }, [wallets, state.equivalent]);
  useEffect(() => {
    wallets.setHideSmall(state.hideSmall);
  }, [wallets, state.hideSmall]);
  const totals = wallets.totals;
  const decimals = state.equivalent === 'BTC' ? 8 : 2;
  return (
    <section className="w" aria-label={t('wallets.label')}>
      <div className="w-toolbar">
        <ToolbarSelect
          dim
          label={t('wallets.equivalent')}
          value={state.equivalent}
          values={EQUIVALENTS}
          onChange={(equivalent) => setState({ ...state, equivalent })}
        />
        <Check label={t('wallets.hideSmall')} checked={state.hideSmall} onChange={(hideSmall) => setState({ ...state, hideSmall })} />
        <span className="w-toolbar-gap" />
        {account.signedIn && (
          <WriteButton scope="wallets" type="button" className="ui-button" onClick={() => setConvert(true)}>
            {t('wallets.convert')}
          </WriteButton>
        )}
        {account.signedIn && (
          <WriteButton scope="wallets" type="button" className="ui-button" onClick={() => setTransfer(true)}>
            {t('wallets.transfer')}
          </WriteButton>
        )}
      </div>
      <AccountGate>
        <dl className="wl-totals" aria-label={t('wallets.aum')}>
          <dt>{t('wallets.aum')}</dt>
          <dd className="num" data-testid="aum">
            {totals ? `${formatFixed(totals.aum, decimals)} ${state.equivalent}` : '–'}
          </dd>
          <dt>{t('wallets.aumNet')}</dt>
          <dd className="num" data-testid="aum-net">
            {totals ? `${formatFixed(totals.aumNet, decimals)} ${state.equivalent}` : '–'}
          </dd>
        </dl>
        <div className="w-scroll">
          {wallets.visible.length === 0 ? (
            <p className="w-empty dim">{t('wallets.empty')}</p>
          ) : (
            <DataTable
              label={t('wallets.label')}
              className="od-table"
              columns={COLUMNS}
              data={wallets.visible}
              getRowId={(w) => `${w.type}-${w.currency}`}
              numeric={NUMERIC}
              rowProps={(w) => ({ 'data-wallet': `${w.type}-${w.currency}` })}
              cellClassName={(_, id) => (id === 'interest' ? 'dim' : undefined)}
            />
          )}
        </div>
      </AccountGate>
      {transfer && <TransferModal onClose={() => setTransfer(false)} />}
      {convert && <ConvertModal onClose={() => setConvert(false)} />}
    </section>
  );
});
