// Public calculations of REST v2: market average price (PROTOCOL §5.2) and currency conversion
// (spec market-side §7: calc/fx and calc/fx/batch).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_CALLS as C } from '../../src/protocol/calls/public';
import type { MarketData } from '../market/types';
import { invalidParam, paramError } from './protocol-error';
import { serveCall } from './serve-call';

/** The named fields of a request, from its query string and its JSON body (the body wins):
 *  the official clients differ on where they put them (PROTOCOL §5.2: node query, py body).
 *  Only the listed names are copied, so nothing else of a client's object travels further. */
function requestFields(request: FastifyRequest, names: readonly string[]): Record<string, unknown> {
  const body: unknown = request.body;
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
    throw invalidParam('body');
  }
  const out: Record<string, unknown> = {};
  for (const source of [request.query, body]) {
    if (source === null || typeof source !== 'object') continue;
    for (const name of names) {
      if (Object.prototype.hasOwnProperty.call(source, name)) {
        const value = (source as Record<string, unknown>)[name];
        if (value !== undefined) out[name] = value;
      }
    }
  }
  return out;
}

const fieldsOf = (names: readonly string[]) => (request: FastifyRequest) => requestFields(request, names);

export function registerCalcRoutes(app: FastifyInstance, market: MarketData): void {
  serveCall(
    app,
    C.calcTradeAvg,
    ({ input: p }) => {
      if (!market.hasSymbol(p.symbol)) throw invalidParam('symbol');
      const funding = p.symbol.startsWith('f');
      if (!funding && p.period !== undefined) throw invalidParam('period');
      // The official node client documents rate_limit as "rate/price", so either name works.
      const limit = funding ? (p.rate_limit ?? p.price_limit) : (p.price_limit ?? p.rate_limit);
      const result = market.calcTradeAvg(p.symbol, p.amount, limit, p.period);
      if (typeof result === 'string') throw paramError(result);
      return result;
    },
    { source: fieldsOf(['symbol', 'amount', 'period', 'price_limit', 'rate_limit']) },
  );

  serveCall(
    app,
    C.calcFx,
    ({ input: p }) => {
      const rate = market.fxRate(p.ccy1, p.ccy2);
      if (rate !== undefined) return [rate];
      // Name the side that has no market: a currency with no rate to USD is unknown.
      const ccy1Known = p.ccy1 === 'USD' || market.fxRate(p.ccy1, 'USD') !== undefined;
      throw invalidParam(ccy1Known ? 'ccy2' : 'ccy1');
    },
    { source: fieldsOf(['ccy1', 'ccy2', 'fiat_fx']) },
  );

  // Rates in the order asked (times `amount`, which the client always sends as 1); a pair with
  // no rate gets null so one unknown currency does not void the batch.
  serveCall(app, C.calcFxBatch, ({ input }) =>
    input.pairs.map(({ ccy1, ccy2, amount }) => {
      const rate = market.fxRate(ccy1, ccy2);
      return rate === undefined ? null : rate * (amount ?? 1);
    }),
  );
}
