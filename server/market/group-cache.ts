// Grouped prices of P1–P4 for one side, memoised: the same few hundred P0 prices come back
// on every change, and decimal rounding is the costly part of an update.
import { groupPrice } from '../../src/protocol/book/precision';

export const GROUPED_PRECS = ['P1', 'P2', 'P3', 'P4'] as const;
export type GroupedPrec = (typeof GROUPED_PRECS)[number];

export class GroupCache {
  private readonly cache = new Map<number, number[]>();

  /** `floorSide` true rounds down (trading bids, funding bids), false rounds up. */
  constructor(private readonly floorSide: boolean) {}

  groups(price: number): number[] {
    let g = this.cache.get(price);
    if (!g) {
      if (this.cache.size > 50_000) this.cache.clear();
      const side = this.floorSide ? 1 : -1;
      g = GROUPED_PRECS.map((prec) => groupPrice(price, prec, side));
      this.cache.set(price, g);
    }
    return g;
  }
}
