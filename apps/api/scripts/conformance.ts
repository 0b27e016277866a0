// The longer conformance run (docs/security.md "The conformance run"; the one in `pnpm test` sends
// 1,000 requests): `pnpm --filter @salon/api conformance`.
//
// CONFORMANCE_RUNS   requests to send (5,000 by default)
// CONFORMANCE_SEED   the seed (random by default, printed either way: the same seed replays a run)
// CONFORMANCE_URL    a running server to check (its demo data, `OPERATOR_KEY`, and
//                    `PAYMENT_PROVIDER_SECRET` when it runs the sandbox provider); without it, the
//                    script starts the API from its sources on a free port, on an in-memory PGlite
//                    (or CONFORMANCE_DATABASE_URL, a PostgreSQL server: a database of its own there)
//                    seeded with the demo data, without rate limits
//
// It prints the seed, each failure with its request as a curl line, and a summary; it exits with 1
// when anything failed.
import os from 'node:os';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseConfig } from '../src/infra/config/database';
import { openDatabase } from '../src/infra/db/client';
import { ensurePortalClient, seedDemo } from '../src/seed/demo';
import { demoCredentials } from '../test/conformance/demo';
import { runConformance } from '../test/conformance/runner';
import { withThrowawayDatabase } from './bench-app';

const runs = Number(process.env.CONFORMANCE_RUNS) || 5_000;
const seed = Number(process.env.CONFORMANCE_SEED) || Math.floor(Math.random() * 2 ** 31);
const unlimited = { perIp: 1e9, perAccount: 1e9, windowSeconds: 60 };

interface Target {
  baseUrl: string;
  operatorKey: string;
  providerSecret: string | null;
  now: () => Date;
  close(): Promise<void>;
}

/** The API from its sources on a free port, seeded, without rate limits. */
async function startServer(database: DatabaseConfig): Promise<Target> {
  const operatorKey = 'conformance-operator-key-0123456789';
  const providerSecret = 'conformance-provider-secret-0123456789abcdef';
  const loaded = loadConfig({
    NODE_ENV: 'development',
    OPERATOR_KEY: operatorKey,
    PAYMENT_PROVIDER_SECRET: providerSecret,
    DATA_DIR: os.tmpdir(),
    LOG_LEVEL: 'silent',
  });
  const config = {
    ...loaded,
    database,
    rateLimits: Object.fromEntries(
      Object.keys(loaded.rateLimits).map((group) => [group, unlimited]),
    ) as typeof loaded.rateLimits,
  };
  const db = await openDatabase(database);
  await db.migrate();
  const { app, ctx } = await buildApp({ config, db, logger: false });
  await ensurePortalClient(ctx);
  await seedDemo(ctx);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl,
    operatorKey,
    providerSecret,
    now: ctx.now,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

async function check(target: Target): Promise<boolean> {
  const report = await runConformance({
    baseUrl: target.baseUrl,
    documentPath: '/api/v1/openapi.json',
    runs,
    seed,
    credentials: demoCredentials({
      operatorKey: target.operatorKey,
      ...(target.providerSecret
        ? { provider: { secret: target.providerSecret, now: target.now } }
        : {}),
    }),
    log: (line) => console.log(line),
  });
  return report.failures.length === 0 && report.documentProblems.length === 0;
}

async function main(): Promise<boolean> {
  const url = process.env.CONFORMANCE_URL;
  if (url) {
    return check({
      baseUrl: url.replace(/\/+$/, ''),
      operatorKey: process.env.OPERATOR_KEY ?? '',
      providerSecret: process.env.PAYMENT_PROVIDER_SECRET ?? null,
      now: () => new Date(),
      close: async () => {},
    });
  }
  const server = process.env.CONFORMANCE_DATABASE_URL;
  const run = async (database: DatabaseConfig) => {
    const target = await startServer(database);
    try {
      return await check(target);
    } finally {
      await target.close();
    }
  };
  return server
    ? withThrowawayDatabase(server, 'salon_conformance', (target) =>
        run({ kind: 'postgres', url: target }),
      )
    : run({ kind: 'pglite', dataDir: null });
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
