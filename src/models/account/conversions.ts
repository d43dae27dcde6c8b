// Conversions inside one wallet: a transfer with `currency_to` (PROTOCOL §5.3). The exchange
// converts USD ↔ UST at the market's rate and UST ↔ USTF0 (the derivatives collateral, kept in
// the margin wallet) at par; any other pair it refuses.
import BigNumber from 'bignumber.js';
import type { WalletType } from '../../protocol/account/wallet';

export interface ConversionPair {
  from: string;
  to: string;
  /** A fixed rate, or undefined when the market's rate (`/v2/calc/fx`) applies. */
  par?: string;
  /** Wallets the pair is offered in (all when absent). */
  wallets?: readonly WalletType[];
}

export const CONVERSIONS: readonly ConversionPair[] = [
  { from: 'USD', to: 'UST' },
  { from: 'UST', to: 'USD' },
  { from: 'UST', to: 'USTF0', par: '1', wallets: ['margin'] },
  { from: 'USTF0', to: 'UST', par: '1', wallets: ['margin'] },
];

export function conversionPair(wallet: WalletType, from: string, to: string): ConversionPair | undefined {
  return CONVERSIONS.find((c) => c.from === from && c.to === to && (!c.wallets || c.wallets.includes(wallet)));
}

/** Currencies `from` can become in `wallet`. */
export function conversionTargets(wallet: WalletType, from: string): string[] {
  return CONVERSIONS.filter((c) => c.from === from && (!c.wallets || c.wallets.includes(wallet))).map((c) => c.to);
}

/** Currencies that can be converted from in `wallet`. */
export function conversionSources(wallet: WalletType): string[] {
  return [...new Set(CONVERSIONS.filter((c) => !c.wallets || c.wallets.includes(wallet)).map((c) => c.from))];
}

/** What `amount` becomes at `rate`: the exchange rounds the rate and the result to 8 decimals. */
export function convertedAmount(amount: BigNumber.Value, rate: BigNumber.Value): BigNumber {
  const r = new BigNumber(rate).decimalPlaces(8, BigNumber.ROUND_HALF_UP);
  return new BigNumber(amount).times(r).decimalPlaces(8, BigNumber.ROUND_HALF_UP);
}
