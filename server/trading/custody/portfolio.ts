// The custody partner's arithmetic, kept pure so that it is tested on its own: a transfer's amount
// checked against the currency's terms and what the side it leaves holds, the fee taken from it,
// and the portfolio — each custody balance valued at its index price, the total, each asset's share
// of it and the yearly custody fee the holding costs at the partner's rate.
import { dec, money, type Dec } from '../decimal';

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
