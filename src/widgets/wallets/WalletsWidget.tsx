// Exchange, margin and funding wallets; AUM and AUMNet in the chosen equivalent currency; small
// balances hidden on request; transfers between wallets.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatAmount, formatFixed } from '../../format';
import type { WidgetProps } from '../../layouts/widget-props';
import { AccountGate } from '../../app/AccountGate';
import { TransferModal } from './TransferModal';
import { ConvertModal } from './ConvertModal';

import './wallets.css';
import { Check } from '../../ui/Check';

export interface WalletsState {
  equivalent: string;
  hideSmall: boolean;
}
const EQUIVALENTS = ['USD', 'EUR', 'GBP', 'JPY', 'BTC', 'UST'];
export function parseWalletsState(raw: unknown): WalletsState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    equivalent: typeof r.equivalent === 'string' && EQUIVALENTS.includes(r.equivalent) ? r.equivalent : 'USD',
    hideSmall: typeof r.hideSmall === 'boolean' ? r.hideSmall : false,
  };
}

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
        <label className="dim">
          {t('wallets.equivalent')}{' '}
          <select className="ui-select" value={state.equivalent} onChange={(e) => setState({ ...state, equivalent: e.target.value })}>
            {EQUIVALENTS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <Check label={t('wallets.hideSmall')} checked={state.hideSmall} onChange={(hideSmall) => setState({ ...state, hideSmall })} />
        <span className="w-toolbar-gap" />
        {account.signedIn && (
          <button type="button" className="ui-button" onClick={() => setConvert(true)}>
            {t('wallets.convert')}
          </button>
        )}
        {account.signedIn && (
          <button type="button" className="ui-button" onClick={() => setTransfer(true)}>
            {t('wallets.transfer')}
          </button>
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
            <table className="ui-table od-table" aria-label={t('wallets.label')}>
              <thead>
                <tr>
                  <th scope="col">{t('wallets.type')}</th>
                  <th scope="col">{t('wallets.currency')}</th>
                  <th scope="col" className="num">
                    {t('wallets.balance')}
                  </th>
                  <th scope="col" className="num">
                    {t('wallets.available')}
                  </th>
                  <th scope="col" className="num">
                    {t('wallets.interest')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {wallets.visible.map((w) => (
                  <tr key={`${w.type}-${w.currency}`} data-wallet={`${w.type}-${w.currency}`}>
                    <td>{t('wallets.type.name', { type: w.type })}</td>
                    <td>{w.currency}</td>
                    <td className="num">{formatAmount(w.balance)}</td>
                    <td className="num">{w.balanceAvailable === null ? '–' : formatAmount(w.balanceAvailable)}</td>
                    <td className="num dim">{formatAmount(w.unsettledInterest)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </AccountGate>
      {transfer && <TransferModal onClose={() => setTransfer(false)} />}
      {convert && <ConvertModal onClose={() => setConvert(false)} />}
    </section>
  );
});
