// Reading an order update (WS `ou` / REST order/update, PROTOCOL §3.5): the new amount (or a
// delta), prices, flags, and the fields only the account keeps (gid, cid, leverage).
import type { TradingEngine } from '../../engine/types';
import { fromAtoms, parseDec, toAtoms, type Dec } from '../decimal';
import type { PairRules } from '../pair-rules';
import type { UserOrder } from '../records';
import { parsePrice } from './order-input';
import type { UpdateOrderInput } from '../../../src/protocol/inputs/orders';

export type OrderChange = Parameters<TradingEngine['update']>[1];

export interface ReadChange {
  change: OrderChange;
  /** The new remaining amount (signed). */
  amount: Dec;
  gid: number | null;
  cid: number;
  lev: number | undefined;
}

/** The change an update read by the protocol's parser asks for, or the refusal text. */
export function readOrderChange(o: UserOrder, input: UpdateOrderInput, rules: PairRules): ReadChange | string {
  const change: OrderChange = {};
  const current = fromAtoms(o.amount);
  let amount = current;
  if (input.amount !== undefined) {
    const a = parseDec(input.amount);
    if (!a || a.isZero() || a.isNegative() !== current.isNegative() || toAtoms(a) === undefined) return 'amount: invalid';
    amount = a;
  }
  if (input.delta !== undefined) {
    const d = parseDec(input.delta);
    const next = d ? amount.plus(d) : undefined;
    if (!next || next.isZero() || next.isNegative() !== current.isNegative() || toAtoms(next) === undefined) return 'delta: invalid';
    amount = next;
  }
  if (!amount.eq(current)) {
    const filled = fromAtoms(o.amountOrig).minus(current);
    const total = filled.plus(amount).abs();
    if (total.gt(rules.maxSize)) return `Invalid order: maximum size for ${rules.label} is ${rules.maxText}`;
    change.amount = toAtoms(amount) as number;
  }
  const prices = [
    ['price', input.price, 'price'],
    ['price_aux_limit', input.priceAuxLimit, 'priceAuxLimit'],
    ['price_trailing', input.priceTrailing, 'priceTrailing'],
  ] as const;
  for (const [wire, value, key] of prices) {
    if (value === undefined) continue;
    const p = parsePrice(value);
    if (!p) return `${wire}: invalid`;
    change[key] = p.toNumber();
  }
  if (input.flags !== undefined) change.flags = input.flags;
  if (input.lev !== undefined && !rules.derivative) return 'lev: invalid';
  if (input.tif !== undefined) return 'tif: invalid';
  return { change, amount, gid: input.gid ?? o.gid, cid: input.cid ?? o.cid, lev: input.lev ?? o.lev };
}
