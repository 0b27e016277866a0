// Column helpers of the schema (docs/api.md "Databases"): instants as timestamptz, calendar dates
// (Europe/Paris) as date strings, and the required references between tables.
import { date, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const instant = (name: string) => timestamp(name, { withTimezone: true });
export const day = (name: string) => date(name, { mode: 'string' });
/** A required reference to another table's id (NOT NULL, with its foreign key). */
export const requiredRef = <Name extends string>(name: Name, target: () => AnyPgColumn) =>
  text(name).notNull().references(target);
