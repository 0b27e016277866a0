// A PostgreSQL database holding the scale seed (docs/performance.md "The scale seed"), as
// `seed:scale`, `bench:scale` and the EXPLAIN test make it: migrated, the demo seeded as the
// server seeds it, then the crowd of src/seed/scale around it.
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { fromPool } from '../src/infra/db/client';
import { ensurePortalClient, seedDemo } from '../src/seed/demo';
import { seedScale } from '../src/seed/scale/seed';

export interface ScaleSeedRun {
  seconds: number;
  counts: Record<string, number>;
}

/**
 * The app's context on the database of `url` (development configuration, no logs, reads through
 * the pool), without a server listening: for the seed and the bench's issuing.
 */
export async function scaleApp(url: string) {
  const config = loadConfig({
    NODE_ENV: 'development',
    OPERATOR_KEY: 'scale-seed-operator-key-0123456789',
    DATA_DIR: os.tmpdir(),
  });
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = fromPool(pool, 0);
  await db.migrate();
  const { app, ctx } = await buildApp({ config: { ...config, logLevel: 'silent' }, db });
  return {
    pool,
    ctx,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export async function fillScaleDatabase(
  url: string,
  options: { scale: number; seedNumber: number; log?: (line: string) => void },
): Promise<ScaleSeedRun> {
  const started = Date.now();
  const { pool, ctx, close } = await scaleApp(url);
  try {
    await ensurePortalClient(ctx);
    await seedDemo(ctx);
    options.log?.(`migrated, demo seeded (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    const counts = await seedScale(ctx, pool, options);
    return { seconds: (Date.now() - started) / 1000, counts };
  } finally {
    await close();
  }
}

/** SCALE and SEED_NUMBER from the environment or `--scale=` / `--seed=` flags. */
export function scaleArguments(argv: string[], env: NodeJS.ProcessEnv) {
  const flag = (name: string) =>
    argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const scale = Number(flag('scale') ?? env.SCALE ?? 1);
  const seedNumber = Number(flag('seed') ?? env.SEED_NUMBER ?? 20_261_129);
  if (!(scale > 0) || !Number.isInteger(seedNumber)) {
    throw new Error('SCALE must be a number above 0 and SEED_NUMBER an integer.');
  }
  return { scale, seedNumber };
}
