// docs/performance.md: the login route loads only the catalog namespaces it shows; each lazy route names the
// namespaces of its chunk (router.tsx, `lazyRoute(..., [namespaces])`) and the app loads them
// before the route renders. A message of a namespace nobody loaded would show as its id, so this
// test reads the sources: every message id (or `ns.` key prefix) in the files a route's chunk
// imports must be in the common namespaces or the route's own, and the entry's files may use only
// the common ones.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LOGIN_SCREEN, LOGIN_SCREEN_NAMESPACES } from '../../scripts/size.mjs';
import namespaceGroups from '../i18n/namespaces.json';

const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const srcDir = path.join(portalDir, 'src');
const compiledFr = path.join(srcDir, 'i18n/compiled/fr');

/**
 * Every message id and namespace of the compiled French catalog (the global setup compiles it; the
 * common namespaces share one file, scripts/i18n.ts).
 */
const messageIds = new Set(
  readdirSync(compiledFr).flatMap((file) =>
    Object.keys(JSON.parse(readFileSync(path.join(compiledFr, file), 'utf8')) as object),
  ),
);
const namespaces = new Set([...messageIds].map((id) => id.split('.')[0] as string));
const common = new Set(namespaceGroups.common);
const groups: Record<string, readonly string[]> = { ruleNamespaces: namespaceGroups.rules };

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => existsSync(candidate) && candidate.match(/\.tsx?$/),
  );
}

/** A file a route shows, with the namespaces the on-demand parts on the way to it load. */
interface Reached {
  file: string;
  /** The namespaces the parts that load the file declare (src/kit/chunks.tsx `lazyPart`). */
  partNamespaces: ReadonlySet<string>;
}

/** The namespaces of an array literal of strings and `...ruleNamespaces`. */
function namespaceList(list: ts.ArrayLiteralExpression): string[] {
  return list.elements.flatMap((element) => {
    if (ts.isStringLiteral(element)) return [element.text];
    if (ts.isSpreadElement(element) && ts.isIdentifier(element.expression)) {
      const group = groups[element.expression.text];
      if (group) return [...group];
    }
    throw new Error(`${element.getText()}: a string or ...ruleNamespaces expected`);
  });
}

const isCall = (node: ts.Node, callee: string): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === callee;

/** The `namespaces: [...]` of a `lazyPart(load, 'Name', { namespaces })` call (none: []). */
function declaredNamespaces(call: ts.CallExpression): string[] {
  const options = call.arguments[2];
  if (!options || !ts.isObjectLiteralExpression(options)) return [];
  const property = options.properties.find(
    (candidate) => ts.isPropertyAssignment(candidate) && candidate.name.getText() === 'namespaces',
  );
  if (!property) return [];
  const list = ts.isPropertyAssignment(property) ? property.initializer : undefined;
  if (!list || !ts.isArrayLiteralExpression(list)) {
    throw new Error(`${call.getText()}: the part's namespaces are not an array literal`);
  }
  return namespaceList(list);
}

/**
 * The namespaces an on-demand part whose chunk is this `import('...')` loads: those its
 * `lazyPart` declares, the import being in its loader (`lazyPart(once(() => import(...)), ...)`,
 * or `const load = once(() => import(...))` and `lazyPart(load, ...)` in the same file). A chunk
 * shown by several parts counts only what all of them declare.
 */
function partNamespacesOf(importCall: ts.Node, source: ts.SourceFile): string[] {
  let loader: string | undefined;
  for (let node: ts.Node = importCall; node.parent; node = node.parent) {
    const { parent } = node;
    if (isCall(parent, 'lazyPart') && parent.arguments[0] === node) {
      return declaredNamespaces(parent);
    }
    if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
      loader = parent.name.text;
      break;
    }
  }
  if (!loader) return [];
  const parts: string[][] = [];
  const walk = (node: ts.Node) => {
    const [load] = isCall(node, 'lazyPart') ? node.arguments : [];
    if (load && ts.isIdentifier(load) && load.text === loader) {
      parts.push(declaredNamespaces(node as ts.CallExpression));
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  const [first = [], ...others] = parts;
  return first.filter((namespace) => others.every((part) => part.includes(namespace)));
}

/**
 * The portal files a file imports statically (values, not types), itself included; with
 * `lazyParts`, also those it imports dynamically (`import('./forms')`): a screen's parts loaded on
 * demand (src/kit/chunks.tsx) show with the namespaces of their route and those they declare.
 */
function reachedFiles(entry: string, lazyParts = false): Reached[] {
  const seen = new Map<string, Reached>();
  const visit = (file: string, partNamespaces: ReadonlySet<string>) => {
    const key = `${file}:${[...partNamespaces].sort().join(',')}`;
    if (seen.has(key)) return;
    seen.set(key, { file, partNamespaces });
    const source = parse(file);
    if (lazyParts) {
      const walk = (node: ts.Node) => {
        const [specifier] = ts.isCallExpression(node) ? node.arguments : [];
        if (
          ts.isCallExpression(node) &&
          node.expression.kind === ts.SyntaxKind.ImportKeyword &&
          specifier &&
          ts.isStringLiteral(specifier) &&
          specifier.text.startsWith('.')
        ) {
          const target = resolve(file, specifier.text);
          const declared = partNamespacesOf(node, source);
          if (target) visit(target, new Set([...partNamespaces, ...declared]));
        }
        ts.forEachChild(node, walk);
      };
      walk(source);
    }
    for (const statement of source.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
        (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
          ? statement.moduleSpecifier
          : undefined;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      const target = resolve(file, specifier.text);
      if (target) visit(target, partNamespaces);
    }
  };
  visit(entry, new Set());
  return [...seen.values()];
}

/** Namespaces of the message ids (and `ns.${...}` keys) a file names. */
function namespacesUsed(file: string): Map<string, string> {
  const used = new Map<string, string>();
  const walk = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (messageIds.has(node.text)) used.set(node.text.split('.')[0] as string, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const prefix = /^([a-z_]+)\.$/.exec(node.head.text)?.[1];
      if (prefix && namespaces.has(prefix)) used.set(prefix, `${node.head.text}\${...}`);
    }
    ts.forEachChild(node, walk);
  };
  walk(parse(file));
  return used;
}

interface LazyRouteEntry {
  module: string;
  exportName: string;
  namespaces: string[];
}

/** The `lazyRoute(() => import('...'), 'Name', [...])` calls of router.tsx. */
function lazyRoutes(): LazyRouteEntry[] {
  const routerFile = path.join(srcDir, 'root/router.tsx');
  const entries: LazyRouteEntry[] = [];
  const walk = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'lazyRoute'
    ) {
      const [load, name, list] = node.arguments;
      const importCall =
        load && ts.isArrowFunction(load) && ts.isCallExpression(load.body) ? load.body : undefined;
      const specifier = importCall?.arguments[0];
      if (!specifier || !ts.isStringLiteral(specifier) || !name || !ts.isStringLiteral(name)) {
        throw new Error(`router.tsx: lazyRoute(() => import('...'), 'Name', [...]) expected`);
      }
      if (!list || !ts.isArrayLiteralExpression(list)) {
        throw new Error(`router.tsx: the namespaces of ${specifier.text} are not an array literal`);
      }
      const module = resolve(routerFile, specifier.text);
      if (!module) throw new Error(`router.tsx: ${specifier.text} not found`);
      entries.push({
        module,
        exportName: name.text,
        namespaces: namespaceList(list),
      });
    }
    ts.forEachChild(node, walk);
  };
  walk(parse(routerFile));
  return entries;
}

/**
 * Messages of the files that fall outside the namespaces loaded for them (the route's, `loaded`,
 * and their parts'), as readable lines.
 */
function missing(files: Reached[], loaded: ReadonlySet<string>): string[] {
  return files.flatMap(({ file, partNamespaces }) =>
    [...namespacesUsed(file)]
      .filter(([namespace]) => !loaded.has(namespace) && !partNamespaces.has(namespace))
      .map(([namespace, id]) => `${path.relative(srcDir, file)}: ${id} (${namespace})`),
  );
}

// Each case parses a route's whole import graph: seconds on a loaded machine.
describe(
  'catalog namespaces of the routes (docs/i18n.md: the login route loads only what it shows)',
  { timeout: 30_000 },
  () => {
    const routes = lazyRoutes();

    it('finds the lazy routes of router.tsx', () => {
      expect(routes.length).toBeGreaterThan(10);
    });

    it('names only namespaces that exist', () => {
      const unknown = [...common, ...routes.flatMap((route) => route.namespaces)].filter(
        (namespace) => !namespaces.has(namespace),
      );
      expect(unknown).toEqual([]);
    });

    it('shows in the entry chunk (frame, layouts, alerts) only the common namespaces', () => {
      expect(missing(reachedFiles(path.join(srcDir, 'main.tsx')), common)).toEqual([]);
    });

    it('loads, with each lazy route, the namespaces its chunk shows', () => {
      const problems = routes.flatMap((route) =>
        missing(reachedFiles(route.module, true), new Set([...common, ...route.namespaces])).map(
          (line) => `${route.exportName}: ${line}`,
        ),
      );
      expect(problems).toEqual([]);
    });

    it('names no namespace a route does not show (the rule texts excepted: keys from the domain)', () => {
      const rules = new Set(namespaceGroups.rules);
      const unused = routes.flatMap((route) => {
        // A route may load early what its on-demand parts load (InvoicesScreen: `pay`).
        const used = new Set(
          reachedFiles(route.module, true).flatMap(({ file }) => [...namespacesUsed(file).keys()]),
        );
        return route.namespaces
          .filter((namespace) => !used.has(namespace) && !rules.has(namespace))
          .map((namespace) => `${route.exportName}: ${namespace}`);
      });
      expect(unused).toEqual([]);
    });

    it('checks an on-demand part against its own namespaces, and still a message nobody loads', () => {
      const idOf = (namespace: string) =>
        [...messageIds].find((id) => id.startsWith(`${namespace}.`)) as string;
      const dir = mkdtempSync(path.join(tmpdir(), 'parts-'));
      const screen = path.join(dir, 'Screen.tsx');
      writeFileSync(
        screen,
        [
          `const loadForm = once(() => import('./Form'));`,
          `export const Form = lazyPart(loadForm, 'Form', { namespaces: ['pay'] });`,
          `export const Other = lazyPart(() => import('./Other'), 'Other');`,
        ].join('\n'),
      );
      writeFileSync(path.join(dir, 'Form.tsx'), `['${idOf('pay')}', '${idOf('invoices')}'];`);
      writeFileSync(path.join(dir, 'Other.tsx'), `['${idOf('pay')}'];`);
      const lines = missing(reachedFiles(screen, true), common).map((line) => line.split(': ')[1]);
      // The form shows `pay`, which it loads, and `invoices`, which nobody loads; the other part
      // declares nothing, so its `pay` is not loaded either.
      expect(lines.sort()).toEqual([`${idOf('invoices')} (invoices)`, `${idOf('pay')} (pay)`]);
    });

    it('measures the namespaces the login route loads (scripts/size.mjs)', () => {
      const login = routes.filter((route) => route.module === path.join(portalDir, LOGIN_SCREEN));
      expect(login.length).toBeGreaterThan(0);
      for (const route of login) expect(route.namespaces).toEqual(LOGIN_SCREEN_NAMESPACES);
    });
  },
);
