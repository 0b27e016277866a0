// Opportunities (rebooking), offers and quotes (spec §3, §4).
import { z } from 'zod/mini';
import { billingAddressSchema } from './account';
import { campaignSchema, earlyBookingDeadlineNames } from './campaign';
import { centsSchema, idSchema, isoDateSchema, isoDateTimeSchema, percentSchema } from './common';

/** Opportunity stages (`etape`), spec §4, in the order a registration goes through them. */
export const stages = [
  'Qualification',
  'Valorisation',
  "En attente de validation de l'offre",
  'En attente de review du commercial',
  'En attente confirmation client',
  'DP Signée',
  'Acompte perçu',
  '2ème Acompte perçu',
  'Soldé',
  'Annulé',
] as const;
export type Stage = (typeof stages)[number];
export const stageSchema = z.enum(stages);

/** Offer status (spec §4). */
export const offerStatuses = [
  'Identification',
  'Qualification',
  'Négociation',
  'En attente de review',
  'Gagnée',
  'Perdue',
] as const;
/** Offer state (spec §4). */
export const offerStates = [
  'Brouillon',
  'Révision nécessaire',
  'Prête pour envoi',
  'Envoyée',
] as const;
/** Forecast category (spec §4). */
export const forecastCategories = ['Omise', 'Maximum', 'Validée', 'Commandée'] as const;

/**
 * The offer of a new opportunity, before the sales team prices it (spec §4 offer status, offer
 * state, forecast category): in qualification, a draft, forecast at its maximum.
 */
export const NEW_OFFER = {
  statut: 'Qualification',
  etat: 'Brouillon',
  forecast_category: 'Maximum',
} as const satisfies {
  statut: (typeof offerStatuses)[number];
  etat: (typeof offerStates)[number];
  forecast_category: (typeof forecastCategories)[number];
};

/** Payment method of a quote (spec §3 quote display fields). */
export const paymentMethods = ['card', 'transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A person the company names for a role (spec §6: file, billing and stand managers). */
export const managerSchema = z.object({ name: z.string(), email: z.nullable(z.string()) });

/**
 * A line of a quote. Amounts in cents, excluding VAT. Its label comes from the sales team's
 * systems in French, and in English when they give one: the API answers it in the caller's
 * language, French when the line has no English label (docs/quotes.md "Languages").
 */
export const quoteLineSchema = z.object({
  label: z.string(),
  quantity: z.number().check(z.nonnegative()),
  unit_price: centsSchema,
  total: centsSchema,
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/**
 * The discount the quote's totals count (spec §1, §4 'Discounts', §9): the rebooking discount or
 * the early-booking rate of the deadline in force, with the last day it holds.
 */
export const appliedDiscountSchema = z.object({
  kind: z.enum(['rebooking', 'early_booking']),
  percent: percentSchema,
  /** The last day the discount holds (Europe/Paris); null when the campaign sets none. */
  deadline: z.nullable(isoDateSchema),
  /** The early-booking deadline in force (spec §9: first, second, last); null for rebooking. */
  deadline_name: z.nullable(z.enum(earlyBookingDeadlineNames)),
});
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>;

/**
 * The VAT treatment of the quote (spec §9 'VAT shown'; the domain's `vatTreatment`): French VAT
 * at the standard rate, reverse charge for a business of another EU member state with a VAT
 * number, or outside the scope of French VAT for a business outside the EU.
 */
export const vatTreatmentKinds = ['standard', 'reverse_charge', 'outside_scope'] as const;

/**
 * The offer of an opportunity (spec §3 Offre: devis_url), with what the quote view shows (spec §3
 * quote display fields). Amounts in cents; the server computes them with the domain's quote rules.
 * `devis_url` is the quote's PDF, an exhibitor's call of the endpoint table
 * (`GET /me/rebooking-devis-pdf/{id}`, with the user token); null while the quote has no line.
 */
export const offerSchema = z.object({
  devis_url: z.nullable(z.string()),
  statut: z.enum(offerStatuses),
  etat: z.enum(offerStates),
  forecast_category: z.enum(forecastCategories),
  lines: z.array(quoteLineSchema),
  subtotal_ht: centsSchema,
  discount_rate: percentSchema,
  global_discount: centsSchema,
  rebooking_discount: centsSchema,
  early_booking_discount: centsSchema,
  applied_discount: z.nullable(appliedDiscountSchema),
  total_ht: centsSchema,
  /** The VAT rate applied, in percent: the standard rate, or 0 (reverse charge, outside scope). */
  vat_rate: percentSchema,
  vat_treatment: z.enum(vatTreatmentKinds),
  vat: centsSchema,
  total_ttc: centsSchema,
  payment_method: z.nullable(z.enum(paymentMethods)),
  message: z.nullable(z.string()),
  billing_address: billingAddressSchema,
  file_manager: z.nullable(managerSchema),
  billing_manager: z.nullable(managerSchema),
  stand_manager: z.nullable(managerSchema),
  sent_at: z.nullable(isoDateTimeSchema),
});
export type Offer = z.infer<typeof offerSchema>;

/** An opportunity: a registration of the company for a campaign (spec §3 Opportunity). */
export const opportunitySchema = z.object({
  id: idSchema,
  campaign_id: idSchema,
  event_name: z.string(),
  etape: stageSchema,
  etape_offre: stageSchema,
  comment_rbkg: z.nullable(z.string()),
  surface_rbkg: z.boolean(),
  angles_rbkg: z.boolean(),
  account_rbkg: z.boolean(),
  marques: z.array(z.string()),
  /** Surface in m². */
  surface: z.number().check(z.int(), z.nonnegative()),
  /** Number of open corners. */
  angles: z.number().check(z.int(), z.gte(0), z.lte(4)),
  /** Stand (booth) number. */
  stand: z.nullable(z.string()),
  rebooking: z.boolean(),
  rebooking_discount_amount: centsSchema,
  early_booking_discount_amount: centsSchema,
  /** Total including VAT of the current quote, for lists. */
  total_ttc: centsSchema,
  /** Whether a bank transfer is awaited for one of its installments (spec §4 'pending transfer'). */
  pending_transfer: z.boolean(),
  /** Optimistic concurrency: a quote update names the version it read (docs/api.md). */
  version: z.number().check(z.int(), z.nonnegative()),
  updated_at: isoDateTimeSchema,
});
export type Opportunity = z.infer<typeof opportunitySchema>;

/** POST /me/rebooking-opportunities answer (spec §7). */
export const rebookingOpportunitiesSchema = z.object({
  rebookingOpportunities: z.array(opportunitySchema),
  progressOpportunities: z.array(opportunitySchema),
});
export type RebookingOpportunities = z.infer<typeof rebookingOpportunitiesSchema>;

/** GET /me/rebooking-devis/{id} answer (spec §7: opportunity.id, campaign and offre). */
export const rebookingQuoteSchema = z.object({
  opportunity: opportunitySchema,
  campaign: campaignSchema,
  offre: offerSchema,
});
export type RebookingQuote = z.infer<typeof rebookingQuoteSchema>;

/**
 * POST /me/rebooking-devis-update (spec §7: id, etape, etape_offre, comment_rbkg, surface_rbkg,
 * angles_rbkg, account_rbkg). Two uses (spec §4): a change request (etape and etape_offre set to
 * 'En attente de review du commercial', with at least one box or a comment, spec §5) and the
 * validation of the quote (etape 'DP Signée', terms accepted and a payment method chosen).
 * `version` is the opportunity's version as read: a stale one is refused (code 4090).
 */
export const rebookingQuoteUpdateSchema = z.object({
  id: idSchema,
  etape: stageSchema,
  etape_offre: stageSchema,
  comment_rbkg: z._default(
    z.string().check(z.trim(), z.maxLength(5000, { error: 'validation.too_long' })),
    '',
  ),
  surface_rbkg: z._default(z.boolean(), false),
  angles_rbkg: z._default(z.boolean(), false),
  account_rbkg: z._default(z.boolean(), false),
  terms: z.optional(z.boolean()),
  payment_method: z.optional(z.enum(paymentMethods)),
  version: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type RebookingQuoteUpdate = z.infer<typeof rebookingQuoteUpdateSchema>;
export const rebookingQuoteUpdateResponseSchema = z.object({
  success: z.boolean(),
  opportunity: opportunitySchema,
});

/** A deadline of the calendar (spec §2 'deadlines calendar'). */
export const deadlineSchema = z.object({
  kind: z.enum(['early_booking', 'end_rebooking', 'acompte1', 'acompte2', 'solde']),
  date: isoDateSchema,
});
