// Operator calls: what the sales team does (spec §1, §4), added to the contract (issue 5).
import { z } from 'zod';
import { pendingTransferSchema } from './billing';
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

/** A contact waiting for the sales team: joined an existing company at registration (spec §8 'Contact inactive'). */
export const inactiveContactSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  created_at: z.string(),
});

/** Activate a contact (added, issue 5): the sales team confirms they belong to the company. */
export const contactActivationSchema = z.object({}).strict();

/** What awaits the sales team (added, issue 5): the operator CLI's `list`. */
export const operatorOverviewSchema = z.object({
  first_registrations: z.array(firstRegistrationSummarySchema),
  pending_transfers: z.array(
    pendingTransferSchema.extend({ company: z.string(), event: z.string() }),
  ),
  quotes_to_revise: z.array(
    z.object({
      id: idSchema,
      company: z.string(),
      event: z.string(),
      comment_rbkg: z.string().nullable(),
      surface_rbkg: z.boolean(),
      angles_rbkg: z.boolean(),
      account_rbkg: z.boolean(),
      version: z.number().int().nonnegative(),
    }),
  ),
  inactive_contacts: z.array(inactiveContactSchema),
});
export type OperatorOverview = z.infer<typeof operatorOverviewSchema>;
