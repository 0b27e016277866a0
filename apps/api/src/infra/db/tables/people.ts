// Who uses the portal (spec §3, §6, §7): API clients, companies and their brands, portal users, the
// CRM's contacts, registrations in progress and first-registration requests.
import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, instant, requiredRef } from './columns';

/** API clients (spec §7 get-token): the portal is a public client whose secret ships in its bundle. */
export const clients = pgTable('clients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash').notNull(),
  /** The portal keeps its refresh token in an HttpOnly cookie, never in a body (docs/security.md). */
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
export const brands = pgTable(
  'brands',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    accountId: requiredRef('account_id', () => accounts.id),
    name: text('name').notNull(),
    website: text('website'),
    instagram: text('instagram'),
  },
  // GET /me and the login read a company's brands (docs/testing.md "Indexes proven").
  (table) => [index('brands_account_idx').on(table.accountId)],
);

/** The contact's name and numbers (spec §3), as both a portal user and a CRM contact hold them. */
const contactColumns = () => ({
  salutation: text('salutation'),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  phone: text('phone'),
  mobile: text('mobile'),
  fonction: text('fonction'),
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
    ...contactColumns(),
    job: text('job'),
    department: text('department'),
    contactRole: text('contact_role'),
    langue: text('langue').notNull().default('fr'),
    accountId: text('account_id').references(() => accounts.id),
    crmContactId: text('crm_contact_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('users_account_idx').on(table.accountId),
    // The operator overview's inactive contacts, oldest first (docs/testing.md "Indexes proven").
    index('users_active_created_idx').on(table.active, table.createdAt, table.id),
  ],
);

/** CRM contacts (the sales team's records): init/{sfid} and sf/check-contact (spec §2, §7). */
export const crmContacts = pgTable(
  'contacts_crm',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    ...contactColumns(),
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
