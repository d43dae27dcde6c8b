// The programmes' own navigation: affiliates, payments and competitions, each where the site offers it.
import './messages';
import { NavLink } from 'react-router';
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n';
import { useStore } from '../../app/store-context';

const TABS = [
  { to: '/affiliates', key: 'aff.title', feature: 'affiliates' },
  { to: '/pay', key: 'pay.title', feature: 'pay' },
  { to: '/compete', key: 'comp.title', feature: 'competitions' },
] as const;

export const ProgrammeTabs = observer(function ProgrammeTabs() {
  const { site } = useStore();
  const tabs = TABS.filter((tab) => site.enabled(tab.feature));
  if (tabs.length === 0) return null;
  return (
    <nav className="mn-tabs" aria-label={t('prog.nav')}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="mn-tab">
          {t(tab.key)}
        </NavLink>
      ))}
    </nav>
  );
});
