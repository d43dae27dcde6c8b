// /invalid-token: where an e-mailed link with a bad, used or expired token ends — what happened
// and how to get a new link. Which links land here: /login-confirm sends a token the exchange
// refuses here (replace), since a new address can only be allowed by a new link, and a login is
// what mails one. The sign-up link keeps its own refusal (/confirm-signup?status=invalid), because
// that page *is* where a new confirmation link is asked for, and a withdrawal's link keeps the
// withdrawal page's, which shows the withdrawal it was about; this page links to the first.
import './messages';
import { Link } from 'react-router';
import { CONFIRM_SIGNUP_ROUTE, LOGIN_ROUTE } from '../../app/auth/route-paths';
import { AuthPanel } from './AuthPanel';
import { t } from '../../i18n';

export default function InvalidTokenPage() {
  return (
    <AuthPanel title={t('auth.invalidToken.title')}>
      <div className="au-form">
        <p className="au-text">{t('auth.invalidToken.body')}</p>
        <p className="au-text">{t('auth.invalidToken.next')}</p>
        <Link className="au-button au-button-primary" to={LOGIN_ROUTE}>
          {t('auth.confirm.logIn')}
        </Link>
        <p className="au-aside">
          <Link to={CONFIRM_SIGNUP_ROUTE}>{t('auth.invalidToken.newConfirmation')}</Link>
        </p>
      </div>
    </AuthPanel>
  );
}
