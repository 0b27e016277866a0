// Lighthouse on the login page (docs/performance.md): a script, not a test, that reports the
// page's performance and accessibility scores for the README.
//
//   pnpm build && pnpm --filter @salon/portal lighthouse [--runs=3] [--path=/fr/pro/login]
//
// Starts the e2e server (the built API serving the built portal, a fresh seeded database) on its
// own port, runs Lighthouse through `lhci collect` with the mobile (Lighthouse's default) and the
// desktop presets, keeps the median run of each (by performance score, as lhci does), prints the
// four category scores, the main metrics and every audit that cost a point in accessibility or
// best practices, writes the numbers to `.lighthouseci/summary.json`, and stops the server.
// Chromium: CHROME_PATH, else the one the repository finds (scripts/chromium.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { startE2eServer } from '../e2e/startServer.mjs';

const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportsDir = path.join(portalDir, '.lighthouseci');
const lhci = path.join(portalDir, 'node_modules/.bin/lhci');

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => /^--([^=]+)=(.*)$/.exec(arg))
    .filter((match) => match !== null)
    .map((match) => [match[1], match[2]]),
);
const runs = Number(args.runs ?? 3);
const pagePath = args.path ?? '/fr/pro/login';
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3212);

const chromePath = findChromium();
if (!chromePath) {
  console.error('No Chromium found: set CHROME_PATH (Debian: apt-get install chromium).');
  process.exit(1);
}
// Lighthouse starts Chromium itself (headless is added by lhci); the sandbox flag is needed as root.
const chromeFlags = CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--headless')).join(' ');

const presets = [
  { name: 'mobile', settings: [] },
  { name: 'desktop', settings: ['--settings.preset=desktop'] },
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
];

/** Runs `lhci collect` for one preset and answers the Lighthouse results (LHR) it saved. */
function collect(url, preset) {
  const result = spawnSync(
    lhci,
    [
      'collect',
      `--url=${url}`,
      `--numberOfRuns=${runs}`,
      `--chromePath=${chromePath}`,
      `--settings.chromeFlags=${chromeFlags}`,
      ...preset.settings,
    ],
    { cwd: portalDir, stdio: ['ignore', 'inherit', 'inherit'], env: process.env },
  );
  if (result.status !== 0) throw new Error(`lhci collect (${preset.name}) failed`);
  return readdirSync(reportsDir)
    .filter((file) => /^lhr-.*\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(path.join(reportsDir, file), 'utf8')));
}

/** The median run by performance score (lhci's representative run). */
function medianRun(lhrs) {
  const sorted = [...lhrs].sort(
    (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Audits of a category that scored below 1 (what cost the points), with their weight. */
function lostPoints(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1)
    .map(({ ref, audit }) => ({
      id: ref.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      items: (audit.details?.items ?? [])
        .slice(0, 5)
        .map((item) => item.node?.snippet ?? item.url ?? item.description ?? JSON.stringify(item)),
    }));
}

function summarise(name, lhrs) {
  const lhr = medianRun(lhrs);
  return {
    preset: name,
    runs: lhrs.length,
    url: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
    ),
    // Every run's scores, to see the spread of the simulated throttling.
    allPerformance: lhrs.map((run) => Math.round((run.categories.performance.score ?? 0) * 100)),
    metrics: Object.fromEntries(
      metrics.map(([id, label]) => [
        label,
        { value: lhr.audits[id].numericValue, display: lhr.audits[id].displayValue },
      ]),
    ),
    lost: {
      accessibility: lostPoints(lhr, 'accessibility'),
      'best-practices': lostPoints(lhr, 'best-practices'),
    },
    lighthouseVersion: lhr.lighthouseVersion,
    chromium: lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? 'unknown',
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const server = await startE2eServer({ port });
let summaries;
try {
  const url = `${server.baseUrl}${pagePath}`;
  summaries = presets.map((preset) => summarise(preset.name, collect(url, preset)));
} finally {
  await server.stop();
}

const machine = {
  date: new Date().toISOString(),
  cpu: `${os.cpus()[0]?.model.trim() ?? 'unknown CPU'} (${os.cpus().length} cores)`,
  memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  os: `${os.type()} ${os.release()}`,
  node: process.version,
};

console.log(
  `\nLighthouse ${summaries[0].lighthouseVersion} on ${pagePath}, ${runs} run(s) per preset`,
);
console.log(
  `${machine.date.slice(0, 10)}, ${machine.cpu}, ${machine.memory}, ${machine.os}, Node ${machine.node}, Chromium ${summaries[0].chromium}\n`,
);
const header = ['preset', ...categories, ...metrics.map(([, label]) => label)];
const rows = summaries.map((summary) => [
  summary.preset,
  ...categories.map((id) => String(summary.scores[id])),
  ...metrics.map(([, label]) => summary.metrics[label].display),
]);
const widths = header.map((cell, index) =>
  Math.max(cell.length, ...rows.map((row) => row[index].length)),
);
for (const row of [header, ...rows]) {
  console.log(row.map((cell, index) => cell.padEnd(widths[index])).join('  '));
}
for (const summary of summaries) {
  console.log(
    `\n${summary.preset}: performance of each run ${summary.allPerformance.join(', ')} (median kept); benchmark index ${summary.benchmarkIndex}`,
  );
  for (const [category, audits] of Object.entries(summary.lost)) {
    for (const audit of audits) {
      console.log(`  ${category}: ${audit.id} (${audit.title}), score ${audit.score}`);
      for (const item of audit.items) console.log(`    - ${item}`);
    }
  }
}

mkdirSync(reportsDir, { recursive: true });
writeFileSync(
  path.join(reportsDir, 'summary.json'),
  `${JSON.stringify({ page: pagePath, machine, summaries }, null, 2)}\n`,
);
console.log(`\nSummary: ${path.relative(process.cwd(), path.join(reportsDir, 'summary.json'))}`);
