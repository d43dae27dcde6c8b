// The orders widget's own state: which list is shown and the history filters (market-side §5:
// pair current or all, status, type, side from the amount's sign).
export type OrdersTab = 'active' | 'history' | 'trades';
export type StatusFilter = 'any' | 'executed' | 'canceled' | 'partial';
export type SideFilter = 'any' | 'buy' | 'sell';

export interface OrdersState {
  tab: OrdersTab;
  allPairs: boolean;
  status: StatusFilter;
  /** An order type without wallet prefix, or 'any'. */
  type: string;
  side: SideFilter;
}

export const DEFAULT_ORDERS_STATE: OrdersState = { tab: 'active', allPairs: false, status: 'any', type: 'any', side: 'any' };

const oneOf = <T extends string>(v: unknown, list: readonly T[], fallback: T): T =>
  typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : fallback;

export function parseOrdersState(raw: unknown): OrdersState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    tab: oneOf(r.tab, ['active', 'history', 'trades'] as const, 'active'),
    allPairs: typeof r.allPairs === 'boolean' ? r.allPairs : false,
    status: oneOf(r.status, ['any', 'executed', 'canceled', 'partial'] as const, 'any'),
    type: typeof r.type === 'string' ? r.type : 'any',
    side: oneOf(r.side, ['any', 'buy', 'sell'] as const, 'any'),
  };
}
