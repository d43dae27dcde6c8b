// The money pages' own navigation: wallets, deposit, withdraw.
import { NavLink } from 'react-router';
import { t } from '../../i18n';

const TABS = [
  { to: '/wallets', key: 'money.wallets' },
  { to: '/deposit', key: 'money.deposit' },
  { to: '/withdraw', key: 'money.withdraw' },
] as const;

export function MoneyTabs() {
  return (
    <nav className="mn-tabs" aria-label={t('money.nav')}>
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="mn-tab">
          {t(tab.key)}
        </NavLink>
      ))}
    </nav>
  );
}
