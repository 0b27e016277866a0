// `pnpm --filter @salon/api seed:scale` (apps/api/README.md "Scale seed"): fills the PostgreSQL
// database of DATABASE_URL with the demo and an organiser's three years of history around it,
// deterministic from SEED_NUMBER (or --seed=) and sized by SCALE (or --scale=; 1 is the full
// size). Prints the seed number, each step's time and the rows written.
import { fillScaleDatabase, scaleArguments } from './scale-database';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must name the PostgreSQL database to fill.');
  const { scale, seedNumber } = scaleArguments(process.argv.slice(2), process.env);
  console.log(`Scale seed: SCALE=${scale} SEED_NUMBER=${seedNumber}`);
  const run = await fillScaleDatabase(url, { scale, seedNumber, log: (line) => console.log(line) });
  for (const [table, rows] of Object.entries(run.counts)) {
    console.log(`  ${table.padEnd(26)} ${rows.toLocaleString('en')}`);
  }
  console.log(`Done in ${run.seconds.toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
