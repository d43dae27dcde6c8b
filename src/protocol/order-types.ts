// Order and offer types (PROTOCOL §4). `EXCHANGE …` types trade the exchange wallet, the others
// the margin wallet (or derivatives).

export const ORDER_TYPES = [
  'LIMIT',
  'MARKET',
  'STOP',
  'STOP LIMIT',
  'TRAILING STOP',
  'FOK',
  'IOC',
  'EXCHANGE LIMIT',
  'EXCHANGE MARKET',
  'EXCHANGE STOP',
  'EXCHANGE STOP LIMIT',
  'EXCHANGE TRAILING STOP',
  'EXCHANGE FOK',
  'EXCHANGE IOC',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export type BaseOrderType = 'LIMIT' | 'MARKET' | 'STOP' | 'STOP LIMIT' | 'TRAILING STOP' | 'FOK' | 'IOC';
/** The base types, in the order the order form offers them. */
export const BASE_TYPES: readonly BaseOrderType[] = ['LIMIT', 'MARKET', 'STOP', 'STOP LIMIT', 'TRAILING STOP', 'FOK', 'IOC'];

export function isOrderType(v: unknown): v is OrderType {
  return typeof v === 'string' && (ORDER_TYPES as readonly string[]).includes(v);
}

export function isExchangeOrderType(type: OrderType): boolean {
  return type.startsWith('EXCHANGE ');
}

/** The type without its wallet prefix: `EXCHANGE STOP LIMIT` → `STOP LIMIT`. */
export function baseOrderType(type: OrderType): BaseOrderType {
  return (type.startsWith('EXCHANGE ') ? type.slice(9) : type) as BaseOrderType;
}

/** `price` is the limit (or the stop for STOP / STOP LIMIT); MARKET and TRAILING STOP need none. */
export function orderTypeNeedsPrice(type: OrderType): boolean {
  const base = baseOrderType(type);
  return base !== 'MARKET' && base !== 'TRAILING STOP';
}

export const orderTypeNeedsPriceAuxLimit = (type: OrderType): boolean => baseOrderType(type) === 'STOP LIMIT';
export const orderTypeNeedsPriceTrailing = (type: OrderType): boolean => baseOrderType(type) === 'TRAILING STOP';

export const OFFER_TYPES = ['LIMIT', 'FRRDELTAVAR', 'FRRDELTAFIX'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
export function isOfferType(v: unknown): v is OfferType {
  return typeof v === 'string' && (OFFER_TYPES as readonly string[]).includes(v);
}
