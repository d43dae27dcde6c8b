// A margin position's funding cost when part of it closes (a claim, a trade that reduces it): the
// closed part's share of what the position owes, paid from the margin wallet in its quote currency.
import type { AccountStore } from './account-store';
import { money, type Dec } from './decimal';
import { LedgerCategory } from './ledger-category';
import type { PositionState } from './records';

/** The share of the position's funding cost that `closing` (an amount, unsigned) owes. */
export function fundingDue(p: PositionState, closing: Dec): Dec {
  return money(p.marginFunding.times(closing).dividedBy(p.amount.abs()));
}

/** Books `due` out of the user's margin wallet in `quote`, when there is any. */
export function payFundingCost(a: AccountStore, user: number, p: PositionState, quote: string, due: Dec, mts: number): void {
  if (!due.isPositive()) return;
  a.book(user, 'margin', quote, due.negated(), `Position #${p.id} funding cost on wallet margin`, LedgerCategory.POSITION_FUNDING, mts);
}
