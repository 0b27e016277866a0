// The booth page's guides and the event's floor plan (spec §2 pro/stand, §4) and the built-in
// marketplace's arrivals (spec §2 pro/sso-login, docs/security.md "Single sign-on to the
// marketplace").
import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, requiredRef, updatedAt } from './columns';
import { campaigns } from './rebooking';

/** Binary content: a Buffer in the code, bytea in PostgreSQL (PGlite answers a Uint8Array). */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

/**
 * The guides of an event (spec §2 pro/stand: exhibitor guide, practical information, theft and
 * insurance, user guide): one document per event, kind and language. The sales team adds or
 * replaces them (operator call and CLI); a guide the same in both languages has French only.
 */
export const eventGuides = pgTable(
  'event_guides',
  {
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytes('content').notNull(),
    size: integer('size').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.kind, table.language] })],
);

/**
 * The floor plan of an event (spec §4: reached once the 1st installment is paid): the organiser's
 * interactive plan (`url`), or a document the sales team uploaded (PDF, PNG or JPEG). One per
 * event; a new one replaces it (operator call and CLI `floor-plan`).
 */
export const eventFloorPlans = pgTable('event_floor_plans', {
  campaignId: requiredRef('campaign_id', () => campaigns.id).primaryKey(),
  url: text('url'),
  filename: text('filename'),
  contentType: text('content_type'),
  content: bytes('content'),
  size: integer('size'),
  updatedAt: updatedAt(),
});

/**
 * Who arrived on the built-in marketplace through the single sign-on, by assertion id: each
 * assertion is accepted once (a replay finds its id here), and the page shows who arrived.
 * Rows are dropped once their assertion has expired and a day has passed.
 */
export const marketplaceArrivals = pgTable(
  'marketplace_arrivals',
  {
    assertionId: text('assertion_id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    company: text('company'),
    expiresAt: instant('expires_at').notNull(),
    arrivedAt: instant('arrived_at').notNull().defaultNow(),
  },
  (table) => [index('marketplace_arrivals_expires_idx').on(table.expiresAt)],
);
