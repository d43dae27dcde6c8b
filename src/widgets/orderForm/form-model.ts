// The order form's rules, apart from React: which types exist in each trading context, which
// fields and flags a type takes, the numeric rule of the spec (market-side §5: empty only when
// allowed, otherwise a number > 0), the pair's min/max size, and the input sent as `on`.
import BigNumber from 'bignumber.js';
import { numericError, type FieldError } from '../../ui/field-error';
import { OrderFlag } from '../../protocol/flags';
import { BASE_TYPES, type BaseOrderType, type OrderType } from '../../protocol/order-types';
import type { NewOrderInput } from '../../protocol/inputs/orders';

import { CONTEXTS, type TradingContext } from './state';
import {
  closableBy,
  DEFAULT_DERIV_LEVERAGE,
  LEVERAGE_MAX,
  LEVERAGE_MIN,
  maxLeverage,
  maxOrderAmount,
} from '../../protocol/account/margin-rules';

export { CONTEXTS, type TradingContext, LEVERAGE_MIN, LEVERAGE_MAX };

/** market-side §2: the pair a trader lands on when turning to derivatives. */
export const DEFAULT_DERIVATIVE_PAIR = 'tBTCF0:USTF0';

/**
 * The tabs of the other kind of pair, each with the pair choosing it turns the panel to: on a spot
 * pair, derivatives at the default derivative pair (BTCF0:USTF0, market-side §2) where the trader
 * may trade them and the market lists it; on a derivative pair, exchange at the site's default
 * pair. None while the form offers no context at all, nor in paper trading (its own pairs).
 */
export function contextSwitches(o: {
  derivative: boolean;
  /** The form offers at least one context on this pair. */
  open: boolean;
  paper: boolean;
  /** The trader may trade derivatives on this site, and the default derivative pair is listed. */
  derivativesOpen: boolean;
  sitePair: string;
  derivativePair: string;
}): Partial<Record<TradingContext, string>> {
  if (!o.open || o.paper) return {};
  if (o.derivative) return { exchange: o.sitePair };
  return o.derivativesOpen ? { derivatives: o.derivativePair } : {};
}

export const DEFAULT_LEVERAGE = DEFAULT_DERIV_LEVERAGE;

export function orderTypeFor(context: TradingContext, base: BaseOrderType): OrderType {
  return (context === 'exchange' ? `EXCHANGE ${base}` : base) as OrderType;
}

/** The price fields a type shows, with the label QA looks for. */
export function priceFields(base: BaseOrderType): Array<'price' | 'stopPrice' | 'limitPrice' | 'distance'> {
  switch (base) {
    case 'MARKET':
      return [];
    case 'STOP':
      return ['stopPrice'];
    case 'STOP LIMIT':
      return ['stopPrice', 'limitPrice'];
    case 'TRAILING STOP':
      return ['distance'];
    default:
      return ['price'];
  }
}

export interface FlagAvailability {
  hidden: boolean;
  postOnly: boolean;
  reduceOnly: boolean;
  oco: boolean;
  tif: boolean;
  close: boolean;
}

/** The order features the exchange's flags can switch off (`orders:oco`, `orders:trailing_stop`
 *  of `pub:list:features`, or a developer's pin: site/feature-flags.ts). */
export interface OrderFeatures {
  oco: boolean;
  trailingStop: boolean;
}
export const ALL_ORDER_FEATURES: OrderFeatures = { oco: true, trailingStop: true };

/** The order features of the flags. */
export function orderFeatures(enabled: (feature: string) => boolean): OrderFeatures {
  return { oco: enabled('orders:oco'), trailingStop: enabled('orders:trailing_stop') };
}

/** The base types the form offers with these features. */
export function offeredTypes(features: OrderFeatures): readonly BaseOrderType[] {
  return features.trailingStop ? BASE_TYPES : BASE_TYPES.filter((b) => b !== 'TRAILING STOP');
}

/** The draft as the features allow it: a type switched off becomes a limit order and a switched
 *  off OCO is unticked, so neither is shown, checked or sent. The trader's draft is kept as it is
 *  and comes back whole when the feature does. */
export function offeredDraft(d: OrderDraft, features: OrderFeatures): OrderDraft {
  const base = offeredTypes(features).includes(d.base) ? d.base : 'LIMIT';
  const oco = d.oco && features.oco;
  return base === d.base && oco === d.oco ? d : { ...d, base, oco };
}

export function flagsAvailable(
  context: TradingContext,
  base: BaseOrderType,
  features: OrderFeatures = ALL_ORDER_FEATURES,
): FlagAvailability {
  const resting = base === 'LIMIT' || base === 'STOP' || base === 'STOP LIMIT' || base === 'TRAILING STOP';
  return {
    hidden: base !== 'MARKET' && base !== 'FOK' && base !== 'IOC',
    postOnly: base === 'LIMIT',
    reduceOnly: context !== 'exchange',
    oco: base === 'LIMIT' && features.oco,
    tif: resting,
    close: context !== 'exchange',
  };
}

export interface OrderDraft {
  context: TradingContext;
  base: BaseOrderType;
  symbol: string;
  price: string;
  stopPrice: string;
  limitPrice: string;
  distance: string;
  amount: string;
  leverage: string;
  hidden: boolean;
  visibleOnHit: boolean;
  postOnly: boolean;
  reduceOnly: boolean;
  oco: boolean;
  ocoStop: string;
  tif: boolean;
  /** `YYYY-MM-DDTHH:mm` from the date input, read as UTC. */
  tifDate: string;
  close: boolean;
}

export type FieldName = 'price' | 'stopPrice' | 'limitPrice' | 'distance' | 'amount' | 'leverage' | 'ocoStop' | 'tifDate';
export interface SizeRules {
  minSize: string | null;
  maxSize: string | null;
}

export function validate(d: OrderDraft, sizes: SizeRules | undefined, now: number): Partial<Record<FieldName, FieldError>> {
  const errors: Partial<Record<FieldName, FieldError>> = {};
  for (const f of priceFields(d.base)) {
    const e = numericError(d[f]);
    if (e) errors[f] = e;
  }
  const amountError = numericError(d.amount);
  if (amountError) errors.amount = amountError;
  else if (sizes) {
    const a = new BigNumber(d.amount);
    if (sizes.minSize !== null && a.lt(sizes.minSize)) errors.amount = { key: 'error.belowMin', min: sizes.minSize };
    else if (sizes.maxSize !== null && a.gt(sizes.maxSize)) errors.amount = { key: 'error.aboveMax', max: sizes.maxSize };
  }
  if (d.context === 'derivatives') {
    const lev = Number(d.leverage);
    if (!Number.isInteger(lev) || lev < LEVERAGE_MIN || lev > LEVERAGE_MAX) errors.leverage = { key: 'error.leverage' };
  }
  const avail = flagsAvailable(d.context, d.base);
  if (avail.oco && d.oco) {
    const e = numericError(d.ocoStop);
    if (e) errors.ocoStop = e;
  }
  if (avail.tif && d.tif) {
    const at = Date.parse(`${d.tifDate}:00Z`);
    if (!Number.isFinite(at) || at <= now) errors.tifDate = { key: 'error.tif' };
  }
  return errors;
}

/** `2020-01-01T10:45` → `2020-01-01 10:45:00` (the exchange's TIF text, UTC). */
export function tifText(date: string): string {
  return `${date.replace('T', ' ')}:00`;
}

export function flagsOf(d: OrderDraft): number {
  const avail = flagsAvailable(d.context, d.base);
  let flags = 0;
  if (avail.hidden && d.hidden) flags += OrderFlag.HIDDEN;
  if (avail.postOnly && d.postOnly) flags += OrderFlag.POST_ONLY;
  if (avail.reduceOnly && d.reduceOnly) flags += OrderFlag.REDUCE_ONLY;
  if (avail.oco && d.oco) flags += OrderFlag.OCO;
  if (avail.close && d.close) flags += OrderFlag.CLOSE;
  return flags;
}

/** The `on` input for a valid draft; amounts keep the trader's exact text. */
export function orderInput(d: OrderDraft, side: 'buy' | 'sell'): NewOrderInput {
  const avail = flagsAvailable(d.context, d.base);
  const amount = new BigNumber(d.amount.trim());
  const input: NewOrderInput = {
    type: orderTypeFor(d.context, d.base),
    symbol: d.symbol,
    amount: (side === 'buy' ? amount : amount.negated()).toFixed(),
  };
  const fields = priceFields(d.base);
  if (fields.includes('price')) input.price = d.price.trim();
  if (fields.includes('stopPrice')) input.price = d.stopPrice.trim();
  if (fields.includes('limitPrice')) input.priceAuxLimit = d.limitPrice.trim();
  if (fields.includes('distance')) input.priceTrailing = d.distance.trim();
  if (d.context === 'derivatives') input.lev = Number(d.leverage);
  const flags = flagsOf(d);
  if (flags) input.flags = flags;
  if (avail.oco && d.oco) input.priceOcoStop = d.ocoStop.trim();
  if (avail.tif && d.tif) input.tif = tifText(d.tifDate);
  if (avail.hidden && d.hidden && d.visibleOnHit) input.meta = { make_visible: 1 };
  return input;
}

/** The price a total is estimated at: the order's own, else the best price on the other side. */
export function estimatePrice(
  d: OrderDraft,
  side: 'buy' | 'sell',
  best: { bid: number | null; ask: number | null },
): BigNumber | undefined {
  const own = d.base === 'STOP LIMIT' ? d.limitPrice : d.base === 'STOP' ? d.stopPrice : d.price;
  if (priceFields(d.base).length > 0 && d.base !== 'TRAILING STOP' && numericError(own) === undefined) return new BigNumber(own);
  const market = side === 'buy' ? best.ask : best.bid;
  return market === null ? undefined : new BigNumber(market);
}

/** A resting limit order pays the maker fee; everything that can take pays the taker fee. */
export function feeRole(d: OrderDraft): 'maker' | 'taker' {
  return d.base === 'LIMIT' ? 'maker' : 'taker';
}

/** Amount for a share of the balance: buying spends quote at `price`, selling spends base. */
export function amountForShare(
  share: number,
  side: 'buy' | 'sell',
  available: BigNumber,
  price: BigNumber | undefined,
  leverage = 1,
): BigNumber | undefined {
  const spend = available.times(share).times(leverage);
  if (side === 'sell') return spend.decimalPlaces(8, BigNumber.ROUND_DOWN);
  if (!price || price.lte(0)) return undefined;
  return spend.div(price).decimalPlaces(8, BigNumber.ROUND_DOWN);
}

/**
 * The margin context's largest order for a side: the free margin (in the quote currency, of the
 * account's margin mode) at the pair's maximum leverage, 1 / initial margin, at the order's
 * price, plus what it closes of an opposite position. Undefined without a price or a margin.
 */
export function marginMax(
  side: 'buy' | 'sell',
  free: BigNumber | undefined,
  initialMargin: string | null | undefined,
  price: BigNumber | undefined,
  position: number,
): BigNumber | undefined {
  if (!free || !free.isFinite() || !price || price.lte(0)) return undefined;
  return maxOrderAmount({ free, leverage: maxLeverage(initialMargin), price, closable: closableBy(side === 'buy' ? 1 : -1, position) });
}

export function emptyDraft(symbol: string, context: TradingContext): OrderDraft {
  return {
    context,
    base: 'LIMIT',
    symbol,
    price: '',
    stopPrice: '',
    limitPrice: '',
    distance: '',
    amount: '',
    leverage: String(DEFAULT_LEVERAGE),
    hidden: false,
    visibleOnHit: false,
    postOnly: false,
    reduceOnly: false,
    oco: false,
    ocoStop: '',
    tif: false,
    tifDate: '',
    close: false,
  };
}
