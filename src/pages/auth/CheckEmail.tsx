// After a sign-up: the confirmation link is in the mail; it can be sent again.
import { Link } from 'react-router';
import { LOGIN_ROUTE } from '../../app/auth/route-paths';
import { FormError, Notice } from './AuthPanel';
import { t } from '../../i18n';
import { useResendConfirmation } from './use-resend-confirmation';

export function CheckEmail({ email }: { email: string }) {
  const { sent, error, busy, resend: send } = useResendConfirmation();
  const resend = () => send(email);

  return (
    <div className="au-form" data-testid="check-email">
      <p className="au-text">{t('auth.checkEmail.body', { email })}</p>
      {sent ? <Notice tone="ok" text={t('auth.checkEmail.resent')} /> : null}
      <FormError text={error} />
      <button type="button" className="au-button au-button-secondary" onClick={() => void resend()} disabled={busy}>
        {t('auth.checkEmail.resend')}
      </button>
      <p className="au-aside">
        <Link to={LOGIN_ROUTE}>{t('auth.confirm.logIn')}</Link>
      </p>
    </div>
  );
}
