// The trades widget's settings (account-side §2 "trades interface settings" modal), kept in the
// widget's state in its tab of the layout like every widget's state: the columns shown, in their
// order, and its options. Read by the widget itself (its registry entry hands it the raw state), so
// none of this is part of the workspace's first load.
export const TRADE_COLUMNS = ['time', 'price', 'amount', 'total'] as const;
export type TradeColumn = (typeof TRADE_COLUMNS)[number];
export const TRADE_OPTIONS = ['flash', 'sideColour'] as const;
export type TradeOption = (typeof TRADE_OPTIONS)[number];

export interface TradesWidgetState {
  /** The columns shown (at least one), in TRADE_COLUMNS order. */
  columns: TradeColumn[];
  /** Trades that arrive flash once; the price is coloured by the taker's side. */
  options: Record<TradeOption, boolean>;
}

export const DEFAULT_TRADES_STATE: TradesWidgetState = {
  columns: ['time', 'price', 'amount'],
  options: { flash: true, sideColour: true },
};

/** The columns kept: known ones, once each, in their order; none known gives the default. */
export function tradeColumns(raw: unknown): TradeColumn[] {
  const wanted = Array.isArray(raw) ? raw : [];
  const kept = TRADE_COLUMNS.filter((c) => wanted.includes(c));
  return kept.length > 0 ? kept : [...DEFAULT_TRADES_STATE.columns];
}

export function parseTradesState(raw: unknown): TradesWidgetState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const o = typeof r.options === 'object' && r.options !== null ? (r.options as Record<string, unknown>) : {};
  const option = (k: TradeOption) => (typeof o[k] === 'boolean' ? o[k] : DEFAULT_TRADES_STATE.options[k]);
  return { columns: tradeColumns(r.columns), options: { flash: option('flash'), sideColour: option('sideColour') } };
}
