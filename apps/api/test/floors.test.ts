// The API's floors (docs/architecture.md "The API's floors"): an import runs only downward, and no
// two files import each other, even through others.
//
//   6  src/main.ts, src/app.ts, src/config.ts   the composition root: start-up, assembly, config
//   5  src/seed/                                the demo data, written with the areas' services
//   4  src/areas/<area>/                         one encapsulated Fastify plugin per area
//   3  src/core/                                 what several areas share and no area owns
//   2  src/context.ts, src/card-provider.ts      leaf type modules
//   1  src/infra/                                the ground floor: database, email, PDF, config...
//      src/cli/                                  apart: the operator CLI talks HTTP
//
// On the areas' floor a folder never imports another area's: what two areas share moves down into
// core. The CLI imports nothing of src but the ground floor, and nothing imports it. Every import
// is read, static and dynamic, type-only ones too: a type import that runs back up ties the floors
// as much as a value does.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '../src');

/** A file's room (files that import each other freely, loops aside) and floor (6 top .. 1). */
export function roomOf(relative: string): { room: string; floor: number } {
  const parts = relative.split(/[\\/]/);
  const [first = '', second] = parts;
  if (parts.length === 1) {
    if (['main.ts', 'app.ts', 'config.ts'].includes(first)) return { room: 'root', floor: 6 };
    if (['context.ts', 'card-provider.ts'].includes(first)) return { room: 'types', floor: 2 };
    return { room: first, floor: 0 };
  }
  if (first === 'seed') return { room: 'seed', floor: 5 };
  if (first === 'areas' && parts.length > 2) return { room: `areas/${second}`, floor: 4 };
  if (first === 'core') return { room: 'core', floor: 3 };
  if (first === 'infra') return { room: 'infra', floor: 1 };
  if (first === 'cli') return { room: 'cli', floor: -1 };
  return { room: first, floor: 0 };
}

/** Why an import from `from` to `to` (paths under src/) breaks the floors, or null. */
export function floorViolation(from: string, to: string): string | null {
  const a = roomOf(from);
  const b = roomOf(to);
  if (a.floor === 0 || b.floor === 0) return `${from} -> ${to}: a file outside the floors`;
  if (a.room === b.room) return null;
  if (b.room === 'cli') return `${from} -> ${to}: the CLI stands apart, nothing imports it`;
  if (a.room === 'cli') {
    return b.room === 'infra' ? null : `${from} -> ${to}: the CLI imports the ground floor only`;
  }
  if (b.floor < a.floor) return null;
  if (b.floor > a.floor) return `${from} -> ${to}: an upward import`;
  return `${from} -> ${to}: ${a.room} imports ${b.room}, a sibling on the same floor`;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every module a file names: imports and re-exports (type-only too), and dynamic imports. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function target(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}/index.ts`].find(
    (candidate) => existsSync(candidate) && candidate.endsWith('.ts'),
  );
}

/** The files of src/ and the files of src/ each one imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(srcDir)) {
    const targets = specifiers(file)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => target(file, specifier))
      .filter((resolved): resolved is string => !!resolved && resolved.startsWith(srcDir));
    graph.set(path.relative(srcDir, file), [
      ...new Set(targets.map((resolved) => path.relative(srcDir, resolved))),
    ]);
  }
  return graph;
}

/** The loops of a graph: each strongly connected group of more than one file, or a self-import. */
export function loopsOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) loops.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return loops;
}

describe('the API floors (docs/architecture.md "The API\'s floors")', () => {
  it('tells an upward, sideways or apart import from a downward one', () => {
    expect(floorViolation('app.ts', 'areas/payments/plugin.ts')).toBeNull();
    expect(floorViolation('seed/demo.ts', 'areas/rebooking/bundles.ts')).toBeNull();
    expect(floorViolation('areas/payments/card.ts', 'core/billing/paid.ts')).toBeNull();
    expect(floorViolation('areas/payments/card.ts', 'card-provider.ts')).toBeNull();
    expect(floorViolation('core/caller.ts', 'context.ts')).toBeNull();
    expect(floorViolation('card-provider.ts', 'context.ts')).toBeNull();
    expect(floorViolation('context.ts', 'infra/db/client.ts')).toBeNull();
    expect(
      floorViolation('areas/payments/sandbox/page.ts', 'areas/payments/return-page.ts'),
    ).toBeNull();
    expect(floorViolation('cli/operator.ts', 'infra/errors.ts')).toBeNull();
    expect(floorViolation('infra/email/outbox.ts', 'context.ts')).toMatch(/upward/);
    expect(floorViolation('context.ts', 'card-provider.ts')).toBeNull();
    expect(floorViolation('core/billing/paid.ts', 'areas/rebooking/bundles.ts')).toMatch(/upward/);
    expect(floorViolation('areas/payments/card.ts', 'config.ts')).toMatch(/upward/);
    expect(floorViolation('areas/seed.ts', 'seed/demo.ts')).toMatch(/outside/);
    expect(floorViolation('areas/operator/overview.ts', 'areas/payments/proof.ts')).toMatch(
      /sibling/,
    );
    expect(floorViolation('cli/operator.ts', 'core/mappers.ts')).toMatch(/ground floor only/);
    expect(floorViolation('app.ts', 'cli/operator.ts')).toMatch(/apart/);
    expect(floorViolation('services/me.ts', 'infra/errors.ts')).toMatch(/outside/);
  });

  it('finds the loops of an import graph', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(loopsOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
    expect(
      loopsOf(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  // It parses every source file of the API: seconds on a busy machine, so more than the default 5 s.
  it('finds only downward imports in src/, and no loop', { timeout: 30_000 }, () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(80);
    const violations = [...graph].flatMap(([from, targets]) =>
      targets.map((to) => floorViolation(from, to)).filter((violation) => violation !== null),
    );
    expect(violations).toEqual([]);
    expect(loopsOf(graph)).toEqual([]);
  });
});
