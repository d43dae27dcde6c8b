// Exact money arithmetic. Balances, fees and positions are bignumber.js values and are stored as
// decimal text; the wire gets JS numbers made from that text at the last moment, so no float
// rounding ever accumulates in a balance. Everything a wallet holds is rounded to 8 decimals
// (1 atom), like the exchange's own ledger.
import { isDecimalText } from '../../src/protocol/decimal';
import BigNumber from 'bignumber.js';
import { ATOMS_PER_UNIT } from '../engine/types';

export const Dec = BigNumber.clone({ DECIMAL_PLACES: 20, EXPONENTIAL_AT: [-40, 60], ROUNDING_MODE: BigNumber.ROUND_HALF_UP });
export type Dec = BigNumber;

export const ZERO = new Dec(0);
export const MONEY_DECIMALS = 8;

/** A finite decimal from a JSON number or a decimal string; undefined for anything else. */
export function parseDec(value: unknown): Dec | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? new Dec(value) : undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!isDecimalText(text)) return undefined;
    const d = new Dec(text);
    return d.isFinite() ? d : undefined;
  }
  return undefined;
}

/** An amount of money as a request gives it: more than zero (bignumber.js's isPositive() is true
 *  for 0, so it never tells an amount) with at most 8 decimals; undefined otherwise. */
export function moneyAmount(value: unknown): Dec | undefined {
  const d = parseDec(value);
  return d !== undefined && d.gt(0) && money(d).eq(d) ? d : undefined;
}

export function dec(value: string | number | Dec): Dec {
  return new Dec(value);
}

/** Rounded to 8 decimals, half away from zero. */
export function money(d: Dec): Dec {
  return d.decimalPlaces(MONEY_DECIMALS, BigNumber.ROUND_HALF_UP);
}

/** The wire number of a decimal (exactly the number its shortest text stands for). */
export function num(d: Dec): number {
  const n = Number(d.toFixed());
  return Object.is(n, -0) ? 0 : n;
}

/** Whole atoms of an amount that has at most 8 decimals, else undefined. */
export function toAtoms(d: Dec): number | undefined {
  const atoms = d.times(ATOMS_PER_UNIT);
  if (!atoms.isInteger()) return undefined;
  const n = atoms.toNumber();
  return Number.isSafeInteger(n) ? n : undefined;
}

export function fromAtoms(atoms: number): Dec {
  return new Dec(atoms).dividedBy(ATOMS_PER_UNIT);
}

/** Amount text of the ledger and notifications: "0.1", "100.0" (one decimal at least). */
export function amountText(d: Dec): string {
  const text = d.toFixed();
  return text.includes('.') ? text : `${text}.0`;
}

/** Price text of ledger descriptions: "95000.0", "0.12345". */
export function priceText(price: number | Dec): string {
  return amountText(new Dec(price));
}

/** Rounds a price to the exchange's 5 significant digits. */
export function toPriceGrid(d: Dec): Dec {
  return d.precision(5, BigNumber.ROUND_HALF_UP);
}

export function minDec(a: Dec, b: Dec): Dec {
  return a.lt(b) ? a : b;
}

export function maxDec(a: Dec, b: Dec): Dec {
  return a.gt(b) ? a : b;
}
