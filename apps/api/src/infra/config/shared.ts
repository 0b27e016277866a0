// The configuration every area reads (apps/api/README.md "Configuration"): the server, the
// database, email and what guards every call. It is `AppContext['config']` (src/context.ts); an
// area's own variables are read by its own reader and reach only that area (src/config.ts).
import { dataDirOf, readDatabaseConfig } from './database';
import type { DatabaseSettings } from './database';
import { readEmailConfig } from './email';
import type { EmailConfig } from './email';
import type { Env } from './env';
import { readSecurityConfig } from './security';
import type { SecurityConfig } from './security';
import { readServerConfig } from './server';
import type { ServerConfig } from './server';

export type SharedConfig = ServerConfig & DatabaseSettings & EmailConfig & SecurityConfig;

export function readSharedConfig(env: Env, problems: string[]): SharedConfig {
  const server = readServerConfig(env, problems);
  const { production } = server;
  return {
    ...server,
    ...readDatabaseConfig(env, production, problems),
    ...readEmailConfig(env, production, problems),
    ...readSecurityConfig(env, production, dataDirOf(env), problems),
  };
}
