// Untriggered stop orders of one symbol. Buy stops trigger when a trade price reaches or passes
// their stop from below (price ≥ stop), sell stops from above (price ≤ stop). Each list is
// sorted so the next stop to trigger is at the END (popped in O(1)); at equal stops the earlier
// order triggers first. Trailing stops move with the market and are kept apart.
import { Kind, type LiveOrder } from './live-order';

export class StopBook {
  /** Buy stops, stop descending (lowest = next to trigger last in the array). */
  readonly buys: LiveOrder[] = [];
  /** Sell stops, stop ascending. */
  readonly sells: LiveOrder[] = [];
  /** Trailing stops in arrival order. */
  readonly trailing: LiveOrder[] = [];

  get size(): number {
    return this.buys.length + this.sells.length + this.trailing.length;
  }

  add(o: LiveOrder): void {
    o.waiting = true;
    if (o.kind === Kind.TRAILING) {
      this.trailing.push(o);
      return;
    }
    const list = o.side === 1 ? this.buys : this.sells;
    // Insert before every stop that triggers later than `o`, and after those that trigger
    // earlier or at the same stop (they arrived first).
    const lo = this.insertionPoint(list, o.side, o.stopPrice);
    list.splice(lo, 0, o);
  }

  remove(o: LiveOrder): void {
    o.waiting = false;
    const list = o.kind === Kind.TRAILING ? this.trailing : o.side === 1 ? this.buys : this.sells;
    const i = list.indexOf(o);
    if (i >= 0) list.splice(i, 1);
  }

  /** Pops every plain stop reached by trade prices within [low, high], in trigger order. */
  reached(low: number, high: number, out: LiveOrder[]): void {
    const sells = this.sells;
    while (sells.length > 0 && low <= sells[sells.length - 1]!.stopPrice) {
      const o = sells.pop() as LiveOrder;
      o.waiting = false;
      out.push(o);
    }
    const buys = this.buys;
    while (buys.length > 0 && high >= buys[buys.length - 1]!.stopPrice) {
      const o = buys.pop() as LiveOrder;
      o.waiting = false;
      out.push(o);
    }
  }

  /** Moves trailing stops with a sweep whose trades ran from `first` to `last` (monotonic, so
   *  every price between lies between the two): those pulled back by their distance go to
   *  `out`; the others follow the best price. Returns the stops whose stop price moved. */
  trail(first: number, last: number, out: LiveOrder[]): LiveOrder[] {
    const moved: LiveOrder[] = [];
    const list = this.trailing;
    for (let i = 0; i < list.length; i++) {
      const o = list[i];
      const d = o!.view.priceTrailing ?? 0;
      let ext = o!.extreme ?? first;
      let hit: boolean;
      if (o!.side === -1) {
        ext = Math.max(ext, first);
        hit = first <= ext - d;
        if (!hit) {
          ext = Math.max(ext, last);
          hit = last <= ext - d;
        }
      } else {
        ext = Math.min(ext, first);
        hit = first >= ext + d;
        if (!hit) {
          ext = Math.min(ext, last);
          hit = last >= ext + d;
        }
      }
      o!.extreme = ext;
      if (hit) {
        list.splice(i--, 1);
        o!.waiting = false;
        out.push(o!);
        continue;
      }
      const stop = o!.side === -1 ? ext - d : ext + d;
      if (stop !== o!.stopPrice) {
        o!.stopPrice = stop;
        moved.push(o!);
      }
    }
    return moved;
  }

  /** Index where a stop at `stop` goes: after all stops that trigger no later than it. */
  private insertionPoint(list: LiveOrder[], side: 1 | -1, stop: number): number {
    // Order of the list, from the end: buys ascending stops, sells descending stops.
    // `later(x)` = stop x triggers strictly later than `stop`.
    const later = side === 1 ? (x: number) => x > stop : (x: number) => x < stop;
    let lo = 0;
    let hi = list.length;
    // list[0..k) trigger later than `stop`, list[k..) no later: find k.
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (later(list[mid]!.stopPrice)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
