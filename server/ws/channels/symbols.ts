// The symbol of a subscribe request: `symbol`, or the legacy `pair` (a trading pair without its
// `t`). The echo adds `pair` or `currency` by dropping the first character, as the real server
// does even when the client forgot the prefix.
import type { EventRequest } from '../frames';

export interface SymbolParam {
  symbol: string | undefined;
  /** The request with `symbol` and `pair`/`currency` filled in where they can be derived. */
  echo: EventRequest;
}

export function readSymbol(request: EventRequest): SymbolParam {
  const { symbol: given, pair } = request;
  const symbol = typeof given === 'string' ? given : given === undefined && typeof pair === 'string' ? `t${pair}` : undefined;
  if (symbol === undefined) return { symbol, echo: { ...request } };
  const derived = symbol.startsWith('f') ? { currency: symbol.slice(1) } : { pair: symbol.slice(1) };
  return { symbol, echo: { ...request, symbol, ...derived } };
}

export function isFundingSymbol(symbol: string): boolean {
  return symbol.startsWith('f');
}
