// Signing in with an API key and its secret (the read-only context of account-side §6): the
// session has the key's permissions and no more, so a key that may only read opens the desk
// read-only. The request is signed with the secret in the browser; the secret is not sent.
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useAuth } from '../../app/auth/auth-context';
import { AuthField, FormError, SubmitButton } from './AuthPanel';
import { t } from '../../i18n';
import { errorText } from './text';

export const KeyLoginForm = observer(function KeyLoginForm({ onBack }: { onBack(): void }) {
  const auth = useAuth();
  const [apiKey, setApiKey] = useState('');
  const [apiSecret, setApiSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (apiKey.trim() === '' || apiSecret.trim() === '') return setError(t('auth.key.missing'));
    setBusy(true);
    setError(null);
    try {
      await auth.logInWithKey(apiKey.trim(), apiSecret.trim());
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="au-aside">{t('auth.key.about')}</p>
      <form className="au-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('auth.key.title')}>
        <AuthField
          id="key-login-key"
          label={t('auth.key.apiKey')}
          name="apiKey"
          type="text"
          autoComplete="off"
          value={apiKey}
          onValue={setApiKey}
          disabled={busy}
          autoFocus
        />
        <AuthField
          id="key-login-secret"
          label={t('auth.key.apiSecret')}
          name="apiSecret"
          type="password"
          autoComplete="off"
          value={apiSecret}
          onValue={setApiSecret}
          disabled={busy}
        />
        <FormError text={error} />
        <SubmitButton busy={busy}>{t('auth.key.submit')}</SubmitButton>
      </form>
      <button type="button" className="au-link-button au-back" onClick={onBack} disabled={busy}>
        {t('auth.key.back')}
      </button>
    </>
  );
});
