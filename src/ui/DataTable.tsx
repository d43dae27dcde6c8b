// The tables of the widgets (@tanstack/react-table 9): dense rows, right-aligned numeric
// columns, a header that stays in view, optional sorting by clicking a header (aria-sort tells
// which way), row actions kept at the right edge, and for tables that can hold more than a
// screenful, virtualised rows (react-virtuoso): only the rows in view are in the page.
import { useCallback, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { TableVirtuoso, type TableComponents } from 'react-virtuoso';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type ColumnHelper,
  type Row,
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

/** Buttons of one row, in a last column kept in view at the right edge of a narrow panel. */
export interface RowActions<T> {
  header: ReactNode;
  render(row: T): ReactNode;
}

type RowAttributes = { className?: string; style?: CSSProperties } & Record<string, string | CSSProperties | undefined>;

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
  /** A class of one cell, beside `num` for the numeric columns (a buy or sell colour). */
  cellClassName?(row: T, columnId: string): string | undefined;
  /** Data attributes of one cell. */
  cellProps?(row: T, columnId: string): Record<string, string | undefined> | undefined;
  /** A key that changes to draw the cell anew (replays its flash animation on each update). */
  cellKey?(row: T, columnId: string): string | number | undefined;
  /** The column whose cells head their rows (`<th scope="row">`). */
  rowHeader?: string;
  actions?: RowActions<T>;
  /** Draws a row's cells by itself (an inline editor, a group heading); undefined draws the columns. */
  renderCells?(row: T): ReactNode;
  sorting?: SortingState;
  onSortingChange?(next: SortingState): void;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  className?: string;
  /** Virtualises the rows in a scroller of this class, which must be given a height (flex: 1;
   *  min-height: 0 in a widget): for tables that can hold more than a screenful. */
  virtualScroller?: string;
  /** Virtualises the rows in the page's own scroll (a page rather than a panel). */
  windowScroll?: boolean;
  /** Without the panels' dense look (ui-table), for a page that styles its table itself. */
  bare?: boolean;
  /** Virtualises the rows in this scrolling ancestor instead (a panel body that scrolls more than
   *  the table); null while it is not mounted yet. */
  scrollParent?: HTMLElement | null;
  /** A virtualised list that opens at its last row and keeps it in view while the reader has not
   *  scrolled away from it (the asks of a stacked book, best ask last, beside the spread). */
  pinEnd?: boolean;
}

interface VirtualContext {
  label: string;
  className: string;
  rowAttributes(index: number): RowAttributes;
}

// Module constants, so the virtual list never sees new components; what varies comes as context.
const VIRTUAL_COMPONENTS: TableComponents<unknown, VirtualContext> = {
  Table: ({ context, ...props }) => <table {...props} className={context?.className} aria-label={context?.label} />,
  TableRow: ({ context, item: _item, ...props }) => {
    const attributes = context?.rowAttributes(props['data-index']);
    return <tr {...props} {...attributes} style={{ ...props.style, ...attributes?.style }} />;
  },
};

/** The same components for any row type: they never read the row itself (`item`). */
function virtualComponents<D>(): TableComponents<D, VirtualContext> {
  return VIRTUAL_COMPONENTS as TableComponents<D, VirtualContext>;
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
  cellClassName,
  cellProps,
  cellKey,
  rowHeader,
  actions,
  renderCells,
  sorting,
  onSortingChange,
  empty,
  className,
  virtualScroller,
  windowScroll,
  bare,
  scrollParent,
  pinEnd,
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
  const pin = usePinnedEnd(pinEnd === true);
  const colCount = table.getAllLeafColumns().length + (actions ? 1 : 0);
  const tableClass = `${bare ? '' : 'ui-table'} ${className ?? ''}`.trim();

  const headerRow = (group: ReturnType<typeof table.getHeaderGroups>[number]) => (
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
      {actions && (
        <th scope="col" className="od-actions">
          {actions.header}
        </th>
      )}
    </tr>
  );
  const cells = (row: Row<TableFeatureSet, T>) =>
    renderCells?.(row.original) ?? (
      <>
        {row.getAllCells().map((cell) => {
          const id = cell.column.id;
          const extra = cellClassName?.(row.original, id);
          const cls = `${numeric?.has(id) ? 'num' : ''} ${extra ?? ''}`.split(' ').filter(Boolean).join(' ');
          const key = `${cell.id}:${cellKey?.(row.original, id) ?? ''}`;
          const content = <table.FlexRender cell={cell} />;
          return id === rowHeader ? (
            <th key={key} scope="row" className={cls || undefined} {...cellProps?.(row.original, id)}>
              {content}
            </th>
          ) : (
            <td key={key} className={cls || undefined} {...cellProps?.(row.original, id)}>
              {content}
            </td>
          );
        })}
        {actions && <td className="od-actions">{actions.render(row.original)}</td>}
      </>
    );
  const attributesOf = (row: T): RowAttributes => ({ ...rowProps?.(row), className: rowClassName?.(row), style: rowStyle?.(row) });

  if ((virtualScroller !== undefined || windowScroll || scrollParent) && rows.length > 0) {
    const context: VirtualContext = {
      label,
      className: tableClass,
      rowAttributes: (index) => {
        const row = rows[index];
        return row ? attributesOf(row.original) : {};
      },
    };
    return (
      <TableVirtuoso<Row<TableFeatureSet, T>, VirtualContext>
        className={virtualScroller}
        customScrollParent={scrollParent ?? undefined}
        alignToBottom={pinEnd}
        initialTopMostItemIndex={pinEnd ? { index: 'LAST', align: 'end' } : undefined}
        scrollerRef={pin}
        useWindowScroll={windowScroll}
        data={rows}
        context={context}
        computeItemKey={(_, row) => row.id}
        components={virtualComponents<Row<TableFeatureSet, T>>()}
        fixedHeaderContent={() => table.getHeaderGroups().map(headerRow)}
        itemContent={(_, row) => cells(row)}
      />
    );
  }
  return (
    <table className={tableClass} aria-label={label}>
      <thead>{table.getHeaderGroups().map(headerRow)}</thead>
      <tbody>
        {rows.length === 0 && empty !== undefined ? (
          <tr className="ui-table-empty">
            <td colSpan={colCount}>{empty}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.id} {...attributesOf(row.original)}>
              {cells(row)}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** Keeps a scroller at its end across renders while its reader is there (a row or less away). */
function usePinnedEnd(on: boolean): (el: HTMLElement | Window | null) => void {
  const scroller = useRef<HTMLElement | null>(null);
  const atEnd = useRef(true);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (on && el && atEnd.current) el.scrollTop = el.scrollHeight;
  });
  const onScroll = useCallback((e: Event) => {
    const el = e.currentTarget as HTMLElement;
    atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < PIN_SLACK_PX;
  }, []);
  return useCallback(
    (el: HTMLElement | Window | null) => {
      scroller.current?.removeEventListener('scroll', onScroll);
      scroller.current = on && el instanceof HTMLElement ? el : null;
      scroller.current?.addEventListener('scroll', onScroll, { passive: true });
    },
    [on, onScroll],
  );
}

/** How far from the end a reader still counts as at the end: about one dense row. */
const PIN_SLACK_PX = 20;

/** An account page's history of records (invoices, OTC quotes, stakes, card purchases,
 *  subscriptions), newest first: the panels' table keyed by each record's id, virtualised in the
 *  page's own scroll, its empty text in place of rows. Here rather than in a module of its own,
 *  which would be one more chunk name in the first load's preload lists. */
export function HistoryTable<T extends { id: number }>(p: {
  label: string;
  columns: ColumnList<T>;
  data: T[];
  numeric: ReadonlySet<string>;
  empty: string;
}) {
  return (
    <DataTable
      label={p.label}
      className="od-table"
      columns={p.columns}
      data={p.data}
      getRowId={(r) => String(r.id)}
      windowScroll
      numeric={p.numeric}
      empty={<p className="dim">{p.empty}</p>}
    />
  );
}
