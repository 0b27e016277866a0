// Invitees registered on the ticketing platform with an exhibitor's invitation (spec §2 pro/badges
// 'buyer invitations, agent invitations ... redirects to a ticketing platform'). Each one is also a
// campaign member of the exhibitor's company (its badge), under the invitation's category.
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns';
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
    /** Lower-cased: one registration per person and show. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invitation_registrations_campaign_email_idx').on(table.campaignId, table.email),
    index('invitation_registrations_account_idx').on(table.accountId, table.campaignId),
  ],
);
