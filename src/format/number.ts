// The number rules of the spec (market-side §5): prices to 5 significant figures with at most 8
// decimals, percentages with 3 decimals under 1 % and 2 otherwise, compact suffixes k…E, never
// more than 20 fraction digits. Everything goes through bignumber.js, so no float artefact
// (0.30000000000000004, 1e-7, NaN) can reach the screen. Separators follow the locale in use.
import BigNumber from 'bignumber.js';

export type Numeric = number | string | BigNumber;

let FMT: BigNumber.Format = { decimalSeparator: '.', groupSeparator: ',', groupSize: 3 };

/** The decimal and group separators of a locale (`Intl`'s), for every number shown from now on;
 *  the spec's rules for digits, suffixes and percents stay. */
export function setNumberLocale(tag: string): void {
  const parts = new Intl.NumberFormat(tag, { useGrouping: true }).formatToParts(12345.6);
  FMT = {
    decimalSeparator: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    groupSeparator: parts.find((p) => p.type === 'group')?.value ?? ',',
    groupSize: 3,
  };
}
/** The decimal and group marks numbers are shown with, as typed numbers are read (number-input.ts). */
export function numberMarks(): { decimal: string; group: string } {
  return { decimal: FMT.decimalSeparator ?? '.', group: FMT.groupSeparator ?? ',' };
}
const DASH = '–';
const MAX_FRACTION = 20;

function big(value: Numeric | null | undefined): BigNumber | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const b = BigNumber.isBigNumber(value) ? value : new BigNumber(value);
  return b.isFinite() ? b : undefined;
}

/** Decimals a price of this magnitude shows at `sig` significant figures (capped at 8). */
export function priceDecimals(value: Numeric, sig = 5): number {
  const b = big(value);
  if (!b || b.isZero()) return 0;
  const intDigits = b.abs().integerValue(BigNumber.ROUND_FLOOR).toFixed().replace(/^0$/, '').length;
  if (intDigits > 0) return Math.max(0, sig - intDigits);
  // Under 1: count leading zeros after the point, then sig digits.
  const e = b.abs().e ?? 0; // e.g. 0.00123 → -3
  return Math.min(8, -e - 1 + sig);
}

export function formatPrice(value: Numeric | null | undefined, sig = 5): string {
  const b = big(value);
  if (!b) return DASH;
  const rounded = b.precision(sig, BigNumber.ROUND_HALF_UP);
  return rounded.toFormat(priceDecimals(rounded, sig), BigNumber.ROUND_HALF_UP, FMT);
}

export function formatAmount(value: Numeric | null | undefined, decimals = 8): string {
  const b = big(value);
  if (!b) return DASH;
  return b.toFormat(Math.min(decimals, MAX_FRACTION), BigNumber.ROUND_FLOOR, FMT);
}

/** A ratio (0.0123) as a signed percentage ("+1.23%"). */
export function formatPercent(ratio: Numeric | null | undefined, signed = true): string {
  const b = big(ratio);
  if (!b) return DASH;
  const pct = b.times(100);
  const decimals = pct.abs().lt(1) ? 3 : 2;
  const text = pct.abs().toFormat(decimals, BigNumber.ROUND_HALF_UP, FMT);
  const sign = pct.isZero() || !signed ? '' : pct.isNegative() ? '−' : '+';
  return `${sign}${text}%`;
}

const SUFFIXES: Array<[number, string]> = [
  [18, 'E'],
  [15, 'P'],
  [12, 'T'],
  [9, 'B'],
  [6, 'M'],
  [3, 'k'],
];

/** Compact notation with the spec's suffixes: 1234567 → "1.23M". */
export function formatCompact(value: Numeric | null | undefined, decimals = 2): string {
  const b = big(value);
  if (!b) return DASH;
  const abs = b.abs();
  for (const [exp, suffix] of SUFFIXES) {
    const unit = new BigNumber(10).pow(exp);
    if (abs.gte(unit)) return `${b.div(unit).toFormat(decimals, BigNumber.ROUND_HALF_UP, FMT)}${suffix}`;
  }
  return b.toFormat(decimals, BigNumber.ROUND_HALF_UP, FMT);
}

/** A price with a fixed number of decimals, so a column of prices lines up. */
export function formatFixed(
  value: Numeric | null | undefined,
  decimals: number,
  rounding: BigNumber.RoundingMode = BigNumber.ROUND_HALF_UP,
): string {
  const b = big(value);
  if (!b) return DASH;
  return b.toFormat(Math.max(0, Math.min(decimals, MAX_FRACTION)), rounding, FMT);
}

/** Funding rate shown per year: FRR × 365 × 100 to 4 significant figures ("10.95%"). */
export function formatFundingRateYearly(frr: Numeric | null | undefined): string {
  const b = big(frr);
  if (!b) return DASH;
  const yearly = b.times(365).times(100);
  if (yearly.isZero()) return '0%';
  const rounded = yearly.precision(4, BigNumber.ROUND_HALF_UP);
  const decimals = Math.max(0, 4 - (rounded.abs().e ?? 0) - 1);
  return `${rounded.toFormat(Math.min(decimals, MAX_FRACTION), BigNumber.ROUND_HALF_UP, FMT)}%`;
}

/** A daily funding rate as a percentage: rate × 100 with 6 decimals ("0.023112%"). */
export function formatDailyRate(rate: Numeric | null | undefined): string {
  const b = big(rate);
  if (!b) return DASH;
  return `${b.times(100).toFormat(6, BigNumber.ROUND_HALF_UP, FMT)}%`;
}

/** Sum of exact decimals (amounts of a book side, totals): never a float artefact. */
export function sumExact(values: readonly Numeric[]): BigNumber {
  let acc = new BigNumber(0);
  for (const v of values) {
    const b = big(v);
    if (b) acc = acc.plus(b);
  }
  return acc;
}

export { BigNumber };
