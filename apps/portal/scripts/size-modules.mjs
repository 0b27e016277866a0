// The login route's JavaScript by part (docs/performance.md "Login route size"): each file of the
// route (scripts/size.mjs) is split by its source map into the bytes each source module wrote, and
// the file's gzip size is shared out in proportion; bytes no source maps (catalog data, CSS class
// names, the bundler's glue) count as unmapped. Approximate: gzip does not compress each part
// alone. Run after `vite build`: `node scripts/size-modules.mjs` (by part), `--modules` (by module),
// `--route=<Screen>` (a signed-in route's own files instead, e.g. `--route=RebookingScreen`;
// `--route=shared` for what every signed-in route shares; docs/performance.md "Signed-in routes").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loginRouteFiles, signedInRouteFiles, signedInRoutes } from './size.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = new Map([...BASE64].map((char, index) => [char, index]));

/** The generated column and source index deltas of a source-map line's segments (VLQ). */
function segments(line) {
  return line
    .split(',')
    .filter(Boolean)
    .map((segment) => {
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const bits = digit.get(char);
        value += (bits & 31) << shift;
        if (bits & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      return values;
    });
}

/** The bytes of a generated file each source wrote (null: no source). */
function bytesBySource(code, map) {
  const bytes = new Map();
  const add = (source, count) => bytes.set(source, (bytes.get(source) ?? 0) + count);
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    let column = 0;
    let from = 0;
    let current = null;
    for (const [columnDelta, sourceDelta] of segments(line)) {
      column += columnDelta;
      add(current, column - from);
      if (sourceDelta !== undefined) {
        source += sourceDelta;
        current = map.sources[source];
      } else current = null;
      from = column;
    }
    add(current, (lines[index] ?? '').length - from + 1);
  });
  return bytes;
}

/** The part a source belongs to: its package, or the workspace package and folder. */
function partOf(source, byModule) {
  if (source === null) return 'catalogs, bundler runtime, unmapped';
  const file = source.replace(/^(\.\.\/)+/, '');
  if (byModule) return file.replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '');
  const pkg = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  if (pkg) {
    if (['react-dom', 'react', 'scheduler'].includes(pkg)) return 'react-dom, react, scheduler';
    if (/^(react-aria|react-stately|@react-aria|@internationalized|clsx)/.test(pkg))
      return 'react-aria-components';
    if (/^(xstate|@xstate\/react|use-sync-external-store)$/.test(pkg)) return 'xstate';
    if (/^(@formatjs|intl-messageformat|react-intl)/.test(pkg)) return 'react-intl';
    return pkg;
  }
  const workspace = /packages\/(domain|machines|ui)\//.exec(file)?.[1];
  if (workspace) return `@salon/${workspace}`;
  return 'portal code';
}

function main() {
  const byModule = process.argv.includes('--modules');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const routeName = process.argv.find((arg) => arg.startsWith('--route='))?.slice(8);
  const shell = loginRouteFiles(manifest);
  let files = shell;
  if (routeName) {
    const route =
      routeName === 'shared'
        ? { module: null, namespaces: [] }
        : signedInRoutes().find((candidate) => candidate.name === routeName);
    if (!route) throw new Error(`${routeName} is not a signed-in route of src/root/router.tsx`);
    files = signedInRouteFiles(manifest, route, shell);
  }
  const parts = new Map();
  for (const file of files) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    const gzip = gzipSync(code, { level: 9 }).length;
    let map;
    try {
      map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8'));
    } catch {
      map = { mappings: '', sources: [] };
    }
    for (const [source, count] of bytesBySource(code, map)) {
      const part = partOf(source, byModule);
      parts.set(part, (parts.get(part) ?? 0) + (gzip * count) / code.length / 1024);
    }
  }
  const rows = [...parts].sort((a, b) => b[1] - a[1]);
  const what = routeName ? `The signed-in route ${routeName} (its own files)` : 'The login route';
  console.log(`${what} by part (kB gzip, shares of each file):`);
  for (const [part, kb] of rows)
    if (kb >= 0.05) console.log(`  ${kb.toFixed(1).padStart(6)}  ${part}`);
  const total = rows.reduce((sum, [, kb]) => sum + kb, 0);
  console.log(`  ${total.toFixed(1).padStart(6)}  total`);
}

main();
