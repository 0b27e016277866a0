// `pnpm test`: every check of the workspace, in order, on a fresh machine (docs/testing.md).
// Gets a Chromium when none is found, then runs lint, typecheck, the package builds, the unit
// tests and the story tests (vitest), and any further suites listed below. It prints one closing
// line `N passed, N failed` counted from the runs it made, writes it to .test-results/summary.json,
// and exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/**
 * Each step is a command. A step with `json` is a test runner whose JSON report gives the count
 * of passed and failed tests; a step without one counts as one check.
 */
const steps = [
  { name: 'lint', command: 'pnpm lint' },
  { name: 'typecheck', command: 'pnpm typecheck' },
  { name: 'build', command: 'pnpm build' },
  {
    name: 'unit and story tests (vitest)',
    command: `pnpm exec vitest run --reporter=default --reporter=json --outputFile=${path.join(resultsDir, 'vitest.json')}`,
    json: path.join(resultsDir, 'vitest.json'),
  },
  {
    // The packed @salon/ui in an organiser's own Vite app outside the workspace, checked in
    // Chromium (docs/testing.md "The published ui package").
    name: 'ui in an organiser app (vite, chromium)',
    command: 'node packages/ui/test/consumer/organiser.mjs',
  },
  {
    // The JavaScript the login route loads, and each signed-in route on top of it, gzip
    // (docs/performance.md "Login route size", "Signed-in routes"). The login route's budget
    // (185 kB) is its ceiling. A signed-in route's budget is 60 kB; the ceiling a little above it
    // guards them against the chunk layout's drift, the routes over their budget named in
    // docs/performance.md.
    name: 'route sizes',
    command: 'pnpm --filter @salon/portal size -- --ceiling=185 --route-ceiling=64',
  },
  {
    // The product end to end in Chromium: the built API serving the built portal (docs/testing.md
    // "End to end").
    name: 'end-to-end tests (playwright)',
    command: 'pnpm --filter @salon/portal e2e',
    playwrightJson: path.join(resultsDir, 'e2e.json'),
  },
];

const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0 };
const lines = [];
const details = [];

/** The first lines of an error message, without colour codes. */
function firstLines(message = '') {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .filter(Boolean)
    .slice(0, 6)
    .map((line) => `      ${line.slice(0, 240)}`);
}

/** Playwright's JSON report: each failed or flaky test, with its first error. */
function playwrightDetails(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        const kind = test.status === 'flaky' ? 'FLAKY (passed on retry)' : 'FAILED';
        found.push(`  ${kind}: ${[...titles, spec.title].filter(Boolean).join(' › ')}`);
        found.push(...firstLines(error));
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return found;
}

/** Vitest's JSON report: each failed test, with its first error. */
function vitestDetails(report) {
  const found = [];
  for (const file of report.testResults ?? []) {
    const failures = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failures.length === 0) {
      found.push(`  FAILED: ${path.relative(root, file.name)}`, ...firstLines(file.message));
    }
    for (const test of failures) {
      found.push(`  FAILED: ${path.relative(root, file.name)} › ${test.fullName}`);
      found.push(...firstLines(test.failureMessages?.[0]));
    }
  }
  return found;
}

const chromium = ensureChromium();
if (!chromium) {
  totals.failed += 1;
  lines.push('FAIL  chromium: none found or installed (see the message above)');
} else {
  process.env.CHROME_PATH = chromium;
}

for (const step of steps) {
  if (only.length > 0 && !only.some((word) => step.name.includes(word))) continue;
  console.log(`\n=== ${step.name}: ${step.command}`);
  const started = Date.now();
  const { status } = spawnSync(step.command, {
    shell: true,
    stdio: 'inherit',
    cwd: root,
    env: process.env,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let passed = status === 0 ? 1 : 0;
  let failed = status === 0 ? 0 : 1;
  if (step.playwrightJson && existsSync(step.playwrightJson)) {
    const { stats } = JSON.parse(readFileSync(step.playwrightJson, 'utf8'));
    passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed = (stats.unexpected ?? 0) + (status !== 0 && !stats.unexpected ? 1 : 0);
    if (passed + failed === 0) failed += 1; // a runner that ran nothing has failed
    details.push(...playwrightDetails(JSON.parse(readFileSync(step.playwrightJson, 'utf8'))));
  }
  if (step.json && existsSync(step.json)) {
    const report = JSON.parse(readFileSync(step.json, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = (report.numFailedTests ?? 0) + (status !== 0 && !report.numFailedTests ? 1 : 0);
    if (report.numTotalTests === 0) failed += 1; // a runner that ran nothing has failed
    details.push(...vitestDetails(report));
  }
  totals.passed += passed;
  totals.failed += failed;
  lines.push(
    `${status === 0 ? 'PASS' : 'FAIL'}  ${step.name} (${passed} passed, ${failed} failed, ${seconds}s)`,
  );
}

console.log('\n=== Summary');
for (const line of lines) console.log(line);
// Which tests failed, and which passed only on their retry (flaky: a bug to find, docs/testing.md
// "End to end"), with the first lines of their error: the summary is what a CI log's tail shows.
for (const line of details) console.log(line);
writeFileSync(path.join(resultsDir, 'summary.json'), JSON.stringify(totals));
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
