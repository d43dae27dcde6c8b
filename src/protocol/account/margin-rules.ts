// The margin rules both sides apply (account-side §6, market-side §3): the margin group that
// chooses between isolated and cross-collateral margin, the leverage a pair's initial margin
// allows, what an order or a position holds back, and the largest order the free margin pays
// for. Pure maths on bignumber.js values, so the exchange (exact decimals) and the order form
// (its maximum) compute the same numbers.
import BigNumber from 'bignumber.js';

/** The user setting (a core setting, `/v2/auth/r/settings/core`, and user info's teMarginGroup). */
export const MARGIN_GROUP_KEY = 'te_conf_margin_group';
/** Cross-collateral: every margin wallet (valued in USD) backs every margin position. */
export const CROSS_MARGIN_GROUP = 0;
/** The default: each margin currency's wallet backs the positions and orders quoted in it. */
export const DEFAULT_MARGIN_GROUP = 1;
export const MARGIN_GROUPS = [CROSS_MARGIN_GROUP, DEFAULT_MARGIN_GROUP] as const;
export type MarginGroup = (typeof MARGIN_GROUPS)[number];

export const isCrossGroup = (group: number | null | undefined): boolean => group === CROSS_MARGIN_GROUP;

/** Derivatives leverage (market-side §3: 1 to 100, 10 by default). */
export const LEVERAGE_MIN = 1;
export const LEVERAGE_MAX = 100;
export const DEFAULT_DERIV_LEVERAGE = 10;

type Num = BigNumber.Value;

/** The most leverage a margin pair allows: 1 / initial margin (0.2 → 5×); 1 when unknown. */
export function maxLeverage(initialMargin: Num | null | undefined): BigNumber {
  const im = new BigNumber(initialMargin ?? NaN);
  return im.isFinite() && im.gt(0) ? new BigNumber(1).div(im) : new BigNumber(1);
}

/** The initial margin an order or position of `notional` holds back: a margin pair's at its
 *  initial margin rate, a derivative's at its leverage. */
export function initialMarginOf(notional: Num, rule: { initialMargin: Num } | { leverage: Num }): BigNumber {
  const n = new BigNumber(notional).abs();
  return 'leverage' in rule ? n.div(rule.leverage) : n.times(rule.initialMargin);
}

/** A pool of collateral: what it holds, and what its positions and orders hold back. Free
 *  margin is the difference (negative when the pool is short). */
export interface MarginPool {
  collateral: BigNumber;
  held: BigNumber;
}

export const freeMargin = (pool: MarginPool): BigNumber => pool.collateral.minus(pool.held);

/** One margin wallet or holding of the account: its currency's value per unit in USD (undefined
 *  when unknown: it then backs nothing in cross mode). */
export interface Holding {
  currency: string;
  amount: BigNumber;
  usd: number | undefined;
}

/**
 * The pool that backs an order or position of a pair quoted in `quote`, valued in `quote`:
 * isolated — that currency's wallet and what is held back in it;
 * cross — every currency's wallet and holdings valued in USD, then in the quote currency
 * (`quoteUsd`: USD per unit of it; without it the pool is the isolated one).
 */
export function poolFor(
  cross: boolean,
  quote: string,
  quoteUsd: number | undefined,
  wallets: readonly Holding[],
  held: readonly Holding[],
): MarginPool {
  const pooled = cross && quoteUsd !== undefined && quoteUsd > 0;
  const sum = (list: readonly Holding[]) => {
    let total = new BigNumber(0);
    for (const h of list) {
      if (!pooled) {
        if (h.currency === quote) total = total.plus(h.amount);
      } else if (h.usd !== undefined) total = total.plus(h.amount.times(h.usd));
    }
    return pooled ? total.div(quoteUsd) : total;
  };
  return { collateral: sum(wallets), held: sum(held) };
}

/**
 * The largest amount (base units) an order may have: the free margin times the pair's maximum
 * leverage at `price`, plus what the order closes of an opposite position (closing holds
 * nothing back). Never below zero.
 */
export function maxOrderAmount(opts: { free: Num; leverage: Num; price: Num; closable?: Num }): BigNumber {
  const price = new BigNumber(opts.price);
  const closable = new BigNumber(opts.closable ?? 0).abs();
  const free = BigNumber.max(new BigNumber(opts.free), 0);
  if (!price.isFinite() || price.lte(0)) return closable;
  return free.times(opts.leverage).div(price).plus(closable).decimalPlaces(8, BigNumber.ROUND_DOWN);
}

/** What an order of `amount` (signed) closes of a position of `position` (signed). */
export function closableBy(amount: Num, position: Num): BigNumber {
  const a = new BigNumber(amount);
  const p = new BigNumber(position);
  if (p.isZero() || a.isZero() || a.isNegative() === p.isNegative()) return new BigNumber(0);
  return p.abs();
}

/**
 * The price at which a position's equity falls to its maintenance margin, holding everything
 * else still: A·B − c = P·(A − mm·|A|), where `cushion` (c) is what the pool can lose before
 * (its collateral, plus the other positions' P/L less their maintenance margin, less funding
 * costs), in the position's quote currency. 0 when no price liquidates it, null for no position.
 */
export function liquidationPrice(amount: BigNumber, basePrice: BigNumber, cushion: BigNumber, minMargin: BigNumber): BigNumber | null {
  if (amount.isZero()) return null;
  const denom = amount.minus(amount.abs().times(minMargin));
  if (denom.isZero()) return null;
  const price = amount.times(basePrice).minus(cushion).div(denom);
  return price.isPositive() ? price : new BigNumber(0);
}
