// Exchange, margin, funding, credit-line and contribution wallets; AUM and AUMNet in the chosen
// equivalent currency; small balances (below a USD value) hidden on request; the Bitcoin view
// (balances and AUM in BTC); transfers between wallets.
import '../order-messages';
import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { currencyConf, currencyLabel, formatAmount, formatFixed } from '../../format';
import type { WidgetProps } from '../../layouts/widget-props';
import type { Wallet } from '../../protocol/account/wallet';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { AccountGate } from '../../app/AccountGate';
import { WriteButton } from '../../app/write-gate';
import { TransferModal } from './TransferModal';
import { ConvertModal } from './ConvertModal';

import './wallets.css';
import '../../app/currency-lists.css';
import { Check } from '../../ui/Check';
import { ToolbarSelect } from '../../ui/ToolbarSelect';
import type { WalletsState } from './state';
import { equivalentChoices } from '../../protocol/public/currencies';
import { convertedBalance, shownWallets } from './balances';
import { useBitcoinView, useUsdRates } from './use-wallet-values';
import { useCurrencyLists } from '../../app/currency-lists';

const NUMERIC = new Set(['balance', 'available', 'interest', 'btc']);

const h = columnHelper<Wallet>();
const COLUMNS = h.columns([
  h.display({ id: 'type', header: () => t('wallets.type'), cell: (c) => t('wallets.type.name', { type: c.row.original.type }) }),
  h.display({
    id: 'currency',
    header: () => t('wallets.currency'),
    cell: ({ row: { original: w } }) => (
      <>
        {currencyLabel(w.currency)}
        {currencyConf.inactive.includes(w.currency) && (
          <span className="inactive-mark" title={t('wallets.inactive')}>
            {t('wallets.inactive')}
          </span>
        )}
      </>
    ),
  }),
  h.display({ id: 'balance', header: () => t('wallets.balance'), cell: (c) => formatAmount(c.row.original.balance) }),
  h.display({
    id: 'available',
    header: () => t('wallets.available'),
    cell: ({ row: { original: w } }) => (w.balanceAvailable === null ? '–' : formatAmount(w.balanceAvailable)),
  }),
  h.display({ id: 'interest', header: () => t('wallets.interest'), cell: (c) => formatAmount(c.row.original.unsettledInterest) }),
]);

/** `wide`: the full-size list (the wallets page), whose picker offers the wider fiat list. */
export const WalletsWidget = observer(function WalletsWidget({ state, setState, wide }: WidgetProps<WalletsState> & { wide?: boolean }) {
  const { account } = useStore();
  const wallets = account.wallets;
  const [transfer, setTransfer] = useState(false);
  const [convert, setConvert] = useState(false);
  const [bitcoinView, setBitcoinView] = useBitcoinView();
  useCurrencyLists();
  const btc = bitcoinView.enabled;
  // The Bitcoin view shows the totals in its mode (BTC) whatever the picker says.
  const equivalent = btc ? bitcoinView.mode : state.equivalent;
  useEffect(() => {
    void wallets.setEquivalentCurrency(equivalent);
  }, [wallets, equivalent]);
  const list = wallets.list;
  const rates = useUsdRates(
    list.map((w) => w.currency),
    state.hideSmall || btc,
  );
  const rows = shownWallets(list, state.hideSmall, rates);
  const usdToBtc = btc && wallets.equivalentCurrency === 'BTC' ? wallets.equivalentRate : null;
  const columns = useMemo(
    () =>
      btc
        ? [
            ...COLUMNS,
            h.display({
              id: 'btc',
              header: () => t('wallets.btcValue'),
              cell: (c) => {
                const v = convertedBalance(c.row.original, rates, usdToBtc);
                return v === undefined ? '–' : formatFixed(v, 8);
              },
            }),
          ]
        : COLUMNS,
    [btc, rates, usdToBtc],
  );
  const choices = equivalentChoices(wide === true);
  const known = wallets.equivalentRate !== '0';
  const totals = known ? wallets.totals : undefined;
  const decimals = equivalent === 'BTC' ? 8 : 2;
  const unit = currencyLabel(equivalent);
  return (
    <section className="w" aria-label={t('wallets.label')}>
      <div className="w-toolbar">
        {!btc && (
          <ToolbarSelect
            dim
            label={t('wallets.equivalent')}
            value={equivalent}
            values={choices.includes(equivalent) ? choices : [...choices, equivalent]}
            optionLabel={currencyLabel}
            onChange={(next) => setState({ ...state, equivalent: next })}
          />
        )}
        <Check label={t('wallets.hideSmall')} checked={state.hideSmall} onChange={(hideSmall) => setState({ ...state, hideSmall })} />
        <Check label={t('wallets.bitcoinView')} title={t('wallets.bitcoinViewHint')} checked={btc} onChange={setBitcoinView} />
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
            {totals ? `${formatFixed(totals.aum, decimals)} ${unit}` : '–'}
          </dd>
          <dt>{t('wallets.aumNet')}</dt>
          <dd className="num" data-testid="aum-net">
            {totals ? `${formatFixed(totals.aumNet, decimals)} ${unit}` : '–'}
          </dd>
        </dl>
        <div className="w-scroll">
          {rows.length === 0 ? (
            <p className="w-empty dim">{t('wallets.empty')}</p>
          ) : (
            <DataTable
              label={t('wallets.label')}
              className="od-table"
              columns={columns}
              data={rows}
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
