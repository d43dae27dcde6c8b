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

/** Runs with the account listeners muted (`mute` true while it works). */
export function reconcileEngines(ctx: Ctx, mute: (on: boolean) => void): void {
  const { trading, funding } = ctx.markets;
  mute(true);
  try {
    ctx.store.transaction(() => {
      const mine = new Set<number>();
      for (const o of [...ctx.accounts.orders.values()].sort((a, b) => a.mtsCreate - b.mtsCreate || a.id - b.id)) {
        mine.add(o.id);
        const live = trading.get(o.id);
        if (live && sameOrder(live, o)) continue;
        if (live) trading.cancel(o.id);
        if (!trading.restore(engineOrder(o))) {
          // It cannot rest any more (e.g. its symbol is gone): it is closed, as the engine sees it.
          ctx.accounts.saveOrder({ ...o, status: 'CANCELED', mtsUpdate: ctx.now() }, false);
        }
      }
      for (const o of trading.liveOrders()) if (o.owner > 0 && !mine.has(o.id)) trading.cancel(o.id);

      const offers = new Set<number>();
      for (const o of [...ctx.accounts.offers.values()].sort((a, b) => a.mtsCreate - b.mtsCreate || a.id - b.id)) {
        offers.add(o.id);
        const live = funding.get(o.id);
        if (live && sameOffer(live, o)) continue;
        if (live) funding.cancel(o.id);
        if (!funding.restore(o)) ctx.accounts.saveOffer({ ...o, status: 'CANCELED', mtsUpdate: ctx.now() }, false);
      }
      for (const o of funding.liveOffers()) if (o.owner > 0 && !offers.has(o.id)) funding.cancel(o.id);
      ctx.markets.flush?.();
    });
  } finally {
    mute(false);
  }
}
