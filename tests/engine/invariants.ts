// Checks the trading engine's promises on the events of each call, replayed in order against a
// shadow of the resting orders: price-time priority, limits, conservation, FOK, post-only,
// hidden orders, event order, and that the level/raw events describe exactly the live book.
import type { EngineOrder } from '../../server/engine/types';
import { OrderFlag } from '../../server/engine/types';
import { SYMBOL, type Event, type Harness } from './harness';
import { Lifecycles, check } from './lifecycle-check';

interface Resting {
  side: 1 | -1;
  price: number;
  rank: number;
}

const RESTING_TYPES = new Set(['LIMIT', 'EXCHANGE LIMIT']);
const NEVER_LIVE = new Set(['MARKET', 'EXCHANGE MARKET', 'FOK', 'EXCHANGE FOK', 'IOC', 'EXCHANGE IOC']);
const LIMITED_TAKERS = new Set(['LIMIT', 'EXCHANGE LIMIT', 'FOK', 'EXCHANGE FOK', 'IOC', 'EXCHANGE IOC']);

const sideOf = (o: EngineOrder): 1 | -1 => (o.amountOrig > 0 ? 1 : -1);
const isResting = (o: EngineOrder) => o.triggered && RESTING_TYPES.has(o.type);

export class Invariants {
  private readonly filled = new Map<number, number>();
  private readonly life = new Lifecycles();
  private readonly levelMirror = new Map<string, [number, number]>();
  private readonly rawMirror = new Map<number, [number, number]>();
  private readonly lastSeen = new Map<number, EngineOrder>();
  private shadow = new Map<number, Resting>();
  private rank = 0;
  private boughtTotal = 0;
  private soldTotal = 0;

  constructor(private readonly h: Harness) {}

  /** Runs one engine call; `losesPriority` names an order an update will move to the back. */
  call<T>(fn: () => T, losesPriority?: number): T {
    this.shadow = new Map();
    for (const o of this.h.engine.liveOrders()) {
      if (isResting(o) && o.id !== losesPriority) this.shadow.set(o.id, { side: sideOf(o), price: o.price, rank: ++this.rank });
    }
    const before = JSON.stringify(this.h.engine.liveOrders());
    const result = fn();
    const events = this.h.take();
    if (typeof result === 'object' && result !== null && 'ok' in result && result.ok === false) {
      check(events.length === 0, `refused call emitted ${events.length} events`);
      check(JSON.stringify(this.h.engine.liveOrders()) === before, 'refused call changed the live orders');
    }
    for (const ev of events) this.replay(ev);
    this.checkBook();
    return result;
  }

  private replay(ev: Event): void {
    if (ev.e === 'order') {
      const o = ev.o;
      this.life.step(o.id, ev.kind);
      this.lastSeen.set(o.id, o);
      this.checkConserved(o);
      if (ev.kind === 'close') {
        this.shadow.delete(o.id);
        this.checkClosed(o);
      } else if (isResting(o) && !this.shadow.has(o.id)) {
        this.shadow.set(o.id, { side: sideOf(o), price: o.price, rank: ++this.rank });
      }
    } else if (ev.e === 'trade') {
      const { maker, taker, price, amount } = ev.f;
      check(amount !== 0 && Number.isSafeInteger(amount), `trade amount ${amount}`);
      check(sideOf(taker) === Math.sign(amount), `taker ${taker.id} on the wrong side`);
      check(sideOf(maker) === -Math.sign(amount), `maker ${maker.id} on the wrong side`);
      check((taker.flags & OrderFlag.POST_ONLY) === 0, `post-only ${taker.id} took`);
      const m = this.shadow.get(maker.id);
      check(m !== undefined, `maker ${maker.id} was not resting`);
      check(price === m.price, `trade at ${price}, maker ${maker.id} rests at ${m.price}`);
      for (const [id, r] of this.shadow) {
        if (id === maker.id || r.side !== m.side) continue;
        const better = m.side === 1 ? r.price > m.price : r.price < m.price;
        check(!better, `order ${id} at ${r.price} rests better than maker ${maker.id} at ${m.price}`);
        check(r.price !== m.price || r.rank > m.rank, `order ${id} is ahead of maker ${maker.id}`);
      }
      if (LIMITED_TAKERS.has(taker.type)) {
        check(Math.sign(amount) * (taker.price - price) >= 0, `taker ${taker.id} filled beyond its limit`);
      }
      const q = Math.abs(amount);
      this.filled.set(maker.id, (this.filled.get(maker.id) ?? 0) + q);
      this.filled.set(taker.id, (this.filled.get(taker.id) ?? 0) + q);
      if (amount > 0) this.boughtTotal += q;
      else this.soldTotal += q;
      this.checkConserved(maker);
      this.checkConserved(taker);
    } else if (ev.e === 'level') {
      check(ev.symbol === SYMBOL, 'level of another symbol');
      const key = `${ev.side}:${ev.price}`;
      if (ev.count === 0) {
        check(ev.amount === 0, 'gone level with an amount');
        this.levelMirror.delete(key);
      } else {
        check(ev.amount > 0, 'level without amount');
        this.levelMirror.set(key, [ev.count, ev.amount]);
      }
    } else {
      const known = this.lastSeen.get(ev.id);
      check(known !== undefined, `raw event for unannounced order ${ev.id}`);
      if (ev.removed) {
        // Also for an order that just became hidden: it leaves the visible book.
        check(this.rawMirror.has(ev.id), `removal of order ${ev.id} that was never shown`);
        this.rawMirror.delete(ev.id);
      } else {
        check((known.flags & OrderFlag.HIDDEN) === 0, `hidden order ${ev.id} in a raw event`);
        check(known.triggered, `untriggered stop ${ev.id} in a raw event`);
        this.rawMirror.set(ev.id, [ev.price, ev.side * ev.amount]);
      }
    }
  }

  private checkConserved(o: EngineOrder): void {
    check(Object.is(o.amount, 0) || Math.sign(o.amount) === sideOf(o), `order ${o.id} amount ${o.amount} changed side`);
    check(Math.abs(o.amountOrig) === Math.abs(o.amount) + (this.filled.get(o.id) ?? 0), `conservation of ${o.id}`);
  }

  private checkClosed(o: EngineOrder): void {
    const filled = this.filled.get(o.id) ?? 0;
    if (o.status.startsWith('EXECUTED')) check(o.amount === 0, `executed ${o.id} with amount left`);
    if (o.type.endsWith('FOK')) {
      check(!o.status.includes('PARTIALLY'), `FOK ${o.id} closed partly filled: ${o.status}`);
      if (o.status === 'FILLORKILL CANCELED') check(filled === 0, `FOK ${o.id} partly filled`);
    }
  }

  private checkBook(): void {
    const e = this.h.engine;
    const live = e.liveOrders();
    const levels = new Map<string, [number, number]>();
    const raws = new Map<number, [number, number]>();
    let maxBuy = -Infinity;
    let minSell = Infinity;
    for (const o of live) {
      check(this.life.isOpen(o.id), `live order ${o.id} was closed or never announced`);
      this.checkConserved(o);
      check(!NEVER_LIVE.has(o.type), `${o.type} ${o.id} is live`);
      if (!isResting(o)) {
        check(!o.triggered, `order ${o.id} neither rests nor waits`);
        continue;
      }
      const side = sideOf(o);
      if (side === 1) maxBuy = Math.max(maxBuy, o.price);
      else minSell = Math.min(minSell, o.price);
      if ((o.flags & OrderFlag.HIDDEN) !== 0) continue;
      const key = `${side}:${o.price}`;
      const [c, a] = levels.get(key) ?? [0, 0];
      levels.set(key, [c + 1, a + Math.abs(o.amount)]);
      raws.set(o.id, [o.price, o.amount]);
    }
    check(maxBuy < minSell, `crossed book: buy ${maxBuy} ≥ sell ${minSell}`);
    const bid = e.best(SYMBOL, 1);
    const ask = e.best(SYMBOL, -1);
    check(bid === undefined || ask === undefined || bid < ask, `best bid ${bid} ≥ best ask ${ask}`);
    const text = (m: Map<string | number, [number, number]>) =>
      JSON.stringify([...m].sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1)));
    check(text(this.levelMirror) === text(levels), `level events ${text(this.levelMirror)} ≠ book ${text(levels)}`);
    check(text(this.rawMirror) === text(raws), `raw events ${text(this.rawMirror)} ≠ book ${text(raws)}`);
    const listed = [...e.levels(SYMBOL, 1, 1000), ...e.levels(SYMBOL, -1, 1000)].length;
    check(listed === levels.size, 'levels() disagrees with the live orders');
    // Every atom filled was bought by one order and sold by another.
    const filledAll = [...this.filled.values()].reduce((sum, x) => sum + x, 0);
    check(filledAll === 2 * (this.boughtTotal + this.soldTotal), 'fills do not pair up');
  }
}
