// Configuration by environment (docs/api.md "Running it"). Every value has an
// embedded default for development; in production (NODE_ENV=production) a missing or wrong value
// stops the start with a message naming the variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PAYMENT_BLACKOUT_WINDOWS, parsePaymentBlackoutWindows } from '@salon/domain';
import type { ContactSubject, PaymentBlackoutWindow } from '@salon/domain';
import { marketplaceConfig } from './marketplace/config';
import type { MarketplaceConfig } from './marketplace/config';
import { packageRoot } from './paths';
import { hostConfig, paymentConfig, trustProxyConfig } from './security-config';
import { ticketingConfig } from './ticketing/config';
import type { TicketingConfig } from './ticketing/config';
import type { PaymentConfig, TrustProxy } from './security-config';

export type DatabaseConfig =
  | { kind: 'pglite'; /** null: in memory (tests) */ dataDir: string | null }
  | {
      kind: 'postgres';
      url: string;
      /** The pool's connections (DATABASE_POOL_MAX; `DEFAULT_POOL_MAX` when absent). */
      poolMax?: number;
      /**
       * The hot reads' pipelined connections (DATABASE_READ_PIPELINES; `DEFAULT_READ_PIPELINES`
       * when absent; 0 sends them through the pool, src/db/pg-pipeline.ts).
       */
      readPipelines?: number;
    };

/**
 * The PostgreSQL pool's size by default (apps/api/README.md "Configuration"): each request of the
 * hot path is one short query, so a few connections keep the server busy; more backends only
 * compete for the same cores.
 */
export const DEFAULT_POOL_MAX = 10;

/**
 * The hot reads' pipelined connections by default (apps/api/README.md "Fifth pass"): one database
 * process answers them one after the other, so one connection is bound to one core of the
 * database; two kept two cores busy, and three or four did no better on them.
 */
export const DEFAULT_READ_PIPELINES = 2;

export interface RateLimitRule {
  /** Requests allowed per window and per IP address. */
  perIp: number;
  /** Requests allowed per window and per account (email). */
  perAccount: number;
  windowSeconds: number;
}

export type RateLimitGroup = 'login' | 'password' | 'registration' | 'contact' | 'token';
/** get-token's limit may be left out (a configuration written before it): its default applies. */
type RateLimitRules = Record<Exclude<RateLimitGroup, 'token'>, RateLimitRule> &
  Partial<Record<'token', RateLimitRule>>;

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** Where the portal is served; links in emails and payment redirects point there. */
  publicUrl: string;
  /** Where this API is reached from a browser (the sandbox payment page). */
  apiPublicUrl: string;
  database: DatabaseConfig;
  smtpUrl: string | null;
  mailFrom: string;
  /** The exhibitor service mailbox (spec §9): the contact form's default team. */
  contactMailbox: string;
  /**
   * The team that reads each contact-form subject (spec §2 pro/contact): a commercial request
   * goes to sales, billing to accounting, and so on; `contactMailbox` for the rest.
   */
  contactMailboxes: Record<ContactSubject, string>;
  /** The sales contact mailbox (spec §9): change requests and first registrations. */
  salesMailbox: string;
  operatorKey: string;
  payment: PaymentConfig;
  bank: { holder: string; iban: string; bic: string; bank: string };
  seller: { name: string; address: string; vatNumber: string; siret: string; vatRate: number };
  seed: 'demo' | 'none';
  portalDir: string;
  /** The development mailbox (docs/security.md): only without SMTP_URL, outside production. */
  devMailbox: boolean;
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /** Lifetimes in seconds. */
  ttl: {
    access: number;
    client: number;
    refresh: number;
    reset: number;
    verification: number;
    welcome: number;
    registration: number;
    /** Absolute lifetime of a login session, refreshes included (docs/security.md). */
    session: number;
  };
  /** How long a checked bearer token is reused in this instance, ms; 0: never (docs/security.md). */
  sessionCacheMs: number;
  rateLimits: RateLimitRules;
  trustProxy: TrustProxy;
  /** Other origins allowed to call the API with credentials (the portal's dev server). */
  corsOrigins: string[];
  /** Online-payment blackout windows (spec §1, §9), `YYYY-MM-DD..YYYY-MM-DD` in PAYMENT_BLACKOUT. */
  paymentBlackout: PaymentBlackoutWindow[];
  /**
   * CLOCK_START (an ISO 8601 instant, not in production): the server's clock starts at that
   * instant and runs on from there, so an end-to-end test sees a date (inside a payment blackout
   * window, spec §1, §9) by configuration, not by a code change (docs/api.md "Dates and the clock").
   */
  clockStart: Date | null;
  /** The ticketing platform and the key of badge and invitation codes (spec §2 pro/badges). */
  ticketing: TicketingConfig;
  /** The marketplace the exhibitors sign into (docs/security.md "Single sign-on to the marketplace"). */
  marketplace: MarketplaceConfig;
  logLevel: string;
  /** Outbox worker period in ms (0: no worker, e.g. in tests that drive it by hand). */
  outboxIntervalMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** get-token: a browser asks once a day; counted per IP (the call names no account). */
export const TOKEN_RATE_LIMIT: RateLimitRule = { perIp: 120, perAccount: 120, windowSeconds: 900 };

function int(env: Env, name: string, fallback: number, problems: string[], min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    problems.push(`${name} must be an integer of at least ${min} (got '${raw}')`);
    return fallback;
  }
  return value;
}

function url(env: Env, name: string, fallback: string | null, problems: string[]): string | null {
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

/**
 * The team mailbox of each contact-form subject (spec §2 pro/contact): CONTACT_MAILBOX_<SUBJECT>
 * (e.g. CONTACT_MAILBOX_BILLING), else a team address of the show: a commercial request to sales
 * (SALES_MAILBOX), billing to accounting, the booth to the technical team, badges to the
 * badge desk, the exhibitor account and anything else to the exhibitor service (CONTACT_MAILBOX).
 */
function contactMailboxesFrom(
  env: Env,
  contactMailbox: string,
  salesMailbox: string,
  problems: string[],
): Record<ContactSubject, string> {
  const defaults: Record<ContactSubject, string> = {
    commercial: salesMailbox,
    exhibitor_account: contactMailbox,
    billing: 'facturation@salon.test',
    booth: 'stands@salon.test',
    badges: 'badges@salon.test',
    other: contactMailbox,
  };
  const result = { ...defaults };
  for (const subject of Object.keys(defaults) as ContactSubject[]) {
    const name = `CONTACT_MAILBOX_${subject.toUpperCase()}`;
    const value = env[name];
    if (value === undefined || value === '') continue;
    if (!/^[^\s@]+@[^\s@]+$/.test(value)) problems.push(`${name} must be an email address`);
    else result[subject] = value;
  }
  return result;
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

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const port = int(env, 'PORT', 3000, problems, 0);
  if (port > 65535) problems.push(`PORT must be at most 65535 (got '${port}')`);

  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port}`, problems)!;
  if (production && !env.PUBLIC_URL) problems.push('PUBLIC_URL is required in production');
  if (production && publicUrl.startsWith('http:'))
    problems.push('PUBLIC_URL must use https in production');
  const apiPublicUrl = url(env, 'API_PUBLIC_URL', publicUrl, problems)!;

  let database: DatabaseConfig;
  const databaseUrl = env.DATABASE_URL;
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    database = {
      kind: 'postgres',
      url: databaseUrl,
      poolMax: int(env, 'DATABASE_POOL_MAX', DEFAULT_POOL_MAX, problems, 1),
      readPipelines: int(env, 'DATABASE_READ_PIPELINES', DEFAULT_READ_PIPELINES, problems, 0),
    };
  } else {
    if (production)
      problems.push('DATABASE_URL is required in production (PGlite is the embedded default)');
    database = { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR || '.data') };
  }

  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  if (production && !smtpUrl) problems.push('SMTP_URL is required in production');

  let operatorKey = env.OPERATOR_KEY ?? '';
  if (operatorKey && operatorKey.length < 24)
    problems.push('OPERATOR_KEY must be at least 24 characters');
  if (!operatorKey) {
    if (production) problems.push('OPERATOR_KEY is required in production');
    else
      operatorKey = developmentOperatorKey(
        database.kind === 'pglite' ? database.dataDir : path.resolve(env.DATA_DIR || '.data'),
      );
  }

  const payment = paymentConfig(
    env,
    production,
    () => {
      const secret = env.PAYMENT_PROVIDER_SECRET ?? '';
      if (secret && secret.length < 32)
        problems.push('PAYMENT_PROVIDER_SECRET must be at least 32 characters');
      return secret || randomBytes(32).toString('base64url');
    },
    problems,
  );

  const bank = {
    holder: env.BANK_HOLDER || 'Salon SAS',
    iban: env.BANK_IBAN || 'FR7630006000011234567890189',
    bic: env.BANK_BIC || 'AGRIFRPPXXX',
    bank: env.BANK_NAME || 'Banque de démonstration',
  };
  if (production) {
    for (const name of ['BANK_HOLDER', 'BANK_IBAN', 'BANK_BIC', 'BANK_NAME']) {
      if (!env[name]) problems.push(`${name} is required in production`);
    }
  }
  if (env.BANK_IBAN && !/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(env.BANK_IBAN.replace(/\s/g, ''))) {
    problems.push('BANK_IBAN must be an IBAN without spaces');
  }

  const seedRaw = env.SEED || (database.kind === 'pglite' && !production ? 'demo' : 'none');
  if (seedRaw !== 'demo' && seedRaw !== 'none') problems.push("SEED must be 'demo' or 'none'");
  const seed = seedRaw === 'demo' ? 'demo' : 'none';

  const vatRate = Number(env.VAT_RATE ?? '20');
  if (!(vatRate >= 0 && vatRate <= 100)) problems.push('VAT_RATE must be a percentage');

  const corsOrigins = (
    env.CORS_ORIGINS ?? (production ? '' : 'http://localhost:5173,http://localhost:6006')
  )
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      problems.push(`CORS_ORIGINS: '${origin}' is not an origin`);
  }
  let paymentBlackout: PaymentBlackoutWindow[] = [...DEFAULT_PAYMENT_BLACKOUT_WINDOWS];
  if (env.PAYMENT_BLACKOUT !== undefined) {
    try {
      paymentBlackout = parsePaymentBlackoutWindows(env.PAYMENT_BLACKOUT);
    } catch (error) {
      problems.push(`PAYMENT_BLACKOUT: ${(error as Error).message}`);
    }
  }

  let clockStart: Date | null = null;
  if (env.CLOCK_START) {
    clockStart = new Date(env.CLOCK_START);
    if (Number.isNaN(clockStart.getTime()))
      problems.push('CLOCK_START must be an ISO 8601 instant');
    if (production) problems.push('CLOCK_START is for tests: not with NODE_ENV=production');
  }

  const trustProxy = trustProxyConfig(env, problems);
  const marketplace = marketplaceConfig(env, production, apiPublicUrl, problems);

  const ticketing = ticketingConfig(env, production, problems);

  const sessionMaxAge = int(env, 'SESSION_MAX_AGE', 30 * 86_400, problems, 300);
  const loginLimitPerIp = int(env, 'LOGIN_LIMIT_PER_IP', 60, problems, 1);

  const contactMailbox = env.CONTACT_MAILBOX || 'exposants@salon.test';
  const salesMailbox = env.SALES_MAILBOX || 'commercial@salon.test';
  const contactMailboxes = contactMailboxesFrom(env, contactMailbox, salesMailbox, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    production,
    port,
    host: hostConfig(env, production),
    publicUrl,
    apiPublicUrl,
    database,
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Salon <no-reply@salon.test>',
    contactMailbox,
    contactMailboxes,
    salesMailbox,
    operatorKey,
    payment,
    bank,
    seller: {
      name: env.SELLER_NAME || 'Salon SAS',
      address: env.SELLER_ADDRESS || '12 rue de la Paix, 75002 Paris, France',
      vatNumber: env.SELLER_VAT || 'FR40123456824',
      siret: env.SELLER_SIRET || '12345682400017',
      vatRate,
    },
    seed,
    portalDir: path.resolve(env.PORTAL_DIR || path.join(packageRoot, '../portal/dist')),
    devMailbox: !production && !smtpUrl,
    argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    ttl: {
      access: int(env, 'ACCESS_TOKEN_TTL', 900, problems, 30),
      client: int(env, 'CLIENT_TOKEN_TTL', 86_400, problems, 30),
      refresh: int(env, 'REFRESH_TOKEN_TTL', 14 * 86_400, problems, 60),
      reset: 3600,
      verification: 48 * 3600,
      welcome: 7 * 86_400,
      registration: 24 * 3600,
      session: sessionMaxAge,
    },
    sessionCacheMs: int(env, 'SESSION_CACHE_MS', 1000, problems, 0),
    rateLimits: {
      // LOGIN_LIMIT_PER_IP: a show floor's Wi-Fi puts many exhibitors behind one address; the
      // organiser raises it there (docs/security.md "Rate limits").
      login: {
        perIp: loginLimitPerIp,
        perAccount: 10,
        windowSeconds: 900,
      },
      password: { perIp: 30, perAccount: 5, windowSeconds: 900 },
      registration: { perIp: 60, perAccount: 20, windowSeconds: 3600 },
      contact: { perIp: 20, perAccount: 10, windowSeconds: 3600 },
      token: TOKEN_RATE_LIMIT,
    },
    trustProxy,
    corsOrigins,
    paymentBlackout,
    clockStart,
    ticketing,
    marketplace,
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
    outboxIntervalMs: 5000,
  };
}
