// Invitees registered on the ticketing platform with an exhibitor's invitation (spec §2 pro/badges
// 'buyer invitations, agent invitations ... redirects to a ticketing platform'). Each one is also a
// campaign member of the exhibitor's company (its badge), under the invitation's category.
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredRef } from './columns';
import { accounts } from './people';
import { campaignMembers, campaigns } from './rebooking';

export const invitationRegistrations = pgTable(
  'invitation_registrations',
  {
    id: text('id').primaryKey(),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    /** The inviting exhibitor's company. */
    accountId: requiredRef('account_id', () => accounts.id),
    /** 'buyer' or 'agent' (@salon/domain invitationKinds). */
    kind: text('kind').notNull(),
    memberId: requiredRef('member_id', () => campaignMembers.id),
    name: text('name').notNull(),
    /**
     * Lower-cased: one registration per person, company and show. Per company, not per show: one
     * exhibitor's link must not block a person's email at every other exhibitor of the show
     * (docs/security.md "The built-in ticketing page").
     */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invitation_registrations_campaign_account_email_idx').on(
      table.campaignId,
      table.accountId,
      table.email,
    ),
    index('invitation_registrations_account_idx').on(table.accountId, table.campaignId),
  ],
);

/**
 * A registration asked on the built-in ticketing page, waiting for its confirmation: the invitee
 * confirms by the single-use link emailed to them, and only then are the registration and the
 * badge created (docs/security.md "The built-in ticketing page"). One per person, company and
 * show; asking again replaces it (a new link, the previous one void).
 */
export const invitationRequests = pgTable(
  'invitation_requests',
  {
    id: text('id').primaryKey(),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    accountId: requiredRef('account_id', () => accounts.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** SHA-256 of the confirmation link's token (docs/security.md "Tokens"). */
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invitation_requests_campaign_account_email_idx').on(
      table.campaignId,
      table.accountId,
      table.email,
    ),
    uniqueIndex('invitation_requests_token_idx').on(table.tokenHash),
    index('invitation_requests_account_idx').on(table.accountId, table.campaignId, table.kind),
  ],
);

/**
 * Every admission of a badge at the show's entrance (docs/security.md "Badges at the entrance"):
 * one row per scan the entrance scanner makes, so a second scan of a code says when it was
 * admitted before. Re-entry is allowed, and each one is kept here.
 */
export const badgeAdmissions = pgTable(
  'badge_admissions',
  {
    id: text('id').primaryKey(),
    memberId: requiredRef('member_id', () => campaignMembers.id),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    admittedAt: instant('admitted_at').notNull(),
  },
  (table) => [index('badge_admissions_member_idx').on(table.memberId, table.admittedAt)],
);
