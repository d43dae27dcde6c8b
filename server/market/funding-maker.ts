// One funding market's simulated participants: lenders' offers above the FRR, borrowers' bids
// below it, periods 2–30, and now and then a borrower or lender taking the other side.
import type { EngineOffer, FundingEngine, FundingOfferType } from '../engine/types';
import { ATOMS_PER_UNIT, OrderFlag } from '../engine/types';
import type { FundingBooks } from './funding-book';
import type { FundingSpec } from './pairs';
import { roundGrid, roundSig } from './price-grid';
import type { RateProfile } from './rates';
import type { Rng } from './rng';

const TARGET_LEVELS = 220;
const REFILL_PER_TICK = 40;
const OFFER_PERIODS = [2, 3, 4, 5, 7, 10, 14, 15, 20, 30];
const OFFER_WEIGHTS = [40, 5, 4, 5, 6, 5, 5, 3, 4, 23];
const BID_PERIODS = [2, 3, 5, 7, 10, 14, 30];
const BID_WEIGHTS = [55, 4, 4, 5, 4, 3, 25];

export interface FundingContext {
  engine: FundingEngine;
  books: FundingBooks;
  rng: Rng;
  rate: RateProfile;
  offerId(): number;
}

interface OwnOffer {
  id: number;
  side: 1 | -1;
  rate: number;
}

export class FundingMaker {
  private readonly own = new Map<number, OwnOffer>();

  constructor(
    readonly spec: FundingSpec,
    private readonly ctx: FundingContext,
  ) {}

  get symbol(): string {
    return this.spec.symbol;
  }

  track(o: EngineOffer, kind: 'new' | 'update' | 'close'): void {
    if (kind === 'close') this.own.delete(o.id);
    else this.own.set(o.id, { id: o.id, side: o.amount > 0 ? 1 : -1, rate: o.rateReal || o.rate });
  }

  private place(side: 1 | -1, rate: number, period: number, units: number, type: FundingOfferType = 'LIMIT', hidden = false): void {
    const atoms = Math.round(roundSig(Math.max(units, this.spec.minOffer), 3) * ATOMS_PER_UNIT);
    this.ctx.engine.place({
      id: this.ctx.offerId(),
      owner: 0,
      symbol: this.spec.symbol,
      type,
      amount: side * atoms,
      rate,
      period,
      flags: hidden ? OrderFlag.HIDDEN : 0,
    });
  }

  private quote(side: 1 | -1, frr: number): void {
    const rng = this.ctx.rng;
    const size = this.spec.offerSize * rng.logNormal(1, 1);
    if (side === 1) {
      const period = OFFER_PERIODS[rng.weighted(OFFER_WEIGHTS)];
      if (rng.chance(0.05)) {
        this.place(1, 0, period!, size, 'FRRDELTAVAR');
        return;
      }
      const rate = roundGrid(frr * Math.exp(0.02 + Math.abs(rng.normal()) * 0.35 + (period! - 2) * 0.004));
      this.place(1, rate, period!, size, 'LIMIT', rng.chance(0.03));
    } else {
      const period = BID_PERIODS[rng.weighted(BID_WEIGHTS)];
      const rate = roundGrid(frr * Math.exp(-0.05 - Math.abs(rng.normal()) * 0.35));
      this.place(-1, rate, period!, size, 'LIMIT', rng.chance(0.03));
    }
  }

  /** Quotes both sides up to the target depth at once (first start). */
  fill(frr: number): void {
    for (const side of [1, -1] as const) {
      for (let guard = 0; guard < TARGET_LEVELS * 2 && this.ctx.books.levels(this.spec.symbol, side).length < TARGET_LEVELS; guard++)
        this.quote(side, frr);
    }
  }

  tick(frr: number, dtMs: number): void {
    const rng = this.ctx.rng;
    // Offers far from the FRR are withdrawn as it moves.
    for (const o of [...this.own.values()]) {
      if (o.rate > 0 && (o.rate > frr * 5 || o.rate < frr * 0.2)) this.ctx.engine.cancel(o.id);
    }
    for (const side of [1, -1] as const) {
      const missing = TARGET_LEVELS - this.ctx.books.levels(this.spec.symbol, side).length;
      for (let i = 0; i < Math.min(missing, REFILL_PER_TICK); i++) this.quote(side, frr);
    }
    const act = this.ctx.rate.activity * (dtMs / 1000);
    for (let n = rng.poisson(this.spec.takerRate * 1.5 * act); n > 0; n--) {
      const ids = [...this.own.keys()];
      if (ids.length) this.ctx.engine.cancel(ids[rng.int(ids.length)]!);
    }
    for (let n = rng.poisson(this.spec.takerRate * act); n > 0; n--) this.take();
  }

  /** A borrower takes the cheapest offer, or a lender fills the best bid. */
  private take(): void {
    const rng = this.ctx.rng;
    const borrow = rng.chance(0.6);
    const best = this.ctx.books.best(this.spec.symbol, borrow ? 1 : -1);
    if (!best) return;
    const level = best.atoms / ATOMS_PER_UNIT;
    let units = Math.min(level, this.spec.offerSize * rng.logNormal(0.6, 0.9));
    // Never leave a remainder smaller than anybody would offer.
    if (level - units < this.spec.minOffer) units = level;
    const atoms = units >= level ? best.atoms : Math.round(roundSig(Math.max(units, this.spec.minOffer), 3) * ATOMS_PER_UNIT);
    this.ctx.engine.place({
      id: this.ctx.offerId(),
      owner: 0,
      symbol: this.spec.symbol,
      type: 'LIMIT',
      amount: (borrow ? -1 : 1) * Math.min(atoms, best.atoms),
      rate: best.rate,
      period: best.period,
      flags: 0,
    });
  }
}
