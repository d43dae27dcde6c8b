// The money pages' own navigation: wallets, deposit, withdraw, and the OTC desk, custody, staking,
// borrowing and payments where the site offers them, and buying with a card.
import { NavLink } from 'react-router';
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n';
import { useStore } from '../../app/store-context';

const TABS = [
  { to: '/wallets', key: 'money.wallets' },
  { to: '/deposit', key: 'money.deposit' },
  { to: '/withdraw', key: 'money.withdraw' },
  { to: '/otc', key: 'money.otc', feature: 'otc' },
  { to: '/custody', key: 'money.custody', feature: 'custody' },
  { to: '/staking', key: 'money.staking', feature: 'staking' },
  { to: '/borrow', key: 'money.borrow', feature: 'borrow' },
  { to: '/buy-with-cards', key: 'money.cards' },
  { to: '/pay', key: 'money.pay', feature: 'pay' },
] as const;

export const MoneyTabs = observer(function MoneyTabs() {
  const { site } = useStore();
  return (
    <nav className="mn-tabs" aria-label={t('money.nav')}>
      {TABS.filter((tab) => !('feature' in tab) || site.enabled(tab.feature)).map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="mn-tab">
          {t(tab.key)}
        </NavLink>
      ))}
    </nav>
  );
});
