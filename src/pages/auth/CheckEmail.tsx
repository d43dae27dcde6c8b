// After a sign-up: the confirmation link is in the mail; it can be sent again.
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth/auth-context';
import { LOGIN_ROUTE } from '../../app/auth/route-paths';
import { FormError, Notice } from './AuthPanel';
import { t } from '../../i18n';
import { errorText } from './text';

export function CheckEmail({ email }: { email: string }) {
  const auth = useAuth();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    setError(null);
    try {
      await auth.resendConfirmation(email);
      setSent(true);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

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
