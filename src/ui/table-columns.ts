// Column builders for the pages' tanstack tables (through DataTable): a table's columns each read
// their header from one select message of its catalogue (`<key>` with the column's id), and the
// common cells — a time in the user's format, a currency by its label, an amount through
// src/format — are written once here instead of in each table.
import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { t, type MessageKey } from '../i18n';
import { formatAmount, formatTime } from '../format';
import { currencyLabel } from '../format/symbols';
import { columnHelper } from './DataTable';

/** The column builders of a table of `T` whose headers are `t(headerKey, { id })`. */
export function tableColumns<T extends RowData>(headerKey: MessageKey) {
  const h = columnHelper<T>();
  const header = (id: string) => () => t(headerKey, { id });
  /** A column that renders each row. */
  const cell = (id: string, render: (row: T) => ReactNode) => h.display({ id, header: header(id), cell: (c) => render(c.row.original) });
  return {
    helper: h,
    cell,
    /** A time (ms) in the user's format. */
    time: (id: string, mts: (row: T) => number) => cell(id, (r) => formatTime(mts(r))),
    /** A currency by its label. */
    currency: (id: string, code: (row: T) => string) => cell(id, (r) => currencyLabel(code(r))),
    /** An amount, in the row's decimals when given. */
    amount: (id: string, value: (row: T) => number, decimals?: (row: T) => number) =>
      cell(id, (r) => formatAmount(value(r), decimals?.(r))),
  };
}
