// The API as the benchmark, the load script and the profile run it (apps/api/README.md
// "Benchmark", "Profile"): a database migrated and seeded with the demo data, the server on a free
// port with its logs off, no rate limit on login (the runs measure the login itself), and the demo
// exhibitor signed in.
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseConfig } from '../src/infra/config/database';
import { openDatabase } from '../src/infra/db/client';
import { DEMO_ACCOUNTS, PORTAL_CLIENT, ensurePortalClient, seedDemo } from '../src/seed/demo';

export interface BenchApp {
  /** The server's address, `http://127.0.0.1:<port>`. */
  base: string;
  /** The demo exhibitor's access token. */
  token: string;
  /** The JSON body of the demo exhibitor's login. */
  loginBody: string;
  close(): Promise<void>;
}

const unlimited = { perIp: 1e9, perAccount: 1e9, windowSeconds: 60 };

/**
 * BENCH_LOG_LEVEL (`info` as in production) turns the server's logs on, written to /dev/null:
 * what they cost shows beside the runs without them.
 */
export async function startBenchApp(database: DatabaseConfig): Promise<BenchApp> {
  const logLevel = process.env.BENCH_LOG_LEVEL || 'silent';
  const config = {
    ...loadConfig({
      NODE_ENV: 'development',
      OPERATOR_KEY: 'bench-operator-key-0123456789',
      DATA_DIR: os.tmpdir(),
    }),
    database,
    // The limiter would answer 429 after ten logins: the benchmark measures the login itself.
    rateLimits: {
      login: unlimited,
      password: unlimited,
      registration: unlimited,
      contact: unlimited,
    },
    logLevel,
  };
  // DATABASE_POOL_MAX and DATABASE_READ_PIPELINES as the server reads them (src/config.ts), to
  // compare sizes.
  const poolMax = Number(process.env.DATABASE_POOL_MAX) || undefined;
  const pipelines = process.env.DATABASE_READ_PIPELINES;
  const readPipelines = pipelines ? Number(pipelines) : undefined;
  const db = await openDatabase(
    database.kind === 'postgres' ? { ...database, poolMax, readPipelines } : database,
  );
  await db.migrate();
  const { app, ctx } = await buildApp({
    config,
    db,
    logger: logLevel !== 'silent',
    ...(logLevel === 'silent' ? {} : { logStream: createWriteStream('/dev/null') }),
  });
  await ensurePortalClient(ctx);
  await seedDemo(ctx);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const [exhibitor] = DEMO_ACCOUNTS;
  const loginBody = JSON.stringify({
    email: exhibitor.email,
    password: exhibitor.password,
    role: 'exposant',
    client_id: PORTAL_CLIENT.id,
    client_secret: PORTAL_CLIENT.secret,
  });
  const login = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
  });
  const token = ((await login.json()) as { data: { tokens: { access_token: string } } }).data.tokens
    .access_token;
  return {
    base,
    token,
    loginBody,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** Runs `run` on a database of its own made on the server (`prefix` and the process id), then drops it. */
export async function withThrowawayDatabase<T>(
  serverUrl: string,
  prefix: string,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  // The database's name is the URL's path; a socket URL has no host to parse
  // (`postgres://postgres@/postgres?host=/tmp/pgl`), so the path is replaced as text.
  const target = serverUrl.replace(/^(postgres(?:ql)?:\/\/[^/?#]*)(\/[^?#]*)?/, `$1/${name}`);
  try {
    return await run(target);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
