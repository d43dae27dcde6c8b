// Wallets (/wallets): every wallet with its balance and what is available, the totals, transfers
// and conversions between wallets (the wallets widget, full size), and every deposit and
// withdrawal.
import './messages';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { WalletsWidget } from '../../widgets/wallets/WalletsWidget';
import { parseWalletsState, type WalletsState } from '../../widgets/wallets/state';
import { MovementsTable } from './MovementsTable';
import { MoneyTabs } from './MoneyTabs';
import { useMoneyLoaded } from './use-money';
import './money.css';

export default observer(function WalletsPage() {
  const { account } = useStore();
  useMoneyLoaded(account.money, account.signedIn);
  const [state, setState] = useState<WalletsState>(() => parseWalletsState(undefined));
  return (
    <section className="mn account-page" aria-label={t('money.wallets')}>
      <MoneyTabs />
      <div className="mn-body mn-body-stack">
        <div className="mn-wallets">
          <h1>{t('money.wallets')}</h1>
          <WalletsWidget widgetKey="page/wallets" state={state} setState={setState} wide />
        </div>
        <MovementsTable label={t('money.movements')} />
      </div>
    </section>
  );
});
