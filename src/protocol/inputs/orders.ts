// Order inputs (PROTOCOL §3.5): `on`, `ou`, `oc`, `oc_multi` — typed payloads in camelCase, their
// exact wire objects (snake_case, decimals as strings), and parsers for what a client sent. The
// REST twins (`/v2/auth/w/order/submit|update|cancel|cancel/multi`) take the same objects.
import { OrderFlag, hasFlag } from '../flags';
import { isOrderType, orderTypeNeedsPrice, orderTypeNeedsPriceAuxLimit, orderTypeNeedsPriceTrailing, type OrderType } from '../order-types';
import { fail, ok, type Parsed } from '../result';
import { isTradingSymbol } from '../symbols';
import { isPlainObject } from '../wire';
import { DATE, DATETIME, FieldReader, INT32_MAX, INVALID, compact, decimal, flag, integer, object, text, type Field } from './fields';

export interface NewOrderInput {
  gid?: number;
  /** Client order id, unique per UTC day. */
  cid?: number;
  type: OrderType;
  symbol: string;
  /** + buy, − sell. */
  amount: string;
  price?: string;
  /** Leverage 1–100 (derivatives). */
  lev?: number;
  priceTrailing?: string;
  priceAuxLimit?: string;
  priceOcoStop?: string;
  cidOco?: number;
  flags?: number;
  /** "2020-01-01 10:45:23" (UTC). */
  tif?: string;
  meta?: Record<string, unknown>;
}

export interface UpdateOrderInput {
  id: number;
  amount?: string;
  price?: string;
  cid?: number;
  cidDate?: string;
  gid?: number;
  flags?: number;
  lev?: number;
  /** Changes the amount relatively. */
  delta?: string;
  priceAuxLimit?: string;
  priceTrailing?: string;
  tif?: string;
}

export type CancelOrderInput = { id: number } | { cid: number; cidDate: string };

export interface CancelOrdersInput {
  ids?: number[];
  cids?: { cid: number; cidDate: string }[];
  gids?: number[];
  /** Every trading and derivatives order. */
  all?: boolean;
}

// ---- to the wire ------------------------------------------------------------------------------

export function newOrderWire(o: NewOrderInput): Record<string, unknown> {
  return compact({
    gid: o.gid,
    cid: o.cid,
    type: o.type,
    symbol: o.symbol,
    amount: o.amount,
    price: o.price,
    lev: o.lev,
    price_trailing: o.priceTrailing,
    price_aux_limit: o.priceAuxLimit,
    price_oco_stop: o.priceOcoStop,
    cid_oco: o.cidOco,
    flags: o.flags,
    tif: o.tif,
    meta: o.meta,
  });
}

export function updateOrderWire(o: UpdateOrderInput): Record<string, unknown> {
  return compact({
    id: o.id,
    amount: o.amount,
    price: o.price,
    cid: o.cid,
    cid_date: o.cidDate,
    gid: o.gid,
    flags: o.flags,
    lev: o.lev,
    delta: o.delta,
    price_aux_limit: o.priceAuxLimit,
    price_trailing: o.priceTrailing,
    tif: o.tif,
  });
}

export function cancelOrderWire(o: CancelOrderInput): Record<string, unknown> {
  return 'id' in o ? { id: o.id } : { cid: o.cid, cid_date: o.cidDate };
}

export function cancelOrdersWire(o: CancelOrdersInput): Record<string, unknown> {
  return compact({
    id: o.ids,
    cid: o.cids?.map((c) => [c.cid, c.cidDate]),
    gid: o.gids,
    all: o.all ? 1 : undefined,
  });
}

// ---- from the wire ----------------------------------------------------------------------------

const cidField = (v: unknown) => integer(v, 0);
const gidField = (v: unknown) => integer(v, 0, INT32_MAX);
const levField = (v: unknown) => integer(v, 1, 100);
const orderTypeField = (v: unknown): Field<OrderType> => (v === undefined || v === null ? undefined : isOrderType(v) ? v : INVALID);
function tradingSymbolField(v: unknown): Field<string> {
  const t = text(v);
  return typeof t === 'string' && !isTradingSymbol(t) ? INVALID : t;
}

export function parseNewOrder(payload: unknown): Parsed<NewOrderInput> {
  if (!isPlainObject(payload)) return fail('order: invalid');
  const r = new FieldReader(payload);
  const type = r.read('type', orderTypeField, true);
  const symbol = r.read('symbol', tradingSymbolField, true);
  const amount = r.read('amount', (v) => decimal(v, 'nonzero'), true);
  const price = r.read('price', (v) => decimal(v, 'positive'), type !== undefined && orderTypeNeedsPrice(type));
  const priceTrailing = r.read('price_trailing', (v) => decimal(v, 'positive'), type !== undefined && orderTypeNeedsPriceTrailing(type));
  const priceAuxLimit = r.read('price_aux_limit', (v) => decimal(v, 'positive'), type !== undefined && orderTypeNeedsPriceAuxLimit(type));
  const flags = r.read('flags', (v) => integer(v, 0));
  const priceOcoStop = r.read('price_oco_stop', (v) => decimal(v, 'positive'), flags !== undefined && hasFlag(flags, OrderFlag.OCO));
  const order: NewOrderInput = compact({
    gid: r.read('gid', gidField),
    cid: r.read('cid', cidField),
    type: type as OrderType,
    symbol: symbol as string,
    amount: amount as string,
    price,
    lev: r.read('lev', levField),
    priceTrailing,
    priceAuxLimit,
    priceOcoStop,
    cidOco: r.read('cid_oco', cidField),
    flags,
    tif: r.read('tif', (v) => text(v, DATETIME)),
    meta: r.read('meta', object),
  });
  return r.error === undefined ? ok(order) : fail(r.error);
}

export function parseUpdateOrder(payload: unknown): Parsed<UpdateOrderInput> {
  if (!isPlainObject(payload)) return fail('order: invalid');
  const r = new FieldReader(payload);
  const update: UpdateOrderInput = compact({
    id: r.read('id', (v) => integer(v, 1), true) as number,
    amount: r.read('amount', (v) => decimal(v, 'nonzero')),
    price: r.read('price', (v) => decimal(v, 'positive')),
    cid: r.read('cid', cidField),
    cidDate: r.read('cid_date', (v) => text(v, DATE)),
    gid: r.read('gid', gidField),
    flags: r.read('flags', (v) => integer(v, 0, INT32_MAX)),
    lev: r.read('lev', levField),
    delta: r.read('delta', (v) => decimal(v, 'nonzero')),
    priceAuxLimit: r.read('price_aux_limit', (v) => decimal(v, 'positive')),
    priceTrailing: r.read('price_trailing', (v) => decimal(v, 'positive')),
    tif: r.read('tif', (v) => text(v, DATETIME)),
  });
  return r.error === undefined ? ok(update) : fail(r.error);
}

export function parseCancelOrder(payload: unknown): Parsed<CancelOrderInput> {
  if (!isPlainObject(payload)) return fail('id: invalid');
  const r = new FieldReader(payload);
  if (payload.id !== undefined && payload.id !== null) {
    const id = r.read('id', (v) => integer(v, 1), true);
    return r.error === undefined ? ok({ id: id as number }) : fail(r.error);
  }
  if (payload.cid === undefined || payload.cid === null) return fail('id: invalid');
  const cid = r.read('cid', cidField, true);
  const cidDate = r.read('cid_date', (v) => text(v, DATE), true);
  return r.error === undefined ? ok({ cid: cid as number, cidDate: cidDate as string }) : fail(r.error);
}

function integerList(v: unknown, min: number): number[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const out: number[] = [];
  for (const x of v) {
    const n = integer(x, min);
    if (typeof n !== 'number') return undefined;
    out.push(n);
  }
  return out;
}

export function parseCancelOrders(payload: unknown): Parsed<CancelOrdersInput> {
  if (!isPlainObject(payload)) return fail('oc_multi: invalid');
  const out: CancelOrdersInput = {};
  if (payload.id !== undefined) {
    const ids = integerList(payload.id, 1);
    if (!ids) return fail('id: invalid');
    out.ids = ids;
  }
  if (payload.gid !== undefined) {
    const gids = integerList(payload.gid, 0);
    if (!gids) return fail('gid: invalid');
    out.gids = gids;
  }
  if (payload.cid !== undefined) {
    if (!Array.isArray(payload.cid)) return fail('cid: invalid');
    const cids: { cid: number; cidDate: string }[] = [];
    for (const pair of payload.cid) {
      const cid = Array.isArray(pair) ? integer(pair[0], 0) : undefined;
      const cidDate = Array.isArray(pair) ? text(pair[1], DATE) : undefined;
      if (typeof cid !== 'number' || typeof cidDate !== 'string') return fail('cid: invalid');
      cids.push({ cid, cidDate });
    }
    out.cids = cids;
  }
  if (payload.all !== undefined) {
    const all = flag(payload.all);
    if (all === INVALID) return fail('all: invalid');
    if (all) out.all = true;
  }
  if (!out.ids && !out.gids && !out.cids && !out.all) return fail('oc_multi: invalid');
  return ok(out);
}

/** The four order inputs by abbreviation: what each one's payload is. */
export interface OrderInputs {
  on: NewOrderInput;
  ou: UpdateOrderInput;
  oc: CancelOrderInput;
  oc_multi: CancelOrdersInput;
}
export type OrderInputType = keyof OrderInputs;
/** One order input: its abbreviation and its payload (a channel-0 input, an op of ox_multi). */
export type OrderInput = { [K in OrderInputType]: { type: K; payload: OrderInputs[K] } }[OrderInputType];

/** Each order input's parser and wire encoder: the one table channel-0 inputs and ox_multi read. */
const ORDER_INPUTS: {
  [K in OrderInputType]: { parse(payload: unknown): Parsed<OrderInputs[K]>; wire(o: OrderInputs[K]): Record<string, unknown> };
} = {
  on: { parse: parseNewOrder, wire: newOrderWire },
  ou: { parse: parseUpdateOrder, wire: updateOrderWire },
  oc: { parse: parseCancelOrder, wire: cancelOrderWire },
  oc_multi: { parse: parseCancelOrders, wire: cancelOrdersWire },
};

export const isOrderInputType = (v: unknown): v is OrderInputType => typeof v === 'string' && Object.hasOwn(ORDER_INPUTS, v);

/** The exact wire object of an order input's payload. */
export function orderInputWire(input: OrderInput): Record<string, unknown> {
  const wire = ORDER_INPUTS[input.type].wire as (o: OrderInput['payload']) => Record<string, unknown>;
  return wire(input.payload);
}

/** An order input of the given abbreviation, read from what a client sent. */
export function parseOrderInput(type: OrderInputType, payload: unknown): Parsed<OrderInput> {
  const r = ORDER_INPUTS[type].parse(payload);
  return r.ok ? ok({ type, payload: r.value } as OrderInput) : r;
}
