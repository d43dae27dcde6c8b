// The markets widget's state, kept in its tab of the layout: the quote tab, the sorting, and its
// settings (account-side §2 "market watch settings" modal): the columns shown and its options.
// Read by the widget itself (its registry entry hands it the raw state), so none of this is part of
// the workspace's first load.
import type { SortingState } from '../../ui/DataTable';

/** The columns a trader may hide (the pair is always shown). */
export const MARKET_COLUMNS = ['favorite', 'last', 'change', 'volume'] as const;
export type MarketColumn = (typeof MARKET_COLUMNS)[number];
export const MARKET_OPTIONS = ['fit', 'flash'] as const;
export type MarketOption = (typeof MARKET_OPTIONS)[number];

export interface MarketsWidgetState {
  /** 'ALL', 'FAV' (favourites) or a quote currency. */
  tab: string;
  sorting: SortingState;
  /** The columns shown beside the pair, in MARKET_COLUMNS order (none: the pair alone). */
  columns: MarketColumn[];
  /** A narrow panel drops the volume, then the change (fit); the last price flashes as it moves. */
  options: Record<MarketOption, boolean>;
}

export const DEFAULT_MARKETS_STATE: MarketsWidgetState = {
  tab: 'ALL',
  sorting: [],
  columns: [...MARKET_COLUMNS],
  options: { fit: true, flash: true },
};

export function parseMarketsState(raw: unknown): MarketsWidgetState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const sorting = Array.isArray(r.sorting)
    ? r.sorting.flatMap((s: unknown) => {
        const o = typeof s === 'object' && s !== null ? (s as Record<string, unknown>) : {};
        return typeof o.id === 'string' && typeof o.desc === 'boolean' ? [{ id: o.id, desc: o.desc }] : [];
      })
    : [];
  const columns = Array.isArray(r.columns)
    ? MARKET_COLUMNS.filter((c) => (r.columns as unknown[]).includes(c))
    : DEFAULT_MARKETS_STATE.columns;
  const o = typeof r.options === 'object' && r.options !== null ? (r.options as Record<string, unknown>) : {};
  const option = (k: MarketOption) => (typeof o[k] === 'boolean' ? o[k] : DEFAULT_MARKETS_STATE.options[k]);
  return {
    tab: typeof r.tab === 'string' && r.tab ? r.tab : 'ALL',
    sorting,
    columns: [...columns],
    options: { fit: option('fit'), flash: option('flash') },
  };
}
