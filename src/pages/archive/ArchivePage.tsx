// The archive (/archive, account-side issue 16 item 2): the account's closed orders, trades,
// positions and ledger older than the reports' default range, searched by pair or currency and
// dates, read page by page back in time and exported as CSV (the reports' reads and export).
import { currencyLabel, pairLabel } from '../../format';
import '../reports/messages';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { REPORT_SPECS } from '../../protocol/account/report-kinds';
import { REPORTS_DEFAULT_DAYS, ReportsStore, type ReportQuery } from '../../models/account/reports';
import { createPageModel } from '../../models/account/page-model';
import { SelectField } from '../../ui/SelectField';
import { exportReport, ReportResults, useReportFeedback } from '../reports/report-results';
import { ARCHIVE_KINDS, archiveFirstDay, archiveLastDay, archiveRange, type ArchiveKind } from './archive-range';
import '../reports/reports.css';

export default observer(function ArchivePage() {
  const { account, markets } = useStore();
  const [archive] = useState(() => createPageModel(ReportsStore, account));
  const [now] = useState(() => Date.now());
  const last = archiveLastDay(now);
  const [kind, setKind] = useState<ArchiveKind>('orders');
  const [from, setFrom] = useState(archiveFirstDay(now));
  const [to, setTo] = useState(last);
  const [filter, setFilter] = useState('');
  const feedback = useReportFeedback();
  const { setError, setNote, failed } = feedback;
  const [exporting, setExporting] = useState(false);
  const spec = REPORT_SPECS[kind];
  const currencies = [...new Set(account.wallets.list.map((w) => w.currency))].sort();
  const pairs = markets.markets.map((m) => m.symbol.slice(1));
  const choices = spec.filter === 'pair' ? pairs : spec.filter === 'currency' ? currencies : [];
  const query = (): ReportQuery | undefined => {
    const r = archiveRange(from, to, now);
    if ('error' in r) {
      setError(r.error === 'tooRecent' ? t('archive.tooRecent', { day: last }) : t('reports.badRange'));
      return undefined;
    }
    return { kind, from: r.from, to: r.to, filter: spec.filter ? filter : '' };
  };
  const search = () => {
    setError(null);
    setNote(null);
    const q = query();
    if (q) void archive.load(q).catch(failed);
  };
  useEffect(() => {
    if (account.signedIn) search();
  }, [account.signedIn, kind]); // eslint-disable-line react-hooks/exhaustive-deps

  const exportCsv = async () => {
    const q = query();
    if (!q) return;
    setExporting(true);
    await exportReport(archive, q, `tradedesk-archive-${kind}${q.filter ? `-${q.filter}` : ''}-${from}-to-${to}.csv`, feedback);
    setExporting(false);
  };

  return (
    <section className="rp account-page" aria-label={t('archive.title')}>
      <h1>{t('archive.title')}</h1>
      <p className="dim rp-note">{t('archive.intro', { days: REPORTS_DEFAULT_DAYS, day: last })}</p>
      <form
        className="rp-filters"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <SelectField
          label={t('reports.kind')}
          value={kind}
          options={ARCHIVE_KINDS}
          onChange={(k) => {
            setKind(k);
            setFilter('');
          }}
          optionLabel={(k) => t('reports.kind.name', { kind: k })}
        />
        <label className="ui-form">
          <span className="ui-label">{t('reports.from')}</span>
          <input className="ui-input" type="date" value={from} max={last} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="ui-form">
          <span className="ui-label">{t('reports.to')}</span>
          <input className="ui-input" type="date" value={to} max={last} onChange={(e) => setTo(e.target.value)} />
        </label>
        {spec.filter && (
          <SelectField
            label={spec.filter === 'pair' ? t('reports.pair') : t('reports.currency')}
            value={filter}
            options={['', ...choices]}
            onChange={setFilter}
            optionLabel={(v) => (v === '' ? t('reports.allFilter') : spec.filter === 'pair' ? pairLabel(`t${v}`) : currencyLabel(v))}
          />
        )}
        <button type="submit" className="ui-button" disabled={archive.loading}>
          {t('archive.search')}
        </button>
        <button type="button" className="ui-button ui-button-primary" disabled={exporting} onClick={() => void exportCsv()}>
          {t('reports.export')}
        </button>
      </form>
      <ReportResults store={archive} kind={kind} feedback={feedback} empty={t('archive.empty')} windowScroll />
    </section>
  );
});
