// The order-history filters of market-side §5: pair (current or all), status, type (without its
// wallet prefix), side from the amount's sign.
import type { Order } from '../../protocol/account/order';
import { orderStatusKind } from '../../protocol/order-status';
import type { OrdersState } from './state';

export function filterHistory(orders: readonly Order[], pair: string, f: OrdersState): Order[] {
  return orders.filter((o) => {
    if (!f.allPairs && o.symbol !== pair) return false;
    if (f.type !== 'any' && o.type.replace(/^EXCHANGE /, '') !== f.type) return false;
    const sideAmount = o.amountOrig !== 0 ? o.amountOrig : o.amount;
    if (f.side === 'buy' && sideAmount <= 0) return false;
    if (f.side === 'sell' && sideAmount >= 0) return false;
    if (f.status !== 'any') {
      const kind = orderStatusKind(o.status);
      if (f.status === 'executed' && kind !== 'executed') return false;
      if (f.status === 'canceled' && kind !== 'canceled') return false;
      if (f.status === 'partial' && !/PARTIALLY FILLED/.test(o.status)) return false;
    }
    return true;
  });
}
