// The read side of the trading calls (`/v2/auth/r/…`, `/v2/auth/calc/order/avail`).
import type { FastifyRequest } from 'fastify';
import type { Trading } from '../../trading/index';
import { parseDec } from '../../trading/decimal';
import { invalidParam, paramError } from '../protocol-error';
import { parseParams, SYMBOL_RE } from '../params';
import type { TradingPost } from '../trading-routes';
import {
  AlertsBody,
  CardFxBody,
  IncreaseBody,
  LedgersBody,
  MovementsBody,
  OrderAvailBody,
  OrdersBody,
  OrdersHistBody,
  PositionsAuditBody,
  WalletsHistBody,
  windowBody,
} from './schemas';

const body = (req: FastifyRequest): unknown => req.body ?? {};

function param(req: FastifyRequest, name: string): string {
  const v = (req.params as Record<string, unknown>)[name];
  if (typeof v !== 'string') throw invalidParam(name);
  return v;
}

function symbolParam(req: FastifyRequest, name = 'symbol', kind: 't' | 'f' = 't'): string {
  const s = param(req, name);
  if (!SYMBOL_RE.test(s) || !s.startsWith(kind)) throw invalidParam('symbol');
  return s;
}

function currencyParam(req: FastifyRequest): string {
  const c = param(req, 'currency');
  if (!/^[A-Za-z0-9]{1,20}$/.test(c)) throw invalidParam('currency');
  return c.toUpperCase();
}

const window = (req: FastifyRequest, max = 2500) => parseParams(windowBody(max), body(req), 'body');

export function registerTradingReads(post: TradingPost, trading: Trading): void {
  const h = trading.history;

  post('/v2/auth/r/wallets', 'wallets', false, (user) => trading.wallets(user));
  post('/v2/auth/r/funding/auto', 'funding', false, (user) => trading.autoFundingStates(user));
  post('/v2/auth/r/wallets/hist', 'wallets', false, (user, req) => {
    const b = parseParams(WalletsHistBody, body(req), 'body');
    return h.walletsHist(user, b.end, b.currency);
  });

  post('/v2/auth/r/orders', 'orders', false, (user, req) => trading.orders(user, undefined, parseParams(OrdersBody, body(req), 'body').id));
  post('/v2/auth/r/orders/:symbol', 'orders', false, (user, req) =>
    trading.orders(user, symbolParam(req), parseParams(OrdersBody, body(req), 'body').id),
  );
  const ordersHist = (user: number, req: FastifyRequest, symbol?: string) => {
    const b = parseParams(OrdersHistBody, body(req), 'body');
    return h.ordersHist(user, symbol, { start: b.start, end: b.end, limit: b.limit ?? 25 }, b.id);
  };
  post('/v2/auth/r/orders/hist', 'orders', false, (user, req) => ordersHist(user, req));
  post('/v2/auth/r/orders/:symbol/hist', 'orders', false, (user, req) => ordersHist(user, req, symbolParam(req)));
  post('/v2/auth/r/order/:key/trades', 'orders', false, (user, req) => {
    const key = param(req, 'key');
    const cut = key.lastIndexOf(':');
    const symbol = key.slice(0, cut);
    const id = Number(key.slice(cut + 1));
    if (cut < 0 || !SYMBOL_RE.test(symbol)) throw invalidParam('symbol');
    if (!Number.isSafeInteger(id) || id <= 0) throw invalidParam('id');
    return h.orderTrades(user, symbol, id);
  });

  post('/v2/auth/r/trades/hist', 'history', false, (user, req) => h.tradesHist(user, undefined, window(req)));
  post('/v2/auth/r/trades/:symbol/hist', 'history', false, (user, req) => h.tradesHist(user, symbolParam(req), window(req)));

  post('/v2/auth/r/positions', 'positions', false, (user) => trading.positions(user));
  post('/v2/auth/r/positions/hist', 'positions', false, (user, req) => h.positionsHist(user, window(req)));
  post('/v2/auth/r/positions/snap', 'positions', false, (user, req) => h.positionsSnap(user, window(req)));
  post('/v2/auth/r/positions/audit', 'positions', false, (user, req) => {
    const b = parseParams(PositionsAuditBody, body(req), 'body');
    return h.positionsAudit(user, { start: b.start, end: b.end, limit: b.limit ?? 25 }, b.id);
  });
  post('/v2/auth/r/position/increase/info', 'positions', false, (user, req) => {
    const b = parseParams(IncreaseBody, body(req), 'body');
    const amount = parseDec(b.amount);
    if (!amount) throw invalidParam('amount');
    const info = trading.increasePositionInfo(user, b.symbol, amount);
    if (typeof info === 'string') throw paramError(info);
    return info;
  });

  const ledgers = (user: number, req: FastifyRequest, currency?: string) => {
    const b = parseParams(LedgersBody, body(req), 'body');
    return h.ledgers(user, currency, { start: b.start, end: b.end, limit: b.limit ?? 25 }, b.category);
  };
  post('/v2/auth/r/ledgers/hist', 'history', false, (user, req) => ledgers(user, req));
  post('/v2/auth/r/ledgers/:currency/hist', 'history', false, (user, req) => ledgers(user, req, currencyParam(req)));

  post('/v2/auth/r/info/margin/:key', 'account', false, (user, req) => {
    const key = param(req, 'key');
    const info = trading.marginInfo(user, key);
    if (!info) throw invalidParam('symbol');
    return info;
  });
  post('/v2/auth/r/info/funding/:key', 'funding', false, (user, req) => {
    const info = trading.fundingInfo(user, symbolParam(req, 'key', 'f'));
    if (!info) throw invalidParam('symbol');
    return info;
  });

  const movements = (user: number, req: FastifyRequest, currency?: string) => {
    const b = parseParams(MovementsBody, body(req), 'body');
    return h.movements(user, currency, { start: b.start, end: b.end, limit: b.limit ?? 25 }, b.id, b.address);
  };
  post('/v2/auth/r/movements/hist', 'wallets', false, (user, req) => movements(user, req));
  post('/v2/auth/r/movements/:currency/hist', 'wallets', false, (user, req) => movements(user, req, currencyParam(req)));

  for (const [kind, live, hist] of [
    [
      'offers',
      (u: number, s?: string) => trading.offers(u, s),
      (u: number, s: string | undefined, w: ReturnType<typeof window>) => h.offersHist(u, s, w),
    ],
    [
      'loans',
      (u: number, s?: string) => trading.loans(u, s),
      (u: number, s: string | undefined, w: ReturnType<typeof window>) => h.fundingHist(u, 'loan', s, w),
    ],
    [
      'credits',
      (u: number, s?: string) => trading.credits(u, s),
      (u: number, s: string | undefined, w: ReturnType<typeof window>) => h.fundingHist(u, 'credit', s, w),
    ],
  ] as const) {
    post(`/v2/auth/r/funding/${kind}`, 'funding', false, (user) => live(user));
    post(`/v2/auth/r/funding/${kind}/:symbol`, 'funding', false, (user, req) => live(user, symbolParam(req, 'symbol', 'f')));
    post(`/v2/auth/r/funding/${kind}/hist`, 'funding', false, (user, req) => hist(user, undefined, window(req)));
    post(`/v2/auth/r/funding/${kind}/:symbol/hist`, 'funding', false, (user, req) =>
      hist(user, symbolParam(req, 'symbol', 'f'), window(req)),
    );
  }
  post('/v2/auth/r/funding/trades/hist', 'funding', false, (user, req) => h.fundingTrades(user, undefined, window(req)));
  post('/v2/auth/r/funding/trades/:symbol/hist', 'funding', false, (user, req) =>
    h.fundingTrades(user, symbolParam(req, 'symbol', 'f'), window(req)),
  );

  post('/v2/auth/calc/order/avail', 'orders', false, (user, req) => {
    const b = parseParams(OrderAvailBody, body(req), 'body');
    const r = trading.orderAvail(user, b);
    if (typeof r === 'string') throw paramError(r);
    return r;
  });

  post('/v2/auth/r/alerts', 'account', false, (user, req) => {
    const b = parseParams(AlertsBody, body(req), 'body');
    if (b.type !== undefined && b.type !== 'price') throw invalidParam('type');
    return trading.alerts(user);
  });

  /** Card deposit quote: [RATE, AMOUNT_TO] for `amount` of `from` paid in as `to`. */
  post('/v2/auth/r/deposit/card/mode0/fx', 'wallets', false, (_user, req) => {
    const { data } = parseParams(CardFxBody, body(req), 'data');
    const rate = trading.fxRate(data.from.toUpperCase(), data.to.toUpperCase());
    const amount = parseDec(data.amount);
    if (rate === undefined) throw invalidParam('from');
    if (!amount || !amount.isPositive()) throw invalidParam('amount');
    return [rate, amount.times(rate).decimalPlaces(8).toNumber()];
  });
}
