// A new order's unit when the disk fills inside it (the reserve check let it in, its own writes
// met SQLITE_FULL): the transaction rolled back, so the orders it gave the engine are taken back
// out again — nothing unsaved rests or trades — and the user gets the refusal instead of an
// internal error.
import { DISK_FULL_TEXT, isDiskFull } from '../../store/space';
import type { Ctx } from '../context';
import { notification, orderRef, type NotificationRow } from '../wire';

export interface NewOrderUnit {
  user: number;
  /** The order as sent (its cid and gid go into the refusal). */
  input: unknown;
  /** Ids the unit gave the engine. */
  placed(): readonly number[];
}

export function placeOrTakeBack(ctx: Ctx, unit: NewOrderUnit, run: () => NotificationRow, unplaced: (id: number) => void): NotificationRow {
  try {
    return run();
  } catch (err) {
    if (!isDiskFull(err)) throw err;
    for (const id of unit.placed()) {
      unplaced(id);
      if (ctx.markets.trading.get(id)) takeBack(ctx, id);
    }
    const n = notification(ctx.now(), 'on-req', orderRef(unit.input), false, DISK_FULL_TEXT);
    ctx.outbox.push(unit.user, ['n', n]);
    return n;
  }
}

/** Takes an order the store never saved out of the engine (its events find no account order). */
function takeBack(ctx: Ctx, id: number): void {
  try {
    ctx.markets.trading.cancel(id);
    ctx.markets.flush?.();
  } catch (err) {
    console.error(`tradedesk trading: order ${id} could not be taken back out of the engine`, err);
  }
}
