// Public market data of REST v2 (PROTOCOL §5.2): platform status, tickers, trades, books,
// candles. Responses are the market's wire rows, framed exactly as the real exchange frames them.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BookPrec, MarketData } from '../market/types';
import { invalidParam } from './protocol-error';
import { optionalText, parseHistQuery, parseParams, symbolListParam, symbolParam } from './params';

const BOOK_PRECS = ['P0', 'P1', 'P2', 'P3', 'P4', 'R0'] as const satisfies readonly BookPrec[];
const BOOK_LENS = ['1', '25', '100', '250'] as const;

/** A candle key: trade:TF:SYMBOL, trade:TF:fUSD:p30, trade:TF:fUSD:a30:p2:p30. Only the
 *  characters are checked here; whether the key names a market is the market's answer. */
const candleKeyParam = z
  .string()
  .max(64)
  .regex(/^trade:[A-Za-z0-9:]+$/);
const sectionParam = z.enum(['last', 'hist']);

/** Known symbols of a request, in its order, without repeats; unknown ones are left out, as the
 *  real exchange does for tickers. */
function knownSymbols(market: MarketData, requested: string[] | 'ALL'): string[] {
  if (requested === 'ALL') return [...market.tradingSymbols(), ...market.fundingSymbols()];
  return [...new Set(requested)].filter((s) => market.hasSymbol(s));
}

function existingSymbol(market: MarketData, params: unknown): string {
  const { symbol } = parseParams(z.object({ symbol: symbolParam }), params, 'symbol');
  if (!market.hasSymbol(symbol)) throw invalidParam('symbol');
  return symbol;
}

export function registerPublicRoutes(app: FastifyInstance, market: MarketData): void {
  app.get('/v2/platform/status', async () => [market.platformStatus()]);

  app.get('/v2/ticker/:symbol', async (request) => {
    const symbol = existingSymbol(market, request.params);
    const fields = market.ticker(symbol);
    if (fields === undefined) throw invalidParam('symbol');
    return fields;
  });

  app.get('/v2/tickers', async (request) => {
    const { symbols } = parseParams(z.object({ symbols: optionalText(symbolListParam) }), request.query, 'symbols');
    const rows: unknown[] = [];
    for (const symbol of knownSymbols(market, symbols ?? 'ALL')) {
      const fields = market.ticker(symbol);
      if (fields !== undefined) rows.push([symbol, ...fields]);
    }
    return rows;
  });

  app.get('/v2/tickers/hist', async (request) => {
    const { symbols } = parseParams(z.object({ symbols: optionalText(symbolListParam) }), request.query, 'symbols');
    const q = parseHistQuery(request.query, 100, 250);
    const requested = symbols ?? 'ALL';
    if (requested === 'ALL') return market.tickersHist('ALL', q);
    const known = knownSymbols(market, requested);
    return known.length === 0 ? [] : market.tickersHist(known, q);
  });

  app.get('/v2/trades/:symbol/hist', async (request) => {
    const symbol = existingSymbol(market, request.params);
    return market.trades(symbol, parseHistQuery(request.query, 125, 10_000));
  });

  app.get('/v2/book/:symbol/:prec', async (request) => {
    const { prec } = parseParams(z.object({ prec: z.enum(BOOK_PRECS) }), request.params, 'prec');
    const symbol = existingSymbol(market, request.params);
    const { len } = parseParams(z.object({ len: optionalText(z.enum(BOOK_LENS)) }), request.query, 'len');
    const perSide = Number(len ?? '25');
    // Flat: all bids best-first, then all asks best-first (PROTOCOL §2.1, §5.2).
    return [...market.book(symbol, prec, 'bids', perSide), ...market.book(symbol, prec, 'asks', perSide)];
  });

  app.get('/v2/candles/:key/:section', async (request) => {
    const { key, section } = parseParams(z.object({ key: candleKeyParam, section: sectionParam }), request.params, 'key');
    if (section === 'last') {
      const rows = market.candles(key, { limit: 1, sort: -1 });
      if (rows === undefined) throw invalidParam('key');
      return rows[0] ?? [];
    }
    const rows = market.candles(key, parseHistQuery(request.query, 100, 10_000));
    if (rows === undefined) throw invalidParam('key');
    return rows;
  });
}
