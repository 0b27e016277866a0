// The machines are pure (docs/machines.md "Pure machines"): no React, no HTTP client, no router, no DOM,
// no clock read inside the machines. ESLint forbids the same (eslint.config.js); this test keeps
// the rule even if the lint configuration changes.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

const files = sourceFiles(srcDir).filter((file) => !file.includes(`${path.sep}testing${path.sep}`));

const forbiddenModules =
  /^(react|react-dom|react-router|react-router-dom|@xstate\/react|axios|node:.*|fs|http|https|@salon\/(ui|portal|api))(\/.*)?$/;
const allowedModules = /^(xstate|@salon\/domain|\.{1,2}\/.*)$/;

function importsOf(source: string): string[] {
  const specifiers: string[] = [];
  const pattern =
    /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(pattern)) specifiers.push(match[1] ?? match[2] ?? '');
  return specifiers;
}

/** The source without comments, so that prose about `window` or `Date.now()` does not count. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

describe('machines stay pure (docs/machines.md "Pure machines")', () => {
  it('finds the machine sources to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((file) => [path.relative(srcDir, file), file]))(
    '%s imports only xstate, @salon/domain and its own modules',
    (_name, file) => {
      const imports = importsOf(readFileSync(file, 'utf8'));
      for (const specifier of imports) {
        expect(specifier, `forbidden import ${specifier}`).not.toMatch(forbiddenModules);
        expect(specifier, `unexpected import ${specifier}`).toMatch(allowedModules);
      }
    },
  );

  it.each(files.map((file) => [path.relative(srcDir, file), file]))(
    '%s uses no DOM, no network, no storage and no wall clock',
    (_name, file) => {
      const source = code(readFileSync(file, 'utf8'));
      for (const global of [
        /\bwindow\b/,
        /\bdocument\b/,
        /\blocalStorage\b/,
        /\bsessionStorage\b/,
        /\bfetch\s*\(/,
        /\bXMLHttpRequest\b/,
        /\bDate\.now\s*\(/,
        /\bnew Date\s*\(\s*\)/,
        /\bMath\.random\s*\(/,
        /\bsetTimeout\s*\(/,
        /\bsetInterval\s*\(/,
      ]) {
        expect(source, `${global} in ${_name}`).not.toMatch(global);
      }
    },
  );
});
