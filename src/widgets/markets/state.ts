import type { SortingState } from '../../ui/DataTable';

export interface MarketsWidgetState {
  /** 'ALL', 'FAV' (favourites) or a quote currency. */
  tab: string;
  sorting: SortingState;
}

export const DEFAULT_MARKETS_STATE: MarketsWidgetState = { tab: 'ALL', sorting: [] };

export function parseMarketsState(raw: unknown): MarketsWidgetState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const sorting = Array.isArray(r.sorting)
    ? r.sorting.flatMap((s: unknown) => {
        const o = typeof s === 'object' && s !== null ? (s as Record<string, unknown>) : {};
        return typeof o.id === 'string' && typeof o.desc === 'boolean' ? [{ id: o.id, desc: o.desc }] : [];
      })
    : [];
  return { tab: typeof r.tab === 'string' && r.tab ? r.tab : 'ALL', sorting };
}
