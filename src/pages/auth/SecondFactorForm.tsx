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
      <p className="au-text">{t('auth.twoFactor.body')}</p>
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
        autoFocus
      />
      <FormError text={error} />
      <SubmitButton busy={busy}>{t('auth.twoFactor.submit')}</SubmitButton>
      <button type="button" className="au-link-button au-back" onClick={onBack} disabled={busy}>
        {t('auth.twoFactor.back')}
      </button>
    </form>
  );
}
