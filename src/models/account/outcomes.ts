// What the trader is told when the account stream says something happened (market-side
// notifications): an order executed (side, amount, average price), filled in part, cancelled (by
// the trader, by its OCO partner, by its time in force) or ended by the exchange (post-only,
// fill-or-kill, IOC, reduce-only); a position opened, closed or liquidated; a funding offer taken
// or cancelled, a loan or credit ended; a deposit or withdrawal that changed state.
// The models do not translate: an outcome is a catalogue key and its values, which the toasts and
// the notifications list put into words.
import BigNumber from 'bignumber.js';
import type { Order } from '../../protocol/account/order';
import type { Position } from '../../protocol/account/position';
import type { FundingOffer } from '../../protocol/account/funding-offer';
import type { FundingLoan } from '../../protocol/account/funding-credit';
import type { Notification } from '../../protocol/account/notification';
import { movementCodec } from '../../protocol/account/movement';
import { parseOrderStatus } from '../../protocol/order-status';
import { currencyLabel, formatDailyRate, formatPrice, pairLabel, pairParts } from '../../format';
import type { NoticeLevelName } from './notifications';

export interface NoticeMessage {
  key: string;
  params: Record<string, string>;
}

export interface Outcome {
  kind: string;
  level: NoticeLevelName;
  message: NoticeMessage;
}

/** An amount as a trader reads it: unsigned, exact to 8 decimals, no trailing zeros. */
const units = (v: number) => new BigNumber(v).abs().decimalPlaces(8, BigNumber.ROUND_DOWN).toFormat();

function orderWords(o: Order) {
  return {
    amount: units(o.amountOrig),
    base: currencyLabel(pairParts(o.symbol).base),
    pair: pairLabel(o.symbol),
    type: o.type.toLowerCase(),
    side: o.amountOrig > 0 ? 'buy' : 'sell',
  };
}

/** The amount filled so far and at what average price, from the order's own fields. */
function filled(o: Order): { amount: string; price: string } {
  const done = o.amountOrig - o.amount;
  return { amount: units(done), price: formatPrice(o.priceAvg ?? o.price) };
}

/** An order the stream closed (`oc`). */
export function closedOrderOutcome(o: Order, now: number): Outcome {
  const w = orderWords(o);
  const state = parseOrderStatus(o.status).state;
  if (state === 'EXECUTED' || state === 'FORCED EXECUTED') {
    const { price } = filled(o);
    return {
      kind: 'order-executed',
      level: 'success',
      message: { key: o.amountOrig > 0 ? 'outcome.bought' : 'outcome.sold', params: { amount: w.amount, base: w.base, price } },
    };
  }
  const partly = o.amount !== o.amountOrig ? filled(o) : undefined;
  const params = { ...w, filled: partly ? `${partly.amount} ${w.base} @ ${partly.price}` : '' };
  const key =
    state === 'CANCELED'
      ? o.placedId !== null && o.placedId !== undefined
        ? 'outcome.cancelledByOco'
        : o.mtsTif !== null && o.mtsTif <= now
          ? 'outcome.expired'
          : 'outcome.cancelled'
      : 'outcome.ended';
  return {
    kind: 'order-cancelled',
    level: key === 'outcome.ended' ? 'error' : 'info',
    message: { key: partly ? `${key}Partly` : key, params: { ...params, reason: state } },
  };
}

/** An order still working after a fill (`ou` with PARTIALLY FILLED). */
export function partialFillOutcome(o: Order): Outcome {
  const w = orderWords(o);
  const f = filled(o);
  return {
    kind: 'order-partial',
    level: 'info',
    message: { key: 'outcome.partial', params: { filled: f.amount, amount: w.amount, base: w.base, price: f.price, side: w.side } },
  };
}

/** A position the stream opened (`pn`) or closed (`pc`). */
export function positionOutcome(p: Position, event: 'pn' | 'pc'): Outcome {
  const params = {
    pair: pairLabel(p.symbol),
    amount: units(p.amount),
    side: p.amount >= 0 ? 'long' : 'short',
    price: formatPrice(p.basePrice),
  };
  if (event === 'pn') return { kind: 'position-opened', level: 'info', message: { key: 'outcome.positionOpened', params } };
  const liquidated = /LIQUIDAT/i.test(p.status);
  return {
    kind: liquidated ? 'position-liquidated' : 'position-closed',
    level: liquidated ? 'error' : 'info',
    message: { key: liquidated ? 'outcome.positionLiquidated' : 'outcome.positionClosed', params },
  };
}

/** A funding offer the stream closed (`foc`): taken (lent or borrowed), or cancelled. */
export function closedOfferOutcome(o: FundingOffer): Outcome {
  const params = {
    side: o.amountOrig > 0 ? 'lend' : 'borrow',
    amount: units(o.amountOrig),
    currency: pairLabel(o.symbol),
    rate: formatDailyRate(o.rateReal ?? o.rate),
    period: String(o.period),
  };
  // `EXECUTED`, or `EXECUTED at RATE(AMOUNT)` as some versions write it.
  const taken = o.status.startsWith('EXECUTED');
  return {
    kind: taken ? 'offer-taken' : 'offer-cancelled',
    level: taken ? 'success' : 'info',
    message: { key: taken ? 'outcome.offerTaken' : 'outcome.offerCancelled', params },
  };
}

/** A loan (`flc`) or credit (`fcc`) that ended: the money is back with the lender, or repaid. */
export function closedFundingOutcome(f: FundingLoan, event: 'flc' | 'fcc'): Outcome {
  return {
    kind: event === 'flc' ? 'loan-closed' : 'credit-closed',
    level: 'info',
    message: {
      key: event === 'flc' ? 'outcome.loanClosed' : 'outcome.creditClosed',
      params: { amount: units(f.amount), currency: pairLabel(f.symbol) },
    },
  };
}

/** The movement states a trader is told of, by the word the catalogue uses. */
const MOVEMENT_STATES: Record<string, { word: string; level: NoticeLevelName }> = {
  PENDING: { word: 'Pending', level: 'info' },
  PROCESSING: { word: 'Processing', level: 'info' },
  COMPLETED: { word: 'Completed', level: 'success' },
  CANCELED: { word: 'Cancelled', level: 'error' },
  FAILED: { word: 'Failed', level: 'error' },
};

/** A deposit or withdrawal that changed state (`n` of type deposit_… or withdrawal_…, its
 *  subject the movements row); undefined for any other notification. */
export function movementOutcome(n: Notification): Outcome | undefined {
  const kind = /^(deposit|withdrawal)_/.exec(n.type)?.[1];
  if (!kind) return undefined;
  const m = movementCodec.decode(n.notifyInfo);
  const state = m ? MOVEMENT_STATES[m.status.toUpperCase()] : undefined;
  if (!m || !state) return undefined;
  return {
    kind: `${kind}-${state.word.toLowerCase()}`,
    level: state.level,
    message: { key: `outcome.${kind}${state.word}`, params: { amount: units(m.amount), currency: m.currency } },
  };
}
