// Property-based: random offers and bids (LIMIT and FRR-relative, hidden or not, several
// periods), cancels and FRR moves must keep the funding book's promises after every call.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OrderFlag, type EngineOffer, type FundingOfferType } from '../../server/engine/types';
import { FUSD, createFundingHarness, type FundingEvent, type FundingHarness } from './funding-harness';
import { Lifecycles, check } from './lifecycle-check';

const STATUSES = new Set(['ACTIVE', 'PARTIALLY FILLED', 'EXECUTED', 'CANCELED']);
const sideOf = (o: EngineOffer): 1 | -1 => (o.amountOrig > 0 ? 1 : -1);

interface Resting {
  side: 1 | -1;
  rate: number;
  period: number;
}

class FundingInvariants {
  private readonly filled = new Map<number, number>();
  private readonly life = new Lifecycles();
  private readonly rankOf = new Map<number, number>();
  private readonly levels = new Map<string, string>();
  private readonly raws = new Map<number, string>();
  private readonly flagsOf = new Map<number, number>();
  private shadow = new Map<number, Resting>();

  constructor(private readonly h: FundingHarness) {}

  call<T>(fn: () => T, moving: Set<number> = new Set()): T {
    this.shadow = new Map();
    for (const o of this.h.engine.liveOffers()) {
      if (!moving.has(o.id)) this.shadow.set(o.id, { side: sideOf(o), rate: o.rateReal, period: o.period });
    }
    const result = fn();
    for (const ev of this.h.take()) this.replay(ev);
    this.checkBook();
    return result;
  }

  private replay(ev: FundingEvent): void {
    if (ev.e === 'offer') {
      const o = ev.o;
      this.life.step(o.id, ev.kind);
      check(STATUSES.has(o.status), `status ${o.status}`);
      this.flagsOf.set(o.id, o.flags);
      if (!this.rankOf.has(o.id)) this.rankOf.set(o.id, this.rankOf.size);
      this.conserved(o);
      if (ev.kind === 'close') this.shadow.delete(o.id);
      else this.shadow.set(o.id, { side: sideOf(o), rate: o.rateReal, period: o.period });
    } else if (ev.e === 'match') {
      const { offer, bid, amount, rate, period, maker } = ev.m;
      check(amount > 0 && Number.isSafeInteger(amount), `match amount ${amount}`);
      check(sideOf(offer) === 1 && sideOf(bid) === -1, 'offer and bid sides');
      check(period === bid.period && offer.period >= period, `period ${period} for offer ${offer.period} / bid ${bid.period}`);
      check(bid.rateReal >= rate && rate >= offer.rateReal, `rate ${rate} outside ${offer.rateReal}..${bid.rateReal}`);
      const m = maker === 'offer' ? offer : bid;
      const t = maker === 'offer' ? bid : offer;
      const resting = this.shadow.get(m.id);
      check(resting !== undefined, `maker ${m.id} was not resting`);
      check(rate === resting.rate, `match rate ${rate}, maker rests at ${resting.rate}`);
      const fits = (r: Resting) =>
        t.amountOrig < 0 ? r.rate <= t.rateReal && r.period >= t.period : r.rate >= t.rateReal && r.period <= t.period;
      const mRank = this.rankOf.get(m.id) ?? -1;
      for (const [id, r] of this.shadow) {
        if (id === m.id || r.side !== resting.side || !fits(r)) continue;
        const betterRate = r.side === 1 ? r.rate < resting.rate : r.rate > resting.rate;
        check(!betterRate, `offer ${id} at ${r.rate} is better than maker ${m.id} at ${resting.rate}`);
        if (r.rate !== resting.rate) continue;
        check(r.period >= resting.period, `offer ${id} has a shorter period than maker ${m.id}`);
        if (r.period === resting.period) check((this.rankOf.get(id) ?? -1) > mRank, `offer ${id} is ahead of maker ${m.id}`);
      }
      this.filled.set(offer.id, (this.filled.get(offer.id) ?? 0) + amount);
      this.filled.set(bid.id, (this.filled.get(bid.id) ?? 0) + amount);
      this.conserved(offer);
      this.conserved(bid);
    } else if (ev.e === 'level') {
      const key = `${ev.side}:${ev.rate}:${ev.period}`;
      if (ev.count === 0) this.levels.delete(key);
      else this.levels.set(key, `${ev.count}:${ev.amount}`);
    } else if (ev.removed) {
      check(this.raws.has(ev.id), `removal of offer ${ev.id} never shown`);
      this.raws.delete(ev.id);
    } else {
      check(((this.flagsOf.get(ev.id) ?? 0) & OrderFlag.HIDDEN) === 0, `hidden offer ${ev.id} in a raw event`);
      this.raws.set(ev.id, `${ev.side}:${ev.rate}:${ev.period}:${ev.amount}`);
    }
  }

  private conserved(o: EngineOffer): void {
    check(Math.abs(o.amountOrig) === Math.abs(o.amount) + (this.filled.get(o.id) ?? 0), `conservation of ${o.id}`);
  }

  private checkBook(): void {
    const live = this.h.engine.liveOffers();
    const levels = new Map<string, [number, number]>();
    const raws = new Map<number, string>();
    for (const o of live) {
      check(this.life.isOpen(o.id), `live offer ${o.id} closed or never announced`);
      this.conserved(o);
      if ((o.flags & OrderFlag.HIDDEN) !== 0) continue;
      const side = sideOf(o);
      const key = `${side}:${o.rateReal}:${o.period}`;
      const [c, a] = levels.get(key) ?? [0, 0];
      levels.set(key, [c + 1, a + Math.abs(o.amount)]);
      raws.set(o.id, `${side}:${o.rateReal}:${o.period}:${Math.abs(o.amount)}`);
    }
    for (const b of live) {
      if (sideOf(b) !== -1) continue;
      for (const o of live) {
        if (sideOf(o) !== 1) continue;
        check(!(b.rateReal >= o.rateReal && o.period >= b.period), `bid ${b.id} and offer ${o.id} both rest but match`);
      }
    }
    const want = new Map([...levels].map(([k, [c, a]]) => [k, `${c}:${a}`]));
    const text = (m: Map<string | number, string>) => JSON.stringify([...m].sort((x, y) => (String(x[0]) < String(y[0]) ? -1 : 1)));
    check(text(this.levels) === text(want), `level events ${text(this.levels)} ≠ book ${text(want)}`);
    check(text(this.raws) === text(raws), `raw events ${text(this.raws)} ≠ book ${text(raws)}`);
  }
}

const TYPES: FundingOfferType[] = ['LIMIT', 'LIMIT', 'FRRDELTAVAR', 'FRRDELTAFIX'];
const placeOp = fc.record({
  op: fc.constant('place' as const),
  type: fc.constantFrom(...TYPES),
  side: fc.constantFrom(1, -1),
  size: fc.integer({ min: 1, max: 50 }),
  rateStep: fc.integer({ min: 1, max: 8 }),
  deltaStep: fc.integer({ min: -3, max: 3 }),
  period: fc.constantFrom(2, 5, 10, 30),
  hidden: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  owner: fc.integer({ min: 1, max: 3 }),
});
const ops = fc.array(
  fc.oneof(
    { arbitrary: placeOp, weight: 8 },
    { arbitrary: fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }), weight: 2 },
    { arbitrary: fc.record({ op: fc.constant('frr' as const), step: fc.integer({ min: 2, max: 8 }) }), weight: 1 },
  ),
  { minLength: 5, maxLength: 60, size: 'max' },
);
type Op = typeof ops extends fc.Arbitrary<Array<infer T>> ? T : never;

const seen = new Set<string>();

function run(list: Op[]): void {
  const h = createFundingHarness();
  const inv = new FundingInvariants(h);
  const ids: number[] = [];
  let nextId = 1;
  for (const op of list) {
    h.clock.t += 1;
    if (op.op === 'place') {
      const id = nextId++;
      ids.push(id);
      const rate = op.type === 'LIMIT' ? op.rateStep * 0.00005 : op.deltaStep * 0.00002;
      const r = inv.call(() =>
        h.place({
          id,
          type: op.type,
          amount: op.side * op.size,
          rate,
          period: op.period,
          owner: op.owner,
          flags: op.hidden ? OrderFlag.HIDDEN : 0,
        }),
      );
      if (r.offer?.status) seen.add(r.offer.status);
    } else if (op.op === 'cancel') {
      if (ids.length) inv.call(() => h.engine.cancel(ids[op.pick % ids.length]!));
    } else {
      const frr = op.step * 0.00005;
      const moving = new Set(
        frr === h.engine.frr(FUSD)
          ? []
          : h.engine
              .liveOffers()
              .filter((o) => o.type !== 'LIMIT')
              .map((o) => o.id),
      );
      inv.call(() => h.engine.setFrr(FUSD, frr), moving);
    }
  }
  if (h.matches().some((m) => m.offer.type !== 'LIMIT' || m.bid.type !== 'LIMIT')) seen.add('FRR match');
  if (h.matches().some((m) => (m.offer.flags | m.bid.flags) & OrderFlag.HIDDEN)) seen.add('hidden match');
}

describe('funding engine properties', () => {
  it('keeps the book uncrossed, fills conserved and priority kept over random streams', () => {
    fc.assert(fc.property(ops, run), { numRuns: 250 });
    for (const what of ['EXECUTED', 'PARTIALLY FILLED', 'ACTIVE', 'FRR match', 'hidden match']) expect(seen.has(what), what).toBe(true);
  });
});
