// Column formatting shared by the market widgets: one decimal count per column, so a column of
// numbers lines up, chosen from the pair's price the way the spec rounds prices (5 significant
// figures, at most 8 decimals under 1).
import BigNumber from 'bignumber.js';
import { formatFixed, priceDecimals, type Numeric } from '.';

export function columnDecimals(reference: Numeric | null | undefined, significant = 5): number {
  if (reference === null || reference === undefined) return 2;
  return priceDecimals(reference, significant);
}

/** Sizes: 4 decimals, more for dust so a level of 0.00001 never reads 0.0000. */
export function formatSize(value: Numeric | null | undefined): string {
  if (value === null || value === undefined) return formatFixed(value, 4);
  const b = BigNumber.isBigNumber(value) ? value : new BigNumber(value);
  const abs = b.abs();
  const decimals = abs.gt(0) && abs.lt(0.0001) ? 8 : 4;
  return formatFixed(abs, decimals, BigNumber.ROUND_DOWN);
}
