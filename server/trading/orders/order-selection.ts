// Which of a user's live orders a cancel names: one by id or by cid and its UTC day, or several
// by id, gid and cid lists, or all (PROTOCOL §3.5 oc, oc_multi). The request itself was read by
// the protocol's parsers; here it meets the account's orders.
import type { CancelOrderInput, CancelOrdersInput } from '../../../src/protocol/inputs/orders';
import type { AccountStore } from '../account-store';
import type { UserOrder } from '../records';

/** 'YYYY-MM-DD' (UTC) of a time, the day a cid belongs to. */
export function cidDate(mts: number): string {
  return new Date(mts).toISOString().slice(0, 10);
}

/** A live order of the user by id, or by cid on its day. */
export function findOrder(accounts: AccountStore, user: number, ref: CancelOrderInput): UserOrder | undefined {
  if ('id' in ref) {
    const o = accounts.orders.get(ref.id);
    return o && o.owner === user ? o : undefined;
  }
  return accounts.ordersOf(user).find((o) => o.cid === ref.cid && cidDate(o.mtsCreate) === ref.cidDate);
}

/** The live orders a multi-cancel names, by id. */
export function selectOrders(accounts: AccountStore, user: number, input: CancelOrdersInput): UserOrder[] {
  const mine = accounts.ordersOf(user);
  if (input.all) return mine;
  const picked = new Map<number, UserOrder>();
  for (const o of mine) {
    const byId = input.ids?.includes(o.id);
    const byGid = o.gid !== null && input.gids?.includes(o.gid);
    const byCid = input.cids?.some((c) => c.cid === o.cid && c.cidDate === cidDate(o.mtsCreate));
    if (byId || byGid || byCid) picked.set(o.id, o);
  }
  return [...picked.values()].sort((a, b) => a.id - b.id);
}
