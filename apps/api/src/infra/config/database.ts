// The database (apps/api/README.md "Configuration", "Database and migrations"): PostgreSQL with
// DATABASE_URL, embedded PGlite in DATA_DIR without it (never in production), and whether the
// demo data is seeded into it.
import path from 'node:path';
import { int } from './env';
import type { Env } from './env';

export type DatabaseConfig =
  | { kind: 'pglite'; /** null: in memory (tests) */ dataDir: string | null }
  | {
      kind: 'postgres';
      url: string;
      /** The pool's connections (DATABASE_POOL_MAX; `DEFAULT_POOL_MAX` when absent). */
      poolMax?: number;
      /**
       * The hot reads' pipelined connections (DATABASE_READ_PIPELINES; `DEFAULT_READ_PIPELINES`
       * when absent; 0 sends them through the pool, src/infra/db/pg-pipeline.ts).
       */
      readPipelines?: number;
    };

/**
 * The PostgreSQL pool's size by default (apps/api/README.md "Configuration"): each request of the
 * hot path is one short query, so a few connections keep the server busy; more backends only
 * compete for the same cores.
 */
export const DEFAULT_POOL_MAX = 10;

/**
 * The hot reads' pipelined connections by default (apps/api/README.md "Fifth pass"): one database
 * process answers them one after the other, so one connection is bound to one core of the
 * database; two kept two cores busy, and three or four did no better on them.
 */
export const DEFAULT_READ_PIPELINES = 2;

export interface DatabaseSettings {
  database: DatabaseConfig;
  seed: 'demo' | 'none';
}

/** DATA_DIR: PGlite's files and the development operator key (`.data` by default). */
export function dataDirOf(env: Env): string {
  return path.resolve(env.DATA_DIR || '.data');
}

export function readDatabaseConfig(
  env: Env,
  production: boolean,
  problems: string[],
): DatabaseSettings {
  let database: DatabaseConfig;
  const databaseUrl = env.DATABASE_URL;
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    database = {
      kind: 'postgres',
      url: databaseUrl,
      poolMax: int(env, 'DATABASE_POOL_MAX', DEFAULT_POOL_MAX, problems, 1),
      readPipelines: int(env, 'DATABASE_READ_PIPELINES', DEFAULT_READ_PIPELINES, problems, 0),
    };
  } else {
    if (production)
      problems.push('DATABASE_URL is required in production (PGlite is the embedded default)');
    database = { kind: 'pglite', dataDir: dataDirOf(env) };
  }
  const seed = env.SEED || (database.kind === 'pglite' && !production ? 'demo' : 'none');
  if (seed !== 'demo' && seed !== 'none') problems.push("SEED must be 'demo' or 'none'");
  return { database, seed: seed === 'demo' ? 'demo' : 'none' };
}
