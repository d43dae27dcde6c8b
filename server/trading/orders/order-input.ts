// Checking a new order against the market (WS `on` / REST order/submit, PROTOCOL §3.5). Its
// shape was read once by the protocol's parser (`parseNewOrder`, typed `NewOrderInput`); here
// the pair's rules decide: the symbol exists, sizes and precision, the price grid, leverage,
// time in force. A refusal changes nothing and carries the exchange's own text.
import type { NewOrderInput } from '../../../src/protocol/inputs/orders';
import { OrderFlag, type OrderRequest, type TradingOrderType } from '../../engine/types';
import { parseDec, toAtoms, toPriceGrid, type Dec } from '../decimal';
import type { PairBook, PairRules } from '../pair-rules';
import type { UserOrder } from '../records';
import { isExchangeType } from '../records';
import { DEFAULT_DERIV_LEVERAGE, maxLeverage } from '../../../src/protocol/account/margin-rules';

export const DEFAULT_LEVERAGE = DEFAULT_DERIV_LEVERAGE;
const INT32_MAX = 2 ** 31 - 1;

export type ParsedOrder =
  { ok: true; req: Omit<OrderRequest, 'id' | 'ocoId'>; amount: Dec; price: Dec | null; rules: PairRules } | { ok: false; error: string };

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function optionalInt(v: unknown, min: number, max: number): number | null | undefined {
  if (v === undefined || v === null) return null;
  const n = typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
}

/** "2020-01-01 10:45:23" (UTC) as ms, or undefined. */
export function parseTif(v: unknown): number | undefined {
  if (typeof v !== 'string') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(v.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const mts = Date.UTC(y, mo - 1, d, h, mi, s);
  return Number.isFinite(mts) ? mts : undefined;
}

/** A price field: > 0, put on the exchange's 5-significant-digit grid. */
export function parsePrice(v: unknown): Dec | undefined {
  const d = parseDec(v);
  if (!d || !d.gt(0)) return undefined;
  return toPriceGrid(d);
}

const bad = (error: string): ParsedOrder => ({ ok: false, error });

export function checkOrder(input: NewOrderInput, pairs: PairBook, now: number): ParsedOrder {
  const orderType: TradingOrderType = input.type;
  const rules = pairs.get(input.symbol);
  if (!rules) return bad('symbol: invalid');
  if (rules.inactive) return bad(`Invalid order: ${rules.inactive} is inactive, ${rules.label} cannot be traded`);

  const amount = parseDec(input.amount);
  if (!amount || amount.isZero() || toAtoms(amount) === undefined) return bad('amount: invalid');

  const flags = input.flags ?? 0;
  if (flags > INT32_MAX) return bad('flags: invalid');

  const bare = orderType.replace('EXCHANGE ', '');
  const needsPrice = bare !== 'MARKET' && bare !== 'TRAILING STOP';
  let price: Dec | null = null;
  if (needsPrice) {
    const p = parsePrice(input.price);
    if (!p) return bad('price: invalid');
    price = p;
  }
  let priceAuxLimit: number | undefined;
  if (bare === 'STOP LIMIT') {
    const p = parsePrice(input.priceAuxLimit);
    if (!p) return bad('price_aux_limit: invalid');
    priceAuxLimit = p.toNumber();
  }
  let priceTrailing: number | undefined;
  if (bare === 'TRAILING STOP') {
    const p = parsePrice(input.priceTrailing);
    if (!p) return bad('price_trailing: invalid');
    priceTrailing = p.toNumber();
  }
  let priceOcoStop: number | undefined;
  if ((flags & OrderFlag.OCO) !== 0) {
    const p = parsePrice(input.priceOcoStop);
    if (!p) return bad('price_oco_stop: invalid');
    priceOcoStop = p.toNumber();
  }

  const gid = input.gid ?? null;
  const cid = input.cid ?? null;
  const lev = rules.derivative ? (input.lev ?? DEFAULT_LEVERAGE) : undefined;

  let mtsTif: number | null = null;
  if (input.tif !== undefined && input.tif !== '') {
    const tif = parseTif(input.tif);
    if (tif === undefined || tif <= now) return bad('tif: invalid');
    mtsTif = tif;
  }

  let meta: Record<string, unknown> | null = null;
  if (input.meta !== undefined) {
    meta = {};
    // Only the documented keys travel on, and only as plain values (a short text, a number, a
    // flag): the rest of a client's object is not ours to keep, nor to store.
    for (const k of ['aff_code', 'make_visible', 'protect_selfmatch']) {
      const v = input.meta[k];
      if (v === undefined || v === null) continue;
      const plain = (typeof v === 'string' && v.length <= 64) || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean';
      if (!plain) return bad('meta: invalid');
      meta[k] = v;
    }
  }

  if (isExchangeType(orderType) && rules.derivative) return bad(`Invalid order: exchange orders are not available for ${rules.label}`);
  if (!isExchangeType(orderType) && !rules.margin && !rules.derivative) {
    return bad(`Invalid order: margin trading is not available for ${rules.label}`);
  }
  // A derivatives order is held at its leverage; the pair's initial margin bounds it (1 / 0.01:
  // 100, market-side §3).
  if (lev !== undefined && maxLeverage(rules.initialMargin).lt(lev)) {
    return bad(`Invalid order: leverage for ${rules.label} is at most ${maxLeverage(rules.initialMargin).decimalPlaces(0, 1).toFixed()}`);
  }
  if ((flags & OrderFlag.CLOSE) === 0) {
    if (amount.abs().lt(rules.minSize)) return bad(`Invalid order: minimum size for ${rules.label} is ${rules.minText}`);
    if (amount.abs().gt(rules.maxSize)) return bad(`Invalid order: maximum size for ${rules.label} is ${rules.maxText}`);
  }

  const req: Omit<OrderRequest, 'id' | 'ocoId'> = {
    owner: 0,
    cid: cid ?? now,
    gid,
    symbol: rules.symbol,
    type: orderType,
    amount: toAtoms(amount) as number,
    price: price ? price.toNumber() : 0,
    flags,
    mtsTif,
    meta,
  };
  if (priceAuxLimit !== undefined) req.priceAuxLimit = priceAuxLimit;
  if (priceTrailing !== undefined) req.priceTrailing = priceTrailing;
  if (priceOcoStop !== undefined) req.priceOcoStop = priceOcoStop;
  if (lev !== undefined) req.lev = lev;
  return { ok: true, req, amount, price, rules };
}

/** The order a request would become, as the account would hold it (for the balance check). */
export function draftOrder(
  user: number,
  base: Omit<
    UserOrder,
    'routing' | 'status' | 'priceAvg' | 'mtsCreate' | 'mtsUpdate' | 'placedId' | 'triggered' | 'typePrev' | 'amountOrig'
  >,
  now: number,
): UserOrder {
  return {
    ...base,
    owner: user,
    amountOrig: base.amount,
    status: 'ACTIVE',
    priceAvg: 0,
    mtsCreate: now,
    mtsUpdate: now,
    placedId: null,
    triggered: false,
    typePrev: null,
    routing: 'BFX',
  };
}
