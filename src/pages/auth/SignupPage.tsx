// /signup: e-mail, a password that meets the exchange's rule, the local captcha and the terms;
// then "check your e-mail". The single-sign-on variant goes through the provider and comes back
// to /login with its code, where an identity without an account can sign up.
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate } from 'react-router';
import { useAuth } from '../../app/auth/auth-context';
import { LOGIN_ROUTE } from '../../app/auth/route-paths';
import { AuthPanel, FormError, SubmitButton } from './AuthPanel';
import { CaptchaField } from './CaptchaField';
import { CheckEmail } from './CheckEmail';
import { EMAIL_PATTERN, passwordAccepted } from './password-rules';
import { PasswordRules } from './PasswordRules';
import { errorText, ta } from './text';
import { useCaptcha } from './use-captcha';

export default observer(function SignupPage() {
  const auth = useAuth();
  const captcha = useCaptcha('signup');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (auth.signedIn) return <Navigate to="/" replace />;
  if (sentTo) {
    return (
      <AuthPanel title={ta('auth.checkEmail.title')}>
        <CheckEmail email={sentTo} />
      </AuthPanel>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) return setError(ta('auth.login.emailInvalid'));
    if (!passwordAccepted(password)) return setError(ta('auth.signup.passwordWeak'));
    if (captcha.missing()) return setError(ta('auth.login.captchaMissing'));
    if (!terms) return setError(ta('auth.signup.termsMissing'));
    setBusy(true);
    setError(null);
    try {
      const r = await auth.signUp({ email: address, password, captcha: captcha.token() });
      setSentTo(r.email);
    } catch (err) {
      setError(errorText(err));
      await captcha.refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthPanel
      title={ta('auth.signup.title')}
      footer={
        <p className="au-aside">
          {ta('auth.signup.haveAccount')} <Link to={LOGIN_ROUTE}>{ta('auth.signup.logIn')}</Link>
        </p>
      }
    >
      <form className="au-form" onSubmit={(e) => void submit(e)} noValidate aria-label={ta('auth.signup.title')}>
        <div className="au-field">
          <label htmlFor="signup-email">{ta('auth.email')}</label>
          <input
            id="signup-email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={busy}
            autoFocus
          />
        </div>
        <div className="au-field">
          <label htmlFor="signup-password">{ta('auth.password')}</label>
          <input
            id="signup-password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            aria-describedby="signup-password-rules"
            onChange={(e) => setPassword(e.target.value)}
            disabled={busy}
          />
          <PasswordRules password={password} id="signup-password-rules" />
        </div>
        <CaptchaField captcha={captcha} disabled={busy} />
        <label className="au-check">
          <input type="checkbox" name="terms" checked={terms} onChange={(e) => setTerms(e.target.checked)} disabled={busy} />
          {ta('auth.signup.terms')}
        </label>
        <FormError text={error} />
        <SubmitButton busy={busy}>{ta('auth.signup.submit')}</SubmitButton>
      </form>
      <div className="au-divider">
        <span>{ta('auth.or')}</span>
      </div>
      <a className="au-button au-button-secondary" href={auth.ssoAuthorizeUrl(LOGIN_ROUTE)}>
        {ta('auth.sso.signUp')}
      </a>
    </AuthPanel>
  );
});
