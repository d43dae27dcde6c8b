// The first step of a login: e-mail, password and — after failed attempts — the local captcha.
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth/auth-context';
import { SIGNUP_ROUTE } from '../../app/auth/route-paths';
import type { SecondFactorDue } from '../../models/session';
import { FormError, Notice, SubmitButton } from './AuthPanel';
import { CredentialFields } from './CredentialFields';
import { CaptchaField } from './CaptchaField';
import { EMAIL_PATTERN } from './password-rules';
import { t } from '../../i18n';
import { errorText } from './text';
import { useCaptcha } from './use-captcha';
import { SsoChoice } from './SsoChoice';

export const LoginForm = observer(function LoginForm({
  onSecondFactor,
  onApiKey,
}: {
  onSecondFactor(due: SecondFactorDue): void;
  /** The way in with an API key (a read-only key opens the desk read-only). */
  onApiKey(): void;
}) {
  const auth = useAuth();
  const captcha = useCaptcha('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const login = email.trim();
    if (!EMAIL_PATTERN.test(login)) return setError(t('auth.login.emailInvalid'));
    if (password === '') return setError(t('auth.login.passwordMissing'));
    if (captcha.missing()) return setError(t('auth.login.captchaMissing'));
    setBusy(true);
    setError(null);
    try {
      const result = await auth.logIn({ login, password, captcha: captcha.token() });
      if (result.kind === '2fa') onSecondFactor(result.due);
    } catch (err) {
      setError(errorText(err));
      setPassword('');
      await captcha.refresh(login);
    } finally {
      setBusy(false);
    }
  }

  const ended = auth.signedOut && auth.signedOut !== 'logout' ? auth.signedOut : null;
  return (
    <>
      {ended ? <Notice tone="warn" text={t('auth.login.ended', { reason: ended })} /> : null}
      <form className="au-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('auth.login.title')}>
        <CredentialFields form="login" email={email} onEmail={setEmail} password={password} onPassword={setPassword} disabled={busy} />
        <CaptchaField captcha={captcha} disabled={busy} />
        <FormError text={error} />
        <SubmitButton busy={busy}>{t('auth.login.submit')}</SubmitButton>
      </form>
      <SsoChoice label={t('auth.login.sso')} />
      <p className="au-aside">
        <button type="button" className="au-link-button" onClick={onApiKey}>
          {t('auth.key.choice')}
        </button>
      </p>
      <p className="au-aside">
        {t('auth.login.noAccount')} <Link to={SIGNUP_ROUTE}>{t('auth.login.signUp')}</Link>
      </p>
    </>
  );
});
