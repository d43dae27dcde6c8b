// A change to a live order (update: amount, prices, flags): checked before anything moves, then
// applied to the order while it is out of every book and list.
import { Kind, type LiveOrder } from './live-order';
import { isAtoms, isFlags, isPrice } from './order-validation';
import { OrderFlag, type TradingEngine } from './types';

export type OrderChange = Parameters<TradingEngine['update']>[1];

export function validateChange(o: LiveOrder, change: OrderChange): string | undefined {
  if (change.price !== undefined && !isPrice(change.price)) return 'price: invalid';
  if (change.amount !== undefined && !(isAtoms(change.amount) && Math.sign(change.amount) === o.side)) {
    return 'amount: invalid';
  }
  if (change.priceAuxLimit !== undefined && !isPrice(change.priceAuxLimit)) return 'price_aux_limit: invalid';
  if (change.priceTrailing !== undefined && !isPrice(change.priceTrailing)) return 'price_trailing: invalid';
  if (change.flags !== undefined && !(isFlags(change.flags) && ((change.flags ^ o.view.flags) & OrderFlag.OCO) === 0)) {
    return 'flags: invalid';
  }
  return undefined;
}

/** Applies a change to an order that is out of every book and list. */
export function applyChange(o: LiveOrder, change: OrderChange, now: number): void {
  const v = o.view;
  o.snap = null;
  if (change.amount !== undefined) {
    o.setRemaining(Math.abs(change.amount));
    v.amountOrig = o.side * (o.filled + o.remaining);
  }
  if (change.price !== undefined && o.kind !== Kind.TRAILING) v.price = change.price;
  if (change.priceAuxLimit !== undefined) v.priceAuxLimit = change.priceAuxLimit;
  if (change.priceTrailing !== undefined) v.priceTrailing = change.priceTrailing;
  if (change.flags !== undefined) o.setFlags(change.flags);
  v.mtsUpdate = now;
}
