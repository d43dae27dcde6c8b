// The custody partner's arithmetic, kept pure so that it is tested on its own: a transfer's amount
// checked against the currency's terms and what the side it leaves holds, the fee taken from it,
// and the portfolio — each custody balance valued at its index price, the total, each asset's share
// of it and the yearly custody fee the holding costs at the partner's rate.
import { dec, Dec, money } from '../decimal';

/** One currency the partner holds, with its transfer terms (decimal text, exact). */
export interface CustodyAsset {
  currency: string;
  decimals: number;
  transferFee: string;
  minTransfer: string;
}

/** Why `amount` cannot move, or undefined when it can. `side` names where it leaves from (the
 *  error says so), `available` is what that side holds. */
export function transferRefusal(amount: Dec | undefined, asset: CustodyAsset, available: Dec, side: string): string | undefined {
  if (!amount || !amount.isFinite() || !amount.gt(0)) return 'amount: invalid (a positive amount)';
  if ((amount.decimalPlaces() ?? 0) > asset.decimals) {
    return `amount: invalid (${asset.currency} moves in at most ${asset.decimals} decimals)`;
  }
  if (amount.lt(asset.minTransfer)) return `amount: invalid (the least transfer of ${asset.currency} is ${asset.minTransfer})`;
  if (amount.gt(available)) {
    return `amount: invalid (above the ${available.toFixed()} ${asset.currency} available in the ${side})`;
  }
  return undefined;
}

/** What arrives of `amount` once the partner's fee is taken (never below zero). */
export function afterFee(amount: Dec, asset: CustodyAsset): { fee: Dec; received: Dec } {
  const fee = dec(asset.transferFee);
  const received = amount.minus(fee);
  return received.isNegative() ? { fee: amount, received: dec(0) } : { fee, received };
}

export interface Valued {
  currency: string;
  amount: Dec;
  /** USD per unit; undefined when the exchange has no price (the holding then counts as 0). */
  price: Dec | undefined;
}

export interface PortfolioLine extends Valued {
  valueUsd: Dec;
  /** Of the total, 0–1, to 6 decimals. */
  share: Dec;
  yearlyFeeUsd: Dec;
}

export interface Portfolio {
  lines: PortfolioLine[];
  totalUsd: Dec;
  yearlyFeeUsd: Dec;
}

/** Values each holding at its price; shares of the total; the yearly fee at `feeBps` basis points. */
export function portfolioOf(holdings: readonly Valued[], feeBps: number): Portfolio {
  const rate = dec(feeBps).div(10_000);
  const values = holdings.map((h) => (h.price ? h.amount.times(h.price) : dec(0)));
  const total = values.reduce((a, v) => a.plus(v), dec(0));
  const lines = holdings.map((h, i) => {
    const value = values[i]!;
    return {
      ...h,
      valueUsd: money(value),
      share: total.isZero() ? dec(0) : value.div(total).decimalPlaces(6),
      yearlyFeeUsd: money(value.times(rate)),
    };
  });
  return { lines, totalUsd: money(total), yearlyFeeUsd: money(total.times(rate)) };
}

/** The custody fee's accrual periods in a year: the fee accrues daily, balance × bps / 365 a period
 *  (a shorter TRADEDESK_CUSTODY_FEE_PERIOD_MS makes the day shorter, the rate a period the same). */
export const CUSTODY_FEE_PERIODS_A_YEAR = 365;

export interface FeeAccrual {
  /** What is charged, in the asset's decimals (rounded down; never more than the balance). */
  charged: Dec;
  /** What accrued and is not charged yet: the part below the asset's smallest unit, carried. */
  accrued: Dec;
  /** The balance once the fee is taken (never below zero). */
  balance: Dec;
}

/**
 * The custody fee over `periods` whole periods on `balance` (exact decimals): each period accrues
 * balance × bps / 10 000 / 365 on top of what was carried, the whole units of the asset's decimals
 * are charged (rounded down, never more than is held) and the rest is carried to the next period,
 * so that a small holding is charged when its fee reaches a unit instead of never. Each period's fee
 * is on the balance left after the previous one's.
 */
export function accrueCustodyFee(balance: Dec, carried: Dec, feeBps: number, periods: number, decimals: number): FeeAccrual {
  // One division (bps over 10 000 × 365): a rate divided out first would not be exact.
  const perPeriod = 10_000 * CUSTODY_FEE_PERIODS_A_YEAR;
  let held = balance.isNegative() ? dec(0) : balance;
  let accrued = carried.isNegative() ? dec(0) : carried;
  let charged = dec(0);
  for (let i = 0; i < periods; i++) {
    accrued = accrued.plus(held.times(feeBps).div(perPeriod));
    let take = accrued.decimalPlaces(decimals, Dec.ROUND_DOWN);
    if (take.gt(held)) take = held;
    held = held.minus(take);
    accrued = held.isZero() ? dec(0) : accrued.minus(take);
    charged = charged.plus(take);
  }
  return { charged, accrued, balance: held };
}
