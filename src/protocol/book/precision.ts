// The price grids of aggregated books: P0–P4 keep 5, 4, 3, 2, 1 significant figures. A level of
// a coarser grid gathers the finer prices that round to it: bids round down, asks round up, so a
// grouped level never shows a better price than any order it contains.
import BigNumber from 'bignumber.js';

export type AggregatedPrec = 'P0' | 'P1' | 'P2' | 'P3' | 'P4';

export const SIGNIFICANT_FIGURES: Record<AggregatedPrec, number> = { P0: 5, P1: 4, P2: 3, P3: 2, P4: 1 };

/** Rounds to `sig` significant figures; exact in decimal (no float artefacts). */
export function roundSignificant(value: number, sig: number, mode: 'floor' | 'ceil' | 'nearest'): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const rm = mode === 'floor' ? BigNumber.ROUND_FLOOR : mode === 'ceil' ? BigNumber.ROUND_CEIL : BigNumber.ROUND_HALF_UP;
  return new BigNumber(value).precision(sig, rm).toNumber();
}

/** The level price of `price` in a book of precision `prec`; side +1 bid (floor), −1 ask (ceil). */
export function groupPrice(price: number, prec: AggregatedPrec, side: 1 | -1): number {
  return roundSignificant(price, SIGNIFICANT_FIGURES[prec], side === 1 ? 'floor' : 'ceil');
}
