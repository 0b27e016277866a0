// What guards the API whatever the area (docs/security.md): the sales team's operator key, the
// cost of password hashing, how long a checked token is reused in this instance, and the rate
// limits of the calls people could try in bulk.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { int } from './env';
import type { Env } from './env';

export interface RateLimitRule {
  /** Requests allowed per window and per IP address. */
  perIp: number;
  /** Requests allowed per window and per account (email). */
  perAccount: number;
  windowSeconds: number;
}

export type RateLimitGroup =
  'login' | 'password' | 'registration' | 'contact' | 'transfer' | 'token' | 'ticketing';
/** Groups whose limit may be left out (a configuration written before them): their default applies. */
type DefaultedGroup = 'token' | 'ticketing' | 'transfer';
export type RateLimitRules = Record<Exclude<RateLimitGroup, DefaultedGroup>, RateLimitRule> &
  Partial<Record<DefaultedGroup, RateLimitRule>>;

/** argon2id's cost (OWASP's parameters): memory in KiB, passes, lanes. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface SecurityConfig {
  operatorKey: string;
  argon2: PasswordCost;
  /** How long a checked bearer token is reused in this instance, ms; 0: never (docs/security.md). */
  sessionCacheMs: number;
  rateLimits: RateLimitRules;
}

/** get-token: a browser asks once a day; counted per IP (the call names no account). */
export const TOKEN_RATE_LIMIT: RateLimitRule = { perIp: 120, perAccount: 120, windowSeconds: 900 };

/**
 * Transfer starts, proof uploads and cancellations (docs/security.md "Proofs of transfer"): an
 * exhibitor pays a few installments a year; a start–upload–cancel loop stops here.
 */
export const TRANSFER_RATE_LIMIT: RateLimitRule = {
  perIp: 120,
  perAccount: 30,
  windowSeconds: 3600,
};

/**
 * The built-in ticketing page's registrations and confirmations: per IP, and per invitee's email
 * (each registration sends that address an email), in an hour (docs/security.md "The built-in
 * ticketing page"). A show floor's Wi-Fi registers a few invitees an hour, not dozens.
 */
export const TICKETING_RATE_LIMIT: RateLimitRule = {
  perIp: 20,
  perAccount: 5,
  windowSeconds: 3600,
};

/** The rule of a group: the configuration's, else its default. */
export function rateLimitRule(rules: RateLimitRules, group: RateLimitGroup): RateLimitRule {
  const defaults: Record<DefaultedGroup, RateLimitRule> = {
    token: TOKEN_RATE_LIMIT,
    ticketing: TICKETING_RATE_LIMIT,
    transfer: TRANSFER_RATE_LIMIT,
  };
  return rules[group] ?? defaults[group as DefaultedGroup];
}

/**
 * The operator key of a development run: OPERATOR_KEY, else a random key kept in the data
 * directory so the operator CLI finds it (`pnpm --filter @salon/api operator`).
 */
function developmentOperatorKey(dataDir: string | null): string {
  if (!dataDir) return randomBytes(24).toString('base64url');
  const file = path.join(dataDir, 'operator.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(24).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

function operatorKeyOf(env: Env, production: boolean, dataDir: string, problems: string[]) {
  const operatorKey = env.OPERATOR_KEY ?? '';
  if (operatorKey && operatorKey.length < 24)
    problems.push('OPERATOR_KEY must be at least 24 characters');
  if (operatorKey) return operatorKey;
  if (production) {
    problems.push('OPERATOR_KEY is required in production');
    return operatorKey;
  }
  return developmentOperatorKey(dataDir);
}

export function readSecurityConfig(
  env: Env,
  production: boolean,
  dataDir: string,
  problems: string[],
): SecurityConfig {
  return {
    operatorKey: operatorKeyOf(env, production, dataDir, problems),
    argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    sessionCacheMs: int(env, 'SESSION_CACHE_MS', 1000, problems, 0),
    rateLimits: {
      // LOGIN_LIMIT_PER_IP: a show floor's Wi-Fi puts many exhibitors behind one address; the
      // organiser raises it there (docs/security.md "Rate limits").
      login: {
        perIp: int(env, 'LOGIN_LIMIT_PER_IP', 60, problems, 1),
        perAccount: 10,
        windowSeconds: 900,
      },
      password: { perIp: 30, perAccount: 5, windowSeconds: 900 },
      registration: { perIp: 60, perAccount: 20, windowSeconds: 3600 },
      contact: { perIp: 20, perAccount: 10, windowSeconds: 3600 },
      transfer: TRANSFER_RATE_LIMIT,
      token: TOKEN_RATE_LIMIT,
      ticketing: TICKETING_RATE_LIMIT,
    },
  };
}
