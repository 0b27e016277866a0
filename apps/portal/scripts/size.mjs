// Size check of the portal's routes (docs/performance.md "Login route size", docs/testing.md).
//
// 1. The login route: the JavaScript a browser loads to show the exhibitor login, gzipped, React
//    included: the entry chunk and everything it imports statically, the login screen's chunk and
//    its static imports, and the catalog namespaces of the default language it loads (the common
//    ones, src/i18n/namespaces.json, in one file, and the login screen's). Budget: 185 kB.
// 2. Each signed-in route (src/root/router.tsx: the authenticated, exhibitor and visitor groups):
//    its own JavaScript on top of the shell it shares with the login route: its screen's chunk
//    and static imports, the signed-in layout's, the parts of the endpoint table the route names
//    (they load with its chunk, src/kit/api/endpointGroups.ts), and its catalog namespaces and
//    the menu's, minus what the login route loads already. What a screen loads on demand after it
//    shows (its modal forms, the menu's locked features: src/kit/chunks.tsx) is not counted: the
//    route shows without it. Budget: 60 kB each.
// Prints each file of the login route, then a table of the signed-in routes; exits non-zero above
// a budget. Run after `vite build`. `pnpm test` runs it with `--ceiling=<kB>`, a regression guard
// for the login route a few kB over today's figure (scripts/test.mjs): it fails when the route
// grows past it, and it prints how far the route is over the budget when it is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LOGIN_ROUTE_BUDGET_KB = 185;
/** The budget of a signed-in route's own JavaScript, on top of the login route's (gzip). */
export const SIGNED_IN_ROUTE_BUDGET_KB = 60;
/** `--<name>=<kB>`: a regression ceiling given on the command line, or null. */
function ceilingOption(name) {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : null;
}
/** `--ceiling=<kB>`: fail above this instead of the login route's budget (the guard above). */
const ceilingKb = ceilingOption('ceiling');
/** `--route-ceiling=<kB>`: the same for the signed-in routes, while some are over theirs. */
const routeCeilingKb = ceilingOption('route-ceiling');
const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(portalDir, 'dist');
export const LOGIN_SCREEN = 'src/screens/auth/LoginScreen.tsx';
/**
 * The catalog namespaces the login routes load besides the common ones (router.tsx; the test
 * src/root/routeNamespaces.test.ts keeps the two alike).
 */
export const LOGIN_SCREEN_NAMESPACES = ['login'];
const DEFAULT_LANGUAGE = 'fr';
const { rules: RULE_NAMESPACES } = JSON.parse(
  readFileSync(path.join(portalDir, 'src/i18n/namespaces.json'), 'utf8'),
);
/** The common namespaces, compiled into one file (scripts/i18n.ts, src/i18n/catalogs.ts). */
const COMMON_FILE = 'common';
/** What every signed-in route loads besides its screen (src/root/router.tsx, src/kit/api). */
const SIGNED_IN_LAYOUT = 'src/layouts/SignedInLayouts.tsx';
const SIGNED_IN_LAYOUT_NAMESPACES = ['menu'];
/** The parts of the endpoint table a route names (src/kit/api/endpointGroups.ts). */
const endpointPart = (group) => `src/kit/api/groups/${group}.ts`;

/** The JavaScript files of these manifest keys and of their static imports. */
function staticClosure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

const catalogKeys = (namespaces) =>
  namespaces.map((namespace) => `src/i18n/compiled/${DEFAULT_LANGUAGE}/${namespace}.json`);

export function loginRouteFiles(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('No entry chunk in the build manifest');
  return staticClosure(manifest, [
    entry,
    LOGIN_SCREEN,
    ...catalogKeys([COMMON_FILE, ...LOGIN_SCREEN_NAMESPACES]),
  ]);
}

/**
 * The signed-in routes of router.tsx (the `lazyRoute` entries of the authenticated, exhibitor and
 * visitor groups), one per screen module and namespaces: `{ name, module, namespaces }`.
 */
export function signedInRoutes() {
  const router = readFileSync(path.join(portalDir, 'src/root/router.tsx'), 'utf8');
  const start = router.indexOf('const authenticatedRoutes');
  const end = router.indexOf('export const routeTree');
  if (start < 0 || end < start) throw new Error('router.tsx: the signed-in groups are not found');
  const pattern =
    /lazyRoute\(\s*\(\) => import\('\.\.\/([^']+)'\),\s*'(\w+)',\s*\[([^\]]*)\](?:,\s*\[([^\]]*)\])?/g;
  const routes = new Map();
  for (const [, module, name, list, parts = ''] of router.slice(start, end).matchAll(pattern)) {
    const namespaces = list
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .flatMap((item) => (item === '...ruleNamespaces' ? RULE_NAMESPACES : [item.slice(1, -1)]));
    const endpoints = parts
      .split(',')
      .map((item) => item.trim().slice(1, -1))
      .filter(Boolean);
    const key = `${module}:${namespaces.join(',')}:${endpoints.join(',')}`;
    if (!routes.has(key))
      routes.set(key, { name, module: `src/${module}.tsx`, namespaces, endpoints });
  }
  return [...routes.values()];
}

/**
 * A signed-in route's own files: what it loads that the login route does not (with no module:
 * what every signed-in route loads).
 */
export function signedInRouteFiles(manifest, route, shell) {
  const shared = new Set(shell);
  return staticClosure(manifest, [
    ...(route.module ? [route.module] : []),
    SIGNED_IN_LAYOUT,
    ...(route.endpoints ?? []).map(endpointPart),
    ...catalogKeys([...SIGNED_IN_LAYOUT_NAMESPACES, ...route.namespaces]),
  ]).filter((file) => !shared.has(file));
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** Prints the table of the signed-in routes; true when each is within its limit. */
function reportSignedInRoutes(manifest, shell) {
  const measure = (route) => {
    const files = signedInRouteFiles(manifest, route, shell);
    return {
      ...route,
      files: files.length,
      kb: files.reduce((sum, file) => sum + gzipKb(file), 0),
    };
  };
  const rows = signedInRoutes().map((route) => ({
    ...measure(route),
    module: `${route.module.replace(/^src\/screens\//, '')} (${route.name})`,
  }));
  // What every signed-in route shares (the layout, the menu's texts).
  const frame = {
    ...measure({ module: null, namespaces: [] }),
    module: '(shared: signed-in layout, menu texts)',
  };
  console.log(
    `\nSigned-in routes: their own JavaScript on top of the login route's (gzip, budget ${SIGNED_IN_ROUTE_BUDGET_KB} kB each):`,
  );
  const width = Math.max(...rows.map((row) => row.module.length), frame.module.length);
  console.log(`  ${'screen'.padEnd(width)}  ${'files'.padStart(5)}  ${'kB'.padStart(6)}`);
  for (const row of [frame, ...rows]) {
    const over = row !== frame && row.kb > SIGNED_IN_ROUTE_BUDGET_KB ? '  OVER BUDGET' : '';
    console.log(
      `  ${row.module.padEnd(width)}  ${String(row.files).padStart(5)}  ${row.kb.toFixed(1).padStart(6)}${over}`,
    );
  }
  for (const row of rows.filter((row) => row.kb > SIGNED_IN_ROUTE_BUDGET_KB)) {
    console.log(
      `${row.module} loads ${row.kb.toFixed(1)} kB of its own, ` +
        `${(row.kb - SIGNED_IN_ROUTE_BUDGET_KB).toFixed(1)} kB over the ${SIGNED_IN_ROUTE_BUDGET_KB} kB budget.`,
    );
  }
  const limit = routeCeilingKb ?? SIGNED_IN_ROUTE_BUDGET_KB;
  if (routeCeilingKb !== null) console.log(`Regression ceiling of a signed-in route: ${limit} kB.`);
  const over = rows.filter((row) => row.kb > limit);
  if (over.length > 0) {
    console.error(
      `${over.length} signed-in route(s) over the ${routeCeilingKb !== null ? 'regression ceiling' : 'budget'} (${limit} kB).`,
    );
  }
  return over.length === 0;
}

function main() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = loginRouteFiles(manifest);
  let totalKb = 0;
  console.log('JavaScript loaded by the login route (gzip):');
  for (const file of files) {
    const size = gzipKb(file);
    totalKb += size;
    console.log(`  ${size.toFixed(1).padStart(7)} kB  ${file}`);
  }
  console.log(`  ${totalKb.toFixed(1).padStart(7)} kB  total (budget ${LOGIN_ROUTE_BUDGET_KB} kB)`);
  if (totalKb > LOGIN_ROUTE_BUDGET_KB) {
    console.log(
      `The login route loads ${totalKb.toFixed(1)} kB of JavaScript, ` +
        `${(totalKb - LOGIN_ROUTE_BUDGET_KB).toFixed(1)} kB over the ${LOGIN_ROUTE_BUDGET_KB} kB budget.`,
    );
  }
  const limit = ceilingKb ?? LOGIN_ROUTE_BUDGET_KB;
  if (ceilingKb !== null) console.log(`Regression ceiling: ${ceilingKb} kB.`);
  const loginFits = totalKb <= limit;
  if (!loginFits) {
    console.error(
      `Over the ${ceilingKb !== null ? 'regression ceiling' : 'budget'} (${limit} kB).`,
    );
  }
  const signedInFit = reportSignedInRoutes(manifest, files);
  if (!loginFits || !signedInFit) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
