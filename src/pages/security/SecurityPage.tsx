// Security (/security): the authenticator app, on and off, and the login history (when, from
// where, with which browser, and whether it was let in).
import './messages';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { HelpAction } from '../../app/HelpAction';
import { useAuth } from '../../app/auth';
import { t } from '../../i18n';
import { formatTime } from '../../format';
import { SecurityStore, type LoginEntry } from '../../models/account/security';
import { createPageModel } from '../../models/account/page-model';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { OtpSection } from './OtpSection';
import { SecurityKeysSection } from './SecurityKeysSection';
import { SmsSection } from './SmsSection';
import { PgpSection } from './PgpSection';
import { useSearchParams } from 'react-router';
import { SecuritySettingsStore, type Whitelist } from '../../models/account/security-settings';
import { WhitelistSection } from './WhitelistSection';
import { SessionFlagsSection } from './SessionFlagsSection';
import { WithdrawalCheckSection } from './WithdrawalCheckSection';
import { ApproveChangeModal } from './ApproveChangeModal';
import { FormOutcome } from '../../ui/FormOutcome';
import './security.css';

const h = columnHelper<LoginEntry>();
const COLUMNS = h.columns([
  h.display({ id: 'time', header: () => t('security.col.time'), cell: (c) => formatTime(c.row.original.mts) }),
  h.display({ id: 'ip', header: () => t('security.col.ip'), cell: (c) => c.row.original.ip }),
  h.display({
    id: 'browser',
    header: () => t('security.col.browser'),
    cell: (c) => <span title={c.row.original.userAgent}>{c.row.original.userAgent.slice(0, 60)}</span>,
  }),
  h.display({
    id: 'result',
    header: () => t('security.col.result'),
    cell: (c) => t('security.result', { success: c.row.original.success ? 'yes' : 'no', reason: c.row.original.reason ?? '' }),
  }),
]);

export default observer(function SecurityPage() {
  const { account } = useStore();
  const auth = useAuth();
  const [security] = useState(() => createPageModel(SecurityStore, account));
  const [otpOn, setOtpOn] = useState<boolean | null>(null);
  const on = otpOn ?? auth.user?.tfaTypes.includes('otp') ?? false;
  const [settings] = useState(() => createPageModel(SecuritySettingsStore, account));
  const [params] = useSearchParams();
  const [smsOn, setSmsOn] = useState<boolean | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!auth.signedIn) return;
    void security.loadLogins().catch(() => undefined);
    void settings.load().catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  }, [security, settings, auth.signedIn]);
  /** The second factors or the enforcement changed: the user info (and the frame's notice) follow. */
  const factorsChanged = () => void auth.refreshUser().catch(() => undefined);
  const ask = (change: { whitelist?: Whitelist; flags?: Record<string, '0' | '1'> }) => {
    setDone(null);
    setError(null);
    void settings.request(change).catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  };
  return (
    <section className="sc account-page" aria-label={t('security.title')}>
      <div className="md-title">
        <h1>{t('security.title')}</h1>
        <HelpAction tag="security" />
      </div>
      {auth.user && !auth.user.isMainAccount && <p className="dim sc-note">{t('permissions.inSub')}</p>}
      <OtpSection
        security={security}
        on={on}
        onChange={(v) => {
          setOtpOn(v);
          factorsChanged();
        }}
      />
      <SmsSection
        security={security}
        on={smsOn ?? auth.user?.tfaTypes.includes('sms') ?? false}
        onChange={(v) => {
          setSmsOn(v);
          factorsChanged();
        }}
      />
      <SecurityKeysSection security={security} onChange={factorsChanged} />
      <FormOutcome done={done} error={error} />
      <WhitelistSection settings={settings} onSave={() => ask({ whitelist: settings.whitelist })} />
      <SessionFlagsSection settings={settings} onSave={(flags) => ask({ flags })} />
      <WithdrawalCheckSection settings={settings} onSave={(flags) => ask({ flags })} />
      <PgpSection settings={settings} linkStatus={params.get('pgp')} />
      {settings.pending && (
        <ApproveChangeModal
          method={settings.pending.method}
          onClose={() => settings.setPending(null)}
          onApprove={(code) =>
            settings.approve(code).then(
              () => {
                setDone(t('security.approved'));
                factorsChanged();
              },
              (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
            )
          }
        />
      )}
      <section className="sc-section" aria-label={t('security.logins')}>
        <h2>{t('security.logins')}</h2>
        <DataTable
          label={t('security.logins')}
          className="od-table"
          columns={COLUMNS}
          data={security.logins}
          getRowId={(l) => String(l.id)}
          rowClassName={(l) => (l.success ? undefined : 'sc-refused')}
          empty={<p className="dim">{security.loaded ? t('security.noLogins') : t('app.loading')}</p>}
        />
      </section>
    </section>
  );
});
