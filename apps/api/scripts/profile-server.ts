// The server side of the profile (apps/api/README.md "Profile"): the bench app on the database
// PROFILE_DATABASE_URL names (PGlite in a temporary directory without it), run by
// scripts/profile.ts under `node --cpu-prof`. It prints one JSON line `{ base, token, readyAt }`
// once it listens (`readyAt`: the monotonic clock in microseconds, where the load starts); on
// SIGINT it prints `{ cpu }`, the CPU time (user and system, microseconds) it spent since, and
// exits cleanly, so that Node writes the .cpuprofile.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchApp } from './bench-app';

async function main(): Promise<void> {
  const url = process.env.PROFILE_DATABASE_URL;
  const dataDir = url ? null : mkdtempSync(path.join(os.tmpdir(), 'salon-profile-pglite-'));
  const app = await startBenchApp(
    url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: dataDir! },
  );
  const readyAt = Number(process.hrtime.bigint() / 1000n);
  const since = process.cpuUsage();
  process.once('SIGINT', () => {
    const spent = process.cpuUsage(since);
    console.log(JSON.stringify({ cpu: spent.user + spent.system }));
    void app.close().then(() => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
  console.log(JSON.stringify({ base: app.base, token: app.token, readyAt }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
