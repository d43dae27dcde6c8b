// The tick that keeps every market alive: walk the prices, let makers, takers, lenders and
// borrowers act, publish derivatives status and liquidations, and record the state so that a
// restart resumes from here. Every tick is one store transaction.
import type { FundingEngine, TradingEngine } from '../engine/types';
import type { Store } from '../store/types';
import { derivRow, type DerivState } from './derivs';
import { spotOf } from './backfill';
import type { FundingMaker } from './funding-maker';
import { liquidationRow, type Liquidations } from './liquidations';
import type { PairMaker } from './makers';
import { FUNDING, PAIRS, type PairSpec } from './pairs';
import { roundGrid, roundSig } from './price-grid';
import type { RateProfile } from './rates';
import type { Rng, RngState } from './rng';
import { DAY, HOUR } from './timeframes';
import type { TradingBooks } from './trading-book';
import type { PriceWalk, WalkState } from './walk';

export const SIM_STATE_KEY = 'market:sim';
const MAX_STEP_MS = 5_000;
const FRR_PUSH_MS = 5_000;

export interface SimState {
  v: 1;
  rng: RngState;
  walk: WalkState;
  /** Current FRR per funding symbol. */
  frr: Record<string, number>;
  deriv: DerivState;
  lastTick: number;
  lastStatus: number;
  lastTickerHist: number;
}

export interface SimDeps {
  store: Store;
  now(): number;
  rate: RateProfile;
  rng: Rng;
  walk: PriceWalk;
  trading: TradingEngine;
  funding: FundingEngine;
  books: TradingBooks;
  makers: PairMaker[];
  lenders: FundingMaker[];
  liquidations: Liquidations;
  positionId(): number;
  /** Runs fn as one batch: one transaction, engine events buffered, flushed at the end. */
  batch(fn: () => void): void;
  status(symbol: string, row: Array<number | null>): void;
  liquidation(row: Array<string | number | null>): void;
  afterTick(): void;
}

export class Simulator {
  private timer: NodeJS.Timeout | null = null;
  private lastFrrPush = -Infinity;
  private failures = 0;

  constructor(
    private readonly d: SimDeps,
    private readonly s: SimState,
  ) {}

  state(): SimState {
    return { ...this.s, rng: this.d.rng.state(), walk: this.d.walk.state() };
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.d.rate.tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /** Mid price the makers of a pair quote around. */
  target(p: PairSpec): number {
    return this.d.walk.mid(p);
  }

  tick(): void {
    try {
      this.d.batch(() => this.step());
      this.failures = 0;
    } catch (err) {
      // A failed tick is rolled back as a whole; the market goes on with the next one.
      if (this.failures++ === 0) console.error('tradedesk: market tick failed:', err);
    }
  }

  private step(): void {
    const { rng, walk } = this.d;
    const now = this.d.now();
    const dt = Math.max(0, Math.min(MAX_STEP_MS, now - this.s.lastTick));
    this.s.lastTick = now;
    walk.step(rng, dt);
    this.stepFrr(dt, now);
    this.d.trading.expire(now);
    for (const m of this.d.makers) m.tick(this.target(m.spec), dt);
    for (const l of this.d.lenders) l.tick(this.s.frr[l.symbol]!, dt);
    if (now - this.s.lastStatus >= this.d.rate.statusMs) {
      this.s.lastStatus = now;
      this.publishStatus(now);
    }
    if (rng.chance(1 - Math.exp(-dt / this.d.rate.liquidationMs))) this.liquidate(now);
    if (Math.floor(now / HOUR) > Math.floor(this.s.lastTickerHist / HOUR)) {
      this.s.lastTickerHist = now;
      this.recordTickerHist(Math.floor(now / HOUR) * HOUR);
    }
    this.d.afterTick();
    this.d.store.setState(SIM_STATE_KEY, this.state());
  }

  private stepFrr(dt: number, now: number): void {
    const sq = Math.sqrt(dt / DAY);
    for (const f of FUNDING) {
      const x = Math.log(this.s.frr[f.symbol] ?? f.frr);
      const next = x + 0.25 * sq * this.d.rng.normal() - Math.min(1, (2 * dt) / DAY) * (x - Math.log(f.frr));
      this.s.frr[f.symbol] = roundGrid(Math.exp(next));
    }
    if (now - this.lastFrrPush >= FRR_PUSH_MS) {
      this.lastFrrPush = now;
      for (const f of FUNDING) this.d.funding.setFrr(f.symbol, this.s.frr[f.symbol]!);
    }
  }

  private mid(symbol: string, p: PairSpec): number {
    const bid = this.d.books.best(symbol, 1);
    const ask = this.d.books.best(symbol, -1);
    return bid !== undefined && ask !== undefined ? (bid + ask) / 2 : this.target(p);
  }

  private publishStatus(now: number): void {
    for (const p of PAIRS) {
      if (!p.derivative) continue;
      const spot = spotOf(p);
      const spotPrice = spot ? this.mid(spot.symbol, spot) : this.target(p);
      const row = derivRow(this.s.deriv, p, now, this.mid(p.symbol, p), spotPrice, this.d.rng);
      this.d.store.insertDerivStatus(p.symbol, row);
      this.d.status(p.symbol, row);
    }
  }

  /** A position is closed by the liquidation engine: it sells (or buys back) into the book. */
  private liquidate(now: number): void {
    const rng = this.d.rng;
    const candidates = this.d.makers.filter((m) => m.spec.derivative || m.symbol === 'tBTCUSD' || m.symbol === 'tETHUSD');
    if (candidates.length === 0) return;
    const maker = rng.pick(candidates);
    const long = rng.chance(0.5);
    const size = roundSig(maker.spec.makerSize * rng.logNormal(3, 0.8), 4);
    const price = this.mid(maker.symbol, maker.spec);
    const base = roundGrid(price * (long ? 1.01 + rng.next() * 0.04 : 0.99 - rng.next() * 0.04));
    maker.liquidate(long ? -1 : 1, size);
    const row = liquidationRow(this.d.positionId(), now, maker.symbol, long ? size : -size, base, roundGrid(price));
    this.d.liquidations.add(row);
    this.d.liquidation(row);
  }

  private recordTickerHist(mts: number): void {
    const rows = [];
    for (const p of PAIRS) {
      const bid = this.d.books.best(p.symbol, 1);
      const ask = this.d.books.best(p.symbol, -1);
      if (bid !== undefined && ask !== undefined) rows.push({ symbol: p.symbol, bid, ask, mts });
    }
    this.d.store.insertTickerHist(rows);
  }
}

export function initialSimState(now: number, walk: WalkState, deriv: DerivState, rng: Rng): SimState {
  const frr: Record<string, number> = {};
  for (const f of FUNDING) frr[f.symbol] = f.frr;
  return { v: 1, rng: rng.state(), walk, frr, deriv, lastTick: now, lastStatus: now, lastTickerHist: now };
}
