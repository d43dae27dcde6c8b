// The account's PGP public key: pasted armoured (checked by the exchange with openpgp), pending
// until the challenge is signed with the key (or the mailed link is opened), then active; deleted.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n';
import type { SecuritySettingsStoreInstance } from '../../models/account/security-settings';
import { CopyField } from '../../ui/CopyField';
import { FormOutcome } from '../../ui/FormOutcome';
import { useFormRun } from '../../ui/use-form-run';

export const PgpSection = observer(function PgpSection({
  settings,
  linkStatus,
}: {
  settings: SecuritySettingsStoreInstance;
  linkStatus: string | null;
}) {
  const [armored, setArmored] = useState('');
  const [signature, setSignature] = useState('');
  const { busy, done, error, run } = useFormRun();
  const key = settings.pgp;
  return (
    <section className="sc-section" aria-label={t('security.pgp')}>
      <h2>{t('security.pgp')}</h2>
      <p className="dim sc-note">{t('security.pgpIntro')}</p>
      {linkStatus === 'active' && <p className="ui-ok">{t('security.pgpLinkActive')}</p>}
      {linkStatus === 'invalid' && <p className="ui-field-error">{t('security.pgpLinkInvalid')}</p>}
      {key && (
        <p className="sc-note" data-testid="pgp-status">
          {t('security.pgpState', { status: key.status, fingerprint: key.fingerprint })}
        </p>
      )}
      {key?.status === 'pending' && key.challenge && (
        <form
          className="sc-form sc-wide"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => settings.pgpConfirm(signature), t('security.pgpConfirmed'));
          }}
        >
          <CopyField label={t('security.pgpChallenge')} value={key.challenge} />
          <label className="ui-form">
            <span className="ui-label">{t('security.pgpSigned')}</span>
            <textarea className="ui-input sc-armor" rows={6} value={signature} onChange={(e) => setSignature(e.target.value)} />
          </label>
          <button type="submit" className="ui-button ui-button-primary" disabled={busy || signature.trim() === ''}>
            {t('security.pgpConfirm')}
          </button>
        </form>
      )}
      {key?.status === 'active' ? (
        <button
          type="button"
          className="ui-button"
          disabled={busy}
          onClick={() => void run(() => settings.pgpDelete(), t('security.pgpDeleted'))}
        >
          {t('security.pgpDelete')}
        </button>
      ) : (
        <form
          className="sc-form sc-wide"
          onSubmit={(e) => {
            e.preventDefault();
            void run(async () => {
              await settings.pgpUpdate(armored);
              setArmored('');
            }, t('security.pgpPending'));
          }}
        >
          <label className="ui-form">
            <span className="ui-label">{t('security.pgpKey')}</span>
            <textarea
              className="ui-input sc-armor"
              rows={6}
              placeholder="-----BEGIN PGP PUBLIC KEY BLOCK-----"
              value={armored}
              onChange={(e) => setArmored(e.target.value)}
            />
          </label>
          <button type="submit" className="ui-button ui-button-primary" disabled={busy || armored.trim() === ''}>
            {t('security.pgpSave')}
          </button>
        </form>
      )}
      <FormOutcome done={done} error={error} />
    </section>
  );
});
