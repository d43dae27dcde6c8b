// The field errors of the forms (market-side §5): the numeric rule every amount and price
// follows, and the text each error shows.
import { isUnsignedDecimalText } from '../protocol/decimal';
import BigNumber from 'bignumber.js';
import { t } from '../i18n';

export type FieldError =
  | { key: 'error.required' }
  | { key: 'error.positive' }
  | { key: 'error.belowMin'; min: string }
  | { key: 'error.aboveMax'; max: string }
  | { key: 'error.leverage' }
  | { key: 'error.tif' };

/** market-side §5: a number greater than 0 and not NaN; empty only when allowed. */
export function numericError(text: string, allowEmpty = false): FieldError | undefined {
  const v = text.trim();
  if (v === '') return allowEmpty ? undefined : { key: 'error.required' };
  if (!isUnsignedDecimalText(v)) return { key: 'error.positive' };
  const b = new BigNumber(v);
  return b.isFinite() && b.gt(0) ? undefined : { key: 'error.positive' };
}

/** The text of a field's error, or undefined when it has none. */
export function errorMessage(e: FieldError | undefined): string | undefined {
  if (!e) return undefined;
  switch (e.key) {
    case 'error.belowMin':
      return t(e.key, { min: e.min });
    case 'error.aboveMax':
      return t(e.key, { max: e.max });
    default:
      return t(e.key);
  }
}
