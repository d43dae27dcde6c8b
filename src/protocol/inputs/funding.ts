// Funding offer inputs (PROTOCOL §3.5): `fon` new offer, `foc` cancel. REST twins:
// `/v2/auth/w/funding/offer/submit|cancel`.
import { isOfferType, type OfferType } from '../order-types';
import { fail, ok, type Parsed } from '../result';
import { isFundingSymbol } from '../symbols';
import { isPlainObject } from '../wire';
import { FieldReader, INT32_MAX, INVALID, compact, decimal, flag, integer, text, type Field } from './fields';

export interface NewOfferInput {
  type: OfferType;
  symbol: string;
  /** + lend (offer), − borrow (bid). */
  amount: string;
  /** Daily rate; for FRRDELTA types the delta to FRR. */
  rate: string;
  /** Days, 2–30. */
  period: number;
  flags?: number;
  /** Offered again when a loan of it ends (REST body `renew`, 0/1). */
  renew?: boolean;
}

export interface CancelOfferInput {
  id: number;
}

export function newOfferWire(o: NewOfferInput): Record<string, unknown> {
  return compact({
    type: o.type,
    symbol: o.symbol,
    amount: o.amount,
    rate: o.rate,
    period: o.period,
    flags: o.flags,
    renew: o.renew === undefined ? undefined : o.renew ? 1 : 0,
  });
}

export const cancelOfferWire = (o: CancelOfferInput): Record<string, unknown> => ({ id: o.id });

const offerTypeField = (v: unknown): Field<OfferType> => (v === undefined || v === null ? undefined : isOfferType(v) ? v : INVALID);
function fundingSymbolField(v: unknown): Field<string> {
  const t = text(v);
  return typeof t === 'string' && !isFundingSymbol(t) ? INVALID : t;
}

export function parseNewOffer(payload: unknown): Parsed<NewOfferInput> {
  if (!isPlainObject(payload)) return fail('offer: invalid');
  const r = new FieldReader(payload);
  const type = r.read('type', offerTypeField, true);
  const offer: NewOfferInput = compact({
    type: type as OfferType,
    symbol: r.read('symbol', fundingSymbolField, true) as string,
    amount: r.read('amount', (v) => decimal(v, 'nonzero'), true) as string,
    // A LIMIT rate is the rate itself; FRRDELTA rates are offsets and may be negative.
    rate: r.read('rate', (v) => decimal(v, type === 'LIMIT' ? 'positive' : 'any'), true) as string,
    period: r.read('period', (v) => integer(v, 2, 30), true) as number,
    flags: r.read('flags', (v) => integer(v, 0, INT32_MAX)),
    renew: r.read('renew', flag),
  });
  return r.error === undefined ? ok(offer) : fail(r.error);
}

export function parseCancelOffer(payload: unknown): Parsed<CancelOfferInput> {
  if (!isPlainObject(payload)) return fail('id: invalid');
  const r = new FieldReader(payload);
  const id = r.read('id', (v) => integer(v, 1), true);
  return r.error === undefined ? ok({ id: id as number }) : fail(r.error);
}
