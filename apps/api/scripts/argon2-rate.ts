// Logins a core can check per second (apps/api/README.md "Profile"): argon2id verifications at the
// production cost (src/config.ts), one at a time, timed by CPU and by the clock; and what that
// means for a first morning of 3,000 exhibitors in one hour. `pnpm --filter @salon/api
// argon2-rate` (ARGON2_RUNS verifications, 40 by default). Not a timed test.
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../src/infra/crypto';
import { loadConfig } from '../src/config';

async function main(): Promise<void> {
  const runs = Number(process.env.ARGON2_RUNS || 40);
  const { argon2 } = loadConfig({ NODE_ENV: 'development', OPERATOR_KEY: 'o'.repeat(32) });
  const hash = await hashPassword('Demo-Exposant-2026!', argon2);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let index = 0; index < runs; index += 1) {
    if (!(await verifyPassword(hash, 'Demo-Exposant-2026!'))) throw new Error('verify failed');
  }
  const wall = (performance.now() - started) / runs;
  const spent = process.cpuUsage(cpuBefore);
  // argon2 runs on libuv's thread pool: the process's CPU time counts it.
  const cpu = (spent.user + spent.system) / 1000 / runs;
  const perCore = 1000 / cpu;
  console.log(
    `argon2id m=${argon2.memoryCost} KiB t=${argon2.timeCost} p=${argon2.parallelism}: ` +
      `${cpu.toFixed(1)} ms of CPU and ${wall.toFixed(1)} ms of clock a verification (${runs} runs)`,
  );
  console.log(`${perCore.toFixed(0)} logins a second per core`);
  console.log(
    `3,000 exhibitors in one hour: ${(3000 / 3600).toFixed(2)} logins a second on average, ` +
      `${((3000 / 3600 / perCore) * 100).toFixed(1)} % of one core; ` +
      `all 3,000 at once would queue ${(3000 / perCore).toFixed(0)} s of one core`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
