// One trading market's simulated participants. Makers quote a ladder of ≥ 250 visible P0 levels
// a side around the walk's mid and follow it; takers hit the book at random (Poisson) times;
// when the mid moves through resting orders they are either swept (trades) or re-quoted.
import type { EngineOrder, OrderRequest, TradingEngine } from '../engine/types';
import { ATOMS_PER_UNIT, OrderFlag } from '../engine/types';
import type { PairSpec } from './pairs';
import { ceilGrid, floorGrid, gridPoint, moveMantissa, roundSig, stepGrid, toPrice } from './price-grid';
import type { RateProfile } from './rates';
import type { Rng } from './rng';
import { hashOf } from './rng';
import type { TradingBooks } from './trading-book';

/** Grid steps quoted per side; ~10 % of them are left empty, so ≈ 290 visible levels. */
export const LADDER_STEPS = 320;
const LADDER_MARGIN = 60;
const NEAR_TOP = 40;
const SCAN_MS = 2000;

export interface MakerContext {
  engine: TradingEngine;
  books: TradingBooks;
  rng: Rng;
  rate: RateProfile;
  now(): number;
  orderId(): number;
}

interface OwnOrder {
  side: 1 | -1;
  price: number;
}

export class PairMaker {
  private readonly own = new Map<number, OwnOrder>();
  /** Own order ids by side (0 bids, 1 asks) and price. */
  private readonly byPrice: [Map<number, Set<number>>, Map<number, Set<number>>] = [new Map(), new Map()];
  private readonly salt: number;
  private lastScan = -Infinity;
  private scanLow = Infinity;
  private scanHigh = -Infinity;
  private readonly minAtoms: number;

  constructor(
    readonly spec: PairSpec,
    private readonly ctx: MakerContext,
    /** Spreads the markets' full scans over time instead of running them all in one tick. */
    private readonly scanPhase: number,
  ) {
    this.salt = hashOf(spec.symbol);
    this.minAtoms = Math.round(Number(spec.minOrder) * ATOMS_PER_UNIT);
  }

  get symbol(): string {
    return this.spec.symbol;
  }

  /** Follows the simulator's own resting orders of this market (engine order events). */
  track(o: EngineOrder, kind: 'new' | 'update' | 'close'): void {
    const old = this.own.get(o.id);
    if (old) {
      const ids = this.byPrice[old.side === 1 ? 0 : 1].get(old.price);
      ids?.delete(o.id);
      if (ids?.size === 0) this.byPrice[old.side === 1 ? 0 : 1].delete(old.price);
      this.own.delete(o.id);
    }
    if (kind === 'close' || !o.triggered) return;
    const side = o.amount > 0 ? 1 : -1;
    this.own.set(o.id, { side, price: o.price });
    const index = this.byPrice[side === 1 ? 0 : 1];
    let ids = index.get(o.price);
    if (!ids) index.set(o.price, (ids = new Set()));
    ids.add(o.id);
  }

  private ownAt(side: 1 | -1, price: number): number[] {
    const ids = this.byPrice[side === 1 ? 0 : 1].get(price);
    return ids ? [...ids] : [];
  }

  private eligible(m: number, e: number, depth: number): boolean {
    if (depth < 2) return true;
    return ((Math.imul(m, 2654435761) ^ Math.imul(e + 50, 40503) ^ this.salt) >>> 0) % 10 !== 0;
  }

  private makerAtoms(depth: number): number {
    const units = this.spec.makerSize * this.ctx.rng.logNormal(1, 0.9) * (1 + depth / 120);
    return Math.max(this.minAtoms, Math.round(roundSig(units, 3) * ATOMS_PER_UNIT));
  }

  private place(side: 1 | -1, price: number, atoms: number, type: 'LIMIT' | 'IOC', hidden: boolean): void {
    const spot = !this.spec.derivative;
    const req: OrderRequest = {
      id: this.ctx.orderId(),
      owner: 0,
      cid: 0,
      gid: null,
      symbol: this.spec.symbol,
      type: type === 'LIMIT' ? (spot ? 'EXCHANGE LIMIT' : 'LIMIT') : spot ? 'EXCHANGE IOC' : 'IOC',
      amount: side * atoms,
      price,
      flags: hidden ? OrderFlag.HIDDEN : 0,
      mtsTif: null,
    };
    this.ctx.engine.place(req);
  }

  private placeMaker(side: 1 | -1, price: number, depth: number): void {
    const rng = this.ctx.rng;
    this.place(side, price, this.makerAtoms(depth), 'LIMIT', depth < 60 && rng.chance(0.04));
    if (rng.chance(0.2)) this.place(side, price, this.makerAtoms(depth), 'LIMIT', false);
  }

  tick(target: number, dtMs: number): void {
    const rng = this.ctx.rng;
    const delta = target * this.spec.halfSpread;
    const bTop = floorGrid(target - delta);
    let aTop = ceilGrid(target + delta);
    if (aTop <= bTop) aTop = stepGrid(bTop, 1);
    const major = this.spec.takerRate >= 1;

    this.clearStale(1, bTop, major);
    this.clearStale(-1, aTop, major);

    const now = this.ctx.now();
    // Busier markets lose levels faster, so their makers look after the ladder more often.
    const activity = this.ctx.rate.activity;
    if (now - this.lastScan >= SCAN_MS / Math.max(1, Math.sqrt(activity)) || bTop < this.scanLow || bTop > this.scanHigh) {
      this.scan(1, bTop);
      this.scan(-1, aTop);
      this.lastScan = this.lastScan === -Infinity ? now - this.scanPhase : now;
      this.scanLow = stepGrid(bTop, -8);
      this.scanHigh = stepGrid(bTop, 8);
    } else {
      const refill = 1 - Math.exp((-dtMs * Math.max(1, activity)) / (major ? 1500 : 4000));
      this.refillNearTop(1, bTop, refill);
      this.refillNearTop(-1, aTop, refill);
    }

    const act = this.ctx.rate.activity * (dtMs / 1000);
    for (let n = rng.poisson(this.spec.takerRate * 1.5 * act); n > 0; n--) this.churn();
    for (let n = rng.poisson(this.spec.takerRate * act); n > 0; n--) this.take(target, aTop, bTop);
  }

  /** Orders on the wrong side of the mid: now and then a taker hits the first of them, the
   *  rest are re-quoted by their makers. */
  private clearStale(side: 1 | -1, top: number, major: boolean): void {
    const first = this.ctx.books.levels(this.spec.symbol, side)[0];
    if (!first || (side === 1 ? first.price <= top : first.price >= top)) return;
    if (this.ctx.rng.chance(major ? 0.12 : 0.04)) {
      this.place(side === 1 ? -1 : 1, first.price, first.atoms, 'IOC', false);
    }
    const stale: number[] = [];
    for (const l of this.ctx.books.levels(this.spec.symbol, side)) {
      if (side === 1 ? l.price <= top : l.price >= top) break;
      stale.push(l.price);
    }
    for (const price of stale) for (const id of this.ownAt(side, price)) this.ctx.engine.cancel(id);
  }

  private refillNearTop(side: 1 | -1, top: number, probability: number): void {
    const g = gridPoint(top);
    let m = g.m;
    let e = g.e;
    for (let depth = 0; depth < NEAR_TOP; depth++) {
      const price = toPrice(m, e);
      if (this.eligible(m, e, depth) && !this.ctx.books.hasLevel(this.spec.symbol, side, price) && this.ctx.rng.chance(probability)) {
        this.placeMaker(side, price, depth);
      }
      [m, e] = moveMantissa(m, e, -side);
    }
  }

  /** Fills every empty eligible step of the ladder and cancels what fell far behind it. */
  private scan(side: 1 | -1, top: number): void {
    const g = gridPoint(top);
    let m = g.m;
    let e = g.e;
    for (let depth = 0; depth < LADDER_STEPS; depth++) {
      const price = toPrice(m, e);
      if (this.eligible(m, e, depth) && !this.ctx.books.hasLevel(this.spec.symbol, side, price)) this.placeMaker(side, price, depth);
      [m, e] = moveMantissa(m, e, -side);
    }
    [m, e] = moveMantissa(m, e, -side * LADDER_MARGIN);
    const limit = toPrice(m, e);
    for (const [id, o] of [...this.own.entries()]) {
      if (o.side === side && (side === 1 ? o.price < limit : o.price > limit)) this.ctx.engine.cancel(id);
    }
  }

  /** Cancels one of the own orders near the top, as market makers constantly do. */
  private churn(): void {
    const rng = this.ctx.rng;
    const side: 1 | -1 = rng.chance(0.5) ? 1 : -1;
    const levels = this.ctx.books.levels(this.spec.symbol, side);
    if (levels.length === 0) return;
    const price = levels[rng.int(Math.min(levels.length, 50))]!.price;
    const ids = this.ownAt(side, price);
    if (ids.length) this.ctx.engine.cancel(ids[0]!);
  }

  /** A liquidation: sells (−1) or buys back (+1) `units` through the book, at most 2 % away. */
  liquidate(side: 1 | -1, units: number): void {
    const best = this.ctx.books.best(this.spec.symbol, side === 1 ? -1 : 1);
    if (best === undefined) return;
    const limit = side === 1 ? ceilGrid(best * 1.02) : floorGrid(best * 0.98);
    this.place(side, limit, Math.max(this.minAtoms, Math.round(units * ATOMS_PER_UNIT)), 'IOC', false);
  }

  private take(target: number, aTop: number, bTop: number): void {
    const rng = this.ctx.rng;
    const bid = this.ctx.books.best(this.spec.symbol, 1);
    const ask = this.ctx.books.best(this.spec.symbol, -1);
    const mid = bid !== undefined && ask !== undefined ? (bid + ask) / 2 : target;
    const bias = Math.max(-0.2, Math.min(0.2, ((target - mid) / target) * 2000));
    const side: 1 | -1 = rng.chance(0.5 + bias) ? 1 : -1;
    const units = this.spec.makerSize * rng.logNormal(0.12, 1.2);
    const atoms = Math.max(this.minAtoms, Math.round(roundSig(units, 4) * ATOMS_PER_UNIT));
    const reach = 1 + rng.int(4);
    const limit = side === 1 ? stepGrid(ask ?? aTop, reach) : stepGrid(bid ?? bTop, -reach);
    this.place(side, limit, atoms, 'IOC', false);
  }
}
