// `pnpm --filter @salon/api bench:scale` (apps/api/README.md "Benchmark at scale";
// docs/performance.md "The benchmark at scale"): the benchmark's calls on the demo database, then
// on the scale database, in one run, and the scale's figures as ratios of the demo's.
//
// - The API runs in a child process (scripts/bench-server.ts, built as the server is built), one
//   per database: its resident memory (VmRSS of /proc/<pid>/status, sampled every 100 ms) is the
//   server's alone; autocannon and this script are the parent.
// - Calls (autocannon, BENCH_CONNECTIONS 10, BENCH_SECONDS 10 after BENCH_WARMUP_SECONDS 2): the
//   demo exhibitor's GET /me, invoices, rebooking list, quote, login and card payment start (a new
//   idempotency key each call); the operator overview (each list's first page, the endpoint's
//   default) and a later page of one of its lists (the documents, after a cursor).
// - A bank statement of 5,000 credits imported once (the crowd's pending transfers quoted, the rest
//   matching nothing), timed.
// - On the scale database: 1,000 invoices issued with their PDF and XML (scripts/bench-issue.ts).
//
// The demo database is a throwaway one on BENCH_DATABASE_URL (or TEST_DATABASE_URL). The scale
// database is BENCH_SCALE_DATABASE_URL when set (filled by `seed:scale`; the run changes it: it
// pays installments and imports a statement, so seed a fresh one to measure again), else a
// throwaway one filled at SCALE (1 by default) with SEED_NUMBER. BENCH_WRITE_DOCS=1 writes the
// figures into docs/performance.md between its markers.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { build } from 'tsup';
import { camt053 } from '../test/camt-fixture';
import { withThrowawayDatabase } from './bench-app';
import { issueInvoices } from './bench-issue';
import type { IssueRun } from './bench-issue';
import { scaleFigures, writeDocs } from './bench-scale-report';
import type { Measured, DatabaseRun } from './bench-scale-report';
import { fillScaleDatabase, scaleArguments } from './scale-database';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const OPERATOR_KEY = 'bench-operator-key-0123456789';
const STATEMENT_ENTRIES = 5_000;
/** BENCH_ISSUED: how many invoices to issue at scale (0: none, e.g. to compare memory alone). */
const ISSUED = Number(process.env.BENCH_ISSUED ?? 1_000);

interface Server {
  child: ChildProcess;
  base: string;
  token: string;
  loginBody: string;
  /** The RSS once started, before any call, in MB. */
  startRss: number;
  /** The highest RSS seen since the start, in MB. */
  peakRss(): number;
  /** The highest RSS seen since the last `resetRecent()`, in MB. */
  recentPeakRss(): number;
  resetRecent(): void;
  stop(): Promise<void>;
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The server of scripts/bench-server.ts built as `build` builds dist/main.js (tsup, the workspace's
 * packages bundled, the rest from node_modules), so that the process measured runs JavaScript as
 * production does: through `tsx`, its compiler and loader thread were in the memory measured.
 * Written under node_modules/.cache, where the bundle's imports resolve as from dist/.
 */
async function buildServer(): Promise<string> {
  const outDir = path.resolve('node_modules/.cache/salon-bench-scale');
  await build({
    config: false,
    entry: { 'bench-server': 'scripts/bench-server.ts' },
    outDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    clean: true,
    silent: true,
    noExternal: [/^@salon\//],
  });
  return path.join(outDir, 'bench-server.js');
}

async function startServer(url: string, script: string): Promise<Server> {
  // The server's flags and glibc's arenas as `serve` sets them (package.json); BENCH_SERVER_FLAGS
  // and MALLOC_ARENA_MAX to compare.
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '--max-semi-space-size=32').split(' ');
  const child = spawn(process.execPath, [...flags.filter(Boolean), script], {
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      BENCH_SERVER_DATABASE_URL: url,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await new Promise<string[]>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (first) => resolve([first]));
  });
  const info = JSON.parse(line!) as { base: string; token: string; loginBody: string };
  const startRss = rssOf(child.pid!);
  let peak = startRss;
  let recent = startRss;
  const sampler = setInterval(() => {
    const now = rssOf(child.pid!);
    peak = Math.max(peak, now);
    recent = Math.max(recent, now);
  }, 100);
  return {
    child,
    ...info,
    startRss,
    peakRss: () => peak,
    recentPeakRss: () => recent,
    resetRecent: () => {
      recent = rssOf(child.pid!);
    },
    stop: async () => {
      clearInterval(sampler);
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

type Request = Parameters<typeof autocannon>[0];

async function measure(server: Server, name: string, request: Request): Promise<Measured> {
  const base = { connections, ...request };
  if (warmupSeconds > 0) await autocannon({ ...base, duration: warmupSeconds });
  server.resetRecent();
  const result = await autocannon({ ...base, duration: seconds });
  return {
    name,
    throughput: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    rssMb: server.recentPeakRss(),
  };
}

async function getJson<T>(server: Server, pathname: string, method = 'GET'): Promise<T> {
  const response = await fetch(`${server.base}/api/v1${pathname}`, {
    method,
    headers: { authorization: `Bearer ${server.token}` },
  });
  return ((await response.json()) as { data: T }).data;
}

/** The exhibitor's calls and the operator overview, each run by autocannon. */
async function calls(server: Server): Promise<Measured[]> {
  const bearer = { authorization: `Bearer ${server.token}` };
  const api = `${server.base}/api/v1`;
  const sets = await getJson<{ rebookingOpportunities: Array<{ id: string }> }>(
    server,
    '/me/rebooking-opportunities',
    'POST',
  );
  const payments = await getJson<Array<{ id: string; kind: string; status: string }>>(
    server,
    '/me/payments',
  );
  const due = payments.find((p) => p.kind === 'acompte1' && p.status === 'due');
  let key = 0;
  const json = { ...bearer, 'content-type': 'application/json' };
  return [
    await measure(server, 'GET /me', { url: `${api}/me`, headers: bearer }),
    await measure(server, 'GET /me/invoices', { url: `${api}/me/invoices`, headers: bearer }),
    await measure(server, 'rebooking list', {
      url: `${api}/me/rebooking-opportunities`,
      method: 'POST',
      headers: bearer,
    }),
    await measure(server, 'quote', {
      url: `${api}/me/rebooking-devis/${sets.rebookingOpportunities[0]!.id}`,
      headers: bearer,
    }),
    await measure(server, 'POST /login', {
      url: `${api}/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: server.loginBody,
    }),
    await measure(server, 'card payment start', {
      url: `${api}/transaction-create`,
      method: 'POST',
      headers: json,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              payment_id: due!.id,
              idempotency_key: `bench-${process.pid}-${(key += 1)}-card-key`,
            }),
          }),
        },
      ],
    }),
    await measure(server, 'operator overview', {
      url: `${api}/operator/overview`,
      headers: { 'x-operator-key': OPERATOR_KEY },
    }),
    await measure(server, 'operator overview, a later page', {
      url: `${api}/operator/overview/einvoices?cursor=${await laterPage(server)}`,
      headers: { 'x-operator-key': OPERATOR_KEY },
    }),
  ];
}

/** The cursor of the documents' second page (a page of one), for a later page of one list. */
async function laterPage(server: Server): Promise<string> {
  const response = await fetch(`${server.base}/api/v1/operator/overview?limit=1`, {
    headers: { 'x-operator-key': OPERATOR_KEY },
  });
  const { data } = (await response.json()) as { data: { next: Record<string, string | null> } };
  const cursor = data.next.einvoices;
  if (!cursor) throw new Error('the overview has no second page of documents');
  return encodeURIComponent(cursor);
}

/** One import of a 5,000-credit statement: the pending transfers quoted, the rest matching none. */
async function statementImport(server: Server, url: string, label: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client
    .query<{ reference: string; amount: number }>(
      `select reference, amount from transfers where status = 'pending' order by id limit $1`,
      [STATEMENT_ENTRIES],
    )
    .finally(() => client.end());
  const entries = Array.from({ length: STATEMENT_ENTRIES }, (_, index) => {
    const transfer = rows[index];
    return transfer
      ? { amount: (transfer.amount / 100).toFixed(2), unstructured: [transfer.reference] }
      : { amount: '150.00', unstructured: [`VIR SEPA FACTURE ${index}`] };
  }).map((entry, index) => ({ ...entry, reference: `BENCH-${label}-${process.pid}-${index}` }));
  const xml = camt053(entries, { statementId: `BENCH-${label}-${process.pid}` });
  const started = Date.now();
  const response = await fetch(`${server.base}/api/v1/operator/bank-statements`, {
    method: 'POST',
    headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/xml' },
    body: xml,
  });
  if (response.status !== 200) {
    throw new Error(`the import answered ${response.status}: ${await response.text()}`);
  }
  return (Date.now() - started) / 1000;
}

async function benchDatabase(
  label: string,
  url: string,
  issue: boolean,
  script: string,
): Promise<DatabaseRun> {
  const server = await startServer(url, script);
  try {
    const measured = await calls(server);
    server.resetRecent();
    const importSeconds = await statementImport(server, url, label);
    const importRssMb = server.recentPeakRss();
    const rssMb = server.peakRss();
    let issued: IssueRun | null = null;
    if (issue && ISSUED > 0) issued = await issueInvoices(url, ISSUED);
    return {
      label,
      measured,
      importSeconds,
      importRssMb,
      startRssMb: server.startRss,
      rssMb,
      issued,
    };
  } finally {
    await server.stop();
  }
}

/** What the seed wrote of itself in the given scale database (`scale … seed …`). */
async function seedOf(url: string | null): Promise<string | null> {
  if (!url) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client
    .query<{ value: string }>(`select value from meta where key = 'scale-seed'`)
    .finally(() => client.end());
  return rows[0]?.value.split(' ').slice(1, 4).join(' ') ?? null;
}

async function main(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the server.');
  const { scale, seedNumber } = scaleArguments(process.argv.slice(2), process.env);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(
    `bench:scale: ${seconds} s a run after ${warmupSeconds} s of warm-up, ${connections} connections, ${os.cpus().length} CPUs, load average ${load} before the run`,
  );
  const script = await buildServer();
  const demo = await withThrowawayDatabase(serverUrl, 'salon_bench_demo', (url) =>
    benchDatabase('demo', url, false, script),
  );
  const given = process.env.BENCH_SCALE_DATABASE_URL;
  const atScale = given
    ? await benchDatabase('scale', given, true, script)
    : await withThrowawayDatabase(serverUrl, 'salon_bench_scale', async (url) => {
        const seeded = await fillScaleDatabase(url, { scale, seedNumber });
        console.log(
          `scale seed SCALE=${scale} SEED_NUMBER=${seedNumber}: ${seeded.seconds.toFixed(1)} s`,
        );
        return benchDatabase('scale', url, true, script);
      });
  const seeded = await seedOf(given ?? null);
  const loadAfter = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const report = scaleFigures(demo, atScale, {
    scale: seeded ?? String(scale),
    load: `${load} before, ${loadAfter} after`,
    seconds,
    connections,
  });
  console.log(report);
  if (process.env.BENCH_WRITE_DOCS === '1') {
    writeDocs(path.resolve(import.meta.dirname, '../../../docs/performance.md'), report);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
