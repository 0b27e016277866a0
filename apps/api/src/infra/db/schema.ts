// The one PostgreSQL schema of the API (docs/api.md "Databases"), for PGlite and a PostgreSQL
// server alike, in one file per part of the product under tables/. Money in integer cents,
// instants as timestamptz, calendar dates (Europe/Paris) as date strings. Column names are
// snake_case; wire names (etape, acompte1...) are mapped in src/core/mappers.ts. drizzle-kit
// reads this file (drizzle.config.ts) to write the migrations.
export * from './tables/people';
export * from './tables/sessions';
export * from './tables/rebooking';
export * from './tables/billing';
export * from './tables/reference';
export * from './tables/badges';
export * from './tables/booth';
