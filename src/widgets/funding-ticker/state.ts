// The funding ticker's own state, saved under its widget key: its currency.
import { parseFundingSymbol } from '../../app/funding-symbol';

export interface FundingTickerWidgetState {
  symbol: string;
}
export function parseFundingTickerState(raw: unknown): FundingTickerWidgetState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return { symbol: parseFundingSymbol(r.symbol) };
}
