// `ox_multi` (PROTOCOL §3.5): `[[OP, {...}], …]` with OP ∈ on, oc, oc_multi, ou; node batches at
// most 15 per WS message, the REST twin `/v2/auth/w/order/multi` ({ops}) allows 75.
import { fail, ok, type Parsed } from '../result';
import { isOrderInputType, orderInputWire, parseOrderInput, type OrderInput } from './orders';

/** An op of ox_multi: `[OP, PAYLOAD]` on the wire, one of the four order inputs here. */
export type OrderOp = OrderInput;

export const MAX_WS_ORDER_OPS = 15;
export const MAX_REST_ORDER_OPS = 75;

export const orderOpWire = (o: OrderOp): [string, Record<string, unknown>] => [o.type, orderInputWire(o)];

export const orderOpsWire = (ops: readonly OrderOp[]): [string, Record<string, unknown>][] => ops.map(orderOpWire);

export function parseOrderOp(item: unknown): Parsed<OrderOp> {
  if (!Array.isArray(item) || !isOrderInputType(item[0])) return fail('ops: invalid');
  return parseOrderInput(item[0], item[1]);
}

/** All ops or the first error; more than `max` ops is an error. */
export function parseOrderOps(payload: unknown, max: number = MAX_WS_ORDER_OPS): Parsed<OrderOp[]> {
  if (!Array.isArray(payload) || payload.length === 0 || payload.length > max) return fail('ops: invalid');
  const out: OrderOp[] = [];
  for (const item of payload) {
    const r = parseOrderOp(item);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return ok(out);
}
