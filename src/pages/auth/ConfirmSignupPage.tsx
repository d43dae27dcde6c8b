// /confirm-signup?status=ok|invalid: where the confirmation link of the sign-up mail lands. A
// good link marks the welcome message for the first session; a bad one offers a new link.
import './messages';
import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth/auth-context';
import { LOGIN_ROUTE } from '../../app/auth/route-paths';
import { AuthField, AuthPanel, FormError, Notice, SubmitButton } from './AuthPanel';
import { EMAIL_PATTERN } from './password-rules';
import { t } from '../../i18n';
import { useResendConfirmation } from './use-resend-confirmation';

export default observer(function ConfirmSignupPage() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const ok = params.get('status') === 'ok';
  const [email, setEmail] = useState('');
  const { sent, error, setError, busy, resend: send } = useResendConfirmation();

  useEffect(() => {
    if (ok) auth.setWelcome(true);
  }, [auth, ok]);

  async function resend(e: FormEvent) {
    e.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) return setError(t('auth.login.emailInvalid'));
    await send(email.trim());
  }

  return (
    <AuthPanel title={t('auth.confirm.title')}>
      {ok ? (
        <div className="au-form">
          <Notice tone="ok" text={t('auth.confirm.ok')} />
          <Link className="au-button au-button-primary" to={LOGIN_ROUTE}>
            {t('auth.confirm.logIn')}
          </Link>
        </div>
      ) : (
        <form className="au-form" onSubmit={(e) => void resend(e)} noValidate aria-label={t('auth.confirm.resendTitle')}>
          <Notice tone="warn" text={t('auth.confirm.invalid')} />
          <AuthField
            id="confirm-email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={email}
            onValue={setEmail}
            disabled={busy}
          />
          {sent ? <Notice tone="ok" text={t('auth.confirm.resent')} /> : null}
          <FormError text={error} />
          <SubmitButton busy={busy}>{t('auth.confirm.resend')}</SubmitButton>
          <p className="au-aside">
            <Link to={LOGIN_ROUTE}>{t('auth.confirm.logIn')}</Link>
          </p>
        </form>
      )}
    </AuthPanel>
  );
});
