// The levels of the book that hold one of the trader's own orders: a resting limit order of the
// pair, put on the book's price grid the way the exchange groups it (bids down, asks up), so a
// coarser precision marks the level that contains the order.
import BigNumber from 'bignumber.js';
import type { Order } from '../../protocol/account/order';
import { OrderFlag } from '../../protocol/flags';
import { groupPrice, type AggregatedPrec } from '../../protocol/book/precision';

export interface OwnLevel {
  count: number;
  /** Remaining size of the trader's orders at the level. */
  amount: BigNumber;
}

export interface OwnLevels {
  bids: ReadonlyMap<number, OwnLevel>;
  asks: ReadonlyMap<number, OwnLevel>;
}

/** Only visible limit orders rest in the public book (stops wait off the book, hidden ones do not show). */
export function restsInBook(o: Order): boolean {
  const limit = o.type === 'LIMIT' || o.type === 'EXCHANGE LIMIT';
  return limit && o.price !== null && o.price > 0 && o.amount !== 0 && !o.hidden && (o.flags & OrderFlag.HIDDEN) === 0;
}

export function ownLevels(orders: readonly Order[], symbol: string, prec: AggregatedPrec): OwnLevels {
  const bids = new Map<number, OwnLevel>();
  const asks = new Map<number, OwnLevel>();
  for (const o of orders) {
    if (o.symbol !== symbol || !restsInBook(o)) continue;
    const bid = o.amount > 0;
    const level = groupPrice(o.price as number, prec, bid ? 1 : -1);
    const side = bid ? bids : asks;
    const prev = side.get(level);
    const size = new BigNumber(Math.abs(o.amount));
    side.set(level, { count: (prev?.count ?? 0) + 1, amount: prev ? prev.amount.plus(size) : size });
  }
  return { bids, asks };
}

/** Changes only when an order of the pair is placed, moved, filled or closed. */
export function ownOrdersKey(orders: readonly Order[], symbol: string): string {
  return orders
    .filter((o) => o.symbol === symbol && restsInBook(o))
    .map((o) => `${o.id}:${o.price}:${o.amount}`)
    .sort()
    .join(',');
}
