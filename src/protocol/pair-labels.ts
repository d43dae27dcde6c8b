// How symbols read on screen (and in the exchange's messages): tBTCUSD → BTC/USD,
// each currency by its one display label (currencyLabel).
export interface PairParts {
  base: string;
  quote: string;
}

/** Base and quote of a trading symbol (with or without its `t`); a colon splits long names. */
export function pairParts(symbol: string): PairParts {
  const pair = symbol.startsWith('t') || symbol.startsWith('f') ? symbol.slice(1) : symbol;
  const colon = pair.indexOf(':');
  if (colon >= 0) return { base: pair.slice(0, colon), quote: pair.slice(colon + 1) };
  return { base: pair.slice(0, 3), quote: pair.slice(3) };
}

/** The spec's derivative aliases (market-side §9): what these currencies read as everywhere. */
const ALIASES: Record<string, string> = { ETH2P: 'ETH', ETH2R: 'ETH', ETH2U: 'ETH', BTCF0: 'BTC' };
/** The exchange's pub:map:currency:sym (UST → USDt), set by the market list's load (models/markets),
 *  and its pub:list:currency:inactive, :stable and :agreement, set where they are used (app/use-currency-lists). */
export const currencyConf: {
  sym: Record<string, string>;
  inactive: string[];
  stable: string[];
  /** pub:list:currency:agreement: the currencies that ask their own agreement (the order form's;
   *  absent until the lists are read, which keeps it out of the first load). */
  agreement?: string[];
} = { sym: {}, inactive: [], stable: [] };

export const currencyAlias = (code: string): string => ALIASES[code] ?? code;

/** How a currency reads on screen: its alias, then its display symbol; a derivative currency
 *  without one reads as its underlying (ETHF0 → ETH). */
export function currencyLabel(code: string, syms = currencyConf.sym): string {
  const c = currencyAlias(code);
  return syms[c] ?? c.replace(/(.)F0$/, '$1');
}

/** tBTCUSD → BTC/USD, tBTCUST → BTC/USDt, the perpetual tBTCF0:USTF0 → BTC-PERP, fUST → USDt. */
export function pairLabel(symbol: string, syms?: Record<string, string>): string {
  if (symbol.startsWith('f')) return currencyLabel(symbol.slice(1), syms);
  const { base, quote } = pairParts(symbol);
  const b = currencyLabel(base, syms);
  return base.endsWith('F0') && quote.endsWith('F0') ? `${b}-PERP` : quote ? `${b}/${currencyLabel(quote, syms)}` : b;
}

/** `?pair=` value of a trading symbol: tBTCUSD → BTCUSD, tTESTBTC:TESTUSD → TESTBTC:TESTUSD. */
export function pairParam(symbol: string): string {
  return symbol.startsWith('t') ? symbol.slice(1) : symbol;
}

/** A `?pair=` value back to a trading symbol; undefined for garbage. Accepts BTCUSD, BTC/USD,
 *  tBTCUSD, TESTBTC:TESTUSD (any case). */
export function symbolFromParam(param: string | null | undefined): string | undefined {
  if (!param) return undefined;
  let p = param.trim();
  if (/^t[A-Z0-9]/.test(p)) p = p.slice(1);
  p = p.toUpperCase().replace('/', ':');
  if (!/^[A-Z0-9]+(:[A-Z0-9]+)?$/.test(p)) return undefined;
  const [a = '', b] = p.split(':');
  if (b === undefined && p.length < 6) return undefined;
  // Three-letter base and quote are written without the colon on the wire.
  if (b !== undefined && a.length === 3 && b.length === 3) p = a + b;
  return `t${p}`;
}
