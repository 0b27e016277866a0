// Packs @salon/ui as it is published (publishConfig applied) and installs it in the fixture app
// `test/consumer` (its own package, so '@salon/ui' is resolved like any consumer's dependency),
// then bundles an entry of that app with esbuild. Used by the consumer test and the size report.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const consumerDir = path.join(packageDir, 'test', 'consumer');
const modulesDir = path.join(consumerDir, 'node_modules');

/** Builds the package when its `dist` is missing (`pnpm test` builds it before the tests). */
export function ensureBuilt() {
  if (!existsSync(path.join(packageDir, 'dist', 'index.js'))) {
    execFileSync('pnpm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit' });
  }
}

/** `pnpm pack`, then installs the tarball's files as test/consumer/node_modules/@salon/ui. */
export function packPackage() {
  ensureBuilt();
  rmSync(modulesDir, { recursive: true, force: true });
  const packs = path.join(modulesDir, '.packs');
  mkdirSync(packs, { recursive: true });
  execFileSync('pnpm', ['pack', '--pack-destination', packs], { cwd: packageDir, stdio: 'pipe' });
  const tarball = readdirSync(packs).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack produced no tarball');
  execFileSync('tar', ['-xzf', tarball], { cwd: packs });
  mkdirSync(path.join(modulesDir, '@salon'), { recursive: true });
  const installed = path.join(modulesDir, '@salon', 'ui');
  renameSync(path.join(packs, 'package'), installed);
  return installed;
}

/**
 * Bundles an entry of the fixture app. React stays external (a peer dependency);
 * react-aria-components and vanilla-extract's runtime are bundled, as a consumer's bundler would.
 */
export async function bundleConsumer(entry, { minify = true, name = 'app' } = {}) {
  const outdir = path.join(modulesDir, '.out', name);
  const result = await esbuild.build({
    entryPoints: { [name]: path.resolve(consumerDir, entry) },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['import', 'module', 'default'],
    target: 'es2022',
    minify,
    treeShaking: true,
    metafile: true,
    jsx: 'automatic',
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/server'],
  });
  return {
    js: path.join(outdir, `${name}.js`),
    css: path.join(outdir, `${name}.css`),
    metafile: result.metafile,
  };
}

/** Bytes of JS (minified, before gzip) that a bundle takes from the packed @salon/ui. */
export function bytesFromUi(metafile) {
  return Object.values(metafile.outputs)
    .flatMap((output) => Object.entries(output.inputs))
    .filter(([input]) => input.includes('@salon/ui/dist/index.js'))
    .reduce((sum, [, info]) => sum + info.bytesInOutput, 0);
}

/**
 * Strings that only the invoice table, the quote, the timeline and the date formatting hold: a
 * consumer importing only a button and a text field must contain none of them.
 */
export const treeShakingMarkers = [
  'data-salon-invoice-table', // InvoiceTable
  'data-salon-quote', // QuoteView
  'data-salon-timeline', // Timeline and DeadlinesCalendar
  'Prestation', // invoice column names
  'Sous-total HT', // quote field names
  'Europe/Paris', // date formatting (lib/format)
];
