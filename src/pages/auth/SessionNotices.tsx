// Session notices for the page frame: the exchange limiting requests (HTTP 429), and the
// welcome message of a new account's first session (show_welcome_message).
import { observer } from 'mobx-react-lite';
import { useAuth } from '../../app/auth/auth-context';
import { t } from '../../i18n';
import './auth.css';

export const SessionNotices = observer(function SessionNotices() {
  const auth = useAuth();
  const welcome = auth.signedIn && auth.showWelcomeMessage;
  if (!auth.rateLimitText && !welcome) return null;
  return (
    <div className="au-notices">
      {auth.rateLimitText ? (
        <div className="au-banner au-banner-warn" role="alert">
          <span>{t('auth.notice.rateLimited', { text: auth.rateLimitText })}</span>
          <button type="button" className="au-link-button" onClick={() => auth.dismissRateLimit()}>
            {t('auth.notice.dismiss')}
          </button>
        </div>
      ) : null}
      {welcome ? (
        <div className="au-banner au-banner-ok" role="status">
          <span>{t('auth.notice.welcome', { name: auth.user?.username ?? '' })}</span>
          <button type="button" className="au-link-button" onClick={() => auth.setWelcome(false)}>
            {t('auth.notice.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
});
