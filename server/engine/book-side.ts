// One side of a trading book: price levels in a sorted array with the best level at the END
// (so the level that empties most often is popped in O(1) and new best prices are pushed in
// O(1)), plus a Map price → level for direct access.
import { PriceLevel } from './price-level';
import type { LiveOrder } from './live-order';

export class BookSide {
  /** +1 bids (best = highest), −1 asks (best = lowest). */
  readonly side: 1 | -1;
  /** Worst … best. Bids ascending by price, asks descending. */
  readonly levels: PriceLevel[] = [];
  readonly byPrice = new Map<number, PriceLevel>();

  constructor(side: 1 | -1) {
    this.side = side;
  }

  /** Best level, hidden-only levels included (what an incoming order matches first). */
  bestLevel(): PriceLevel | undefined {
    const n = this.levels.length;
    return n === 0 ? undefined : this.levels[n - 1];
  }

  /** True when `a` is a better price than `b` for this side. */
  better(a: number, b: number): boolean {
    return this.side === 1 ? a > b : a < b;
  }

  /** The level at `price`, created in place when missing. */
  levelAt(price: number): PriceLevel {
    const found = this.byPrice.get(price);
    if (found) return found;
    const lvl = new PriceLevel(price);
    this.byPrice.set(price, lvl);
    const levels = this.levels;
    const n = levels.length;
    if (n === 0 || this.better(price, levels[n - 1]!.price)) {
      levels.push(lvl);
      return lvl;
    }
    // First index whose price is better than `price`: the new level goes just before it.
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.better(levels[mid]!.price, price)) hi = mid;
      else lo = mid + 1;
    }
    levels.splice(lo, 0, lvl);
    return lvl;
  }

  add(o: LiveOrder, price: number): PriceLevel {
    const lvl = this.levelAt(price);
    lvl.append(o);
    return lvl;
  }

  /** Puts a restored order where its rank says (restores may come in any order). */
  insertByRank(o: LiveOrder, price: number): PriceLevel {
    const lvl = this.levelAt(price);
    lvl.insertBySeq(o);
    return lvl;
  }

  /** Drops a level that has no orders left. */
  dropIfEmpty(lvl: PriceLevel): void {
    if (lvl.size !== 0) return;
    this.byPrice.delete(lvl.price);
    const levels = this.levels;
    const n = levels.length;
    if (levels[n - 1] === lvl) {
      levels.pop();
      return;
    }
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.better(levels[mid]!.price, lvl.price) || levels[mid]!.price === lvl.price) hi = mid;
      else lo = mid + 1;
    }
    if (levels[lo] === lvl) levels.splice(lo, 1);
  }

  /** Best price with at least one visible order. */
  bestVisible(): number | undefined {
    const levels = this.levels;
    for (let i = levels.length - 1; i >= 0; i--) {
      if (levels[i]!.visibleCount > 0) return levels[i]!.price;
    }
    return undefined;
  }

  visibleLevels(limit: number): Array<[number, number, number]> {
    const out: Array<[number, number, number]> = [];
    const levels = this.levels;
    for (let i = levels.length - 1; i >= 0 && out.length < limit; i--) {
      const l = levels[i];
      if (l!.visibleCount > 0) out.push([l!.price, l!.visibleCount, l!.visibleAmount]);
    }
    return out;
  }

  visibleOrders(limit: number): Array<[number, number, number]> {
    const out: Array<[number, number, number]> = [];
    const levels = this.levels;
    for (let i = levels.length - 1; i >= 0 && out.length < limit; i--) {
      for (let o = levels[i]!.head; o && out.length < limit; o = o.next) {
        if (!o.hidden) out.push([o.id, levels[i]!.price, o.remaining]);
      }
    }
    return out;
  }

  /** Unsigned atoms resting at prices at least as good as `limit` (NaN = any price), hidden
   *  included, counting at most `need`. Levels without REDUCE_ONLY orders count their total;
   *  once one is in reach, every order counts what `count` says, best first (REDUCE_ONLY fills
   *  depend on the fills of the same owner before them). */
  fillable(limit: number, need: number, count: (o: LiveOrder) => number): number {
    let sum = 0;
    const levels = this.levels;
    let i = levels.length - 1;
    for (; i >= 0 && sum < need; i--) {
      const l = levels[i]!;
      if ((limit === limit && this.better(limit, l.price)) || l.reduceOnly > 0) break;
      sum += l.total;
    }
    if (sum >= need || i < 0 || levels[i]!.reduceOnly === 0) return sum;
    sum = 0;
    for (let j = levels.length - 1; j >= 0 && sum < need; j--) {
      const l = levels[j]!;
      if (limit === limit && this.better(limit, l.price)) break;
      for (let o = l.head; o && sum < need; o = o.next) sum += count(o);
    }
    return sum;
  }
}
