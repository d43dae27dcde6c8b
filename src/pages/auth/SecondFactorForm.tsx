// The second step of a login when the account has a second factor: the authenticator's code.
import { useState, type FormEvent } from 'react';
import { useAuth } from '../../app/auth/auth-context';
import type { SecondFactorDue } from '../../models/session';
import { AuthField, FormError, SubmitButton } from './AuthPanel';
import { t } from '../../i18n';
import { errorText } from './text';

export function SecondFactorForm({ due, onBack }: { due: SecondFactorDue; onBack(): void }) {
  const auth = useAuth();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const hasKey = due.methods.includes('u2f');
  const senders = (['sms', 'email'] as const).filter((m) => due.methods.includes(m));
  const hasOtp = due.methods.includes('otp') || senders.length > 0 || !hasKey;
  const [sent, setSent] = useState(false);
  async function send(method: 'sms' | 'email') {
    setError(null);
    try {
      await auth.sendLoginCode(due.challenge, method);
      setSent(true);
    } catch (err) {
      setError(errorText(err));
    }
  }
  async function signInWithKey() {
    setBusy(true);
    setError(null);
    try {
      await auth.verifySecurityKey(due.challenge);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) return setError(t('auth.twoFactor.codeInvalid'));
    setBusy(true);
    setError(null);
    try {
      await auth.verifySecondFactor(due.challenge, digits);
    } catch (err) {
      setError(errorText(err));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="au-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('auth.twoFactor.title')}>
      {hasKey && (
        <>
          <p className="au-text">{t('auth.twoFactor.keyBody')}</p>
          <button type="button" className="ui-button ui-button-primary au-key" onClick={() => void signInWithKey()} disabled={busy}>
            {t('auth.twoFactor.useKey')}
          </button>
        </>
      )}
      {hasOtp && (
        <p className="au-text">
          {t(hasKey ? 'auth.twoFactor.or' : due.methods.includes('otp') ? 'auth.twoFactor.body' : 'auth.twoFactor.codeBody')}
        </p>
      )}
      {senders.map((m) => (
        <button key={m} type="button" className="au-link-button" onClick={() => void send(m)} disabled={busy}>
          {t(m === 'sms' ? 'auth.twoFactor.sendSms' : 'auth.twoFactor.sendEmail')}
        </button>
      ))}
      {sent && <p className="au-text">{t('auth.twoFactor.sent')}</p>}
      {hasOtp && (
        <AuthField
          id="login-code"
          label={t('auth.twoFactor.code')}
          name="code"
          className="au-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onValue={setCode}
          disabled={busy}
          autoFocus={!hasKey}
        />
      )}
      <FormError text={error} />
      {hasOtp && <SubmitButton busy={busy}>{t('auth.twoFactor.submit')}</SubmitButton>}
      <button type="button" className="au-link-button au-back" onClick={onBack} disabled={busy}>
        {t('auth.twoFactor.back')}
      </button>
    </form>
  );
}
