// Freeze (/freeze, open without a login): signed in, freeze the account (after a confirmation)
// or lift the freeze with the password; signed out, ask for a freeze link by e-mail. The mail's
// link lands here with ?status=frozen or ?status=invalid.
import '../verification/messages';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router';
import { useStore } from '../../app/store-context';
import { useAuth } from '../../app/auth';
import { t } from '../../i18n';
import { VerificationStore } from '../../models/account/verification';
import { createPageModel } from '../../models/account/page-model';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { FormOutcome } from '../../ui/FormOutcome';
import { useFormRun } from '../../ui/use-form-run';
import '../verification/verification.css';

export default observer(function FreezePage() {
  const { account } = useStore();
  const auth = useAuth();
  const [params] = useSearchParams();
  const [model] = useState(() => createPageModel(VerificationStore, account));
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const { busy, done: note, error, run } = useFormRun();
  const status = params.get('status');
  const frozen = auth.user?.frozen ?? false;
  return (
    <section className="vf account-page" aria-label={t('freeze.title')}>
      <h1>{t('freeze.title')}</h1>
      <p className="dim vf-intro">{t('freeze.intro')}</p>
      {status === 'frozen' && (
        <p className="account-notice account-notice-bad" role="status">
          {t('freeze.linkFrozen')}
        </p>
      )}
      {status === 'invalid' && (
        <p className="ui-field-error" role="alert">
          {t('freeze.linkInvalid')}
        </p>
      )}
      {auth.signedIn && auth.user && !frozen && (
        <button type="button" className="ui-button ui-button-danger" disabled={busy} onClick={() => setAsking(true)}>
          {t('freeze.now')}
        </button>
      )}
      {auth.signedIn && frozen && (
        <form
          className="vf-section"
          onSubmit={(e) => {
            e.preventDefault();
            void run(async () => {
              await model.lift(password);
              setPassword('');
              await auth.refreshUser();
            }, t('freeze.lifted'));
          }}
        >
          <p className="account-notice account-notice-bad" role="status" data-testid="frozen">
            {t('freeze.isFrozen')}
          </p>
          <div className="vf-inline">
            <label className="ui-form">
              <span className="ui-label">{t('freeze.password')}</span>
              <input
                className="ui-input"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </label>
            <button type="submit" className="ui-button ui-button-primary" disabled={busy || password === ''}>
              {t('freeze.lift')}
            </button>
          </div>
        </form>
      )}
      {!auth.signedIn && (
        <form
          className="vf-section"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => model.requestFreezeLink(email.trim()), t('freeze.sent'));
          }}
        >
          <p className="dim">{t('freeze.byMail')}</p>
          <div className="vf-inline">
            <label className="ui-form">
              <span className="ui-label">{t('freeze.email')}</span>
              <input className="ui-input" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </label>
            <button type="submit" className="ui-button ui-button-primary" disabled={busy || !email.includes('@')}>
              {t('freeze.send')}
            </button>
          </div>
        </form>
      )}
      <FormOutcome done={note} error={error} />
      {asking && (
        <ConfirmModal
          title={t('freeze.confirmTitle')}
          body={t('freeze.confirmBody')}
          confirmLabel={t('freeze.now')}
          cancelLabel={t('freeze.cancel')}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void run(async () => {
              await model.freeze();
              await auth.refreshUser();
            }, t('freeze.isFrozen'));
          }}
        />
      )}
    </section>
  );
});
