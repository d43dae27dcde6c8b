// Bodies of the securities calls (securities.ts), checked for shape with zod before the exchange
// checks their meaning (the sale, the gates, the wallet).
import { z } from 'zod';
import { decimal } from './trading-bodies';
import { PROHIBITED_QUESTIONS } from '../account/securities';

const saleId = z.union([
  z
    .number()
    .int()
    .min(1)
    .max(2 ** 31),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
]);

export const SecuritiesSubscribeBody = z.object({ saleId, amount: decimal });

export const SecuritiesProhibitedBody = z.object({
  answers: z.object(
    Object.fromEntries(PROHIBITED_QUESTIONS.map((q) => [q, z.boolean()])) as Record<(typeof PROHIBITED_QUESTIONS)[number], z.ZodBoolean>,
  ),
});

const usd = z.number().min(0).max(1e15);
export const SecuritiesAccreditedBody = z.object({ income: usd, netWorth: usd, licensed: z.boolean() });

export const SecuritiesElSalvadorBody = z.object({
  fullName: z.string().trim().min(2).max(120),
  documentNumber: z.string().trim().max(20),
});
