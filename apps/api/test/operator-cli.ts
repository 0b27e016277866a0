// Runs the operator CLI in the test's process against a listening test server (docs/api.md
// "Operator CLI"), with its output captured: what the sales team would read.
import { vi } from 'vitest';
import { runOperatorCli } from '../src/cli/operator';
import { OPERATOR_KEY } from './helpers';

export async function runCli(base: string, ...args: string[]): Promise<string> {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => {
    lines.push(parts.map(String).join(' '));
  });
  const previous = { API_URL: process.env.API_URL, OPERATOR_KEY: process.env.OPERATOR_KEY };
  process.env.API_URL = base;
  process.env.OPERATOR_KEY = OPERATOR_KEY;
  try {
    await runOperatorCli(args);
  } finally {
    log.mockRestore();
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return lines.join('\n');
}
