// The reply of `/v2/auth/r/position/increase/info`, named field by field:
// [[MAX_POS, CURRENT_POS],
//  [BASE_CURRENCY_BALANCE, [TRADABLE_QUOTE, TRADABLE_QUOTE_TOTAL, TRADABLE_BASE, TRADABLE_BASE_TOTAL], FUNDING_AVAIL],
//  _, _, [FUNDING_VALUE, FUNDING_REQUIRED], [FUNDING_VALUE_CURRENCY, FUNDING_REQUIRED_CURRENCY]]

export interface IncreaseInfo {
  maxPosition: number | null;
  currentPosition: number | null;
  baseCurrencyBalance: number | null;
  tradableBalanceQuote: number | null;
  tradableBalanceQuoteTotal: number | null;
  tradableBalanceBase: number | null;
  tradableBalanceBaseTotal: number | null;
  fundingAvailable: number | null;
  fundingValue: number | null;
  fundingRequired: number | null;
  fundingValueCurrency: string | null;
  fundingRequiredCurrency: string | null;
}

const numAt = (a: unknown, i: number): number | null => {
  const v: unknown = Array.isArray(a) ? a[i] : undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};
const textAt = (a: unknown, i: number): string | null => {
  const v: unknown = Array.isArray(a) ? a[i] : undefined;
  return typeof v === 'string' ? v : null;
};
const at = (a: unknown, i: number): unknown => (Array.isArray(a) ? a[i] : undefined);

/** The named figures, or undefined when the reply is not the documented nesting. */
export function decodeIncreaseInfo(raw: unknown): IncreaseInfo | undefined {
  if (!Array.isArray(raw) || !Array.isArray(raw[0]) || !Array.isArray(raw[1])) return undefined;
  const [limits, balances] = raw;
  const tradable = at(balances, 1);
  const funding = raw[4];
  const currencies = raw[5];
  return {
    maxPosition: numAt(limits, 0),
    currentPosition: numAt(limits, 1),
    baseCurrencyBalance: numAt(balances, 0),
    tradableBalanceQuote: numAt(tradable, 0),
    tradableBalanceQuoteTotal: numAt(tradable, 1),
    tradableBalanceBase: numAt(tradable, 2),
    tradableBalanceBaseTotal: numAt(tradable, 3),
    fundingAvailable: numAt(balances, 2),
    fundingValue: numAt(funding, 0),
    fundingRequired: numAt(funding, 1),
    fundingValueCurrency: textAt(currencies, 0),
    fundingRequiredCurrency: textAt(currencies, 1),
  };
}
