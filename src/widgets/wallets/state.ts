// The wallets widget's own state, saved under its widget key.

export interface WalletsState {
  equivalent: string;
  hideSmall: boolean;
}
export const EQUIVALENTS = ['USD', 'EUR', 'GBP', 'JPY', 'BTC', 'UST'];
export function parseWalletsState(raw: unknown): WalletsState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    equivalent: typeof r.equivalent === 'string' && EQUIVALENTS.includes(r.equivalent) ? r.equivalent : 'USD',
    hideSmall: typeof r.hideSmall === 'boolean' ? r.hideSmall : false,
  };
}
