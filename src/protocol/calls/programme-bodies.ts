// Bodies of the programmes' calls (programmes.ts), checked for shape with zod before the
// exchange checks their meaning (a merchant account, a competition that has not ended).
import { z } from 'zod';
import { DECIMAL_PATTERN, MAX_DECIMAL_CHARS } from '../decimal';
import { histQuerySchema } from './params';
import { PAY_CURRENCIES, type PayCurrency } from '../programmes/invoices';
import { PROGRAMMES } from '../programmes/competitions';

const decimal = z.union([z.number().refine(Number.isFinite), z.string().max(MAX_DECIMAL_CHARS).regex(DECIMAL_PATTERN)]);

export const ProgrammeBody = z.object({ programme: z.enum(PROGRAMMES, { error: `one of ${PROGRAMMES.join(', ')}` }) });

/** An invoice: a currency the exchange takes payments in, an amount (more than 0, at most 8
 *  decimals, checked with the limits by the exchange) and an optional description for the payer. */
export const InvoiceBody = z.object({
  currency: z
    .string()
    .transform((c) => c.toUpperCase())
    .pipe(z.enum(PAY_CURRENCIES as [PayCurrency, ...PayCurrency[]], { error: `one of ${PAY_CURRENCIES.join(', ')}` })),
  amount: decimal,
  description: z.string().max(140).default(''),
});

export const invoiceWindow = () => histQuerySchema(100, 500);

export const CompetitionBody = z.object({
  slug: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/),
});
