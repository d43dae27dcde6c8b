// Bodies of the trading calls (PROTOCOL §5.3), checked for shape with zod before the trading
// layer checks their meaning. Numbers may come as JSON numbers or decimal strings.
import { parseCancelOrder, parseCancelOrders, parseNewOrder, parseUpdateOrder } from '../inputs/orders';
import { parseCancelOffer, parseNewOffer } from '../inputs/funding';
import { MAX_REST_ORDER_OPS, parseOrderOps } from '../inputs/ops';
import { fail } from '../result';
import { isPlainObject } from '../wire';
import { z } from 'zod';
import { DECIMAL_PATTERN, MAX_DECIMAL_CHARS } from '../decimal';
import { histQuerySchema, intParam, mtsParam, optionalText, parsedBy, SYMBOL_RE } from './params';
import { filterParams, REPORT_KINDS, REPORT_SPECS } from '../account/report-kinds';
import { OTC_SIDES } from '../account/otc-quote';
import { CUSTODY_DIRECTIONS } from '../account/custody';

export const decimal = z.union([z.number().refine(Number.isFinite), z.string().max(MAX_DECIMAL_CHARS).regex(DECIMAL_PATTERN)]);
const int = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d{1,16}$/)
    .transform(Number),
]);
const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]);
const text = (max: number) => z.string().max(max);
export const symbol = z.string().regex(SYMBOL_RE);
const ids = z.union([int, z.array(int).max(1000)]).transform((v) => (Array.isArray(v) ? v : [v]));

/** start / end / limit / sort of the history calls. */
export const windowBody = (max = 2500) => histQuerySchema(25, max);

export const OrdersBody = z.object({ id: ids.optional() });
export const OrdersHistBody = z.object({
  start: optionalText(intParam(0, 9_999_999_999_999)),
  end: optionalText(intParam(0, 9_999_999_999_999)),
  limit: optionalText(intParam(1, 2500)),
  id: ids.optional(),
});

// Order and offer writes are read by the same parsers as their WebSocket twins (on, ou, oc,
// oc_multi, ox_multi, fon, foc): one reading of each input, whichever way it comes.
export const OrderSubmitBody = parsedBy(parseNewOrder);
export const OrderUpdateBody = parsedBy(parseUpdateOrder);
export const OrderCancelBody = parsedBy(parseCancelOrder);
export const CancelMultiBody = parsedBy(parseCancelOrders);
/** `{ops: [[OP, PAYLOAD], …]}`, at most 75 ops. */
export const OrderMultiBody = parsedBy((body) =>
  isPlainObject(body) ? parseOrderOps(body.ops, MAX_REST_ORDER_OPS) : fail('ops: invalid'),
);
export const OfferSubmitBody = parsedBy(parseNewOffer);
export const OfferCancelBody = parsedBy(parseCancelOffer);

export const LedgersBody = z.object({
  category: optionalText(intParam(0, 100_000)),
  start: optionalText(intParam(0, 9_999_999_999_999)),
  end: optionalText(intParam(0, 9_999_999_999_999)),
  limit: optionalText(intParam(1, 2500)),
});

export const MovementsBody = z.object({
  start: optionalText(intParam(0, 9_999_999_999_999)),
  end: optionalText(intParam(0, 9_999_999_999_999)),
  limit: optionalText(intParam(1, 1000)),
  id: ids.optional(),
  address: text(128).optional(),
});

export const PositionsAuditBody = z.object({
  id: ids.optional(),
  start: optionalText(intParam(0, 9_999_999_999_999)),
  end: optionalText(intParam(0, 9_999_999_999_999)),
  limit: optionalText(intParam(1, 2500)),
});

export const WalletsHistBody = z.object({ end: optionalText(intParam(0, 9_999_999_999_999)), currency: text(20).optional() });

export const TransferBody = z.object({
  from: text(16),
  to: text(16),
  currency: text(20),
  currency_to: text(20).optional(),
  amount: decimal,
});
export const DepositAddressBody = z.object({ wallet: text(16), method: text(32), op_renew: flag.optional() });
export const WithdrawBody = z.object({
  wallet: text(16),
  method: text(32),
  amount: decimal,
  address: text(128).optional(),
  payment_id: text(64).optional(),
  fee_deduct: flag.optional(),
  note: text(256).optional(),
  invoice: text(2048).optional(),
  travel_rule_tos: flag.optional(),
  vasp_did: text(256).optional(),
  vasp_name: text(256).optional(),
  dest_firstname: text(128).optional(),
  dest_lastname: text(128).optional(),
  dest_corp_name: text(256).optional(),
  /** Above the travel rule's threshold: 1 the beneficiary is the user, 0 a third party. */
  beneficiary_self: flag.optional(),
  beneficiary_relationship: text(128).optional(),
  /** The code mailed to an account with no other second factor: confirms at once. */
  email_code: text(16).optional(),
});

export const DepositSendBody = z.object({ address: text(128), amount: decimal });
export const AddressBody = z.object({ address: text(2048) });
export const CheckAddressBody = z.object({ currency: text(20), address: text(2048), payment_id: text(64).optional() });
export const AddressBookBody = z.object({
  action: z.enum(['list', 'add', 'delete']).optional(),
  method: text(32).optional(),
  address: text(2048).optional(),
  label: text(64).optional(),
  id: int.optional(),
});

export const ClaimBody = z.object({ id: int, amount: decimal.optional() });
export const IncreaseBody = z.object({ symbol, amount: decimal });
export const CollateralBody = z.object({ symbol, collateral: decimal });
/** The margin group: read by the trading layer, which names 0 and 1 in its refusal. */
export const MarginGroupBody = z.object({ group: int });
export const OrderAvailBody = z.object({
  symbol,
  dir: int.optional(),
  rate: decimal.optional(),
  type: text(16).optional(),
  lev: int.optional(),
});

export const IdBody = z.object({ id: int });
export const CancelAllOffersBody = z.object({ currency: text(20).optional() });
export const FundingCloseBody = z.object({ id: int, type: text(16).optional() });
export const FundingAutoBody = z.object({
  status: int,
  currency: text(20),
  amount: decimal.optional(),
  rate: decimal.optional(),
  period: int.optional(),
});
export const FundingKeepBody = z.object({
  type: z.enum(['loan', 'credit']),
  id: int,
  changes: z.record(z.string(), z.union([z.number(), z.boolean(), z.string()])).optional(),
});

export const AlertsBody = z.object({ type: text(16).optional() });
export const AlertSetBody = z.object({ type: z.literal('price').optional(), symbol, price: decimal });
export const AlertDelBody = z.union([z.object({ alertId: text(64) }), z.object({ symbol, price: decimal })]);

export const CardFxBody = z.object({
  data: z.object({ amount: decimal, address: text(128).optional(), from: text(20), to: text(20), router: text(64).optional() }),
});

/** The longest range a report e-mail covers: a year, leap day included. */
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;
const CURRENCY_RE = /^[A-Za-z0-9]{1,20}$/;

/** A report of one kind over [start, end] (ms, inclusive), for one currency or pair or all (''):
 *  each refusal says what is wrong. A currency comes out in capitals, as the reads take it. */
export const ReportEmailBody = z
  .object({
    kind: z.enum(REPORT_KINDS, { error: `one of ${REPORT_KINDS.join(', ')}` }),
    start: mtsParam,
    end: mtsParam,
    filter: z.string({ error: 'a currency, a pair or empty' }).max(32, 'a currency, a pair or empty'),
  })
  .superRefine((b, ctx) => {
    if (b.start > b.end) ctx.addIssue({ code: 'custom', path: ['end'], message: 'the range ends before it starts' });
    else if (b.end - b.start >= MAX_REPORT_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: `the range is longer than ${MAX_REPORT_DAYS} days` });
    }
    if (b.filter === '') return;
    const by = REPORT_SPECS[b.kind].filter;
    const symbol = by === null ? undefined : filterParams(b.kind, b.filter).symbol;
    const fits = by === 'currency' && b.kind !== 'funding' ? CURRENCY_RE.test(b.filter) : symbol !== undefined && SYMBOL_RE.test(symbol);
    if (!fits) {
      const wanted =
        by === null ? `${b.kind} take no filter` : by === 'pair' ? 'a pair such as BTCUSD, or empty' : 'a currency such as BTC, or empty';
      ctx.addIssue({ code: 'custom', path: ['filter'], message: wanted });
    }
  })
  .transform((b) => (REPORT_SPECS[b.kind].filter === 'currency' ? { ...b, filter: b.filter.toUpperCase() } : b));

/** An OTC quote's request: a spot pair, a side and an amount of the pair's base currency (its
 *  meaning — a known pair, a positive amount within the pair's sizes — is the desk's to check). */
export const OtcQuoteBody = z.object({
  symbol: symbol.startsWith('t', 'a trading pair such as tBTCUSD'),
  side: z.enum(OTC_SIDES, { error: `one of ${OTC_SIDES.join(', ')}` }),
  amount: decimal,
});
/** The quote accepted, by its id. */
export const OtcAcceptBody = z.object({ id: int.refine((n) => n > 0, 'a quote id') });

/** A stake or unstake: a currency and an amount (which currencies stake, and the amount's bounds,
 *  are the exchange's to check). */
export const StakeBody = z.object({
  currency: z
    .string()
    .regex(/^[A-Za-z0-9]{1,20}$/, 'a currency such as ETH')
    .transform((c) => c.toUpperCase()),
  amount: decimal,
});

/** The borrow limit of a currency (which currencies the funding market lends is the exchange's to check). */
export const BorrowLimitBody = z.object({
  currency: z
    .string()
    .regex(/^[A-Za-z0-9]{1,20}$/, 'a currency such as USD')
    .transform((c) => c.toUpperCase()),
});

/** A custody transfer: which way, the currency and the amount (which currencies the partner holds,
 *  their decimals and the amount's bounds are the exchange's to check). */
export const CustodyTransferBody = z.object({
  direction: z.enum(CUSTODY_DIRECTIONS, { error: `one of ${CUSTODY_DIRECTIONS.join(', ')}` }),
  currency: z
    .string()
    .regex(/^[A-Za-z0-9]{1,20}$/, 'a currency such as BTC')
    .transform((c) => c.toUpperCase()),
  amount: decimal,
});

/** A card purchase: the fiat amount paid, the fiat and the currency bought, and the card. */
export const CardBuyBody = z.object({
  from: z.string().regex(/^[A-Za-z]{3,5}$/, 'a fiat currency such as EUR'),
  to: z.string().regex(/^[A-Za-z0-9]{2,10}$/, 'a currency such as BTC'),
  amount: decimal,
  card: z.object({
    number: z.string().max(32),
    expiry: z.string().max(7),
    cvc: z.string().max(4),
  }),
});
