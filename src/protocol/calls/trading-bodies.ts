// Bodies of the trading calls (PROTOCOL §5.3), checked for shape with zod before the trading
// layer checks their meaning. Numbers may come as JSON numbers or decimal strings.
import { parseNewOrder } from '../inputs/orders';
import { parsedBy } from './define';
import { z } from 'zod';
import { DECIMAL_PATTERN, MAX_DECIMAL_CHARS } from '../decimal';
import { histQuerySchema, intParam, optionalText, SYMBOL_RE } from './params';

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

/** A new order: read by the same parser as the WebSocket `on` input (one reading of an order). */
export const OrderSubmitBody = parsedBy(parseNewOrder);

export const OrderUpdateBody = z.object({
  id: int,
  amount: decimal.optional(),
  price: decimal.optional(),
  cid: int.optional(),
  cid_date: text(10).optional(),
  gid: int.nullable().optional(),
  flags: int.optional(),
  lev: int.optional(),
  delta: decimal.optional(),
  price_aux_limit: decimal.optional(),
  price_trailing: decimal.optional(),
  tif: text(32).optional(),
});

export const OrderCancelBody = z.union([z.object({ id: int }), z.object({ cid: int, cid_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })]);

export const CancelMultiBody = z.object({
  id: z.array(int).max(1000).optional(),
  cid: z
    .array(z.tuple([int, z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]))
    .max(1000)
    .optional(),
  gid: z.array(int).max(1000).optional(),
  all: flag.optional(),
});

export const OrderMultiBody = z.object({
  ops: z
    .array(z.tuple([z.enum(['on', 'oc', 'oc_multi', 'ou']), z.record(z.string(), z.unknown())]))
    .min(1)
    .max(75),
});

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
});

export const ClaimBody = z.object({ id: int, amount: decimal.optional() });
export const IncreaseBody = z.object({ symbol, amount: decimal });
export const CollateralBody = z.object({ symbol, collateral: decimal });
export const OrderAvailBody = z.object({
  symbol,
  dir: int.optional(),
  rate: decimal.optional(),
  type: text(16).optional(),
  lev: int.optional(),
});

export const OfferSubmitBody = z.object({
  type: text(16),
  symbol,
  amount: decimal,
  rate: decimal.optional(),
  period: int,
  flags: int.optional(),
  renew: flag.optional(),
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
