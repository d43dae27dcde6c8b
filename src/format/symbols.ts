// How symbols read on screen: tBTCUSD → BTC/USD, tTESTBTC:TESTUSD → TESTBTC/TESTUSD, fUSD → USD.
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

export function pairLabel(symbol: string): string {
  if (symbol.startsWith('f')) return symbol.slice(1);
  const { base, quote } = pairParts(symbol);
  return quote ? `${base}/${quote}` : base;
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
