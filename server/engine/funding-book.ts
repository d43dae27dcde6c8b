// One side of a funding book. Levels are keyed by rate + period (PROTOCOL §2.1) and kept in an
// array with the best level at the END: offers (lend, +1) best = lowest rate, bids (borrow, −1)
// best = highest rate; at equal rates the shorter period comes first. Funding books are small,
// so each level's queue is a plain array.
import type { EngineOffer } from './types';
import { OrderFlag } from './types';

export class LiveOffer {
  view: EngineOffer;
  /** +1 lend offer, −1 borrow bid. */
  readonly side: 1 | -1;
  remaining: number;
  hidden: boolean;
  /** FRRDELTAVAR / FRRDELTAFIX: rate is a delta on the FRR. */
  readonly frrRelative: boolean;
  seq: number;
  level: FundingLevel | null = null;
  live = false;
  closed = false;

  constructor(view: EngineOffer, seq: number) {
    this.view = view;
    this.side = view.amount > 0 ? 1 : -1;
    this.remaining = Math.abs(view.amount);
    this.hidden = (view.flags & OrderFlag.HIDDEN) !== 0;
    this.frrRelative = view.type !== 'LIMIT';
    this.seq = seq;
  }

  get id(): number {
    return this.view.id;
  }

  get filled(): number {
    return Math.abs(this.view.amountOrig) - this.remaining;
  }
}

export class FundingLevel {
  readonly orders: LiveOffer[] = [];
  visibleCount = 0;
  visibleAmount = 0;

  constructor(
    readonly rate: number,
    readonly period: number,
  ) {}

  /** Adds keeping time priority (seq order): new offers go last, re-placed ones where they were. */
  insert(o: LiveOffer): void {
    const q = this.orders;
    let i = q.length;
    while (i > 0 && q[i - 1]!.seq > o.seq) i--;
    q.splice(i, 0, o);
    o.level = this;
    if (!o.hidden) {
      this.visibleCount++;
      this.visibleAmount += o.remaining;
    }
  }

  remove(o: LiveOffer): void {
    const i = this.orders.indexOf(o);
    if (i >= 0) this.orders.splice(i, 1);
    o.level = null;
    if (!o.hidden) {
      this.visibleCount--;
      this.visibleAmount -= o.remaining;
    }
  }

  reduce(o: LiveOffer, atoms: number): void {
    if (!o.hidden) this.visibleAmount -= atoms;
  }
}

export class FundingSide {
  /** Worst … best. */
  readonly levels: FundingLevel[] = [];
  private readonly byKey = new Map<string, FundingLevel>();

  constructor(readonly side: 1 | -1) {}

  /** True when level (rate a, period pa) comes before (rate b, period pb) on this side. */
  better(a: number, pa: number, b: number, pb: number): boolean {
    if (a !== b) return this.side === 1 ? a < b : a > b;
    return pa < pb;
  }

  levelAt(rate: number, period: number): FundingLevel {
    const key = rate + '|' + period;
    const found = this.byKey.get(key);
    if (found) return found;
    const lvl = new FundingLevel(rate, period);
    this.byKey.set(key, lvl);
    const levels = this.levels;
    let i = levels.length;
    while (i > 0 && this.better(levels[i - 1]!.rate, levels[i - 1]!.period, rate, period)) i--;
    levels.splice(i, 0, lvl);
    return lvl;
  }

  dropIfEmpty(lvl: FundingLevel): void {
    if (lvl.orders.length !== 0) return;
    this.byKey.delete(lvl.rate + '|' + lvl.period);
    const i = this.levels.lastIndexOf(lvl);
    if (i >= 0) this.levels.splice(i, 1);
  }

  visibleLevels(limit: number): Array<[number, number, number, number]> {
    const out: Array<[number, number, number, number]> = [];
    for (let i = this.levels.length - 1; i >= 0 && out.length < limit; i--) {
      const l = this.levels[i];
      if (l!.visibleCount > 0) out.push([l!.rate, l!.period, l!.visibleCount, l!.visibleAmount]);
    }
    return out;
  }

  visibleOffers(limit: number): Array<[number, number, number, number]> {
    const out: Array<[number, number, number, number]> = [];
    for (let i = this.levels.length - 1; i >= 0 && out.length < limit; i--) {
      const l = this.levels[i];
      for (const o of l!.orders) {
        if (out.length >= limit) break;
        if (!o.hidden) out.push([o.id, l!.period, l!.rate, o.remaining]);
      }
    }
    return out;
  }
}
