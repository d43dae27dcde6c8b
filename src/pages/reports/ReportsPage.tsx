// Reports (/reports): the ledger, deposits and withdrawals, orders, trades, positions and funding
// trades of a date range, for one currency or pair or all, read page by page back in time, and the
// whole range exported as CSV (report-results.tsx); a larger range is e-mailed: the exchange builds
// the same CSV and mails it.
import { currencyLabel, pairLabel } from '../../format';
import './messages';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { REPORT_KINDS, REPORT_SPECS, type ReportKind } from '../../protocol/account/report-kinds';
import { REPORTS_DEFAULT_DAYS, ReportsStore, type ReportQuery } from '../../models/account/reports';
import { createPageModel } from '../../models/account/page-model';
import { SelectField } from '../../ui/SelectField';
import { exportReport, ReportResults, useReportFeedback } from './report-results';
import { DAY, dayEnd, dayStart, isoDay } from './report-days';
import './reports.css';

export default observer(function ReportsPage() {
  const { account, markets } = useStore();
  const [reports] = useState(() => createPageModel(ReportsStore, account));
  const now = Date.now();
  const [kind, setKind] = useState<ReportKind>('ledger');
  const [from, setFrom] = useState(isoDay(now - REPORTS_DEFAULT_DAYS * DAY));
  const [to, setTo] = useState(isoDay(now));
  const [filter, setFilter] = useState('');
  const feedback = useReportFeedback();
  const { setError, setNote, failed } = feedback;
  const [exporting, setExporting] = useState(false);
  const [mailing, setMailing] = useState(false);
  const spec = REPORT_SPECS[kind];
  const currencies = [...new Set(account.wallets.list.map((w) => w.currency))].sort();
  const pairs = markets.markets.map((m) => m.symbol.slice(1));
  const choices = spec.filter === 'pair' ? pairs : spec.filter === 'currency' ? currencies : [];
  const query = (): ReportQuery | undefined => {
    const q = { kind, from: dayStart(from), to: dayEnd(to), filter: spec.filter ? filter : '' };
    if (!Number.isFinite(q.from) || !Number.isFinite(q.to) || q.from > q.to) {
      setError(t('reports.badRange'));
      return undefined;
    }
    return q;
  };
  const show = () => {
    setError(null);
    setNote(null);
    const q = query();
    if (q) void reports.load(q).catch(failed);
  };
  useEffect(() => {
    if (account.signedIn) show();
  }, [account.signedIn, kind]); // eslint-disable-line react-hooks/exhaustive-deps

  const exportCsv = async () => {
    const q = query();
    if (!q) return;
    setExporting(true);
    await exportReport(reports, q, `tradedesk-${kind}${q.filter ? `-${q.filter}` : ''}-${from}-to-${to}.csv`, feedback);
    setExporting(false);
  };

  const emailReport = async () => {
    const q = query();
    if (!q) return;
    setError(null);
    setNote(t('reports.mailing'));
    setMailing(true);
    try {
      const sent = await reports.emailReport(q);
      setNote(t('reports.mailed', { count: sent.rows, to: sent.to }));
    } catch (err) {
      setNote(null);
      failed(err);
    } finally {
      setMailing(false);
    }
  };

  return (
    <section className="rp account-page" aria-label={t('reports.title')}>
      <h1>{t('reports.title')}</h1>
      <p className="dim">
        <Link to="/archive">{t('reports.toArchive')}</Link>
      </p>
      <form
        className="rp-filters"
        onSubmit={(e) => {
          e.preventDefault();
          show();
        }}
      >
        <SelectField
          label={t('reports.kind')}
          value={kind}
          options={REPORT_KINDS}
          onChange={(k) => {
            setKind(k);
            setFilter('');
          }}
          optionLabel={(k) => t('reports.kind.name', { kind: k })}
        />
        <label className="ui-form">
          <span className="ui-label">{t('reports.from')}</span>
          <input className="ui-input" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="ui-form">
          <span className="ui-label">{t('reports.to')}</span>
          <input className="ui-input" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
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
        <button type="submit" className="ui-button" disabled={reports.loading}>
          {t('reports.show')}
        </button>
        <button type="button" className="ui-button ui-button-primary" disabled={exporting} onClick={() => void exportCsv()}>
          {t('reports.export')}
        </button>
        <button type="button" className="ui-button" disabled={mailing} onClick={() => void emailReport()}>
          {t('reports.email')}
        </button>
      </form>
      <ReportResults store={reports} kind={kind} feedback={feedback} empty={t('reports.empty')} />
    </section>
  );
});
