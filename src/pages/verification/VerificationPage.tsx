// Verification (/verification): the account's level and its latest submission with the
// reviewer's decision (asked again every 1.5 s while under review), and the form of the next
// level. A sub-account shows its master's verification and has no form.
import './messages';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { useAuth } from '../../app/auth';
import { t } from '../../i18n';
import { formatTime } from '../../format';
import { VerificationStore } from '../../models/account/verification';
import { createPageModel } from '../../models/account/page-model';
import { KycForm } from './KycForm';
import { UsResidentDeclaration } from './UsResidentDeclaration';
import './verification.css';

const LEVELS = ['BASIC', 'BASIC_PLUS', 'INTERMEDIATE', 'FULL'] as const;
const levelText = (l: number) => t('level.name', { level: LEVELS[l] ?? 'BASIC' });
const POLL_MS = 1500;
const NOTICE = { none: 'plain', pending: 'warn', approved: 'good', rejected: 'bad' } as const;

export default observer(function VerificationPage() {
  const { account } = useStore();
  const auth = useAuth();
  const [kyc] = useState(() => createPageModel(VerificationStore, account));
  const [error, setError] = useState<string | null>(null);
  // The form waits for the stored account type (read, or its read failed): drawn again when it
  // arrived, it lost what a quick trader had typed.
  const [typeSettled, setTypeSettled] = useState(false);
  const record = kyc.record;
  const pending = record?.status === 'pending';
  useEffect(() => {
    if (!auth.signedIn) return;
    const failed = (err: unknown) => setError(err instanceof Error ? err.message : String(err));
    void kyc.load().catch(failed);
    void kyc
      .loadTypeAccount()
      .catch(failed)
      .finally(() => setTypeSettled(true));
  }, [kyc, auth.signedIn]);
  // Under review: ask again until decided, then read the user's new level.
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      void kyc
        .load()
        .then(() => (kyc.record?.status !== 'pending' ? auth.refreshUser() : undefined))
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [kyc, pending, auth]);

  const level = record?.level ?? auth.user?.verificationLevel ?? 0;
  const isSub = auth.user !== undefined && !auth.user.isMainAccount;
  const time = (mts: number | null) => (mts ? formatTime(mts) : '');
  return (
    <section className="vf account-page" aria-label={t('verify.title')}>
      <h1>{t('verify.title')}</h1>
      <p className="dim vf-intro">{t('verify.intro')}</p>
      <p className="vf-level" data-testid="verification-level">
        {t('verify.current', { level: levelText(level) })}
      </p>
      {record && (
        <p className={`account-notice account-notice-${NOTICE[record.status]}`} role="status" data-testid="verification-status">
          {t('verify.status', {
            status: record.status,
            level: levelText(record.levelRequested),
            time: time(record.status === 'pending' ? record.submittedAt : record.decidedAt),
            reason: record.reason ?? '',
          })}
        </p>
      )}
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
      {record && typeSettled && !pending && !isSub && level < 3 && (
        <KycForm
          // Drawn again for a new level, not at each choice of type (typed fields stay).
          key={level}
          initialType={kyc.typeAccount}
          onType={(type) =>
            void kyc.chooseTypeAccount(type).catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)))
          }
          minLevel={Math.min(level + 1, 3) as 1 | 2 | 3}
          // A first submission starts from the country the account signed up from.
          initial={record.data ?? (auth.user?.signupCountry ? { country: auth.user.signupCountry } : undefined)}
          onSubmit={async (s) => {
            await kyc.submit(s);
            await auth.refreshUser();
          }}
        />
      )}
      {record && level >= 3 && <p className="dim">{t('verify.done')}</p>}
      {auth.signedIn && <UsResidentDeclaration kyc={kyc} editable={!isSub} />}
    </section>
  );
});
