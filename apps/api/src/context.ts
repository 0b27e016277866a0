// What every service function receives: configuration, database, clock and logger.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { CardProvider } from './payments/provider';
import type { SessionCache } from './services/session-cache';

export interface AppContext {
  readonly config: Config;
  readonly db: Database;
  /** The clock: rules take `now` as a parameter (docs/api.md "Dates and the clock"); tests move it. */
  now(): Date;
  readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The card-payment provider (docs/security.md); the sandbox when absent. */
  readonly cardProvider?: CardProvider;
  /** Tokens checked a moment ago (docs/security.md "Sessions"); none when SESSION_CACHE_MS=0. */
  readonly sessions?: SessionCache;
}

export const silentLog: AppContext['log'] = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
