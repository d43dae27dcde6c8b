// `ox_multi` (PROTOCOL §3.5): `[[OP, {...}], …]` with OP ∈ on, oc, oc_multi, ou; node batches at
// most 15 per WS message, the REST twin `/v2/auth/w/order/multi` ({ops}) allows 75.
import { fail, ok, type Parsed } from '../result';
import {
  cancelOrderWire,
  cancelOrdersWire,
  newOrderWire,
  parseCancelOrder,
  parseCancelOrders,
  parseNewOrder,
  parseUpdateOrder,
  updateOrderWire,
  type CancelOrderInput,
  type CancelOrdersInput,
  type NewOrderInput,
  type UpdateOrderInput,
} from './orders';

export type OrderOp =
  | { op: 'on'; order: NewOrderInput }
  | { op: 'ou'; update: UpdateOrderInput }
  | { op: 'oc'; cancel: CancelOrderInput }
  | { op: 'oc_multi'; cancel: CancelOrdersInput };

export const MAX_WS_ORDER_OPS = 15;
export const MAX_REST_ORDER_OPS = 75;

export function orderOpWire(o: OrderOp): [string, Record<string, unknown>] {
  switch (o.op) {
    case 'on':
      return ['on', newOrderWire(o.order)];
    case 'ou':
      return ['ou', updateOrderWire(o.update)];
    case 'oc':
      return ['oc', cancelOrderWire(o.cancel)];
    case 'oc_multi':
      return ['oc_multi', cancelOrdersWire(o.cancel)];
  }
}

export const orderOpsWire = (ops: readonly OrderOp[]): [string, Record<string, unknown>][] => ops.map(orderOpWire);

export function parseOrderOp(item: unknown): Parsed<OrderOp> {
  if (!Array.isArray(item)) return fail('ops: invalid');
  const [op, payload] = item as [unknown, unknown];
  switch (op) {
    case 'on': {
      const r = parseNewOrder(payload);
      return r.ok ? ok({ op, order: r.value }) : r;
    }
    case 'ou': {
      const r = parseUpdateOrder(payload);
      return r.ok ? ok({ op, update: r.value }) : r;
    }
    case 'oc': {
      const r = parseCancelOrder(payload);
      return r.ok ? ok({ op, cancel: r.value }) : r;
    }
    case 'oc_multi': {
      const r = parseCancelOrders(payload);
      return r.ok ? ok({ op, cancel: r.value }) : r;
    }
    default:
      return fail('ops: invalid');
  }
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
