// Perpetual contracts' status (status channel 'deriv:…', PROTOCOL §2.6): deriv and spot prices,
// mark price, the 8-hourly funding with its accrual, insurance fund and open interest.
import { DERIV_CLAMP } from './conf';
import type { PairSpec } from './pairs';
import { roundGrid, roundSig } from './price-grid';
import type { Rng } from './rng';
import { HOUR } from './timeframes';

const FUNDING_EVERY = 8 * HOUR;
const MARK_TAU_MS = 30_000;

export interface DerivEntry {
  accrued: number;
  step: number;
  current: number;
  premium: number;
  oi: number;
  lastMts: number;
}

export interface DerivState {
  insurance: number;
  entries: Record<string, DerivEntry>;
}

export function initialDerivState(pairs: readonly PairSpec[]): DerivState {
  const entries: Record<string, DerivEntry> = {};
  for (const p of pairs) {
    entries[p.symbol] = { accrued: 0, step: 0, current: 0.0001, premium: 0.0002, oi: p.makerSize * 40_000, lastMts: 0 };
  }
  return { insurance: 6_250_000, entries };
}

export function nextFundingMts(now: number): number {
  return (Math.floor(now / FUNDING_EVERY) + 1) * FUNDING_EVERY;
}

/** Advances one contract's status to `now` and returns its wire row (MTS first). */
export function derivRow(
  state: DerivState,
  pair: PairSpec,
  now: number,
  derivPrice: number,
  spotPrice: number,
  rng: Rng,
): Array<number | null> {
  const e = state.entries[pair.symbol];
  const dt = e!.lastMts ? Math.max(0, Math.min(now - e!.lastMts, FUNDING_EVERY)) : 0;
  if (e!.lastMts && Math.floor(now / FUNDING_EVERY) > Math.floor(e!.lastMts / FUNDING_EVERY)) {
    // A funding event passed: the accrued premium becomes the current funding.
    e!.current = roundSig(Math.max(DERIV_CLAMP.min, Math.min(DERIV_CLAMP.max, e!.accrued)), 6);
    e!.accrued = 0;
    e!.step = 0;
  }
  const premium = spotPrice > 0 ? (derivPrice - spotPrice) / spotPrice : 0;
  const k = dt > 0 ? 1 - Math.exp(-dt / MARK_TAU_MS) : 1;
  e!.premium += (premium - e!.premium) * k;
  e!.accrued += (Math.max(DERIV_CLAMP.min, Math.min(DERIV_CLAMP.max, premium)) * dt) / FUNDING_EVERY;
  if (dt > 0) e!.step += 1;
  const scale = Math.sqrt(dt / 60_000);
  e!.oi = Math.max(pair.makerSize * 5_000, e!.oi * (1 + 0.002 * scale * rng.normal()) + (pair.makerSize * 40_000 - e!.oi) * 0.0005 * scale);
  state.insurance += Math.abs(rng.normal()) * 20 * scale;
  e!.lastMts = now;
  const mark = roundGrid(spotPrice * (1 + e!.premium));
  return [
    now,
    null,
    roundGrid(derivPrice),
    roundGrid(spotPrice),
    null,
    Math.round(state.insurance * 100) / 100,
    null,
    nextFundingMts(now),
    roundSig(e!.accrued, 6),
    e!.step,
    null,
    e!.current,
    null,
    null,
    mark,
    null,
    null,
    Math.round(e!.oi * 1e4) / 1e4,
    null,
    null,
    null,
    DERIV_CLAMP.min,
    DERIV_CLAMP.max,
  ];
}
