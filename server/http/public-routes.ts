// Public market data of REST v2 (PROTOCOL §5.2): platform status, tickers, trades, books,
// candles. Responses are the market's wire rows, framed exactly as the real exchange frames them.
// Paths and parameter shapes are the protocol's call table.
import type { FastifyInstance } from 'fastify';
import { PUBLIC_CALLS as C } from '../../src/protocol/calls/public';
import type { BookPrec, MarketData } from '../market/types';
import { invalidParam } from './protocol-error';
import { serveCall } from './serve-call';

/** Known symbols of a request, in its order, without repeats; unknown ones are left out, as the
 *  real exchange does for tickers. */
function knownSymbols(market: MarketData, requested: string[] | 'ALL'): string[] {
  if (requested === 'ALL') return [...market.tradingSymbols(), ...market.fundingSymbols()];
  return [...new Set(requested)].filter((s) => market.hasSymbol(s));
}

function existingSymbol(market: MarketData, symbol: unknown): string {
  if (typeof symbol !== 'string' || !market.hasSymbol(symbol)) throw invalidParam('symbol');
  return symbol;
}

export function registerPublicRoutes(app: FastifyInstance, market: MarketData): void {
  serveCall(app, C.platformStatus, () => [market.platformStatus()]);

  serveCall(app, C.ticker, ({ params }) => {
    const fields = market.ticker(existingSymbol(market, params.symbol));
    if (fields === undefined) throw invalidParam('symbol');
    return fields;
  });

  serveCall(app, C.tickers, ({ input }) => {
    const rows: unknown[] = [];
    for (const symbol of knownSymbols(market, input.symbols ?? 'ALL')) {
      const fields = market.ticker(symbol);
      if (fields !== undefined) rows.push([symbol, ...fields]);
    }
    return rows;
  });

  serveCall(app, C.tickersHist, ({ input }) => {
    const requested = input.symbols ?? 'ALL';
    if (requested === 'ALL') return market.tickersHist('ALL', input.window);
    const known = knownSymbols(market, requested);
    return known.length === 0 ? [] : market.tickersHist(known, input.window);
  });

  serveCall(app, C.tradesHist, ({ params, input }) => market.trades(existingSymbol(market, params.symbol), input.window));

  serveCall(app, C.book, ({ params, input }) => {
    const symbol = existingSymbol(market, params.symbol);
    const prec = params.prec as BookPrec;
    const perSide = Number(input.len ?? '25');
    // Flat: all bids best-first, then all asks best-first (PROTOCOL §2.1, §5.2).
    return [...market.book(symbol, prec, 'bids', perSide), ...market.book(symbol, prec, 'asks', perSide)];
  });

  serveCall(app, C.candles, ({ params, input }) => {
    const key = params.key as string;
    const rows = market.candles(key, params.section === 'last' ? { limit: 1, sort: -1 } : input.window);
    if (rows === undefined) throw invalidParam('key');
    return params.section === 'last' ? (rows[0] ?? []) : rows;
  });
}
