// Symbols (PROTOCOL §1.1): trading `t` + pair (`tBTCUSD`; long or derivative pairs use a colon:
// `tTESTBTC:TESTUSD`, `tBTCF0:USTF0`), funding `f` + currency (`fUSD`). Upper-case.

export type SymbolKind = 'trading' | 'funding';

const TRADING = /^t[A-Z0-9]+(?::[A-Z0-9]+)?$/;
const FUNDING = /^f[A-Z0-9]+$/;

export function symbolKind(symbol: unknown): SymbolKind | undefined {
  if (typeof symbol !== 'string') return undefined;
  if (TRADING.test(symbol)) return 'trading';
  if (FUNDING.test(symbol)) return 'funding';
  return undefined;
}

export const isTradingSymbol = (symbol: unknown): symbol is string => symbolKind(symbol) === 'trading';
export const isFundingSymbol = (symbol: unknown): symbol is string => symbolKind(symbol) === 'funding';

/**
 * The `pair` echoed in `subscribed`: the symbol without its first character. The real server
 * drops the first character even when the client forgot the `t` (BTCUSD → TCUSD), so do we.
 */
export function pairOf(symbol: string): string {
  return symbol.slice(1);
}

/** The `currency` of a funding symbol (`fUSD` → `USD`). */
export function currencyOf(fundingSymbol: string): string {
  return fundingSymbol.slice(1);
}

/** Base and quote of a pair (`BTCUSD`, `TESTBTC:TESTUSD`) or trading symbol (`tBTCUSD`). */
export function splitPair(pairOrSymbol: string): { base: string; quote: string } | undefined {
  const pair = TRADING.test(pairOrSymbol) ? pairOrSymbol.slice(1) : pairOrSymbol;
  const colon = pair.indexOf(':');
  if (colon > 0) {
    const base = pair.slice(0, colon);
    const quote = pair.slice(colon + 1);
    return quote.length > 0 && !quote.includes(':') ? { base, quote } : undefined;
  }
  // Pairs without a colon are two three-letter codes.
  return /^[A-Z0-9]{6}$/.test(pair) ? { base: pair.slice(0, 3), quote: pair.slice(3) } : undefined;
}

export const baseOf = (pairOrSymbol: string): string | undefined => splitPair(pairOrSymbol)?.base;
export const quoteOf = (pairOrSymbol: string): string | undefined => splitPair(pairOrSymbol)?.quote;

/** The pair text for base and quote: a colon unless both are three characters. */
export function pairFrom(base: string, quote: string): string {
  return base.length === 3 && quote.length === 3 ? base + quote : `${base}:${quote}`;
}

export const tradingSymbol = (base: string, quote: string): string => `t${pairFrom(base, quote)}`;
export const fundingSymbol = (currency: string): string => `f${currency}`;

/** Perpetual derivatives: both legs carry the `F0` suffix (`tBTCF0:USTF0`). */
export function isDerivativeSymbol(symbol: string): boolean {
  const legs = isTradingSymbol(symbol) ? splitPair(symbol) : undefined;
  return legs !== undefined && legs.base.endsWith('F0') && legs.quote.endsWith('F0');
}
