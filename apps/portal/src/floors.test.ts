// The portal's floors (docs/portal-kit.md "Floors"): an import runs only downward.
//
//   top     src/main.tsx, src/root/      the composition root: App, router, guards, error pages
//   middle  src/screens/<screen>/        one folder per screen family
//           src/layouts/                 the page frames
//   bottom  src/kit/, src/i18n/          what screens and layouts build on
//
// On the middle floor a folder imports neither another screen's folder nor the layouts (and the
// layouts no screen): what two of them share moves down into the kit. On the bottom floor the kit
// may use the i18n loader, not the reverse. Read from the sources, static and dynamic imports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = path.dirname(fileURLToPath(import.meta.url));

/** A file's room (a folder that imports its own files freely) and floor (3 top .. 1 bottom). */
export function roomOf(relative: string): { room: string; floor: number } {
  const parts = relative.split(/[\\/]/);
  if (parts.length === 1 || parts[0] === 'root') return { room: 'root', floor: 3 };
  if (parts[0] === 'screens') return { room: `screens/${parts[1]}`, floor: 2 };
  if (parts[0] === 'layouts') return { room: 'layouts', floor: 2 };
  if (parts[0] === 'kit' || parts[0] === 'i18n') return { room: parts[0], floor: 1 };
  return { room: parts[0] ?? '', floor: 0 };
}

/** Why an import from `from` to `to` (paths under src/) breaks the floors, or null. */
export function floorViolation(from: string, to: string): string | null {
  const a = roomOf(from);
  const b = roomOf(to);
  if (a.floor === 0 || b.floor === 0) return `${from} -> ${to}: a folder outside the floors`;
  if (a.room === b.room || b.floor < a.floor) return null;
  if (b.floor > a.floor) return `${from} -> ${to}: an upward import`;
  if (a.room === 'kit' && b.room === 'i18n') return null;
  if (a.floor === 3) return null;
  return `${from} -> ${to}: ${a.room} imports ${b.room}, a sibling on the same floor`;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'compiled' ? [] : sources(full);
    return /\.(tsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

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
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function target(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) =>
    existsSync(candidate),
  );
}

describe('the portal floors (docs/portal-kit.md "Floors")', () => {
  it('tells an upward or sideways import from a downward one', () => {
    expect(floorViolation('screens/auth/LoginView.tsx', 'kit/routing/paths.ts')).toBeNull();
    expect(floorViolation('root/router.tsx', 'screens/auth/LoginScreen.tsx')).toBeNull();
    expect(floorViolation('kit/testing/withPortal.tsx', 'i18n/catalogs.ts')).toBeNull();
    expect(floorViolation('kit/config.ts', 'root/App.tsx')).toMatch(/upward/);
    expect(floorViolation('screens/auth/LoginView.tsx', 'root/App.tsx')).toMatch(/upward/);
    expect(floorViolation('layouts/Frame.tsx', 'screens/dashboard/View.tsx')).toMatch(/sibling/);
    expect(floorViolation('screens/auth/A.tsx', 'screens/registration/B.ts')).toMatch(/sibling/);
    expect(floorViolation('i18n/catalogs.ts', 'kit/config.ts')).toMatch(/sibling/);
  });

  // It parses every source file of the portal: seconds on a busy machine, so more than the default 5 s.
  it('finds only downward imports in src/', { timeout: 30_000 }, () => {
    const violations: string[] = [];
    const files = sources(srcDir);
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      for (const specifier of specifiers(file)) {
        if (!specifier.startsWith('.')) continue;
        const resolved = target(file, specifier);
        if (!resolved || !resolved.startsWith(srcDir)) continue;
        const violation = floorViolation(
          path.relative(srcDir, file),
          path.relative(srcDir, resolved),
        );
        if (violation) violations.push(violation);
      }
    }
    expect(violations).toEqual([]);
  });
});
