// One price of one side of a trading book: a FIFO of resting orders (an intrusive doubly linked
// list, so a cancel in the middle is O(1)) with running totals for the visible P0 level.
import type { LiveOrder } from './live-order';

export class PriceLevel {
  readonly price: number;
  head: LiveOrder | null = null;
  tail: LiveOrder | null = null;
  /** All resting orders, hidden included. */
  size = 0;
  /** Unsigned atoms of all resting orders, hidden included. */
  total = 0;
  /** Visible orders and their unsigned atoms: what the P0 level shows. */
  visibleCount = 0;
  visibleAmount = 0;
  /** Resting REDUCE_ONLY orders (their fills depend on positions, see fillable()). */
  reduceOnly = 0;

  constructor(price: number) {
    this.price = price;
  }

  append(o: LiveOrder): void {
    o.level = this;
    o.prev = this.tail;
    o.next = null;
    if (this.tail) this.tail.next = o;
    else this.head = o;
    this.tail = o;
    this.count(o, 1);
  }

  /** Inserts keeping the queue sorted by seq (restoring orders or re-placing old ones). */
  insertBySeq(o: LiveOrder): void {
    let after = this.tail;
    while (after && after.seq > o.seq) after = after.prev;
    if (after === this.tail) {
      this.append(o);
      return;
    }
    o.level = this;
    o.prev = after;
    o.next = after ? after.next : this.head;
    if (o.next) o.next.prev = o;
    if (after) after.next = o;
    else this.head = o;
    this.count(o, 1);
  }

  remove(o: LiveOrder): void {
    if (o.prev) o.prev.next = o.next;
    else this.head = o.next;
    if (o.next) o.next.prev = o.prev;
    else this.tail = o.prev;
    this.count(o, -1);
    o.prev = null;
    o.next = null;
    o.level = null;
  }

  /** An order of this level lost `atoms` (a fill or a shrinking update). */
  reduce(o: LiveOrder, atoms: number): void {
    this.total -= atoms;
    if (!o.hidden) this.visibleAmount -= atoms;
  }

  private count(o: LiveOrder, dir: 1 | -1): void {
    this.size += dir;
    this.total += dir * o.remaining;
    if (!o.hidden) {
      this.visibleCount += dir;
      this.visibleAmount += dir * o.remaining;
    }
    if (o.reduceOnly) this.reduceOnly += dir;
  }
}
