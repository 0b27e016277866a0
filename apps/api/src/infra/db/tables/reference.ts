// Reference data and the rest (spec §2, §3, §7): picklists, contact-form messages, facts about the
// database.
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns';
import { users } from './people';

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
  userId: requiredRef('user_id', () => users.id),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Key-value facts about this database (seeded, schema notes). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
