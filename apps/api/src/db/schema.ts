// The one PostgreSQL schema of the API (issue 5), for PGlite and a PostgreSQL server alike.
// Money in integer cents, instants as timestamptz, calendar dates (Europe/Paris) as date strings.
// Column names are snake_case; wire names (etape, acompte1...) are mapped in src/services/mappers.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/** API clients (spec §7 get-token): the portal is a public client whose secret ships in its bundle. */
export const clients = pgTable('clients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash').notNull(),
  /** The portal keeps its refresh token in an HttpOnly cookie, never in a body (ARCHITECTURE.md). */
  refreshInCookie: boolean('refresh_in_cookie').notNull().default(true),
  createdAt: createdAt(),
});

/** Account or company: every field of spec §3. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    street: text('street'),
    additionalAddress: text('additional_address'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country'),
    industry: text('industry'),
    siret: text('siret'),
    tva: text('tva'),
    website: text('website'),
    instagram: text('instagram'),
    size: text('size'),
    shop: text('shop'),
    brand: text('brand'),
    wholesalePrice: text('wholesale_price'),
    retailPrice: text('retail_price'),
    manufactureCountry: text('manufacture_country'),
    productCategory: text('product_category'),
    productGender: text('product_gender'),
    ecoResponsible: boolean('eco_responsible'),
    otherShows: text('other_shows'),
    marketplacePresence: boolean('marketplace_presence'),
    marketplaceUrl: text('marketplace_url'),
    marketplaceReason: text('marketplace_reason'),
    sfAccountId: text('sf_account_id'),
    langue: text('langue').notNull().default('fr'),
    billingStreet: text('billing_street').notNull().default(''),
    billingPostalCode: text('billing_postal_code').notNull().default(''),
    billingCity: text('billing_city').notNull().default(''),
    billingCountry: text('billing_country').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('accounts_name_idx').on(table.name),
    index('accounts_siret_idx').on(table.siret),
  ],
);

/** Brands of a company, identified by a token (spec §3). */
export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  token: text('token').notNull().unique(),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id),
  name: text('name').notNull(),
  website: text('website'),
  instagram: text('instagram'),
});

/** Portal users: the contact fields of spec §3 and the login of spec §7. One account per email. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    role: text('role').notNull(),
    /** Null until the contact sets a password (init link, accepted first registration). */
    passwordHash: text('password_hash'),
    emailVerifiedAt: instant('email_verified_at'),
    /** Spec §8 'Contact inactive': a contact that joined an existing company awaits the sales team. */
    active: boolean('active').notNull().default(true),
    salutation: text('salutation'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone'),
    mobile: text('mobile'),
    fonction: text('fonction'),
    job: text('job'),
    department: text('department'),
    contactRole: text('contact_role'),
    langue: text('langue').notNull().default('fr'),
    accountId: text('account_id').references(() => accounts.id),
    crmContactId: text('crm_contact_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('users_account_idx').on(table.accountId)],
);

/** CRM contacts (the sales team's records): init/{sfid} and sf/check-contact (spec §2, §7). */
export const crmContacts = pgTable(
  'contacts_crm',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    salutation: text('salutation'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone'),
    mobile: text('mobile'),
    fonction: text('fonction'),
    langue: text('langue').notNull().default('fr'),
    accountId: text('account_id').references(() => accounts.id),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('contacts_crm_email_idx').on(table.email)],
);

/** A registration in progress (init-register, valid-infos-register, valid-pwd-register). */
export const registrations = pgTable('registrations', {
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  firstname: text('firstname').notNull(),
  role: text('role').notNull(),
  crmContactId: text('crm_contact_id'),
  contact: jsonb('contact'),
  accountId: text('account_id'),
  company: jsonb('company'),
  /** started -> infos -> done */
  status: text('status').notNull().default('started'),
  campaignId: text('campaign_id'),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
});

/** First-registration requests, for the selection committee (spec §1, §2). */
export const firstRegistrationRequests = pgTable(
  'first_registration_requests',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    variant: text('variant').notNull(),
    langue: text('langue').notNull(),
    payload: jsonb('payload').notNull(),
    /** pending, accepted, declined */
    status: text('status').notNull().default('pending'),
    decisionComment: text('decision_comment'),
    decidedAt: instant('decided_at'),
    createdAt: createdAt(),
  },
  (table) => [index('first_registration_requests_email_idx').on(table.email)],
);

/** Bearer tokens, stored as SHA-256 hashes (ARCHITECTURE.md security decisions). */
export const tokens = pgTable(
  'tokens',
  {
    id: text('id').primaryKey(),
    hash: text('hash').notNull().unique(),
    /** client, access, refresh */
    kind: text('kind').notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id),
    userId: text('user_id').references(() => users.id),
    /** One login session: every access and refresh token it produced. */
    familyId: text('family_id'),
    /** When the login of the session happened: it ends SESSION_MAX_AGE later (docs/security.md). */
    sessionStartedAt: instant('session_started_at'),
    expiresAt: instant('expires_at').notNull(),
    /** A refresh token is used once; a second use revokes its family. */
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('tokens_family_idx').on(table.familyId),
    index('tokens_user_idx').on(table.userId),
    index('tokens_expires_idx').on(table.expiresAt),
  ],
);

/** Email links: verification, password reset, welcome (hashed, single use, expiring). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: text('id').primaryKey(),
    hash: text('hash').notNull().unique(),
    /** verification, reset */
    kind: text('kind').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('email_tokens_user_idx').on(table.userId)],
);

/** Rate-limit counters, fixed windows, shared by every API instance (ARCHITECTURE.md). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: instant('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.windowStart] }),
    index('rate_limits_window_idx').on(table.windowStart),
  ],
);

/** Outgoing email, written in the transaction of the change that causes it (issue 5). */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    langue: text('langue').notNull(),
    /** The portal link the email carries, if any (the development mailbox shows it). */
    link: text('link'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
  },
  (table) => [index('outbox_pending_idx').on(table.sentAt, table.nextAttemptAt)],
);

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
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id),
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
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id),
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
    /** Optimistic concurrency (issue 5): every change increments it. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('opportunities_account_idx').on(table.accountId)],
);

/** The offer (quote) of an opportunity (spec §3 Offre, quote display fields). */
export const offers = pgTable('offers', {
  opportunityId: text('opportunity_id')
    .primaryKey()
    .references(() => opportunities.id),
  statut: text('statut').notNull(),
  etat: text('etat').notNull(),
  forecastCategory: text('forecast_category').notNull(),
  standLabel: text('stand_label').notNull(),
  /** Percent global discount granted by the sales team. */
  discountRate: real('discount_rate').notNull().default(0),
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

/** Quote lines, excluding VAT, in cents. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: text('id').primaryKey(),
    opportunityId: text('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    quantity: real('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
  },
  (table) => [index('quote_lines_opportunity_idx').on(table.opportunityId)],
);

/** Installments of a validated quote (spec §9): acompte1, acompte2, solde. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    opportunityId: text('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    kind: text('kind').notNull(),
    service: text('service').notNull().default('stand'),
    percentage: real('percentage').notNull(),
    /** Amount including VAT, in cents. */
    amount: integer('amount').notNull(),
    amountHt: integer('amount_ht').notNull(),
    vat: integer('vat').notNull(),
    dueDate: day('due_date').notNull(),
    /** due, processing, pending_transfer, paid */
    status: text('status').notNull().default('due'),
    method: text('method'),
    paidAt: instant('paid_at'),
    invoiceId: text('invoice_id'),
  },
  (table) => [uniqueIndex('payments_opportunity_kind_idx').on(table.opportunityId, table.kind)],
);

/** Card transactions with the payment provider; the idempotency key makes retries safe. */
export const transactions = pgTable(
  'transactions',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** SHA-256 of the request that created it: a reused key with another payload is refused. */
    requestHash: text('request_hash').notNull(),
    /** The token of the portal's payment-validation/{token} route. */
    validationToken: text('validation_token').notNull().unique(),
    amount: integer('amount').notNull(),
    reference: text('reference').notNull().unique(),
    langue: text('langue').notNull(),
    /** pending, success, failure, canceled (superseded by a newer attempt) */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
  },
  (table) => [index('transactions_payment_idx').on(table.paymentId)],
);

/** Signed provider notifications already processed: a replay is acknowledged and ignored. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  transactionId: text('transaction_id').notNull(),
  receivedAt: createdAt(),
});

/** Bank transfers (spec §4 step 5). */
export const transfers = pgTable(
  'transfers',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    amount: integer('amount').notNull(),
    reference: text('reference').notNull().unique(),
    /** pending, received, canceled */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
  },
  (table) => [index('transfers_payment_idx').on(table.paymentId)],
);

/** Invoices: one per paid installment, numbered without gaps per year (issue 5). */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    opportunityId: text('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(),
    service: text('service').notNull(),
    event: text('event').notNull(),
    amount: integer('amount').notNull(),
    amountHt: integer('amount_ht').notNull(),
    vat: integer('vat').notNull(),
    vatRate: real('vat_rate').notNull(),
    issueDate: day('issue_date').notNull(),
    dueDate: day('due_date').notNull(),
    /** The billing details as they were when the invoice was issued: invoices never change. */
    billing: jsonb('billing').notNull(),
    langue: text('langue').notNull(),
    method: text('method').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoices_year_sequence_idx').on(table.year, table.sequence),
    index('invoices_account_idx').on(table.accountId),
  ],
);

/** The last invoice number of each year, incremented in the invoice's transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** Picklists per object and field (spec §3, §7), labels in both languages. */
export const picklists = pgTable(
  'picklists',
  {
    sobject: text('sobject').notNull(),
    field: text('field').notNull(),
    value: text('value').notNull(),
    labelFr: text('label_fr').notNull(),
    labelEn: text('label_en').notNull(),
    position: integer('position').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.sobject, table.field, table.value] })],
);

/** Contact-form messages (spec §2 contact). */
export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Key-value facts about this database (seeded, schema notes). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
