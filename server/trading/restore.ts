// After a restart the account tables are the truth about users' orders and offers. The
// markets restore every resting order they stored (users' included); here the engines are
// brought in line with the accounts: what the markets did not restore (or restored in an older
// state) is put back as the account has it, and what the account knows as closed is taken out.
// Nothing is restored twice: an order already live in the same state is left alone.
import type { EngineOffer, EngineOrder } from '../engine/types';
import type { Ctx } from './context';
import type { UserOrder } from './records';

function engineOrder(o: UserOrder): EngineOrder {
  const { routing: _routing, forced: _forced, ...rest } = o;
  return rest;
}

const sameOrder = (a: EngineOrder, b: EngineOrder) =>
  a.amount === b.amount && a.price === b.price && a.amountOrig === b.amountOrig && a.triggered === b.triggered && a.type === b.type;

const sameOffer = (a: EngineOffer, b: EngineOffer) => a.amount === b.amount && a.rate === b.rate && a.period === b.period;

interface Engine<A, L> {
  get(id: number): L | undefined;
  same(live: L, held: A): boolean;
  cancel(id: number): void;
  restore(held: A): boolean;
  /** The account's record, closed: the engine could not take it back. */
  closed(held: A): void;
  live(): Iterable<L>;
}

/** One engine brought in line with the records the accounts hold, oldest first: one live in the
 *  same state is left alone, an older state is replaced, and what the engine holds for users
 *  that no account record names is cancelled. */
function reconcile<A extends { id: number; mtsCreate: number }, L extends { id: number; owner: number }>(
  held: Iterable<A>,
  engine: Engine<A, L>,
): void {
  const named = new Set<number>();
  for (const r of [...held].sort((a, b) => a.mtsCreate - b.mtsCreate || a.id - b.id)) {
    named.add(r.id);
    const live = engine.get(r.id);
    if (live && engine.same(live, r)) continue;
    if (live) engine.cancel(r.id);
    if (!engine.restore(r)) engine.closed(r);
  }
  for (const l of [...engine.live()]) if (l.owner > 0 && !named.has(l.id)) engine.cancel(l.id);
}

/** Runs with the account listeners muted (`mute` true while it works). */
export function reconcileEngines(ctx: Ctx, mute: (on: boolean) => void): void {
  const { trading, funding } = ctx.markets;
  mute(true);
  try {
    ctx.store.transaction(() => {
      reconcile<UserOrder, EngineOrder>(ctx.accounts.orders.values(), {
        get: (id) => trading.get(id),
        same: sameOrder,
        cancel: (id) => trading.cancel(id),
        restore: (o) => trading.restore(engineOrder(o)),
        // It cannot rest any more (e.g. its symbol is gone): it is closed, as the engine sees it.
        closed: (o) => ctx.accounts.saveOrder({ ...o, status: 'CANCELED', mtsUpdate: ctx.now() }, false),
        live: () => trading.liveOrders(),
      });
      reconcile(ctx.accounts.offers.values(), {
        get: (id) => funding.get(id),
        same: sameOffer,
        cancel: (id) => funding.cancel(id),
        restore: (o) => funding.restore(o),
        closed: (o) => ctx.accounts.saveOffer({ ...o, status: 'CANCELED', mtsUpdate: ctx.now() }, false),
        live: () => funding.liveOffers(),
      });
      ctx.markets.flush?.();
    });
  } finally {
    mute(false);
  }
}
