// The underlying random walk: one log USD price per currency (so every cross pair is
// consistent: mid = base / quote) plus the basis of each perpetual over its spot.
import { CURRENCIES, CURRENCY_BY_CODE, type PairSpec } from './pairs';
import type { Rng } from './rng';
import { DAY } from './timeframes';

export interface WalkState {
  /** ln(USD price) per walking currency. */
  x: Record<string, number>;
  /** Relative premium of each perpetual currency over its underlying. */
  basis: Record<string, number>;
}

const WALKING = CURRENCIES.filter((c) => c.active && c.volDaily > 0);
const BASIS_MEAN = 0.0002;

export class PriceWalk {
  private readonly x: Record<string, number>;
  private readonly basis: Record<string, number>;

  constructor(state: WalkState) {
    this.x = { ...state.x };
    this.basis = { ...state.basis };
  }

  static initial(rng: Rng): WalkState {
    const x: Record<string, number> = {};
    // A small seeded offset so that different seeds start from slightly different markets.
    for (const c of WALKING) x[c.code] = Math.log(c.usd) + c.volDaily * 0.5 * rng.normal();
    const basis: Record<string, number> = {};
    for (const c of CURRENCIES) if (c.kind === 'derivative' && c.undl && c.undl !== 'UST') basis[c.code] = BASIS_MEAN;
    return { x, basis };
  }

  state(): WalkState {
    return { x: { ...this.x }, basis: { ...this.basis } };
  }

  step(rng: Rng, dtMs: number): void {
    if (dtMs <= 0) return;
    const dtDays = dtMs / DAY;
    const sq = Math.sqrt(dtDays);
    for (const c of WALKING) {
      const anchor = Math.log(c.usd);
      const cur = this.x[c.code] ?? anchor;
      this.x[c.code] = cur + c.volDaily * sq * rng.normal() - Math.min(1, c.reversionDaily * dtDays) * (cur - anchor);
    }
    for (const code of Object.keys(this.basis)) {
      const b = this.basis[code];
      this.basis[code] = b! + 0.0005 * sq * rng.normal() - Math.min(1, 20 * dtDays) * (b! - BASIS_MEAN);
    }
  }

  /** USD price of a currency (derivative currencies through their underlying). */
  usd(code: string): number {
    const spec = CURRENCY_BY_CODE.get(code);
    if (!spec) return NaN;
    if (spec.kind === 'derivative' && spec.undl) return this.usd(spec.undl) * (1 + (this.basis[code] ?? 0));
    const x = this.x[code];
    return x === undefined ? spec.usd : Math.exp(x);
  }

  mid(pair: PairSpec): number {
    return this.usd(pair.base) / this.usd(pair.quote);
  }
}
