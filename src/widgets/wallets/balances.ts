// What the wallets list shows: every wallet type in the spec's order (exchange, margin, funding,
// creditline, contribution), dust judged by USD value (market-side §3: "Wallets below a small USD
// value are dust"), and a balance's value in another currency (the Bitcoin view).
import BigNumber from 'bignumber.js';
import type { Wallet } from '../../protocol/account/wallet';
import { HIDE_SMALL_BALANCES_THRESHOLD } from '../../protocol/public/currencies';

/** The wallet types the exchange reports, in the order they are listed. */
export const WALLET_TYPE_ORDER = ['exchange', 'margin', 'funding', 'creditline', 'contribution'] as const;

export function sortWallets(list: readonly Wallet[]): Wallet[] {
  const rank = (type: string) => {
    const i = (WALLET_TYPE_ORDER as readonly string[]).indexOf(type);
    return i < 0 ? WALLET_TYPE_ORDER.length : i;
  };
  return [...list].sort((a, b) => rank(a.type) - rank(b.type) || a.currency.localeCompare(b.currency));
}

/** USD per unit of each currency; a currency without a known rate is absent. */
export type UsdRates = Readonly<Record<string, string>>;

/** The wallet's balance in USD, or undefined while its currency has no rate. */
export function usdValue(w: Wallet, rates: UsdRates): BigNumber | undefined {
  const rate = rates[w.currency];
  return rate === undefined ? undefined : new BigNumber(w.balance).times(rate);
}

/** Dust: an empty wallet, or one worth less than the threshold in USD. A wallet whose value is
 *  not known yet is not called dust. */
export function isDust(w: Wallet, rates: UsdRates, thresholdUsd: BigNumber.Value = HIDE_SMALL_BALANCES_THRESHOLD): boolean {
  if (new BigNumber(w.balance).isZero()) return true;
  const usd = usdValue(w, rates);
  return usd !== undefined && usd.abs().lt(thresholdUsd);
}

/** The wallets to list: in order, without dust when small balances are hidden. */
export function shownWallets(list: readonly Wallet[], hideSmall: boolean, rates: UsdRates): Wallet[] {
  const sorted = sortWallets(list);
  return hideSmall ? sorted.filter((w) => !isDust(w, rates)) : sorted;
}

/** A wallet's balance in the currency that one USD buys `usdToTarget` of (BTC for the Bitcoin view). */
export function convertedBalance(w: Wallet, rates: UsdRates, usdToTarget: BigNumber.Value | null): BigNumber | undefined {
  const usd = usdValue(w, rates);
  return usd === undefined || usdToTarget === null ? undefined : usd.times(usdToTarget);
}
