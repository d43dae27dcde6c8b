// The US-resident declaration (`/v1/account_us_resident`): whether the account holder resides in
// the United States, as declared last (and when), and the two answers. Residents of the US are not
// offered deposits and real-money trading where the exchange blocks the US (block_compl_region).
import { useEffect, useState } from 'react';
import { t } from '../../i18n';
import { formatTime } from '../../format';
import type { VerificationStoreInstance } from '../../models/account/verification';
import { declareUsResident, usResidentDeclaration, type UsResidentDeclaration as Declaration } from '../../models/account/us-resident';

export function UsResidentDeclaration({
  kyc,
  editable,
}: {
  /** The page's model: the account the calls are made for. */
  kyc: VerificationStoreInstance;
  /** A sub-account reads its master's declaration. */
  editable: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** undefined until read; null: none made. */
  const [d, setD] = useState<Declaration | null | undefined>(undefined);
  useEffect(() => {
    usResidentDeclaration(kyc).then(setD, (err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  }, [kyc]);
  const answer = async (usResident: boolean) => {
    setBusy(true);
    setError(null);
    try {
      setD(await declareUsResident(kyc, usResident));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="vf-group vf-declaration" aria-label={t('verify.usResident.title')}>
      <h2>{t('verify.usResident.title')}</h2>
      <p data-testid="us-resident-state" role="status">
        {d === undefined
          ? ''
          : t('verify.usResident.state', {
              state: d === null ? 'none' : d.usResident ? 'yes' : 'no',
              time: d ? formatTime(d.declaredAt) : '',
            })}
      </p>
      {editable && (
        <div className="vf-row" role="group" aria-label={t('verify.usResident.question')}>
          <span>{t('verify.usResident.question')}</span>
          <button
            type="button"
            className="ui-button"
            disabled={busy}
            aria-pressed={d?.usResident === true}
            onClick={() => void answer(true)}
          >
            {t('verify.usResident.yes')}
          </button>
          <button
            type="button"
            className="ui-button"
            disabled={busy}
            aria-pressed={d?.usResident === false}
            onClick={() => void answer(false)}
          >
            {t('verify.usResident.no')}
          </button>
        </div>
      )}
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
