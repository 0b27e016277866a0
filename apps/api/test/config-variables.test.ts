// The one list of the configuration's variables (apps/api/README.md "Configuration"): every
// variable an area's reader reads is in src/config.ts's `configVariables`, each once, with its
// default and meaning, and the README's table names exactly these.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables, loadConfig } from '../src/config';
import { PRODUCTION_ENV } from './helpers';

const readme = readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');

/** The variables the README's configuration table names in its first column. */
function readmeVariables(): string[] {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .flatMap((line) => {
      const first = line.split('|')[1] ?? '';
      return [...first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!);
    });
}

/** The names loadConfig reads from an environment, valid or not. */
function namesRead(env: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const watched = new Proxy(env, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name);
    },
  });
  try {
    loadConfig(watched);
  } catch {
    // A refused configuration has read its variables all the same.
  }
  return read;
}

const names = configVariables.map((variable) => variable.name);

describe('the configuration variables (apps/api/README.md "Configuration")', () => {
  it('lists each variable once, with a default and a meaning', () => {
    expect(new Set(names).size).toBe(names.length);
    for (const variable of configVariables) {
      expect(variable.name, variable.name).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(variable.default, variable.name).not.toBe('');
      expect(variable.meaning, variable.name).not.toBe('');
    }
  });

  it('lists exactly what the readers read, in development and in production', () => {
    const development = namesRead({
      NODE_ENV: 'development',
      DATA_DIR: '/nonexistent-salon-test',
      OPERATOR_KEY: 'k'.repeat(30),
    });
    const production = namesRead({ ...PRODUCTION_ENV });
    expect([...new Set([...development, ...production])].sort()).toEqual([...names].sort());
  });

  it("is the README's configuration table, variable for variable", () => {
    const documented = readmeVariables();
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...names].sort());
  });
});
