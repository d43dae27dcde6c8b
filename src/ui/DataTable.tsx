// The tables of the widgets (@tanstack/react-table 9): dense rows, right-aligned numeric
// columns, optional sorting by clicking a header (aria-sort tells which way).
import type { CSSProperties, ReactNode } from 'react';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type ColumnHelper,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import './table.css';

export const tableFeatureSet = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic, alphanumeric: sortFn_alphanumeric },
});
export type TableFeatureSet = typeof tableFeatureSet;

export function columnHelper<T extends RowData>(): ColumnHelper<TableFeatureSet, T> {
  return createColumnHelper<TableFeatureSet, T>();
}
export type ColumnList<T extends RowData> = ReturnType<ColumnHelper<TableFeatureSet, T>['columns']>;
export type { SortingState };

export interface DataTableProps<T extends RowData> {
  label: string;
  columns: ColumnList<T>;
  data: T[];
  getRowId(row: T): string;
  /** Ids of right-aligned, tabular-number columns. */
  numeric?: ReadonlySet<string>;
  rowClassName?(row: T): string | undefined;
  rowStyle?(row: T): CSSProperties | undefined;
  rowProps?(row: T): Record<string, string | undefined>;
  sorting?: SortingState;
  onSortingChange?(next: SortingState): void;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  className?: string;
}

export function DataTable<T extends RowData>({
  label,
  columns,
  data,
  getRowId,
  numeric,
  rowClassName,
  rowStyle,
  rowProps,
  sorting,
  onSortingChange,
  empty,
  className,
}: DataTableProps<T>) {
  const sortable = sorting !== undefined && onSortingChange !== undefined;
  const table = useTable({
    features: tableFeatureSet,
    columns,
    data,
    getRowId: (row: T) => getRowId(row),
    enableSorting: sortable,
    enableSortingRemoval: false,
    state: sortable ? { sorting } : undefined,
    onSortingChange: sortable ? (updater) => onSortingChange(typeof updater === 'function' ? updater(sorting) : updater) : undefined,
  });
  const rows = table.getRowModel().rows;
  const colCount = table.getAllLeafColumns().length;
  return (
    <table className={`ui-table ${className ?? ''}`} aria-label={label}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const isNum = numeric?.has(header.column.id);
              const sorted = sortable && header.column.getCanSort() ? header.column.getIsSorted() : false;
              const canSort = sortable && header.column.getCanSort();
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={isNum ? 'num' : undefined}
                  aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                >
                  {header.isPlaceholder ? null : canSort ? (
                    <button type="button" className="ui-th-sort" onClick={header.column.getToggleSortingHandler()}>
                      <table.FlexRender header={header} />
                      <span aria-hidden="true" className="ui-th-arrow">
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                      </span>
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {rows.length === 0 && empty !== undefined ? (
          <tr className="ui-table-empty">
            <td colSpan={colCount}>{empty}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.id} className={rowClassName?.(row.original)} style={rowStyle?.(row.original)} {...rowProps?.(row.original)}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={numeric?.has(cell.column.id) ? 'num' : undefined}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
