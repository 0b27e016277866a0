// The stage table is the one place that spells a stage (docs/architecture.md "The stage table"):
// no source file of the workspace, outside the wire enum of `schemas/` and the table itself,
// writes a stage's wire value of spec §4. Tests, stories, seeds, fixtures and test data aside.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { stages } from '../schemas/opportunity';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sourceDirs = [
  'apps/api/src',
  'apps/portal/src',
  'packages/domain/src',
  'packages/machines/src',
  'packages/ui/src',
];
const aside = [
  /packages\/domain\/src\/schemas\//,
  /packages\/domain\/src\/rules\/stages\.ts$/,
  /\.(test|spec|stories)\.tsx?$/,
  /\/(fixtures|seed|testing|e2e|compiled)\//,
  /storyFixtures\.tsx?$/,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.(tsx?|mts)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Where a file spells a stage: a string literal that is a stage's value, or, anywhere in its text
 * (comments included), a stage whose value cannot be an ordinary word (a space or an accent).
 * A message's text (`defaultMessage`) is prose in a language, not a stage value.
 */
export function stageSpellings(fileName: string, text: string): string[] {
  // Most files name no stage at all: only those that hold one of the words are parsed.
  if (!stages.some((stage) => text.includes(stage))) return [];
  const found: string[] = [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const prose: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'defaultMessage' &&
      ts.isStringLiteralLike(node.initializer)
    ) {
      prose.push([node.initializer.getStart(source), node.initializer.getEnd()]);
      return;
    }
    if (ts.isStringLiteralLike(node) && (stages as readonly string[]).includes(node.text)) {
      found.push(`'${node.text}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const spelled = stages.filter((stage) => /[\s\u0080-\uffff]/.test(stage));
  for (const stage of spelled) {
    let at = text.indexOf(stage);
    while (at !== -1) {
      const position = at;
      if (!prose.some(([start, end]) => position >= start && position < end)) found.push(stage);
      at = text.indexOf(stage, at + 1);
    }
  }
  return [...new Set(found)];
}

describe('the stage table is the one place that spells a stage (spec §4)', () => {
  it('finds a stage in a literal or a comment, not in a message text', () => {
    expect(stageSpellings('a.ts', "const s = 'DP Signée';")).toEqual(["'DP Signée'", 'DP Signée']);
    expect(stageSpellings('a.ts', "if (x === 'Valorisation') y();")).toEqual(["'Valorisation'"]);
    expect(stageSpellings('a.ts', "// the quote is 'Soldé' now")).toEqual(['Soldé']);
    expect(stageSpellings('a.ts', "m({ id: 'x', defaultMessage: 'Annulé' });")).toEqual([]);
    expect(stageSpellings('a.ts', '// qualification of a lead')).toEqual([]);
  });

  // It reads every source file of the workspace: seconds on a busy machine.
  it('finds none in the sources outside the schemas and the table', { timeout: 60_000 }, () => {
    const offenders: string[] = [];
    for (const dir of sourceDirs) {
      for (const file of sources(path.join(root, dir))) {
        const relative = path.relative(root, file).split(path.sep).join('/');
        if (aside.some((pattern) => pattern.test(relative))) continue;
        const spelled = stageSpellings(file, readFileSync(file, 'utf8'));
        if (spelled.length > 0) offenders.push(`${relative}: ${spelled.join(', ')}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
