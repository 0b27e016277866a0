// Shows and registrations (spec §3, §4): campaigns, badge holders, opportunities with their offer
// (quote) and its lines.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, instant, day, requiredRef } from './columns';
import { accounts, users } from './people';

/** Campaigns: editions of the show (spec §3). */
export const campaigns = pgTable('campaigns', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  eventName: text('event_name').notNull(),
  dates: text('dates').notNull(),
  startDate: day('start_date').notNull(),
  endDate: day('end_date').notNull(),
  eventStartDate: day('event_start_date').notNull(),
  eventEndDate: day('event_end_date').notNull(),
  venue: text('venue'),
  websiteUrl: text('website_url'),
  acompte1: real('acompte1').notNull(),
  acompte2: real('acompte2'),
  dateAcompte2: day('date_acompte2'),
  dateSolde: day('date_solde').notNull(),
  endRebookingEnabled: boolean('end_rebooking_enabled').notNull().default(false),
  endRebookingDate: day('end_rebooking_date'),
  earlyBookingEnabled: boolean('early_booking_enabled').notNull().default(false),
  earlyBookingDate: day('early_booking_date'),
  /** [{ name: 'first'|'second'|'last', date, rate }] (spec §9). */
  earlyBookingDeadlines: jsonb('early_booking_deadlines')
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Open to first-registration requests (list-campaigns). */
  openForRegistration: boolean('open_for_registration').notNull().default(true),
});

/** Badge holders of a company for a campaign (spec §3 campaign member). */
export const campaignMembers = pgTable(
  'campaign_members',
  {
    id: text('id').primaryKey(),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    accountId: text('account_id').references(() => accounts.id),
    userId: text('user_id').references(() => users.id),
    name: text('name').notNull(),
    categorieInscription: text('categorie_inscription').notNull(),
    badgeUrl: text('badge_url'),
  },
  (table) => [index('campaign_members_campaign_idx').on(table.campaignId, table.accountId)],
);

/** Opportunities: a company's registration for a campaign (spec §3, §4), with its quote. */
export const opportunities = pgTable(
  'opportunities',
  {
    id: text('id').primaryKey(),
    accountId: requiredRef('account_id', () => accounts.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    etape: text('etape').notNull(),
    etapeOffre: text('etape_offre').notNull(),
    commentRbkg: text('comment_rbkg'),
    surfaceRbkg: boolean('surface_rbkg').notNull().default(false),
    anglesRbkg: boolean('angles_rbkg').notNull().default(false),
    accountRbkg: boolean('account_rbkg').notNull().default(false),
    marques: jsonb('marques')
      .notNull()
      .default(sql`'[]'::jsonb`),
    surface: integer('surface').notNull(),
    angles: integer('angles').notNull().default(0),
    stand: text('stand'),
    rebooking: boolean('rebooking').notNull().default(false),
    paymentMethod: text('payment_method'),
    termsAcceptedAt: instant('terms_accepted_at'),
    /** When the exhibitor validated the quote: the early-booking deadline is judged then. */
    validatedAt: instant('validated_at'),
    /** Optimistic concurrency (docs/api.md "Concurrency"): every change increments it. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('opportunities_account_idx').on(table.accountId),
    // The operator overview's quotes to review, by stage, oldest change first (docs/testing.md
    // "Indexes proven").
    index('opportunities_etape_updated_idx').on(table.etape, table.updatedAt, table.id),
  ],
);

/** The offer (quote) of an opportunity (spec §3 Offre, quote display fields). */
export const offers = pgTable('offers', {
  opportunityId: text('opportunity_id')
    .primaryKey()
    .references(() => opportunities.id),
  statut: text('statut').notNull(),
  etat: text('etat').notNull(),
  forecastCategory: text('forecast_category').notNull(),
  /**
   * Percent global discount granted by the sales team. A double, as the line's quantity: a
   * `real` refused (underflow) the small numbers the document allows, and lost digits
   * (docs/security.md "The conformance run").
   */
  discountRate: doublePrecision('discount_rate').notNull().default(0),
  vatRate: real('vat_rate').notNull(),
  message: text('message'),
  fileManagerName: text('file_manager_name'),
  fileManagerEmail: text('file_manager_email'),
  billingManagerName: text('billing_manager_name'),
  billingManagerEmail: text('billing_manager_email'),
  standManagerName: text('stand_manager_name'),
  standManagerEmail: text('stand_manager_email'),
  sentAt: instant('sent_at'),
});

/**
 * Quote lines, excluding VAT, in cents. Their label comes from the sales team's systems as text:
 * in French (required, spec §1: French default and fallback) and in English when given
 * (docs/quotes.md "Languages").
 */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: text('id').primaryKey(),
    opportunityId: requiredRef('opportunity_id', () => opportunities.id),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    labelEn: text('label_en'),
    quantity: doublePrecision('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
  },
  (table) => [index('quote_lines_opportunity_idx').on(table.opportunityId)],
);
