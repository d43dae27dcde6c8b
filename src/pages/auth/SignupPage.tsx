// /signup: e-mail, a password that meets the exchange's rule, the country the user lives in (from
// the exchange's list: the country rules read it), the local captcha and the terms; then "check
// your e-mail". The single-sign-on variant goes through the provider and comes back
// to /login with its code, where an identity without an account can sign up.
import './messages';
import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useLocation } from 'react-router';
import { REF_CODE_STORAGE_KEY, refCodeOf } from '../../protocol/programmes/affiliates';
import { useAuth } from '../../app/auth/auth-context';
import { LOGIN_ROUTE } from '../../app/auth/route-paths';
import { MARKETS_PATH } from '../../app/paths';
import { AuthPanel, FormError, SubmitButton } from './AuthPanel';
import { CredentialFields, SignupCountry } from './CredentialFields';
import { CaptchaField } from './CaptchaField';
import { CheckEmail } from './CheckEmail';
import { EMAIL_PATTERN, passwordAccepted } from './password-rules';
import { PasswordRules } from './PasswordRules';
import { usePasswordScore } from './use-password-score';
import { t } from '../../i18n';
import { errorText } from './text';
import { useCaptcha } from './use-captcha';
import { SsoChoice } from './SsoChoice';

export default observer(function SignupPage() {
  const auth = useAuth();
  const captcha = useCaptcha('signup');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [country, setCountry] = useState('');
  const [countryMissing, setCountryMissing] = useState(false);
  const [terms, setTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { search } = useLocation();
  // A referral link's code is kept until the sign-up carries it (ref_code_key).
  useEffect(() => {
    const code = refCodeOf(search);
    if (code) storedRefCode.set(code);
  }, [search]);
  // The address's own words are easy guesses for its password.
  const score = usePasswordScore(password, email.toLowerCase().split(/[@._+-]+/));

  if (auth.signedIn) return <Navigate to={MARKETS_PATH} replace />;
  if (sentTo) {
    return (
      <AuthPanel title={t('auth.checkEmail.title')}>
        <CheckEmail email={sentTo} />
      </AuthPanel>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) return setError(t('auth.login.emailInvalid'));
    if (!passwordAccepted(password, score)) return setError(t('auth.signup.passwordWeak'));
    if (!country) {
      setCountryMissing(true);
      return setError(null);
    }
    if (captcha.missing()) return setError(t('auth.login.captchaMissing'));
    if (!terms) return setError(t('auth.signup.termsMissing'));
    setBusy(true);
    setError(null);
    try {
      const r = await auth.signUp({
        email: address,
        password,
        country,
        captcha: captcha.token(),
        refCode: storedRefCode.get() ?? refCodeOf(search),
      });
      storedRefCode.clear();
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
      title={t('auth.signup.title')}
      footer={
        <p className="au-aside">
          {t('auth.signup.haveAccount')} <Link to={LOGIN_ROUTE}>{t('auth.signup.logIn')}</Link>
        </p>
      }
    >
      <form className="au-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('auth.signup.title')}>
        <CredentialFields
          form="signup"
          email={email}
          onEmail={setEmail}
          password={password}
          onPassword={setPassword}
          disabled={busy}
          passwordNote={{
            id: 'signup-password-rules',
            node: <PasswordRules password={password} id="signup-password-rules" score={score} />,
          }}
        />
        <SignupCountry
          value={country}
          onChange={(code) => {
            setCountry(code);
            setCountryMissing(false);
          }}
          missing={countryMissing}
          disabled={busy}
        />
        <CaptchaField captcha={captcha} disabled={busy} />
        <label className="au-check">
          <input type="checkbox" name="terms" checked={terms} onChange={(e) => setTerms(e.target.checked)} disabled={busy} />
          {t('auth.signup.terms')}
        </label>
        <FormError text={error} />
        <SubmitButton busy={busy}>{t('auth.signup.submit')}</SubmitButton>
      </form>
      <SsoChoice label={t('auth.sso.signUp')} />
    </AuthPanel>
  );
});

/** The referral code in this browser's storage (a private window may have none). */
const storedRefCode = {
  get(): string | undefined {
    try {
      return window.localStorage.getItem(REF_CODE_STORAGE_KEY) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set(code: string): void {
    try {
      window.localStorage.setItem(REF_CODE_STORAGE_KEY, code);
    } catch {
      // Without storage the code still goes with a sign-up from this page, read from its query.
    }
  },
  clear(): void {
    try {
      window.localStorage.removeItem(REF_CODE_STORAGE_KEY);
    } catch {
      // Nothing kept.
    }
  },
};
