// Reading the environment (apps/api/README.md "Configuration"): each area's reader takes the
// variables it owns with these helpers and adds what is wrong to `problems`; loadConfig
// (src/config.ts) composes the readers and stops the start with every problem, each naming its
// variable.

export type Env = Record<string, string | undefined>;

/** One variable of the configuration, as apps/api/README.md's table shows it. */
export interface ConfigVariable {
  name: string;
  /** The area, or the part of the shared configuration, whose reader reads it. */
  readBy: string;
  /** The value without it, in development (and in production where production has one). */
  default: string;
  meaning: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** An integer of at least `min`; `fallback` when unset (or wrong, with a problem naming it). */
export function int(env: Env, name: string, fallback: number, problems: string[], min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    problems.push(`${name} must be an integer of at least ${min} (got '${raw}')`);
    return fallback;
  }
  return value;
}

/** An absolute http(s) URL without its trailing slashes; `fallback` when unset (or wrong). */
export function url(
  env: Env,
  name: string,
  fallback: string | null,
  problems: string[],
): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  try {
    const parsed = new URL(raw);
    if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error('protocol');
    return raw.replace(/\/+$/, '');
  } catch {
    problems.push(`${name} must be an absolute http(s) URL (got '${raw}')`);
    return fallback;
  }
}
