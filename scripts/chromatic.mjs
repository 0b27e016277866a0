// `pnpm chromatic`: publishes the Storybook catalogue to Chromatic for visual review
// (docs/testing.md "Visual review"). Organisers with a Chromatic project set
// CHROMATIC_PROJECT_TOKEN; without it this explains how to get one and fails, since nothing was
// published. The local gate stays `pnpm test` (every story runs as a test in Chromium with axe).
import { spawnSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.error(
    [
      'pnpm chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing was published.',
      '',
      'To publish the catalogue for visual review:',
      '  1. Sign in to Chromatic and create a project linked to this repository.',
      '  2. Copy its project token (Manage > Configure).',
      '  3. Run: CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic',
      '     (in CI, store the token as a secret and expose it as that variable).',
      '',
      'Without Chromatic, `pnpm test` runs every story as a test in Chromium, with axe.',
    ].join('\n'),
  );
  process.exit(1);
}

// The Chromatic CLI (pinned, fetched by pnpm dlx) builds the Storybook itself (`build-storybook`) and uploads it. Extra
// arguments are passed through, e.g. `pnpm chromatic --only-changed`.
const { status } = spawnSync(
  'pnpm',
  [
    'dlx',
    'chromatic@16.6.2', // 17 and later need Node 22 (the project runs on Node 20)
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: process.env },
);
process.exit(status ?? 1);
