// The published @salon/ui as an organiser uses it (docs/testing.md "The published ui package"):
// the Vite app of `organiser/` is copied outside the workspace, installs the packed tarball with
// the peer dependencies the package declares, type-checks against the published types, builds
// with `vite build`, and is checked in Chromium (organiser-browser.mjs). Prints one line per check
// and exits non-zero on the first failure. `pnpm test` runs it as one step.
//
//   node packages/ui/test/consumer/organiser.mjs
//
// SALON_UI_ORGANISER_DIR sets the temporary directory (default: <tmp>/salon-ui-organiser-<hash of
// the checkout's path>, so that two checkouts do not share it); it is emptied on every run.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, packageDir } from '../../scripts/consumer.mjs';
import { checkInBrowser } from './organiser-browser.mjs';

const template = path.join(path.dirname(fileURLToPath(import.meta.url)), 'organiser');
const checkout = createHash('sha256').update(packageDir).digest('hex').slice(0, 8);
const appDir =
  process.env.SALON_UI_ORGANISER_DIR ?? path.join(os.tmpdir(), `salon-ui-organiser-${checkout}`);
const started = Date.now();

function elapsed() {
  return `${((Date.now() - started) / 1000).toFixed(1)}s`;
}

async function step(title, action) {
  try {
    const detail = await action();
    console.log(`ok    ${title}${detail ? `: ${detail}` : ''} (${elapsed()})`);
  } catch (error) {
    console.error(`FAIL  ${title}\n${error instanceof Error ? error.message : String(error)}`);
    console.error(`FAIL  @salon/ui in an organiser's Vite app (app left in ${appDir})`);
    process.exit(1);
  }
}

const children = new Set();
process.on('exit', () => children.forEach((child) => child.kill()));

/** Runs a command in the app; rejects with its output when it fails. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: appDir, env: process.env });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      children.delete(child);
      if (code === 0) resolve(output);
      else reject(new Error(`$ ${command} ${args.join(' ')}\n${output}`.trim()));
    });
  });
}

await step('the app is copied outside the workspace', () => {
  rmSync(appDir, { recursive: true, force: true });
  mkdirSync(appDir, { recursive: true });
  cpSync(template, appDir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  return appDir;
});

let tarball = '';
await step('@salon/ui is built and packed', () => {
  ensureBuilt();
  execFileSync('pnpm', ['pack', '--pack-destination', appDir], { cwd: packageDir, stdio: 'pipe' });
  tarball = readdirSync(appDir).find((name) => name.endsWith('.tgz')) ?? '';
  if (!tarball) throw new Error('pnpm pack produced no tarball');
  return tarball;
});

await step('the app depends on the tarball and on the peers it declares', () => {
  const packed = JSON.parse(
    execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { cwd: appDir }).toString(),
  );
  const peers = packed.peerDependencies ?? {};
  if (!peers.react || !peers['react-dom']) throw new Error('react and react-dom are not peers');
  const manifestPath = path.join(appDir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.dependencies = { '@salon/ui': `file:./${tarball}`, ...peers };
  // The tools at the workspace's versions, which its install put in the store.
  const workspace = [path.join(packageDir, '../..'), packageDir].map((dir) => {
    const { dependencies, devDependencies } = JSON.parse(
      readFileSync(path.join(dir, 'package.json'), 'utf8'),
    );
    return { ...dependencies, ...devDependencies };
  });
  for (const name of Object.keys(manifest.devDependencies)) {
    const version = workspace.map((versions) => versions[name]).find(Boolean);
    if (version) manifest.devDependencies[name] = version;
  }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return Object.entries(peers)
    .map(([name, range]) => `${name}@${range}`)
    .join(', ');
});

await step('pnpm installs it (from the store, else the registry)', async () => {
  const common = ['install', '--ignore-workspace', '--config.strict-peer-dependencies=false'];
  try {
    await run('pnpm', [...common, '--offline']);
    return 'offline, from the store';
  } catch (error) {
    await run('pnpm', [...common, '--prefer-offline']);
    const reason = /ERR_PNPM_\w+/.exec(String(error))?.[0] ?? 'offline install failed';
    return `with the registry (${reason})`;
  }
});

// Type-checking and building at once: two processes, side by side on a machine with two cores.
await Promise.all([
  step("the organiser's code type-checks against the published types", () =>
    run(path.join('node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json']).then(() => ''),
  ),
  step('vite build succeeds', async () => {
    await run(path.join('node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn']);
    return readdirSync(path.join(appDir, 'dist', 'assets')).join(', ');
  }),
]);

try {
  const results = await checkInBrowser(appDir);
  for (const line of results) console.log(`ok    ${line}`);
} catch (error) {
  console.error(`FAIL  in Chromium: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`FAIL  @salon/ui in an organiser's Vite app (app left in ${appDir})`);
  process.exit(1);
}
console.log(`PASS  @salon/ui in an organiser's Vite app (${elapsed()})`);
