// Public channel subscriptions (PROTOCOL §1.6, §2): validating a `subscribe` request the way the
// exchange does (with its error codes), the `subscribed` echo, and the request a client sends.
import { ErrorCode } from './errors';
import type { SubscribeRequest, SubscribedEvent } from './events';
import { isBookFreq, isBookLen, isBookPrec, type BookFreq, type BookLen, type BookPrec } from './book/layout';
import { parseCandleKey } from './public/candle-key';
import { failWithCode, ok, type ParsedWithCode } from './result';
import { currencyOf, isTradingSymbol, pairOf, symbolKind } from './symbols';
import { isPlainObject } from './wire';

export const PUBLIC_CHANNELS = ['book', 'trades', 'ticker', 'candles', 'status'] as const;
export type PublicChannel = (typeof PUBLIC_CHANNELS)[number];
/** Public channels per connection (current docs); one more is refused with 10305. */
export const MAX_CHANNELS = 25;

export interface BookSubscription {
  channel: 'book';
  symbol: string;
  prec: BookPrec;
  freq: BookFreq;
  len: BookLen;
  subId?: string | number;
}
export interface SymbolSubscription {
  channel: 'trades' | 'ticker';
  symbol: string;
  subId?: string | number;
}
export interface KeySubscription {
  channel: 'candles' | 'status';
  key: string;
  subId?: string | number;
}
export type Subscription = BookSubscription | SymbolSubscription | KeySubscription;

export const isKeySubscription = (sub: Subscription): sub is KeySubscription => 'key' in sub;

const STATUS_KEY = /^(?:deriv:t[A-Z0-9]+(?::[A-Z0-9]+)?|liq:global)$/;

/**
 * The subscription a request asks for, with defaults (P0, F0, "25"), or the error the exchange
 * answers: 10302 unknown channel, 10300 bad symbol/key, 10011 bad precision, 10012 bad length,
 * 10020 bad frequency.
 */
export function parseSubscribeRequest(request: unknown): ParsedWithCode<Subscription> {
  if (!isPlainObject(request) || request.event !== 'subscribe') return failWithCode(ErrorCode.PARAMS, 'event: invalid');
  const { channel, subId } = request;
  const sub: { subId?: string | number } = {};
  if (typeof subId === 'string' || typeof subId === 'number') sub.subId = subId;
  else if (subId !== undefined && subId !== null) return failWithCode(ErrorCode.PARAMS, 'subId: invalid');

  if (channel === 'candles' || channel === 'status') {
    const key = request.key;
    const valid = typeof key === 'string' && (channel === 'candles' ? parseCandleKey(key) !== undefined : STATUS_KEY.test(key));
    return valid ? ok({ channel, key, ...sub }) : failWithCode(ErrorCode.SUB_FAIL, 'key: invalid');
  }
  if (channel !== 'book' && channel !== 'trades' && channel !== 'ticker') {
    return failWithCode(ErrorCode.SUB_UNK, 'channel: unknown');
  }
  const symbol = symbolOfRequest(request);
  if (symbol === undefined) return failWithCode(ErrorCode.SUB_FAIL, 'symbol: invalid');
  if (channel !== 'book') return ok({ channel, symbol, ...sub });

  const prec = request.prec ?? 'P0';
  const freq = request.freq ?? 'F0';
  const len = request.len ?? '25';
  if (!isBookPrec(prec)) return failWithCode(ErrorCode.BOOK_PREC, 'prec: invalid');
  if (!isBookLen(len)) return failWithCode(ErrorCode.BOOK_LEN, 'len: invalid');
  if (!isBookFreq(freq)) return failWithCode(ErrorCode.PARAMS, 'freq: invalid');
  return ok({ channel, symbol, prec, freq, len: String(len) as BookLen, ...sub });
}

/** `symbol`, or the legacy `pair` (trading, without the `t`). */
function symbolOfRequest(request: Record<string, unknown>): string | undefined {
  const { symbol, pair } = request;
  if (typeof symbol === 'string') return symbolKind(symbol) !== undefined ? symbol : undefined;
  if (typeof pair === 'string' && isTradingSymbol(`t${pair}`)) return `t${pair}`;
  return undefined;
}

/**
 * The `subscribed` event: every field of the request echoed, the normalised parameters (book
 * defaults as strings), and `pair` (trading, the symbol without its `t`) or `currency` (funding).
 */
export function subscribedEvent(
  sub: Subscription,
  chanId: number,
  request: SubscribeRequest | Record<string, unknown> = {},
): SubscribedEvent {
  const base: SubscribedEvent = { ...(request as Record<string, unknown>), event: 'subscribed', channel: sub.channel, chanId };
  if (sub.subId !== undefined) base.subId = sub.subId;
  if (isKeySubscription(sub)) return { ...base, key: sub.key };
  const named = sub.symbol.startsWith('f') ? { currency: currencyOf(sub.symbol) } : { pair: pairOf(sub.symbol) };
  if (sub.channel !== 'book') return { ...base, symbol: sub.symbol, ...named };
  return { ...base, symbol: sub.symbol, prec: sub.prec, freq: sub.freq, len: sub.len, ...named };
}

/** The request a client sends for a subscription. */
export function subscribeRequest(sub: Subscription): SubscribeRequest {
  const req: SubscribeRequest = { event: 'subscribe', channel: sub.channel };
  if (isKeySubscription(sub)) req.key = sub.key;
  else req.symbol = sub.symbol;
  if (sub.channel === 'book') {
    req.prec = sub.prec;
    req.freq = sub.freq;
    req.len = sub.len;
  }
  if (sub.subId !== undefined) req.subId = sub.subId;
  return req;
}

/** Identity of a subscription on one connection (for `subscribe: dup` and sharing), ignoring subId. */
export function subscriptionKey(sub: Subscription): string {
  if (isKeySubscription(sub)) return `${sub.channel}|${sub.key}`;
  if (sub.channel === 'book') return `book|${sub.symbol}|${sub.prec}|${sub.freq}|${sub.len}`;
  return `${sub.channel}|${sub.symbol}`;
}

/** The subscription a `subscribed` event confirms (for routing by chanId). */
export function subscriptionOfEvent(e: SubscribedEvent): Subscription | undefined {
  const parsed = parseSubscribeRequest({ ...e, event: 'subscribe' });
  return parsed.ok ? parsed.value : undefined;
}
