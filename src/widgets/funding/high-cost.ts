// When a borrow bid of the funding widget is warned about first (the high-cost open-loan warning):
// a LIMIT bid whose daily rate, typed in per cent, is above HIGH_COST_DAILY_RATE. The FRR delta
// types bid an offset from the flash return rate, not a rate, and are not judged.
import { highCostLoan } from '../../protocol/account/borrow';
import type { OfferType } from '../../protocol/order-types';

export function highCostBid(type: OfferType, ratePercent: string): boolean {
  const percent = ratePercent.trim();
  return type === 'LIMIT' && percent !== '' && highCostLoan(Number(percent) / 100);
}
