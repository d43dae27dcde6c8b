// The user's orders: the active ones from the os snapshot and on/ou/oc (deduplicated by id), the
// ones closed during this session, and the order history read from REST.
import { TRADING_CALLS } from '../../protocol/calls';
import { types, flow, type Instance } from 'mobx-state-tree';
import { orderCodec, type Order } from '../../protocol/account/order';
import { orderStatusKind } from '../../protocol/order-status';
import { accountEnv, errorText } from './env';

/** Closed orders kept from the live stream. */
const MAX_CLOSED = 200;

export interface OrderRow {
  order: Order;
  /** The OCO partner's id when both legs are active. */
  ocoWith: number | null;
  /** True for the first row of a gid group, so the table can draw the group's border. */
  groupStart: boolean;
}

export const HISTORY_STATES = ['idle', 'loading', 'ready', 'error'] as const;

/** An order closes when it is executed or cancelled, whatever stream said so. */
export function isOrderClosed(o: Order): boolean {
  const kind = orderStatusKind(o.status);
  return kind === 'executed' || kind === 'canceled';
}

/** Sort key that keeps gid groups and OCO pairs together, newest group first. */
function groupKey(o: Order): string {
  if (o.gid !== null) return `g${o.gid}`;
  if (o.placedId !== null) return `o${Math.min(o.id, o.placedId)}`;
  return `i${o.id}`;
}

export const OrdersStore = types
  .model('OrdersStore', {
    active: types.map(types.frozen<Order>()),
    closed: types.array(types.frozen<Order>()),
    history: types.array(types.frozen<Order>()),
    historyState: types.optional(types.enumeration([...HISTORY_STATES]), 'idle'),
    historyError: types.maybeNull(types.string),
  })
  .views((self) => ({
    get list(): Order[] {
      return [...self.active.values()].sort((a, b) => b.mtsCreate - a.mtsCreate || b.id - a.id);
    },
    forSymbol(symbol: string): Order[] {
      return [...self.active.values()].filter((o) => o.symbol === symbol);
    },
    get(id: number): Order | undefined {
      return self.active.get(String(id));
    },
  }))
  .views((self) => ({
    /** Active orders with gid groups and OCO pairs adjacent. */
    get rows(): OrderRow[] {
      const groups = new Map<string, Order[]>();
      for (const o of self.list) {
        const k = groupKey(o);
        const g = groups.get(k);
        if (g) g.push(o);
        else groups.set(k, [o]);
      }
      const rows: OrderRow[] = [];
      for (const members of groups.values()) {
        members.sort((a, b) => a.id - b.id);
        members.forEach((order, i) => {
          const partner = order.placedId !== null && self.active.has(String(order.placedId)) ? order.placedId : null;
          rows.push({ order, ocoWith: partner, groupStart: i === 0 });
        });
      }
      return rows;
    },
  }))
  .actions((self) => ({
    snapshot(orders: readonly Order[]) {
      self.active.clear();
      for (const o of orders) if (!isOrderClosed(o)) self.active.set(String(o.id), o);
    },
    upsert(o: Order) {
      if (isOrderClosed(o)) this.close(o);
      else self.active.set(String(o.id), o);
    },
    close(o: Order) {
      self.active.delete(String(o.id));
      const i = self.closed.findIndex((c) => c.id === o.id);
      if (i >= 0) self.closed.splice(i, 1);
      self.closed.unshift(o);
      if (self.closed.length > MAX_CLOSED) self.closed.splice(MAX_CLOSED);
    },
    clear() {
      self.active.clear();
    },
    setHistory(state: (typeof HISTORY_STATES)[number], rows: Order[] = [], error: string | null = null) {
      self.historyState = state;
      self.historyError = error;
      if (state === 'ready') self.history.replace(rows);
    },
  }))
  .actions((self) => ({
    /** `/v2/auth/r/orders[/{symbol}]/hist`, newest first; the closed orders of the session are merged in. */
    loadHistory: flow(function* loadHistory(symbol?: string) {
      const env = accountEnv(self);
      if (!env) return;
      self.setHistory('loading');
      try {
        const rows: unknown = yield symbol
          ? env.rest.call(TRADING_CALLS.ordersHistOf, { limit: 250 }, { symbol })
          : env.rest.call(TRADING_CALLS.ordersHist, { limit: 250 });
        const orders = (Array.isArray(rows) ? rows : []).map(orderCodec.decode).filter((o): o is Order => o !== undefined);
        self.setHistory('ready', orders);
      } catch (err) {
        self.setHistory('error', [], errorText(err));
      }
    }),
  }))
  .views((self) => ({
    /** History rows from REST and from this session's stream, deduplicated by id, newest first. */
    get historyRows(): Order[] {
      const byId = new Map<number, Order>();
      for (const o of self.history) byId.set(o.id, o);
      for (const o of self.closed) if (!byId.has(o.id)) byId.set(o.id, o);
      return [...byId.values()].sort((a, b) => b.mtsUpdate - a.mtsUpdate || b.id - a.id);
    },
  }));
export type OrdersStoreInstance = Instance<typeof OrdersStore>;
