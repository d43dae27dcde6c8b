// Back from the single-sign-on provider with ?code=…: log in with it. An identity without an
// account may sign up with the same code (it is only spent by a login or a sign-up that works),
// once it has said which country it lives in: the account is made with it.
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useAuth } from '../../app/auth/auth-context';
import type { SecondFactorDue } from '../../models/session';
import { FormError, Notice, SubmitButton } from './AuthPanel';
import { CaptchaField } from './CaptchaField';
import { t } from '../../i18n';
import { errorText } from './text';
import { useCaptcha } from './use-captcha';
import { SignupCountry } from './CredentialFields';

/** Codes already sent: React may mount a page twice, a code is good for one login. */
const used = new Set<string>();

type Phase = 'checking' | 'captcha' | 'working' | 'failed' | 'noAccount';

export function SsoStep({
  code,
  onSecondFactor,
  onSignedUp,
  onBack,
}: {
  code: string;
  onSecondFactor(due: SecondFactorDue): void;
  onSignedUp(email: string): void;
  onBack(): void;
}) {
  const auth = useAuth();
  const [phase, setPhase] = useState<Phase>('checking');
  const [error, setError] = useState<string | null>(null);
  const [terms, setTerms] = useState(false);
  const [country, setCountry] = useState('');
  const [countryMissing, setCountryMissing] = useState(false);
  const loginCaptcha = useCaptcha('sso_login');
  const signupCaptcha = useCaptcha('sso_signup', phase === 'noAccount');
  const started = useRef(false);

  async function logIn() {
    if (loginCaptcha.missing()) return setError(t('auth.login.captchaMissing'));
    setPhase('working');
    setError(null);
    try {
      const r = await auth.ssoLogIn(code, loginCaptcha.token());
      if (r.kind === '2fa') onSecondFactor(r.due);
    } catch (err) {
      const text = errorText(err);
      setError(text);
      setPhase(/no account/i.test(text) ? 'noAccount' : 'failed');
    }
  }

  // The first step reads the latest captcha and handlers without making them the effect's
  // dependencies: it runs once per code.
  const begin = useEffectEvent(async (ssoCode: string) => {
    const need = await auth.captchaRequired('sso_login').catch(() => false);
    if (need) {
      await loginCaptcha.refresh();
      setPhase('captcha');
    } else if (!used.has(ssoCode)) {
      used.add(ssoCode);
      await logIn();
    } else setPhase('failed');
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void begin(code);
  }, [code]);

  async function signUp(e: FormEvent) {
    e.preventDefault();
    if (!country) {
      setCountryMissing(true);
      return setError(null);
    }
    if (signupCaptcha.missing()) return setError(t('auth.login.captchaMissing'));
    if (!terms) return setError(t('auth.signup.termsMissing'));
    setPhase('working');
    try {
      const r = await auth.ssoSignUp(code, country, signupCaptcha.token());
      onSignedUp(r.email);
    } catch (err) {
      setError(errorText(err));
      setPhase('noAccount');
      await signupCaptcha.refresh();
    }
  }

  if (phase === 'checking' || phase === 'working') {
    return (
      <p className="au-text" role="status">
        <span className="au-spinner" aria-hidden="true" />
        {t('auth.sso.working')}
      </p>
    );
  }
  if (phase === 'captcha') {
    return (
      <form
        className="au-form"
        onSubmit={(e) => {
          e.preventDefault();
          void logIn();
        }}
        noValidate
        aria-label={t('auth.sso.title')}
      >
        <CaptchaField captcha={loginCaptcha} />
        <FormError text={error} />
        <SubmitButton busy={false}>{t('auth.login.sso')}</SubmitButton>
      </form>
    );
  }
  if (phase === 'noAccount') {
    return (
      <form className="au-form" onSubmit={(e) => void signUp(e)} noValidate aria-label={t('auth.sso.signUp')}>
        <Notice tone="info" text={t('auth.sso.noAccount')} />
        <SignupCountry
          value={country}
          onChange={(c) => {
            setCountry(c);
            setCountryMissing(false);
          }}
          missing={countryMissing}
        />
        <CaptchaField captcha={signupCaptcha} />
        <label className="au-check">
          <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
          {t('auth.signup.terms')}
        </label>
        <FormError text={error && !/no account/i.test(error) ? error : null} />
        <SubmitButton busy={false}>{t('auth.sso.createAccount')}</SubmitButton>
        <button type="button" className="au-link-button au-back" onClick={onBack}>
          {t('auth.sso.retry')}
        </button>
      </form>
    );
  }
  return (
    <div className="au-form">
      <FormError text={error} />
      <button type="button" className="au-button au-button-secondary" onClick={onBack}>
        {t('auth.sso.retry')}
      </button>
    </div>
  );
}
