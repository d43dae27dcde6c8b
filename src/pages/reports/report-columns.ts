// The columns of a report's table (the reports page and the archive): each kind's columns, times
// in the user's format, amounts through src/format.
import { t } from '../../i18n';
import { currencyLabel, formatAmount, formatTime, pairLabel } from '../../format';
import { REPORT_SPECS, type Cell, type ReportColumn, type ReportKind } from '../../protocol/account/report-kinds';
import type { ReportRow } from '../../models/account/reports';
import { columnHelper, type ColumnList } from '../../ui/DataTable';

/** Currencies and pairs read by their labels here; the CSV keeps the exchange's codes. */
const LABELS: Record<string, (v: string) => string> = { currency: currencyLabel, feeCurrency: currencyLabel, symbol: pairLabel };

const shown = (c: Cell, col: ReportColumn): string =>
  c === null
    ? '–'
    : col.id === 'time'
      ? formatTime(Number(c))
      : col.numeric && typeof c === 'number'
        ? formatAmount(c)
        : (LABELS[col.id]?.(String(c)) ?? String(c));

export function columnsOf(kind: ReportKind): ColumnList<ReportRow> {
  const h = columnHelper<ReportRow>();
  return h.columns(
    REPORT_SPECS[kind].columns.map((col, i) =>
      h.display({
        id: col.id,
        header: () => t('reports.col', { id: col.id }),
        cell: (c) => shown(c.row.original.cells[i] ?? null, col),
      }),
    ),
  );
}
