// Operator calls: what the sales team does (spec §1, §4), added to the contract (docs/api.md).
import { z } from 'zod/mini';
import { refundDueSchema } from './bankStatements';
import { pendingTransferSchema } from './billing';
import { centsSchema, idSchema, percentSchema } from './common';

/**
 * Revise a quote after a change request (spec §4 rebooking flow, 2: 'The sales representative
 * modifies the quote'). Moves the opportunity to 'En attente confirmation client' (modified quote).
 */
export const quoteRevisionSchema = z.object({
  surface: z.optional(z.number().check(z.int(), z.gte(1), z.lte(99))),
  angles: z.optional(z.number().check(z.int(), z.gte(0), z.lte(4))),
  stand: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  lines: z.optional(
    z
      .array(
        z.object({
          label: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
          quantity: z.number().check(z.positive(), z.lte(10_000)),
          unit_price: centsSchema.check(z.nonnegative()),
        }),
      )
      .check(z.minLength(1), z.maxLength(50)),
  ),
  discount_rate: z.optional(percentSchema),
  message: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
});
export type QuoteRevision = z.infer<typeof quoteRevisionSchema>;

/** Accept or decline a first-registration request (spec §1: selection committee). */
export const firstRegistrationDecisionSchema = z.object({
  decision: z.enum(['accept', 'decline']),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
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
export const transferReceivedSchema = z.strictObject({});

/** Path parameter `:id` of operator calls. */
export const idParamsSchema = z.object({ id: idSchema });

/** A contact waiting for the sales team: joined an existing company at registration (spec §8 'Contact inactive'). */
export const inactiveContactSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  company: z.nullable(z.string()),
  created_at: z.string(),
});

/** Activate a contact (added, docs/api.md): the sales team confirms they belong to the company. */
export const contactActivationSchema = z.strictObject({});

/** What awaits the sales team (added, docs/api.md): the operator CLI's `list`. */
export const operatorOverviewSchema = z.object({
  first_registrations: z.array(firstRegistrationSummarySchema),
  pending_transfers: z.array(
    z.extend(pendingTransferSchema, { company: z.string(), event: z.string() }),
  ),
  quotes_to_revise: z.array(
    z.object({
      id: idSchema,
      company: z.string(),
      event: z.string(),
      comment_rbkg: z.nullable(z.string()),
      surface_rbkg: z.boolean(),
      angles_rbkg: z.boolean(),
      account_rbkg: z.boolean(),
      version: z.number().check(z.int(), z.nonnegative()),
    }),
  ),
  inactive_contacts: z.array(inactiveContactSchema),
  /** Credits of the bank statements waiting for a decision (docs/payments.md "Statement import"). */
  bank_entries_waiting: z.number().check(z.int(), z.nonnegative()),
  /** Card payments approved too late, to refund (docs/security.md "Card payments"). */
  refunds_due: z.array(refundDueSchema),
});
export type OperatorOverview = z.infer<typeof operatorOverviewSchema>;
