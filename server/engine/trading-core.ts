// The matching core of the trading engine: taking liquidity, resting, closing, OCO links and
// stop triggers. Every state change is announced through the listener right after it happens:
// order events first, then the R0/P0 book events of the same change. Objects handed to the
// listener are copies the receiver may keep.
//
// Listeners may read the engine from a callback (they see the state as of that event) but must
// not change it: the engine refuses place/update/cancel/expire/restore from inside a callback.
import type { EngineEnv, EngineListener, EngineOrder } from './types';
import { Kind, type LiveOrder, triggeredType } from './live-order';
import type { PriceLevel } from './price-level';
import type { BookSide } from './book-side';
import { type SymbolBook, sideOf } from './symbol-book';
import {
  STATUS_CANCELED,
  STATUS_FOK,
  STATUS_IOC,
  STATUS_POSTONLY,
  STATUS_REDUCE_FLIP,
  STATUS_REDUCE_INCR,
  closedStatus,
} from './order-status';

// Module-local copies: imported bindings can cost a getter call per use on hot paths.
const LIMIT = Kind.LIMIT;
const MARKET = Kind.MARKET;
const STOP_LIMIT = Kind.STOP_LIMIT;
const FOK = Kind.FOK;
const IOC = Kind.IOC;
const CANCELED = STATUS_CANCELED;

export class TradingCore {
  readonly books = new Map<string, SymbolBook>();
  readonly orders = new Map<number, LiveOrder>();
  readonly byOwner = new Map<number, Set<LiveOrder>>();
  /** Live orders with a time-in-force deadline. */
  readonly withTif = new Set<LiveOrder>();
  /** Time of the call in progress. */
  now = 0;
  seq = 0;
  /** Stops reached during the call in progress, executed in this order by runTriggers(). */
  private readonly pending: LiveOrder[] = [];
  /** First and last trade price of the sweep in progress (NaN = no trade yet). */
  private sweepFirst = NaN;
  private sweepLast = NaN;

  constructor(
    private readonly env: EngineEnv,
    private readonly listener: EngineListener,
  ) {}

  register(o: LiveOrder): void {
    if (o.live) return;
    o.live = true;
    this.orders.set(o.id, o);
    let mine = this.byOwner.get(o.view.owner);
    if (!mine) this.byOwner.set(o.view.owner, (mine = new Set()));
    mine.add(o);
    if (o.view.mtsTif !== null) this.withTif.add(o);
  }

  private unregister(o: LiveOrder): void {
    o.closed = true;
    if (!o.live) return;
    o.live = false;
    this.orders.delete(o.id);
    const mine = this.byOwner.get(o.view.owner);
    if (mine) {
      mine.delete(o);
      if (mine.size === 0) this.byOwner.delete(o.view.owner);
    }
    if (o.view.mtsTif !== null) this.withTif.delete(o);
  }

  emit(o: LiveOrder, kind: 'new' | 'update' | 'close'): void {
    this.listener.order(o.copy(), kind);
  }

  /** Announces the current state of a level and, when given, of one visible order in it. */
  bookEvents(symbol: string, side: 1 | -1, lvl: PriceLevel, o: LiveOrder | null, removed: boolean): void {
    if (o) this.listener.raw(symbol, side, o.id, lvl.price, o.remaining, removed);
    this.listener.level(symbol, side, lvl.price, lvl.visibleCount, lvl.visibleAmount);
  }

  /** How much a REDUCE_ONLY order may still fill without growing or flipping the position. */
  reduceCap(o: LiveOrder): number {
    const cap = this.reduceRoom(o);
    return cap < o.remaining ? cap : o.remaining;
  }

  /** Unsigned atoms of its owner's position that `o`'s side would reduce (0: none, or the wrong way). */
  private reduceRoom(o: LiveOrder): number {
    const p = this.env.positionAtoms(o.view.owner, o.view.symbol);
    return o.side === 1 ? (p < 0 ? -p : 0) : p > 0 ? p : 0;
  }

  /** Takes `o` out of the engine with `status` (already including any `was:` history). */
  close(o: LiveOrder, status: string): void {
    const lvl = o.level;
    const book = this.books.get(o.view.symbol) as SymbolBook;
    if (lvl) lvl.remove(o);
    if (o.waiting) book.stops.remove(o);
    this.unregister(o);
    o.snap = null;
    o.view.status = status;
    o.view.mtsUpdate = this.now;
    this.emit(o, 'close');
    if (lvl) {
      const side = sideOf(book, o.side);
      if (!o.hidden) this.bookEvents(book.symbol, o.side, lvl, o, true);
      side.dropIfEmpty(lvl);
    }
    this.closePartner(o);
  }

  /** Cancels for `reason`, keeping the fill history in the status. */
  cancelWith(o: LiveOrder, reason: string): void {
    this.close(o, closedStatus(reason, o.view.status, o.filled > 0));
  }

  /** OCO: one side executed, triggered or left, so the other one goes. */
  closePartner(o: LiveOrder): void {
    const p = o.partner;
    if (!p) return;
    o.partner = null;
    p.partner = null;
    if (!p.closed) this.cancelWith(p, CANCELED);
  }

  /** Puts `o` on its side of the book at its price. */
  rest(o: LiveOrder, book: SymbolBook, arrival: boolean): void {
    this.register(o);
    const lvl = sideOf(book, o.side).add(o, o.view.price);
    this.emit(o, arrival ? 'new' : 'update');
    if (!o.hidden) this.bookEvents(book.symbol, o.side, lvl, o, false);
  }

  /** Runs an order against the book as the taker, then rests or closes what is left.
   *  `arrival`: the order was never announced (so it gets 'new' when it rests). */
  execute(o: LiveOrder, book: SymbolBook, arrival: boolean): void {
    if (o.reduceOnly) {
      const cap = this.reduceCap(o);
      if (cap === 0) return this.cancelWith(o, STATUS_REDUCE_INCR);
      if (cap < o.remaining) {
        o.setRemaining(cap);
        o.view.amountOrig = o.side * (o.filled + cap);
      }
    }
    const opp = sideOf(book, o.side === 1 ? -1 : 1);
    const limit = o.kind === MARKET ? NaN : o.view.price;
    const best = opp.bestLevel();
    const crosses = best !== undefined && !(limit === limit && opp.better(limit, best.price));
    if (crosses && o.postOnly) return this.cancelWith(o, STATUS_POSTONLY);
    if (o.kind === FOK && (!crosses || this.fillable(o, opp, limit) < o.remaining)) {
      return this.cancelWith(o, STATUS_FOK);
    }
    const filledBefore = o.filled;
    if (crosses) {
      this.sweepFirst = NaN;
      this.sweep(o, book, opp, limit);
    }
    if (o.filled > filledBefore) this.closePartner(o);
    if (o.remaining === 0) {
      this.unregister(o);
      this.emit(o, 'close');
    } else if (o.kind === MARKET) {
      this.cancelWith(o, CANCELED);
    } else if (o.kind === IOC) {
      this.cancelWith(o, STATUS_IOC);
    } else if (o.kind === FOK) {
      // Only when a REDUCE_ONLY maker was cut short despite the check above.
      this.cancelWith(o, STATUS_FOK);
    } else {
      this.rest(o, book, arrival);
    }
    if (o.filled > filledBefore) this.collectTriggers(book, this.sweepFirst, this.sweepLast);
  }

  /** Atoms the taker `t` could take at `limit` (NaN = any price), at most what it needs: what the
   *  sweep would fill, so a FOK that passes this is never cut short. A REDUCE_ONLY maker counts
   *  only the room its owner's position leaves after the fills of that owner's makers before it
   *  (margin fills move the position; a margin taker of the same owner moves it back). */
  private fillable(t: LiveOrder, opp: BookSide, limit: number): number {
    const moved = new Map<number, number>();
    return opp.fillable(limit, t.remaining, (m) => {
      const owner = m.view.owner;
      const before = moved.get(owner) ?? 0;
      const q = m.reduceOnly ? Math.min(m.remaining, Math.max(0, this.reduceRoom(m) - before)) : m.remaining;
      if (movesPosition(m) && !(movesPosition(t) && t.view.owner === owner)) moved.set(owner, before + q);
      return q;
    });
  }

  private sweep(t: LiveOrder, book: SymbolBook, opp: BookSide, limit: number): void {
    while (t.remaining > 0) {
      const lvl = opp.bestLevel();
      if (lvl === undefined) break;
      if (limit === limit && opp.better(limit, lvl.price)) break;
      let m = lvl.head;
      while (m !== null && t.remaining > 0) {
        const next = m.next;
        let q = t.remaining < m.remaining ? t.remaining : m.remaining;
        let cut = false;
        if (m.reduceOnly) {
          const cap = this.reduceCap(m);
          if (cap === 0) {
            this.cancelWith(m, STATUS_REDUCE_INCR);
            m = next;
            continue;
          }
          if (cap < q) {
            q = cap;
            cut = true;
          }
        }
        this.fill(t, m, q, lvl, book, opp);
        if (cut && !m.closed) this.cancelWith(m, STATUS_REDUCE_FLIP);
        m = next;
      }
    }
  }

  private fill(t: LiveOrder, m: LiveOrder, q: number, lvl: PriceLevel, book: SymbolBook, opp: BookSide): void {
    const price = lvl.price;
    const id = this.env.nextTradeId();
    m.fill(q, price, this.now);
    t.fill(q, price, this.now);
    lvl.reduce(m, q);
    const done = m.remaining === 0;
    if (done) {
      lvl.remove(m);
      this.unregister(m);
    }
    book.last = price;
    if (this.sweepFirst !== this.sweepFirst) this.sweepFirst = price;
    this.sweepLast = price;
    const maker = m.copy();
    this.listener.trade({ id, symbol: book.symbol, mts: this.now, price, amount: t.side * q, maker, taker: t.copy() });
    this.listener.order(maker, done ? 'close' : 'update');
    if (!m.hidden) this.bookEvents(book.symbol, m.side, lvl, m, done);
    if (done) opp.dropIfEmpty(lvl);
    this.closePartner(m);
  }

  /** Finds the stops reached by a sweep whose trades ran from `first` to `last` (a sweep is
   *  monotonic, so the prices in between lie between these two) and moves trailing stops. */
  collectTriggers(book: SymbolBook, first: number, last: number): void {
    const stops = book.stops;
    if (stops.size === 0) return;
    const low = first < last ? first : last;
    const high = first < last ? last : first;
    stops.reached(low, high, this.pending);
    if (stops.trailing.length === 0) return;
    for (const o of stops.trail(first, last, this.pending)) {
      o.snap = null;
      o.view.price = o.stopPrice;
      o.view.mtsUpdate = this.now;
      this.emit(o, 'update');
    }
  }

  /** True when a plain stop's trigger price has been reached by the price `last`. */
  static reachedBy(o: LiveOrder, last: number): boolean {
    return o.side === 1 ? last >= o.stopPrice : last <= o.stopPrice;
  }

  /** A stop turns into the order it stands for: STOP/TRAILING → MARKET, STOP LIMIT → LIMIT. */
  convert(o: LiveOrder): void {
    const v = o.view;
    o.snap = null;
    v.typePrev = v.type;
    v.type = triggeredType(v.type, o.kind);
    v.triggered = true;
    v.mtsUpdate = this.now;
    // It enters the book now: its time priority starts here.
    o.setSeq(++this.seq);
    if (o.kind === STOP_LIMIT) {
      v.price = v.priceAuxLimit ?? v.price;
      o.kind = LIMIT;
    } else {
      o.kind = MARKET;
    }
  }

  /** Executes the stops reached in this call, including those their own trades reach. */
  runTriggers(): void {
    const pending = this.pending;
    for (let i = 0; i < pending.length; i++) {
      const o = pending[i];
      if (o!.closed) continue;
      const book = this.books.get(o!.view.symbol) as SymbolBook;
      this.convert(o!);
      this.emit(o!, 'update');
      this.closePartner(o!);
      this.execute(o!, book, false);
    }
    pending.length = 0;
  }

  queueTrigger(o: LiveOrder): void {
    this.pending.push(o);
  }

  snapshot(o: LiveOrder): EngineOrder {
    return o.copy();
  }
}

/** Whether fills of `o` move its owner's position (margin orders do, exchange orders do not). */
function movesPosition(o: LiveOrder): boolean {
  return !o.view.type.startsWith('EXCHANGE ');
}
