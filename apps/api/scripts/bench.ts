// Benchmark (docs/api.md): GET /api/v1/me and POST /api/v1/login against a Fastify hello-world run in
// the same script, on PGlite and on PostgreSQL; prints throughput and p99 latency of each, with
// the ratio to hello-world. Not a timed test: `pnpm --filter @salon/api bench`.
//
// PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL) when set, else a throwaway cluster made
// with initdb/pg_ctl when the server binaries are installed; skipped otherwise.
// BENCH_SECONDS sets each run's length (10 by default), BENCH_CONNECTIONS the concurrency (10),
// BENCH_DATABASES which databases run (`pglite,postgres` by default), BENCH_CALLS which calls
// (`me,invoices,login` by default).
//
// Each measured run follows a warm-up of the same request, not counted (BENCH_WARMUP_SECONDS, 2 by
// default; 0 for none): the first seconds of a fresh server pay for the JIT compiling the request
// path, the pool opening its connections and each connection preparing its statements, which
// says nothing of the server's steady rate and landed in the p99 of whichever call ran first.
//
// The load script (`pnpm --filter @salon/api load`) is this one with 50 connections for 30 s, on
// PostgreSQL only: login, GET me and the invoices list of the demo exhibitor, each beside the
// hello-world of the same process; errors are non-2xx answers and socket errors (goal: none).
//
// BENCH_DIAGNOSE=1 prints, for each measured run, what can make its tail: the event loop's delay
// (monitorEventLoopDelay: how late the loop came back to its timers) and the garbage collector's
// pauses by kind (apps/api/README.md "Third pass").
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver, constants, monitorEventLoopDelay } from 'node:perf_hooks';
import type { PerformanceEntry } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { DatabaseConfig } from '../src/infra/config/database';
import { startBenchApp, withThrowawayDatabase } from './bench-app';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const databases = (process.env.BENCH_DATABASES || 'pglite,postgres').split(',');
const calls = (process.env.BENCH_CALLS || 'me,invoices,login').split(',');
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const diagnose = process.env.BENCH_DIAGNOSE === '1';

const gcKinds: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

/** Starts watching the event loop's delay and the GC's pauses; the returned function prints them. */
function watchTail(name: string): () => void {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  const pauses = new Map<string, number[]>();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      const kind = gcKinds[detail?.kind ?? -1] ?? 'other';
      pauses.set(kind, [...(pauses.get(kind) ?? []), entry.duration]);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  loop.enable();
  return () => {
    loop.disable();
    observer.disconnect();
    const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1);
    const gc = [...pauses]
      .map(([kind, list]) => {
        const total = list.reduce((sum, value) => sum + value, 0);
        return `${kind} ${list.length}× (${total.toFixed(0)} ms, longest ${Math.max(...list).toFixed(1)} ms)`;
      })
      .join(', ');
    console.log(
      `${name}: event-loop delay p50 ${ms(loop.percentile(50))} ms, p99 ${ms(loop.percentile(99))} ms, max ${ms(loop.max)} ms; GC ${gc || 'none'}`,
    );
  };
}

interface Result {
  name: string;
  throughput: number;
  p99: number;
  errors: number;
}

async function measure(
  name: string,
  url: string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<Result> {
  const request = {
    url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections,
  };
  if (warmupSeconds > 0) await autocannon({ ...request, duration: warmupSeconds });
  const report = diagnose ? watchTail(name) : undefined;
  const result = await autocannon({ ...request, duration: seconds });
  report?.();
  return {
    name,
    throughput: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function findPgBin(): string | null {
  const candidates = ['/usr/lib/postgresql'].filter(existsSync).flatMap((dir) =>
    readdirSync(dir)
      .sort()
      .reverse()
      .map((version) => path.join(dir, version, 'bin')),
  );
  return candidates.find((dir) => existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

/** A throwaway PostgreSQL cluster (initdb refuses root: it then runs as the postgres user). */
function startCluster(): { url: string; stop: () => void } | null {
  const bin = findPgBin();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'salon-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (file: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args], {
          stdio: 'ignore',
        })
      : execFileSync(path.join(bin, file), args, { stdio: 'ignore' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dir, uid, -1);
  }
  const port = 54000 + Math.floor(Math.random() * 900);
  run('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
  run('pg_ctl', [
    '-D',
    path.join(dir, 'data'),
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  return {
    // Through the cluster's Unix socket (in `dir`), as a server on the same machine should be
    // reached (apps/api/README.md "Database and migrations"); BENCH_PG_TCP=1 for TCP loopback.
    url:
      process.env.BENCH_PG_TCP === '1'
        ? `postgres://postgres@127.0.0.1:${port}/postgres`
        : `postgres://postgres@/postgres?host=${encodeURIComponent(dir)}&port=${port}`,
    stop: () => {
      run('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function benchDatabase(label: string, database: DatabaseConfig): Promise<Result[]> {
  const { base, token, loginBody, close } = await startBenchApp(database);
  const bearer = { authorization: `Bearer ${token}` };
  const runs: Array<[string, () => Promise<Result>]> = [
    ['me', () => measure(`GET /api/v1/me (${label})`, `${base}/api/v1/me`, { headers: bearer })],
    [
      'invoices',
      () =>
        measure(`GET /api/v1/me/invoices (${label})`, `${base}/api/v1/me/invoices`, {
          headers: bearer,
        }),
    ],
    [
      'login',
      () =>
        measure(`POST /api/v1/login (${label})`, `${base}/api/v1/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: loginBody,
        }),
    ],
  ];
  try {
    const results: Result[] = [];
    for (const [name, run] of runs) if (calls.includes(name)) results.push(await run());
    return results;
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  const load = os.loadavg().map((value) => value.toFixed(2));
  console.log(
    `Salon API benchmark: ${seconds} s per run after ${warmupSeconds} s of warm-up, ${connections} connections, Node ${process.version} ${process.execArgv.filter((flag) => flag.startsWith('--max')).join(' ')}, ${os.cpus().length} CPUs, load average ${load.join(' ')} before the run\n`,
  );
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
  const results: Result[] = [await measure('Fastify hello-world', helloUrl)];
  await hello.close();

  if (databases.includes('pglite')) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'salon-bench-pglite-'));
    try {
      results.push(...(await benchDatabase('PGlite', { kind: 'pglite', dataDir })));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const given = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const cluster = given || !databases.includes('postgres') ? null : startCluster();
  const serverUrl = given ?? cluster?.url;
  if (serverUrl && databases.includes('postgres')) {
    try {
      results.push(
        ...(await withThrowawayDatabase(serverUrl, 'salon_bench', (url) =>
          benchDatabase('PostgreSQL', { kind: 'postgres', url }),
        )),
      );
    } finally {
      cluster?.stop();
    }
  } else if (databases.includes('postgres')) {
    console.log(
      'No PostgreSQL server (BENCH_DATABASE_URL, or initdb/pg_ctl): PostgreSQL runs skipped.\n',
    );
  }

  const reference = results[0]!.throughput;
  const rows = results.map((result) => [
    result.name,
    result.throughput.toFixed(0),
    `${result.p99.toFixed(1)} ms`,
    `${((result.throughput / reference) * 100).toFixed(1)} %`,
    String(result.errors),
  ]);
  const header = ['run', 'req/s', 'p99', 'vs hello-world', 'errors'];
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
