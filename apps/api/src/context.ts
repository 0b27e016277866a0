// What every service function receives (docs/architecture.md "The API's floors"): configuration,
// database, clock, logger and this instance's cache of checked tokens. A leaf of types only: it
// imports types from the ground floor and nothing imports a value from it.
//
// `config` is the shared configuration (src/infra/config/shared.ts) and, for an area, the
// fragment its own reader reads (`AppContext<PaymentsConfig>`): the assembly gives each area's
// plugin the context of the whole configuration, the area sees its own part only.
import type { FastifyBaseLogger } from 'fastify';
import type { SharedConfig } from './infra/config/shared';
import type { Database } from './infra/db/client';
import type { SessionCache } from './infra/session-cache';

export interface AppContext<AreaConfig extends object = object> {
  readonly config: SharedConfig & AreaConfig;
  readonly db: Database;
  /** The clock: rules take `now` as a parameter (docs/api.md "Dates and the clock"); tests move it. */
  now(): Date;
  readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Tokens checked a moment ago (docs/security.md "Sessions"); none when SESSION_CACHE_MS=0. */
  readonly sessions?: SessionCache;
}
