// The funding widget's own state, saved under its widget key: its currency and open list.

export interface FundingState {
  symbol: string;
  list: 'offers' | 'credits' | 'loans';
}
export function parseFundingState(raw: unknown): FundingState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    symbol: typeof r.symbol === 'string' && /^f[A-Z0-9]+$/.test(r.symbol) ? r.symbol : 'fUSD',
    list: r.list === 'credits' || r.list === 'loans' ? r.list : 'offers',
  };
}
