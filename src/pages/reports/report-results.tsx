// What the reports and the archive share: the whole range exported as a CSV file (written by
// papaparse, up to MAX_EXPORT_ROWS rows, no cell a formula), and the results under the form (the error or note of
// the last action, the row count, the table of the kind shown and "More" back in time).
import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import Papa from 'papaparse';
import { t } from '../../i18n';
import { csvCells, csvHeader, REPORT_SPECS, type ReportKind } from '../../protocol/account/report-kinds';
import { CSV_WRITE_OPTIONS } from '../../protocol/account/csv-formulae';
import { MAX_EXPORT_ROWS, type ReportQuery, type ReportsStoreInstance } from '../../models/account/reports';
import { DataTable } from '../../ui/DataTable';
import { downloadText } from '../../ui/download';
import { columnsOf } from './report-columns';

/** The error and the note a report page shows after its last action. */
export function useReportFeedback() {
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const failed = (err: unknown) => setError(err instanceof Error ? err.message : String(err));
  return { error, setError, note, setNote, failed };
}
export type ReportFeedback = ReturnType<typeof useReportFeedback>;

/** Reads the whole range of `q` and downloads it as `file`, saying how it went in `feedback`. */
export async function exportReport(store: ReportsStoreInstance, q: ReportQuery, file: string, feedback: ReportFeedback): Promise<void> {
  feedback.setError(null);
  feedback.setNote(t('reports.exporting'));
  try {
    const read = await store.all(q);
    if ('overLimit' in read) {
      feedback.setNote(null);
      feedback.setError(t('reports.tooMany', { max: MAX_EXPORT_ROWS }));
      return;
    }
    const body = read.rows.map((r) => csvCells(q.kind, r.cells));
    downloadText(file, Papa.unparse({ fields: csvHeader(q.kind), data: body }, CSV_WRITE_OPTIONS), 'text/csv;charset=utf-8');
    feedback.setNote(t('reports.exported', { count: read.rows.length, file }));
  } catch (err) {
    feedback.setNote(null);
    feedback.failed(err);
  }
}

export const ReportResults = observer(function ReportResults({
  store,
  kind,
  feedback,
  empty,
  windowScroll,
}: {
  store: ReportsStoreInstance;
  /** The kind chosen in the form: shown until a read names its own. */
  kind: ReportKind;
  feedback: ReportFeedback;
  empty: ReactNode;
  windowScroll?: boolean;
}) {
  const shown = store.query?.kind ?? kind;
  const numeric = new Set(REPORT_SPECS[shown].columns.filter((c) => c.numeric).map((c) => c.id));
  return (
    <>
      {feedback.error && (
        <p className="ui-field-error" role="alert">
          {feedback.error}
        </p>
      )}
      {feedback.note && (
        <p className="dim rp-note" role="status">
          {feedback.note}
        </p>
      )}
      <p className="dim rp-note">{t('reports.count', { count: store.rows.length })}</p>
      <div className="rp-table">
        <DataTable
          key={shown}
          label={t('reports.kind.name', { kind: shown })}
          className="od-table"
          columns={columnsOf(shown)}
          data={store.rows}
          getRowId={(r) => r.key}
          numeric={numeric}
          windowScroll={windowScroll}
          empty={<p className="dim">{store.loading ? t('app.loading') : empty}</p>}
        />
      </div>
      {store.more && (
        <button
          type="button"
          className="ui-button rp-more"
          disabled={store.loading}
          onClick={() => void store.loadMore().catch(feedback.failed)}
        >
          {t('reports.more')}
        </button>
      )}
    </>
  );
});
