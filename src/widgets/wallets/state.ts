// The wallets widget's own state, saved under its widget key.

export interface WalletsState {
  /** The currency AUM and AUMNet are shown in (a code of the equivalent-currency picker). */
  equivalent: string;
  hideSmall: boolean;
}
export function parseWalletsState(raw: unknown): WalletsState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    equivalent: typeof r.equivalent === 'string' && /^[A-Z]{3,4}$/.test(r.equivalent) ? r.equivalent : 'USD',
    hideSmall: typeof r.hideSmall === 'boolean' ? r.hideSmall : false,
  };
}
