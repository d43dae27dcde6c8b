// The collateral check on borrowing (account-side issue 16, item 3): a loan is a funding bid, and
// the money borrowed is used by margin positions against the collateral in the margin wallet, so
// the exchange takes a bid only while that collateral backs it, the way a professional exchange
// limits borrowing to what the account's margin could carry:
//
//   limit     = the margin wallet's value in USD (every currency at its USD price; a currency
//               without a price backs nothing) × the most leverage the exchange's margin rules
//               allow with the currency (1 / the lowest initial margin of the margin pairs that
//               trade it, margin-rules.ts maxLeverage; 1× when no margin pair trades it)
//   committed = what the account has borrowed (its open credits) and bids for (its open funding
//               bids), every currency in USD
//   available = limit − committed, never below zero; a bid above it is refused, saying the numbers.
//
// Pure maths on bignumber.js values, so the exchange (its refusal) and the borrow page (its
// available-to-borrow figure) compute the same numbers. On the wire (`/v2/auth/r/funding/borrow-limit`):
//   [CURRENCY, COLLATERAL_USD, LEVERAGE, LIMIT_USD, COMMITTED_USD, AVAILABLE_USD, PRICE_USD | null,
//    AVAILABLE | null]   (AVAILABLE in the currency, null without its price)
import BigNumber from 'bignumber.js';
import { maxLeverage } from './margin-rules';

type Num = BigNumber.Value;

/** An amount of a currency with its USD price per unit (undefined when the exchange has none). */
export interface Valued {
  currency: string;
  amount: Num;
  usd: number | undefined;
}

export interface BorrowLimit {
  currency: string;
  collateralUsd: BigNumber;
  leverage: BigNumber;
  limitUsd: BigNumber;
  committedUsd: BigNumber;
  availableUsd: BigNumber;
  /** USD per unit of the currency borrowed; undefined without a price. */
  priceUsd: number | undefined;
  /** The available figure in the currency borrowed (8 decimals, rounded down); undefined without a price. */
  available: BigNumber | undefined;
}

const usdOf = (list: readonly Valued[]): BigNumber =>
  list.reduce((sum, v) => (v.usd === undefined ? sum : sum.plus(new BigNumber(v.amount).times(v.usd))), new BigNumber(0));

/** The most leverage margin trading with `currency` allows: 1 / the lowest initial margin of the
 *  margin pairs that trade it (as base or quote); 1 when none does. */
export function borrowLeverage(
  currency: string,
  marginPairs: ReadonlyArray<{ base: string; quote: string; initialMargin: Num }>,
): BigNumber {
  let best = new BigNumber(1);
  for (const p of marginPairs) {
    if (p.base !== currency && p.quote !== currency) continue;
    const lev = maxLeverage(p.initialMargin);
    if (lev.gt(best)) best = lev;
  }
  return best;
}

/** What the account may still borrow of `currency`, from its margin wallets (`collateral`), the
 *  leverage its margin rules allow and what it has borrowed or bids for (`committed`). */
export function borrowLimit(opts: {
  currency: string;
  priceUsd: number | undefined;
  collateral: readonly Valued[];
  leverage: Num;
  committed: readonly Valued[];
}): BorrowLimit {
  const collateralUsd = usdOf(opts.collateral).decimalPlaces(2, BigNumber.ROUND_DOWN);
  const leverage = new BigNumber(opts.leverage);
  const limitUsd = BigNumber.max(collateralUsd, 0).times(leverage).decimalPlaces(2, BigNumber.ROUND_DOWN);
  const committedUsd = usdOf(opts.committed).decimalPlaces(2, BigNumber.ROUND_UP);
  const availableUsd = BigNumber.max(limitUsd.minus(committedUsd), 0);
  const price = opts.priceUsd;
  const available = price !== undefined && price > 0 ? availableUsd.div(price).decimalPlaces(8, BigNumber.ROUND_DOWN) : undefined;
  return { currency: opts.currency, collateralUsd, leverage, limitUsd, committedUsd, availableUsd, priceUsd: price, available };
}

const usdText = (v: BigNumber) => v.toFixed(2);

/** Why a bid to borrow `amount` (positive) of the limit's currency is refused, or undefined when the
 *  collateral backs it. The text states the numbers (the protocol's error text). */
export function borrowRefusal(limit: BorrowLimit, amount: Num): string | undefined {
  const a = new BigNumber(amount).abs();
  const ccy = limit.currency;
  if (limit.priceUsd === undefined || !(limit.priceUsd > 0)) {
    return `Invalid bid: the exchange has no USD price of ${ccy} to check the margin wallet's collateral against; borrowing ${ccy} is not possible now`;
  }
  const wantedUsd = a.times(limit.priceUsd);
  if (wantedUsd.lte(limit.availableUsd)) return undefined;
  return (
    `Invalid bid: not enough collateral in the margin wallet to borrow ${a.toFixed()} ${ccy} (${usdText(wantedUsd)} USD): ` +
    `its ${usdText(limit.collateralUsd)} USD at ${limit.leverage.decimalPlaces(2).toFixed()}× leverage backs ${usdText(limit.limitUsd)} USD, ` +
    `${usdText(limit.committedUsd)} USD of it already borrowed or bid for, leaving ${usdText(limit.availableUsd)} USD ` +
    `(${(limit.available ?? new BigNumber(0)).toFixed()} ${ccy}); add collateral to the margin wallet or borrow less`
  );
}

export type BorrowLimitRow = [string, number, number, number, number, number, number | null, number | null];

export const encodeBorrowLimit = (l: BorrowLimit): BorrowLimitRow => [
  l.currency,
  l.collateralUsd.toNumber(),
  l.leverage.toNumber(),
  l.limitUsd.toNumber(),
  l.committedUsd.toNumber(),
  l.availableUsd.toNumber(),
  l.priceUsd ?? null,
  l.available === undefined ? null : l.available.toNumber(),
];

/** The available-to-borrow figure as the borrow page shows it. */
export interface BorrowLimitView {
  currency: string;
  collateralUsd: number;
  leverage: number;
  limitUsd: number;
  committedUsd: number;
  availableUsd: number;
  priceUsd: number | null;
  available: number | null;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function decodeBorrowLimit(raw: unknown): BorrowLimitView | undefined {
  if (!Array.isArray(raw) || raw.length < 8) return undefined;
  const [currency, collateralUsd, leverage, limitUsd, committedUsd, availableUsd, priceUsd, available] = raw as unknown[];
  if (typeof currency !== 'string' || !isNum(collateralUsd) || !isNum(leverage) || !isNum(limitUsd)) return undefined;
  if (!isNum(committedUsd) || !isNum(availableUsd)) return undefined;
  if ((priceUsd !== null && !isNum(priceUsd)) || (available !== null && !isNum(available))) return undefined;
  return { currency, collateralUsd, leverage, limitUsd, committedUsd, availableUsd, priceUsd, available };
}
