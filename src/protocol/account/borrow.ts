// Borrowing (account-side issue 16, item 3, and issue 15's high-cost open-loan warning): a loan is
// a funding bid in the exchange's funding market, used by margin positions against the collateral
// in the margin wallet. Before a bid above HIGH_COST_DAILY_RATE is sent — from the borrow page or
// the funding widget — the high-cost open-loan warning says that the loan costs more than a
// borrower would expect and states this threshold.

/** 0.1 % a day (36.5 % a year): a daily rate above it is a high-cost loan. */
export const HIGH_COST_DAILY_RATE = '0.001';

/** Whether a bid at this daily rate (a fraction: 0.002 is 0.2 % a day) is a high-cost loan. */
export function highCostLoan(dailyRate: string | number): boolean {
  const rate = Number(dailyRate);
  return Number.isFinite(rate) && rate > Number(HIGH_COST_DAILY_RATE);
}
/** A funding bid's period in days, as the funding market takes it. */
export const BORROW_MIN_DAYS = 2;
export const BORROW_MAX_DAYS = 30;
/** Currencies lent in the funding market that the borrow page offers. */
export const BORROW_CURRENCIES = ['USD', 'UST', 'BTC', 'ETH', 'EUR'] as const;
