// No function in apps/api/src is longer than 80 lines (docs/architecture.md "The API's floors"):
// a declaration, an expression, an arrow, a method, an accessor or a constructor, nested ones
// counted on their own, from its first line to its last. Read with the TypeScript compiler.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '../src');
const MAX_LINES = 80;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** A function's name as a reader finds it: its own, its variable's or property's, or its kind. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) &&
    parent.name !== undefined
  ) {
    return parent.name.getText(source);
  }
  return ts.isConstructorDeclaration(node) ? 'constructor' : `(${ts.SyntaxKind[node.kind]})`;
}

/** Every function of a source over `max` lines: `file:line name (n lines)`. */
export function longFunctions(file: string, text: string, max = MAX_LINES): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) {
        found.push(`${file}:${first + 1} ${nameOf(node, source)} (${lines} lines)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const body = (lines: number) => Array.from({ length: lines - 2 }, (_, i) => `  a(${i});`);

describe(`functions of apps/api/src (at most ${MAX_LINES} lines each)`, () => {
  it('names each kind of function over the limit, and passes one at it', () => {
    const at = ['function fits() {', ...body(MAX_LINES), '}'].join('\n');
    expect(longFunctions('at.ts', at)).toEqual([]);
    const over = [
      'function declared() {',
      ...body(MAX_LINES + 1),
      '}',
      'const arrow = () => {',
      ...body(MAX_LINES + 1),
      '};',
      'class Shape {',
      '  method() {',
      ...body(MAX_LINES + 1),
      '  }',
      '}',
      'export const plugin = { handler: function () {',
      ...body(MAX_LINES + 1),
      '} };',
    ].join('\n');
    expect(longFunctions('over.ts', over)).toEqual([
      'over.ts:1 declared (81 lines)',
      'over.ts:82 arrow (81 lines)',
      'over.ts:164 method (81 lines)',
      'over.ts:246 handler (81 lines)',
    ]);
  });

  it('finds none in src/', { timeout: 30_000 }, () => {
    const files = sources(srcDir);
    expect(files.length).toBeGreaterThan(80);
    const long = files.flatMap((file) =>
      longFunctions(path.relative(srcDir, file), readFileSync(file, 'utf8')),
    );
    expect(long).toEqual([]);
  });
});
