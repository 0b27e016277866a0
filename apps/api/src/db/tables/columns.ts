// Column helpers of the schema (docs/api.md "Databases"): instants as timestamptz, calendar dates
// (Europe/Paris) as date strings.
import { date, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const instant = (name: string) => timestamp(name, { withTimezone: true });
export const day = (name: string) => date(name, { mode: 'string' });
