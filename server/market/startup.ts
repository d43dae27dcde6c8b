// Starting the markets: at first start, write the history and quote every book; afterwards,
// put the stored orders and offers back into the engines (books are full at once) and resume
// the walk from the stored state at the current time.
import type { FundingEngine, TradingEngine } from '../engine/types';
import type { Store } from '../store/types';
import { backfill, initialFundingSeries } from './backfill';
import { initialDerivState } from './derivs';
import type { FundingBooks } from './funding-book';
import type { FundingMaker } from './funding-maker';
import type { FundingSeries } from './funding-series';
import type { Liquidations } from './liquidations';
import type { PairMaker } from './makers';
import { FUNDING, PAIRS } from './pairs';
import { Rng } from './rng';
import { SIM_STATE_KEY, initialSimState, type SimState, type Simulator } from './simulator';
import type { TradingBooks } from './trading-book';
import { PriceWalk } from './walk';

export interface LoadedState {
  rng: Rng;
  walk: PriceWalk;
  sim: SimState;
  first: boolean;
}

export interface StartContext {
  store: Store;
  seed: number;
  now(): number;
  state: LoadedState;
  trading: TradingEngine;
  funding: FundingEngine;
  tradingBooks: TradingBooks;
  fundingBooks: FundingBooks;
  makers: PairMaker[];
  lenders: FundingMaker[];
  liquidations: Liquidations;
  fundingSeries: FundingSeries;
  derivLatest: Map<string, Array<number | null>>;
  batch(fn: () => void): void;
  simulator: Simulator;
}

const ALL = 1_000_000;

function loadState(store: Store, seed: number, now: number): LoadedState {
  const saved = store.getState<SimState>(SIM_STATE_KEY);
  if (saved && saved.v === 1) {
    // Resume at the current time: the walk continues from where it stopped, without a jump.
    const sim: SimState = { ...saved, lastTick: now };
    return { rng: new Rng(saved.rng), walk: new PriceWalk(saved.walk), sim, first: false };
  }
  const rng = new Rng(seed);
  const walkState = PriceWalk.initial(rng);
  const sim = initialSimState(now, walkState, initialDerivState(PAIRS.filter((p) => p.derivative)), rng);
  return { rng, walk: new PriceWalk(walkState), sim, first: true };
}

/** Stops and trailing stops need a reference price before the first live trade. */
function loadLastPrices(ctx: StartContext): void {
  for (const p of PAIRS) {
    const last = ctx.store.tradesHist(p.symbol, { limit: 1, sort: -1 })[0];
    if (last) ctx.trading.setLastPrice(p.symbol, last.price);
  }
}

function loadDerivLatest(ctx: StartContext): void {
  for (const p of PAIRS) {
    if (!p.derivative) continue;
    const last = ctx.store.derivStatusHist(p.symbol, { limit: 1, sort: -1 })[0];
    if (last) ctx.derivLatest.set(p.symbol, last);
  }
}

function firstStart(ctx: StartContext): void {
  const { store, state } = ctx;
  ctx.batch(() => {
    for (const f of FUNDING) ctx.funding.setFrr(f.symbol, state.sim.frr[f.symbol]!);
    backfill({
      store,
      seed: ctx.seed,
      now: ctx.now(),
      walk: state.walk,
      frr: state.sim.frr,
      deriv: state.sim.deriv,
      liquidations: (rows) => ctx.liquidations.addMany(rows),
    });
    for (const f of FUNDING) {
      for (const { series, from, to } of initialFundingSeries(f.symbol)) ctx.fundingSeries.registerWritten(f.symbol, series, from, to);
    }
    // dt = 0: the makers' first pass quotes the whole ladder and nobody trades yet.
    for (const m of ctx.makers) m.tick(state.walk.mid(m.spec), 0);
    for (const l of ctx.lenders) l.fill(state.sim.frr[l.symbol]!);
    store.setState(SIM_STATE_KEY, ctx.simulator.state());
  });
}

function restore(ctx: StartContext): void {
  const { store, state } = ctx;
  for (const f of FUNDING) ctx.funding.setFrr(f.symbol, state.sim.frr[f.symbol]!);
  // In time priority: the engine appends restored orders to their levels.
  const byPriority = store.loadOrders().sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0) || a.mtsCreate - b.mtsCreate || a.id - b.id);
  for (const o of byPriority) ctx.trading.restore(o);
  for (const o of store.loadOffers()) ctx.funding.restore(o);
  for (const p of PAIRS) {
    ctx.tradingBooks.rebuild(
      p.symbol,
      (side) => ctx.trading.levels(p.symbol, side, ALL),
      (side) => ctx.trading.rawOrders(p.symbol, side, ALL),
    );
  }
  for (const f of FUNDING) {
    ctx.fundingBooks.rebuild(
      f.symbol,
      (side) => ctx.funding.levels(f.symbol, side, ALL),
      (side) => ctx.funding.rawOffers(f.symbol, side, ALL),
    );
  }
  const makers = new Map(ctx.makers.map((m) => [m.symbol, m]));
  for (const o of ctx.trading.liveOrders()) if (o.owner === 0) makers.get(o.symbol)?.track(o, 'new');
  const lenders = new Map(ctx.lenders.map((l) => [l.symbol, l]));
  for (const o of ctx.funding.liveOffers()) if (o.owner === 0) lenders.get(o.symbol)?.track(o, 'new');
}

export const startMarkets = {
  loadState,
  run(ctx: StartContext): void {
    if (ctx.state.first) firstStart(ctx);
    else restore(ctx);
    loadLastPrices(ctx);
    loadDerivLatest(ctx);
  },
};
