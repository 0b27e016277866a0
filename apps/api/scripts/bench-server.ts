// The API of `bench:scale` in a process of its own (apps/api/README.md "Benchmark at scale"), so
// that its resident memory is the server's alone: started on the PostgreSQL database of
// BENCH_SERVER_DATABASE_URL as the benchmark starts it (scripts/bench-app.ts: migrated, the demo
// seeded when the database has no user, the demo exhibitor signed in), it prints one line of JSON
// (its address, the token, the login's body) and serves until it is sent SIGTERM.
import { startBenchApp } from './bench-app';

async function main(): Promise<void> {
  const url = process.env.BENCH_SERVER_DATABASE_URL;
  if (!url) throw new Error('BENCH_SERVER_DATABASE_URL must name the database to serve.');
  const app = await startBenchApp({ kind: 'postgres', url });
  process.stdout.write(
    `${JSON.stringify({ base: app.base, token: app.token, loginBody: app.loginBody })}\n`,
  );
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
