// The CPU profile of the API under load (apps/api/README.md "Profile"): for each call profiled,
// the bench app runs in a child process under `node --cpu-prof` while autocannon (in this process)
// loads it, then the child stops and the profile's top frames are printed (scripts/cpuprofile-top.ts).
// `pnpm --filter @salon/api run profile` (`run`: pnpm has a `profile` command of its own). Not a timed test.
//
// PROFILE_DATABASE_URL (or BENCH_DATABASE_URL, TEST_DATABASE_URL): a PostgreSQL server, on which a
// throwaway database is made for each run; PGlite without one. PROFILE_SECONDS sets each run's
// length (10 by default), PROFILE_CONNECTIONS the concurrency (50), PROFILE_RATE a fixed rate in
// requests a second instead of as many as the server answers (the server's CPU a request then
// depends less on what else the machine runs), PROFILE_PATHS the calls
// (`/me,/me/invoices` under /api/v1), PROFILE_DIR where the .cpuprofile files stay (a temporary
// directory by default), PROFILE_TOP how many frames to print (25). PROFILE_CPU_PROF=0 runs the
// server without the profiler and prints only its CPU time a request (the profiler's own cost left
// out: the figure to compare two versions of the code with). PROFILE_NODE_OPTIONS are given to the
// server's node instead of `--max-semi-space-size=32`, the flag the server starts with.
import { spawn } from 'node:child_process';
import type { ChildProcessByStdio } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { withThrowawayDatabase } from './bench-app';
import { report } from './cpuprofile-top';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.PROFILE_SECONDS || 10);
const connections = Number(process.env.PROFILE_CONNECTIONS || 50);
const rate = Number(process.env.PROFILE_RATE || 0);
const paths = (process.env.PROFILE_PATHS || '/me,/me/invoices').split(',');
const top = Number(process.env.PROFILE_TOP || 25);
const profiling = process.env.PROFILE_CPU_PROF !== '0';
// The young generation's size the server starts with (package.json `serve`, apps/api/README.md
// "Configuration"); PROFILE_NODE_OPTIONS replaces it.
const nodeOptions = (process.env.PROFILE_NODE_OPTIONS ?? '--max-semi-space-size=32')
  .split(' ')
  .filter(Boolean);
const server =
  process.env.PROFILE_DATABASE_URL ||
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL;
const outDir = process.env.PROFILE_DIR || mkdtempSync(path.join(os.tmpdir(), 'salon-profile-'));
mkdirSync(outDir, { recursive: true });

/** A database of its own on the server for one run, dropped afterwards; PGlite without one. */
function withDatabase<T>(run: (url: string | undefined) => Promise<T>): Promise<T> {
  return server ? withThrowawayDatabase(server, 'salon_profile', run) : run(undefined);
}

interface Ready {
  base: string;
  token: string;
  readyAt: number;
}

interface Profiled {
  /** The main thread's .cpuprofile; none without the profiler. */
  file: string | null;
  readyAt: number;
  requests: number;
  /** The server's CPU time (user and system) under load, in microseconds. */
  cpu: number;
}

/** The JSON lines the child prints: `{ base, token, readyAt }`, then `{ cpu }` as it stops. */
function childLines(child: ChildProcessByStdio<null, Readable, null>) {
  const lines: Array<Record<string, unknown>> = [];
  const waiting: Array<() => void> = [];
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part));
    for (const wake of waiting.splice(0)) wake();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    exited,
    /** The first line that has `key`. */
    async find<T>(key: string): Promise<T> {
      for (;;) {
        const line = lines.find((candidate) => key in candidate);
        if (line) return line as T;
        const next = new Promise<void>((resolve) => waiting.push(resolve));
        const code = await Promise.race([next.then(() => undefined), exited]);
        if (code !== undefined && !lines.some((candidate) => key in candidate)) {
          throw new Error(`the profiled server exited (${code}) before printing ${key}`);
        }
      }
    },
  };
}

async function profileCall(apiPath: string, databaseUrl: string | undefined): Promise<Profiled> {
  const dir = mkdtempSync(path.join(outDir, `${apiPath.replace(/\W+/g, '-').replace(/^-/, '')}-`));
  const tsx = createRequire(import.meta.url).resolve('tsx');
  const child = spawn(
    process.execPath,
    [
      ...nodeOptions,
      ...(profiling ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []),
      '--import',
      tsx,
      path.join(here, 'profile-server.ts'),
    ],
    {
      env: { ...process.env, PROFILE_DATABASE_URL: databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = childLines(child);
  const ready = await lines.find<Ready>('base');
  const result = await autocannon({
    url: `${ready.base}/api/v1${apiPath}`,
    headers: { authorization: `Bearer ${ready.token}` },
    connections,
    ...(rate > 0 ? { overallRate: rate } : {}),
    duration: seconds,
  });
  child.kill('SIGINT');
  const { cpu } = await lines.find<{ cpu: number }>('cpu');
  await lines.exited;
  console.log(
    `\nGET /api/v1${apiPath} (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${profiling ? 'under the profiler' : 'no profiler'}): ` +
      `${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ` +
      `${result.errors + result.non2xx} errors`,
  );
  const base = { readyAt: ready.readyAt, requests: result.requests.total, cpu };
  if (!profiling) return { file: null, ...base };
  // One file per thread (CPU.<date>.<time>.<pid>.<thread>.<n>): thread 0 is the main one.
  const [file] = readdirSync(dir).filter((name) => /\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  if (!file) throw new Error(`no .cpuprofile of the main thread in ${dir}`);
  return { file: path.join(dir, file), ...base };
}

async function main(): Promise<void> {
  console.log(
    `Salon API profile: ${seconds} s per call, ${connections} connections${rate > 0 ? ` at ${rate} requests a second` : ''}, ${os.loadavg()[0]!.toFixed(2)} load average, profiles in ${outDir}`,
  );
  for (const apiPath of paths) {
    const { file, readyAt, requests, cpu } = await withDatabase((url) => profileCall(apiPath, url));
    if (file) report(file, top, readyAt);
    // The server's CPU per answer: steadier than req/s on a shared machine.
    console.log(
      `\nGET /api/v1${apiPath}: ${(cpu / Math.max(1, requests)).toFixed(0)} µs of the server's CPU per request (${requests} requests, profiler ${file ? 'on' : 'off'})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
