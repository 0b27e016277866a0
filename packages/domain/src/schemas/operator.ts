// Operator calls: what the sales team does (spec §1, §4), added to the contract (docs/api.md).
import { z } from 'zod/mini';
import { refundDueSchema } from './bankStatements';
import { invoiceSchema, pendingTransferSchema, platformStatuses } from './billing';
import { hasAtMostDecimals } from '../rules/money';
import { centsSchema, idSchema, percentSchema } from './common';
import { cursorSchema, totalSchema } from './paging';

/** The highest unit price of a quote line the sales team may set: 100 million euros, in cents. */
export const MAX_UNIT_PRICE_CENTS = 10_000_000_000;

/**
 * Revise a quote after a change request (spec §4 rebooking flow, 2: 'The sales representative
 * modifies the quote'). Moves the opportunity to 'En attente confirmation client' (modified quote).
 * Each line's label comes from the sales team's systems: `label` in French (required, spec §1:
 * French default and fallback), `label_en` in English when they have one; an English reader gets
 * the French label without it (docs/quotes.md "Languages").
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
          label_en: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
          // Three decimals at most (12.5 m², 0.125 of a service): the line's total is computed
          // from it exactly, to the cent (rules/money.ts `multiplyCents`).
          quantity: z.number().check(
            z.positive(),
            z.lte(10_000),
            z.refine((value) => hasAtMostDecimals(value, 3), {
              error: 'validation.quantity_decimals',
            }),
          ),
          // 100 million euros at most: 50 lines of 10,000 stay within exact integers, VAT included.
          unit_price: centsSchema.check(z.nonnegative(), z.lte(MAX_UNIT_PRICE_CENTS)),
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

/**
 * A credit note on an invoice (added, docs/payments.md "Credit notes"): why, and how much excluding
 * VAT in cents; without an amount it credits all that remains of the invoice.
 */
export const creditNoteRequestSchema = z.strictObject({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  amount_ht: z.optional(centsSchema.check(z.positive())),
});
export type CreditNoteRequest = z.infer<typeof creditNoteRequestSchema>;

/** What the approved platform said of a document (docs/payments.md "The platform"). */
export const platformStatusRequestSchema = z.strictObject({
  status: z.enum(['deposited', 'rejected', 'paid']),
  message: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
});

/** An issued document as the sales team sees it: its company and its platform status. */
export const operatorInvoiceSchema = z.extend(invoiceSchema, {
  company: z.string(),
  amount_ttc: centsSchema,
  platform_status: z.enum(platformStatuses),
  platform_message: z.nullable(z.string()),
});
export type OperatorInvoice = z.infer<typeof operatorInvoiceSchema>;

/** A bank transfer to receive, with its company and event (the overview's pending transfers). */
export const operatorPendingTransferSchema = z.extend(pendingTransferSchema, {
  company: z.string(),
  event: z.string(),
});

/** A quote to revise after a change request (spec §4 rebooking flow, 2). */
export const quoteToReviseSchema = z.object({
  id: idSchema,
  company: z.string(),
  event: z.string(),
  comment_rbkg: z.nullable(z.string()),
  surface_rbkg: z.boolean(),
  angles_rbkg: z.boolean(),
  account_rbkg: z.boolean(),
  version: z.number().check(z.int(), z.nonnegative()),
});

/**
 * The overview's lists, each paged (docs/api.md "Paging"): the overview answers each one's first
 * page, its total and its next cursor; `GET /operator/overview/<list>` answers the next pages.
 */
export const overviewListItems = {
  first_registrations: firstRegistrationSummarySchema,
  pending_transfers: operatorPendingTransferSchema,
  quotes_to_revise: quoteToReviseSchema,
  inactive_contacts: inactiveContactSchema,
  /** Card payments approved too late, to refund (docs/security.md "Card payments"). */
  refunds_due: refundDueSchema,
  /** Credit notes whose refund the platform has not reported paid (docs/payments.md). */
  credit_notes_to_refund: operatorInvoiceSchema,
  /** Issued documents the platform has not reported paid: their platform status. */
  einvoices: operatorInvoiceSchema,
} as const;
export type OverviewList = keyof typeof overviewListItems;
export const overviewLists = Object.keys(overviewListItems) as OverviewList[];

const perList = <S extends z.ZodMiniType>(schema: S) =>
  z.object({
    first_registrations: schema,
    pending_transfers: schema,
    quotes_to_revise: schema,
    inactive_contacts: schema,
    refunds_due: schema,
    credit_notes_to_refund: schema,
    einvoices: schema,
  });

/** What awaits the sales team (added, docs/api.md): the operator CLI's `list`. */
export const operatorOverviewSchema = z.object({
  first_registrations: z.array(overviewListItems.first_registrations),
  pending_transfers: z.array(overviewListItems.pending_transfers),
  quotes_to_revise: z.array(overviewListItems.quotes_to_revise),
  inactive_contacts: z.array(overviewListItems.inactive_contacts),
  /** Credits of the bank statements waiting for a decision (docs/payments.md "Statement import"). */
  bank_entries_waiting: totalSchema,
  refunds_due: z.array(overviewListItems.refunds_due),
  credit_notes_to_refund: z.array(overviewListItems.credit_notes_to_refund),
  einvoices: z.array(overviewListItems.einvoices),
  /** How many rows each list holds in all; each array above is its first page. */
  totals: perList(totalSchema),
  /** Each list's next page (`GET /operator/overview/<list>?cursor=`), null when it is whole. */
  next: perList(z.nullable(cursorSchema)),
});
export type OperatorOverview = z.infer<typeof operatorOverviewSchema>;
