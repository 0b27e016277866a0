// Sessions and messages (docs/security.md): bearer tokens and email links stored as hashes, rate-
// limit counters shared by every API instance, the email outbox.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredRef } from './columns';
import { clients, users } from './people';

/** Bearer tokens, stored as SHA-256 hashes (docs/security.md). */
export const tokens = pgTable(
  'tokens',
  {
    id: text('id').primaryKey(),
    hash: text('hash').notNull().unique(),
    /** client, access, refresh */
    kind: text('kind').notNull(),
    clientId: requiredRef('client_id', () => clients.id),
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
    userId: requiredRef('user_id', () => users.id),
    email: text('email').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('email_tokens_user_idx').on(table.userId)],
);

/** Rate-limit counters, fixed windows, shared by every API instance (docs/security.md). */
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

/** Outgoing email, written in the transaction of the change that causes it (docs/api.md). */
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
