import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @salon/api db:generate` writes a new versioned migration into drizzle/ from the
// schema; the server applies the migrations at start (src/infra/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/infra/db/schema.ts',
  out: './drizzle',
});
