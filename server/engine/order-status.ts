// ORDER_STATUS texts (PROTOCOL §4). In `PARTIALLY FILLED @ PRICE(AMOUNT)` and
// `EXECUTED @ PRICE(AMOUNT)` PRICE is the price of the order's latest fill and AMOUNT the signed
// amount of that fill in decimal units (+ bought, − sold), as the exchange shows them.
// A close after fills keeps the history: `CANCELED was: PARTIALLY FILLED @ 100(0.5)`.
import { ATOMS_PER_UNIT } from './types';

export const STATUS_ACTIVE = 'ACTIVE';
export const STATUS_CANCELED = 'CANCELED';
export const STATUS_POSTONLY = 'POSTONLY CANCELED';
export const STATUS_FOK = 'FILLORKILL CANCELED';
export const STATUS_IOC = 'IOC CANCELED';
export const STATUS_REDUCE_INCR = 'RSN_POS_REDUCE_INCR';
export const STATUS_REDUCE_FLIP = 'RSN_POS_REDUCE_FLIP';
export const STATUS_POS_NOTFOUND = 'RSN_POS_NOTFOUND';

/** Exact decimal text of signed atoms (no float rounding): -150000000 → '-1.5'. */
export function atomsToUnits(atoms: number): string {
  const neg = atoms < 0;
  const abs = neg ? -atoms : atoms;
  const whole = Math.floor(abs / ATOMS_PER_UNIT);
  const frac = abs - whole * ATOMS_PER_UNIT;
  let text = String(whole);
  if (frac !== 0) {
    let digits = String(frac).padStart(8, '0');
    let end = digits.length;
    while (digits.charCodeAt(end - 1) === 48) end--;
    digits = digits.slice(0, end);
    text += '.' + digits;
  }
  return neg ? '-' + text : text;
}

export function partiallyFilled(price: number, signedAtoms: number): string {
  return 'PARTIALLY FILLED @ ' + price + '(' + atomsToUnits(signedAtoms) + ')';
}

export function executed(price: number, signedAtoms: number): string {
  return 'EXECUTED @ ' + price + '(' + atomsToUnits(signedAtoms) + ')';
}

/** The status of an order closed for `reason`, keeping what it was when it had fills. */
export function closedStatus(reason: string, current: string, hadFills: boolean): string {
  return hadFills ? reason + ' was: ' + current : reason;
}
