// Operator calls: what the sales team does (spec §1, §4), added to the contract (issue 5).
import { z } from 'zod';
import { centsSchema, idSchema, percentSchema } from './common';

/**
 * Revise a quote after a change request (spec §4 rebooking flow, 2: 'The sales representative
 * modifies the quote'). Moves the opportunity to 'En attente confirmation client' (modified quote).
 */
export const quoteRevisionSchema = z.object({
  surface: z.number().int().min(1).max(99).optional(),
  angles: z.number().int().min(0).max(4).optional(),
  stand: z.string().trim().max(32).optional(),
  lines: z
    .array(
      z.object({
        label: z.string().trim().min(1).max(200),
        quantity: z.number().positive().max(10_000),
        unit_price: centsSchema.nonnegative(),
      }),
    )
    .min(1)
    .max(50)
    .optional(),
  discount_rate: percentSchema.optional(),
  message: z.string().trim().max(5000).optional(),
});
export type QuoteRevision = z.infer<typeof quoteRevisionSchema>;

/** Accept or decline a first-registration request (spec §1: selection committee). */
export const firstRegistrationDecisionSchema = z.object({
  decision: z.enum(['accept', 'decline']),
  comment: z.string().trim().max(5000).optional(),
});

/** A first-registration request as the sales team sees it. */
export const firstRegistrationSummarySchema = z.object({
  id: idSchema,
  email: z.string(),
  company_name: z.string(),
  status: z.enum(['pending', 'accepted', 'declined']),
  created_at: z.string(),
});

/** Mark a pending bank transfer received (spec §4 step 5: proof of transfer and payment). */
export const transferReceivedSchema = z.object({}).strict();

/** Path parameter `:id` of operator calls. */
export const idParamsSchema = z.object({ id: idSchema });
