// The session area's configuration (apps/api/README.md "Configuration"; docs/security.md
// "Sessions"): the lifetimes of the client token, the access and refresh tokens, and the absolute
// lifetime of a login session, refreshes included. Lifetimes in seconds.
import { int } from '../../infra/config/env';
import type { Env } from '../../infra/config/env';

export interface SessionConfig {
  ttl: {
    access: number;
    client: number;
    refresh: number;
    /** Absolute lifetime of a login session, refreshes included (docs/security.md). */
    session: number;
  };
}

export function readSessionConfig(env: Env, problems: string[]): SessionConfig {
  return {
    ttl: {
      access: int(env, 'ACCESS_TOKEN_TTL', 900, problems, 30),
      client: int(env, 'CLIENT_TOKEN_TTL', 86_400, problems, 30),
      refresh: int(env, 'REFRESH_TOKEN_TTL', 14 * 86_400, problems, 60),
      session: int(env, 'SESSION_MAX_AGE', 30 * 86_400, problems, 300),
    },
  };
}
