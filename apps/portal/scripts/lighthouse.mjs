// Lighthouse on the login page and on the demo exhibitor's dashboard (docs/performance.md
// "Lighthouse"): a script, not a test, that reports each page's scores and main metrics for the
// README.
//
//   pnpm build && pnpm --filter @salon/portal lighthouse [--runs=3] [--pages=login,dashboard]
//     [--presets=mobile,desktop] [--save]   (pages: login, dashboard, deeplink)
//
// Starts the e2e server (the built API serving the built portal, a fresh seeded database) on its
// own port, and runs Lighthouse (its Node API, the version @lhci/cli brings) in Chromium driven by
// puppeteer-core: the login page `/fr/pro/login` as a guest, then the dashboard `/fr/me/dashboard`
// signed in as the demo exhibitor (through the login form, so the browser holds the session's
// cookies as a user's does; the storage is kept between runs). Mobile preset by default (slow 4G,
// 4x CPU, simulated). Keeps the median run of each page and preset (by performance score, as lhci
// does), prints the scores, LCP, TBT, CLS, every audit that cost a point in accessibility or best
// practices, and the load average of the machine beside them (a shared machine's figures are not
// final: measure again on a quiet one), writes `.lighthouseci/summary.json`, and stops the server.
// Chromium: CHROME_PATH, else the one the repository finds (scripts/chromium.mjs). With
// LIGHTHOUSE_URL, measures the server running there instead of starting one.
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { demoAccounts } from '../e2e/support/api.mjs';
import { startE2eServer } from '../e2e/startServer.mjs';

const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportsDir = path.join(portalDir, '.lighthouseci');

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => /^--([^=]+)=(.*)$/.exec(arg))
    .filter((match) => match !== null)
    .map((match) => [match[1], match[2]]),
);
const runs = Number(args.runs ?? 3);
const pageNames = (args.pages ?? 'login,dashboard').split(',');
const presetNames = (args.presets ?? 'mobile').split(',');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3212);
// `--save`: every run's full report and trace too (`.lighthouseci/<page>-<preset>-<run>.json`
// and `.trace.json`), for the details the summary leaves out (the requests, the long tasks,
// Lantern's estimates).
const saveReports = 'save' in args || process.argv.includes('--save');

const chromePath = findChromium();
if (!chromePath) {
  console.error('No Chromium found: set CHROME_PATH (Debian: apt-get install chromium).');
  process.exit(1);
}

// Lighthouse and puppeteer-core as @lhci/cli installs them (pnpm keeps them beside it).
const lhciDir = path.dirname(
  realpathSync(createRequire(import.meta.url).resolve('@lhci/cli/package.json')),
);
const lighthouseDir = realpathSync(path.join(lhciDir, '../../lighthouse'));
const packageEntry = (dir, field) => {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return pathToFileURL(path.join(dir, field(manifest))).href;
};
const { default: lighthouse } = await import(packageEntry(lighthouseDir, (m) => m.main));
const { default: desktopConfig } = await import(
  pathToFileURL(path.join(lighthouseDir, 'core/config/desktop-config.js')).href
);
const puppeteerDir = realpathSync(path.join(lighthouseDir, '../puppeteer-core'));
const { default: puppeteer } = await import(
  packageEntry(puppeteerDir, (m) => m.exports['.'].import)
);

const presets = {
  mobile: undefined,
  desktop: desktopConfig,
};
const pageSpecs = {
  login: { name: 'login', path: '/fr/pro/login', signedIn: false },
  dashboard: { name: 'dashboard', path: '/fr/me/dashboard', signedIn: true },
  // A bookmarked private page opened without a session (docs/performance.md "Private links
  // without a session"): the server answers with the prerendered login.
  deeplink: { name: 'deeplink', path: '/fr/me/dashboard', signedIn: false },
};
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
];

/** Signs the demo exhibitor in through the login form, as a user does. */
async function signIn(page, baseUrl) {
  const account = demoAccounts.exhibitor;
  await page.goto(`${baseUrl}/fr/pro/login`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('#login-email');
  await page.type('#login-email', account.email);
  await page.type('#login-password', account.password);
  await Promise.all([
    page.waitForFunction(() => location.pathname.endsWith('/me/dashboard'), { timeout: 60_000 }),
    page.keyboard.press('Enter'),
  ]);
}

/** Runs Lighthouse `runs` times on one page with one preset, each in a fresh browser. */
async function collect(baseUrl, spec, presetName) {
  const lhrs = [];
  for (let run = 0; run < runs; run += 1) {
    const browser = await puppeteer.launch({
      executablePath: chromePath,
      headless: true,
      args: CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--headless')),
    });
    try {
      const page = await browser.newPage();
      if (spec.signedIn) await signIn(page, baseUrl);
      const result = await lighthouse(
        `${baseUrl}${spec.path}`,
        {
          logLevel: 'error',
          output: 'json',
          onlyCategories: categories,
          // The session lives in the browser's cookies: a signed-in page keeps them.
          disableStorageReset: spec.signedIn,
        },
        presets[presetName],
        page,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${spec.path}`);
      lhrs.push(result.lhr);
      if (saveReports) {
        mkdirSync(reportsDir, { recursive: true });
        const name = `${spec.name}-${presetName}-${run + 1}.json`;
        writeFileSync(path.join(reportsDir, name), JSON.stringify(result.lhr));
        // The run's trace too, the tasks Lantern's simulation starts from (Chromium's
        // performance panel opens it).
        const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
        if (trace)
          writeFileSync(
            path.join(reportsDir, name.replace(/json$/, 'trace.json')),
            JSON.stringify(trace),
          );
      }
    } finally {
      await browser.close();
    }
  }
  return lhrs;
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
    // What the LCP and CLS figures are about.
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet ?? null,
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((item) => ({
      score: Number(item.score?.toFixed?.(3) ?? item.score),
      node: item.node?.snippet ?? null,
    })),
    lighthouseVersion: lhr.lighthouseVersion,
    chromium: lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? 'unknown',
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

// `LIGHTHOUSE_URL`: a server already running (another build, to compare two builds run after
// run on the same machine); it must have the demo data. Otherwise the server must be this
// build's: a port another server already answers on would be measured instead (startE2eServer
// takes any answer as its own).
const givenUrl = process.env.LIGHTHOUSE_URL;
const taken =
  !givenUrl &&
  (await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  ));
if (taken) {
  console.error(`Port ${port} is already in use: set LIGHTHOUSE_PORT to a free one.`);
  process.exit(1);
}
const server = givenUrl
  ? { baseUrl: givenUrl.replace(/\/$/, ''), stop: async () => undefined }
  : await startE2eServer({ port });
const summaries = [];
const loads = [];
try {
  for (const name of pageNames) {
    const spec = pageSpecs[name];
    if (!spec) throw new Error(`Unknown page ${name}: ${Object.keys(pageSpecs).join(', ')}`);
    for (const presetName of presetNames) {
      if (!(presetName in presets)) throw new Error(`Unknown preset ${presetName}`);
      const before = os.loadavg()[0];
      const lhrs = await collect(server.baseUrl, spec, presetName);
      loads.push(before, os.loadavg()[0]);
      summaries.push({ page: name, path: spec.path, ...summarise(presetName, lhrs) });
    }
  }
} finally {
  await server.stop();
}

const machine = {
  date: new Date().toISOString(),
  cpu: `${os.cpus()[0]?.model.trim() ?? 'unknown CPU'} (${os.cpus().length} cores)`,
  memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  os: `${os.type()} ${os.release()}`,
  node: process.version,
  // The 1-minute load average before and after each page's runs: on a shared machine, the
  // figures are worth what the load lets them be.
  loadAverage: loads.map((load) => Number(load.toFixed(1))),
};

console.log(
  `\nLighthouse ${summaries[0].lighthouseVersion}, ${runs} run(s) per page and preset, median kept`,
);
console.log(
  `${machine.date.slice(0, 10)}, ${machine.cpu}, ${machine.memory}, ${machine.os}, Node ${machine.node}, Chromium ${summaries[0].chromium}; load average ${machine.loadAverage.join(' → ')}\n`,
);
const header = ['page', 'preset', ...categories, ...metrics.map(([, label]) => label)];
const rows = summaries.map((summary) => [
  summary.path,
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
    `\n${summary.path} ${summary.preset}: performance of each run ${summary.allPerformance.join(', ')} (median kept); benchmark index ${summary.benchmarkIndex}`,
  );
  console.log(`  LCP element: ${summary.lcpElement ?? 'none'}`);
  for (const shift of summary.layoutShifts) {
    console.log(`  layout shift ${shift.score}: ${shift.node ?? 'unknown node'}`);
  }
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
  `${JSON.stringify({ machine, summaries }, null, 2)}\n`,
);
console.log(`\nSummary: ${path.relative(process.cwd(), path.join(reportsDir, 'summary.json'))}`);
