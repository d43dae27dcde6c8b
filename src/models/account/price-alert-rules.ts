// The rules of the trader's price alerts, as pure functions the alerts model uses: the pairing rule
// of an update (market-side §5: an alert update is ignored if the two alerts differ in pair), the
// price a trader types (read in the locale's marks, then market-side §5's numeric rule and the
// exchange's 5-significant-figure grid), the list kept by key and shown per pair.
import BigNumber from 'bignumber.js';
import { isUnsignedDecimalText } from '../../protocol/decimal';
import type { PriceAlert } from '../../protocol/account/price-alert';
import { parseNumberInput } from '../../format/number-input';

/** Significant figures of the exchange's price grid: an alert's price is rounded to it. */
export const ALERT_PRICE_FIGURES = 5;

/** What the alerts model needs of an alert to pair it: its pair. */
export interface AlertPairing {
  symbol: string;
}

/** market-side §5: an update of one alert by another applies only when both are on one pair;
 *  an update that would carry an alert to another pair is ignored. */
export function alertUpdateApplies(prev: AlertPairing, next: AlertPairing): boolean {
  return prev.symbol === next.symbol;
}

/** The list with `prev` (by key) replaced by `next`, in `prev`'s place; the same list when the
 *  pairing rule ignores the update or `prev` is not in it. A `next` already in the list (the same
 *  pair and price) is kept once. */
export function updatedAlerts(list: readonly PriceAlert[], prev: PriceAlert, next: PriceAlert): readonly PriceAlert[] {
  if (!alertUpdateApplies(prev, next)) return list;
  const at = list.findIndex((a) => a.key === prev.key);
  if (at < 0) return list;
  const out: PriceAlert[] = [];
  list.forEach((a, i) => {
    if (i === at) out.push(next);
    else if (a.key !== next.key) out.push(a);
  });
  return out;
}

/** The list with `alert` added, or replacing the alert of its key. */
export function withAlert(list: readonly PriceAlert[], alert: PriceAlert): PriceAlert[] {
  const at = list.findIndex((a) => a.key === alert.key);
  if (at < 0) return [...list, alert];
  const out = [...list];
  out[at] = alert;
  return out;
}

/** The alerts of one pair, highest price first (as a book reads). */
export function alertsOfPair(list: readonly PriceAlert[], symbol: string): PriceAlert[] {
  return list.filter((a) => a.symbol === symbol).sort((a, b) => b.price - a.price);
}

export type AlertPriceError = 'required' | 'notNumber' | 'notPositive';

/** Why a typed price cannot be an alert's (market-side §5: a number greater than 0), or undefined. */
export function alertPriceError(text: string): AlertPriceError | undefined {
  const read = parseNumberInput(text);
  // Text that is no number, or reads two ways (`1.234` in Russian), is not a price.
  if (!read.ok) return text.trim() === '' ? 'required' : 'notNumber';
  const v = read.value;
  if (v === '') return 'required';
  if (v.startsWith('-')) return 'notPositive';
  if (!isUnsignedDecimalText(v)) return 'notNumber';
  const b = new BigNumber(v);
  if (!b.isFinite()) return 'notNumber';
  if (!b.gt(0)) return 'notPositive';
  return undefined;
}

/** The price the exchange keeps for a typed one: on its grid of 5 significant figures, as a plain
 *  decimal string (undefined when the text is not a valid alert price). */
export function alertPrice(text: string): string | undefined {
  const read = parseNumberInput(text);
  if (!read.ok || alertPriceError(text) !== undefined) return undefined;
  return new BigNumber(read.value).precision(ALERT_PRICE_FIGURES, BigNumber.ROUND_HALF_UP).toFixed();
}

/** The alert's side of the market when it was set: 1 fires when the price rises to it, −1 when it
 *  falls to it (the exchange's DIRECTION slot). */
export function alertRises(a: PriceAlert): boolean {
  return a.direction !== -1;
}
