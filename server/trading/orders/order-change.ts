// Reading an order update (WS `ou` / REST order/update, PROTOCOL §3.5): the new amount (or a
// delta), prices, flags, and the fields only the account keeps (gid, cid, leverage).
import type { TradingEngine } from '../../engine/types';
import { fromAtoms, parseDec, toAtoms, type Dec } from '../decimal';
import type { PairRules } from '../pair-rules';
import type { UserOrder } from '../records';
import { optionalInt, parsePrice } from './order-input';

export type OrderChange = Parameters<TradingEngine['update']>[1];

export interface ReadChange {
  change: OrderChange;
  /** The new remaining amount (signed). */
  amount: Dec;
  gid: number | null;
  cid: number;
  lev: number | undefined;
}

/** The change asked for, or the refusal text. */
export function readOrderChange(o: UserOrder, input: Record<string, unknown>, rules: PairRules): ReadChange | string {
  const change: OrderChange = {};
  const current = fromAtoms(o.amount);
  let amount = current;
  if (input.amount !== undefined && input.amount !== null) {
    const a = parseDec(input.amount);
    if (!a || a.isZero() || a.isNegative() !== current.isNegative() || toAtoms(a) === undefined) return 'amount: invalid';
    amount = a;
  }
  if (input.delta !== undefined && input.delta !== null) {
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
  if (input.price !== undefined && input.price !== null) {
    const p = parsePrice(input.price);
    if (!p) return 'price: invalid';
    change.price = p.toNumber();
  }
  if (input.price_aux_limit !== undefined && input.price_aux_limit !== null) {
    const p = parsePrice(input.price_aux_limit);
    if (!p) return 'price_aux_limit: invalid';
    change.priceAuxLimit = p.toNumber();
  }
  if (input.price_trailing !== undefined && input.price_trailing !== null) {
    const p = parsePrice(input.price_trailing);
    if (!p) return 'price_trailing: invalid';
    change.priceTrailing = p.toNumber();
  }
  if (input.flags !== undefined && input.flags !== null) {
    const f = optionalInt(input.flags, 0, 2 ** 31 - 1);
    if (typeof f !== 'number') return 'flags: invalid';
    change.flags = f;
  }
  const gid = input.gid === undefined ? o.gid : optionalInt(input.gid, 0, 2 ** 31 - 1);
  if (gid === undefined) return 'gid: invalid';
  const cid = input.cid === undefined || input.id === undefined ? o.cid : optionalInt(input.cid, 0, Number.MAX_SAFE_INTEGER);
  if (cid === undefined || cid === null) return 'cid: invalid';
  let lev = o.lev;
  if (input.lev !== undefined && input.lev !== null) {
    const l = optionalInt(input.lev, 1, 100);
    if (typeof l !== 'number' || !rules.derivative) return 'lev: invalid';
    lev = l;
  }
  if (input.tif !== undefined && input.tif !== null) return 'tif: invalid';
  return { change, amount, gid, cid, lev };
}
