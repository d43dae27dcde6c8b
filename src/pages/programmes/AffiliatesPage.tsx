// Affiliates (/affiliates, account-side issue 16 item 5): the account's referral link to share (a
// copy button), the accounts that signed up through it (masked e-mail, date, what each earned you)
// and the commissions the exchange credited from their trading fees.
import './messages';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatAmount, formatPercent, formatTime } from '../../format';
import { referralLink, type Commission, type Referral } from '../../protocol/programmes/affiliates';
import { createPageModel } from '../../models/account/page-model';
import { AffiliatesStore } from '../../models/account/programmes';
import { CopyField } from '../../ui/CopyField';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { ProgrammeTabs } from './ProgrammeTabs';
import './programmes.css';

const col = (id: string) => () => t('aff.col', { id });
const r = columnHelper<Referral>();
const referralColumns = r.columns([
  r.display({ id: 'email', header: col('email'), cell: (c) => c.row.original.email }),
  r.display({ id: 'signedUp', header: col('signedUp'), cell: (c) => formatTime(c.row.original.mts) }),
  r.display({ id: 'earned', header: col('earned'), cell: (c) => formatAmount(c.row.original.earnedUsd) }),
]);
const k = columnHelper<Commission>();
const commissionColumns = k.columns([
  k.display({ id: 'time', header: col('time'), cell: (c) => formatTime(c.row.original.mts) }),
  k.display({ id: 'email', header: col('email'), cell: (c) => c.row.original.email }),
  k.display({ id: 'currency', header: col('currency'), cell: (c) => c.row.original.currency }),
  k.display({ id: 'amount', header: col('amount'), cell: (c) => formatAmount(c.row.original.amount) }),
]);

/** How often the page asks again (commissions arrive as referred accounts trade). */
const REFRESH_MS = 5_000;

export default observer(function AffiliatesPage() {
  const { account } = useStore();
  const [aff] = useState(() => createPageModel(AffiliatesStore, account));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!account.signedIn) return;
    const load = () =>
      void aff.reload().then(
        () => setError(null),
        (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
      );
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [account.signedIn, aff]);
  const s = aff.summary;
  return (
    <section className="prog account-page" aria-label={t('aff.title')}>
      <ProgrammeTabs />
      <h1>{t('aff.title')}</h1>
      <p className="dim prog-intro">{t('aff.intro', { rate: formatPercent(s?.rate ?? '0.2', false) })}</p>
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
      {s && (
        <>
          <div className="prog-link">
            <CopyField label={t('aff.link')} value={referralLink(window.location.origin, s.code)} />
            <p className="dim">{t('aff.code', { code: s.code })}</p>
          </div>
          <h2>{t('aff.earned')}</h2>
          {s.earned.length === 0 ? (
            <p className="dim">{t('aff.earned.none')}</p>
          ) : (
            <ul className="prog-earned" aria-label={t('aff.earned')}>
              {s.earned.map((e) => (
                <li key={e.currency}>{t('aff.earned.total', { amount: formatAmount(e.amount), currency: e.currency })}</li>
              ))}
            </ul>
          )}
          <h2>{t('aff.referrals')}</h2>
          <DataTable
            label={t('aff.referrals')}
            className="od-table"
            columns={referralColumns}
            data={s.referrals}
            getRowId={(x) => `${x.email}-${x.mts}`}
            windowScroll
            numeric={new Set(['earned'])}
            empty={<p className="dim">{t('aff.referrals.empty')}</p>}
          />
          {s.commissions.length > 0 && (
            <>
              <h2>{t('aff.commissions')}</h2>
              <DataTable
                label={t('aff.commissions')}
                className="od-table"
                columns={commissionColumns}
                data={s.commissions}
                getRowId={(x) => `${x.mts}-${x.currency}-${x.amount}-${x.email}`}
                windowScroll
                numeric={new Set(['amount'])}
              />
            </>
          )}
        </>
      )}
    </section>
  );
});
