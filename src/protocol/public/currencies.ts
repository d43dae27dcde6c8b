// The currency constants of the spec (market-side §3, §4, §9) that the client and the exchange
// share: the fiat lists of the equivalent-currency pickers, the default conversion bases, the
// dust threshold in USD and the Bitcoin view's defaults.

/** The wider fiat list (23), for a full-size picker. */
export const FIAT_WIDE = [
  'USD',
  'EUR',
  'JPY',
  'HKD',
  'GBP',
  'CHF',
  'CNH',
  'TRY',
  'CNY',
  'KRW',
  'INR',
  'AUD',
  'TWD',
  'BRL',
  'RUB',
  'IDR',
  'MXN',
  'PEN',
  'UYU',
  'VES',
  'COP',
  'ARS',
  'AED',
] as const;

/** The short fiat list (7), for a compact picker. */
export const FIAT_SHORT = ['EUR', 'CNH', 'JPY', 'GBP', 'CHF', 'HKD', 'USD'] as const;

/** Default conversion bases. */
export const CONVERSION_BASES = ['UST', 'BTC', 'USD'] as const;

/** The choices of an equivalent-currency picker: the conversion bases, then the fiat list. */
export function equivalentChoices(wide: boolean): string[] {
  return [...new Set<string>([...CONVERSION_BASES, ...(wide ? FIAT_WIDE : FIAT_SHORT)])];
}

/** Wallets whose value is below this many USD are dust (hide_small_balances_threshold). */
export const HIDE_SMALL_BALANCES_THRESHOLD = '0.00001';

/** The Bitcoin view (a UI setting): off by default; when on, balances and AUM read in its mode. */
export const BITCOIN_VIEW_KEY = 'bitcoin_view';
export interface BitcoinView {
  enabled: boolean;
  mode: 'BTC';
}
export const DEFAULT_BITCOIN_VIEW: BitcoinView = { enabled: false, mode: 'BTC' };

export function parseBitcoinView(raw: unknown): BitcoinView {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return { enabled: r.enabled === true, mode: 'BTC' };
}
