// /logged-out: the session on this browser has ended.
import './messages';
import { Link } from 'react-router';
import { LOGIN_ROUTE } from '../../app/auth/route-paths';
import { MARKETS_PATH } from '../../app/paths';
import { AuthPanel } from './AuthPanel';
import { t } from '../../i18n';

export default function LoggedOutPage() {
  return (
    <AuthPanel title={t('auth.loggedOut.title')}>
      <div className="au-form">
        <p className="au-text">{t('auth.loggedOut.body')}</p>
        <Link className="au-button au-button-primary" to={LOGIN_ROUTE}>
          {t('auth.loggedOut.logIn')}
        </Link>
        <p className="au-aside">
          <Link to={MARKETS_PATH}>{t('auth.backToMarkets')}</Link>
        </p>
      </div>
    </AuthPanel>
  );
}
