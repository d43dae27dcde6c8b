// A subscription's arithmetic, shared by the amount modal and its confirmation.
import BigNumber from 'bignumber.js';
import type { SecuritiesSale } from '../../../protocol/account/securities';

/** What may be subscribed: within the sale's least and largest, and what is left of its target. */
export function bounds(sale: SecuritiesSale) {
  const left = BigNumber.max(0, new BigNumber(sale.target).minus(sale.raised));
  return { min: new BigNumber(sale.min), max: BigNumber.min(sale.max, left), left };
}

export const tokensOf = (sale: SecuritiesSale, amount: BigNumber) => amount.div(sale.price).decimalPlaces(8, BigNumber.ROUND_DOWN);
