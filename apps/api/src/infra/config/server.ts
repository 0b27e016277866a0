// The server's own configuration (apps/api/README.md "Configuration"): where it listens and is
// reached, whom it trusts in front of it (docs/security.md "Client addresses"), which other
// origins may call it, its clock, its log level and where the built portal is.
import path from 'node:path';
import { packageRoot } from '../paths';
import { int, url } from './env';
import type { Env } from './env';

/** What Fastify's `trustProxy` takes: nothing, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

export interface ServerConfig {
  production: boolean;
  port: number;
  host: string;
  /** Where the portal is served; links in emails and payment redirects point there. */
  publicUrl: string;
  /** Where this API is reached from a browser (the sandbox payment page). */
  apiPublicUrl: string;
  portalDir: string;
  trustProxy: TrustProxy;
  /** Other origins allowed to call the API with credentials (the portal's dev server). */
  corsOrigins: string[];
  /**
   * CLOCK_START (an ISO 8601 instant, not in production): the server's clock starts at that
   * instant and runs on from there, so an end-to-end test sees a date (inside a payment blackout
   * window, spec §1, §9) by configuration, not by a code change (docs/api.md "Dates and the clock").
   */
  clockStart: Date | null;
  logLevel: string;
}

const ipv4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const ipv6 = /^[0-9a-f:]+(\/\d{1,3})?$/i;

/**
 * TRUST_PROXY (docs/security.md "Client addresses"): unset, the client address is the socket's;
 * a number n, the n-th address from the right of X-Forwarded-For (n proxies in front); a list of
 * addresses or CIDR ranges, the proxies whose X-Forwarded-For entries are believed. 'true' (trust
 * any X-Forwarded-For) would let every caller choose its address and escape the per-IP limits.
 */
export function trustProxyConfig(env: Env, problems: string[]): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) problems.push(`TRUST_PROXY must be at most 10 hops (got '${raw}')`);
    return hops;
  }
  const list = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = list.filter(
    (entry) => !ipv4.test(entry) && !(entry.includes(':') && ipv6.test(entry)),
  );
  if (wrong.length > 0 || list.length === 0) {
    problems.push(
      `TRUST_PROXY must be a number of proxies (e.g. 1) or their addresses (e.g. 10.0.0.5,10.1.0.0/16); got '${raw}'`,
    );
    return false;
  }
  return list;
}

/** Fastify's option: n hops as its function form (the n nearest addresses are proxies). */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/**
 * HOST: the address the server listens on. In development the default is the loopback, so the
 * development mailbox and the sandbox stay on this machine; a container sets HOST=0.0.0.0.
 */
export function hostConfig(env: Env, production: boolean): string {
  return env.HOST || (production ? '0.0.0.0' : '127.0.0.1');
}

function corsOriginsOf(env: Env, production: boolean, problems: string[]): string[] {
  const origins = (
    env.CORS_ORIGINS ?? (production ? '' : 'http://localhost:5173,http://localhost:6006')
  )
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of origins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      problems.push(`CORS_ORIGINS: '${origin}' is not an origin`);
  }
  return origins;
}

function clockStartOf(env: Env, production: boolean, problems: string[]): Date | null {
  if (!env.CLOCK_START) return null;
  const clockStart = new Date(env.CLOCK_START);
  if (Number.isNaN(clockStart.getTime())) problems.push('CLOCK_START must be an ISO 8601 instant');
  if (production) problems.push('CLOCK_START is for tests: not with NODE_ENV=production');
  return clockStart;
}

export function readServerConfig(env: Env, problems: string[]): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = int(env, 'PORT', 3000, problems, 0);
  if (port > 65535) problems.push(`PORT must be at most 65535 (got '${port}')`);
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port}`, problems)!;
  if (production && !env.PUBLIC_URL) problems.push('PUBLIC_URL is required in production');
  if (production && publicUrl.startsWith('http:'))
    problems.push('PUBLIC_URL must use https in production');
  return {
    production,
    port,
    host: hostConfig(env, production),
    publicUrl,
    apiPublicUrl: url(env, 'API_PUBLIC_URL', publicUrl, problems)!,
    portalDir: path.resolve(env.PORTAL_DIR || path.join(packageRoot, '../portal/dist')),
    trustProxy: trustProxyConfig(env, problems),
    corsOrigins: corsOriginsOf(env, production, problems),
    clockStart: clockStartOf(env, production, problems),
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
  };
}
