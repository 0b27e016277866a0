// The marketplace the exhibitors sign into (spec §1 B2B marketplace, §2 pro/sso-login, §7 POST
// /pro/sso-login-form; docs/security.md "Single sign-on to the marketplace"). MARKETPLACE_URL is
// the marketplace's sign-in address, where the portal posts the assertion; MARKETPLACE_SSO_KEY is
// the key both sides sign and check it with. Without them, outside production, the built-in
// marketplace page of this server stands in (like the sandbox payment provider); production
// refuses to start without them, as it does without PAYMENT_PROVIDER.
import { randomBytes } from 'node:crypto';
import type { Env } from '../../infra/config/env';

/** Where the built-in marketplace page answers, on this server. */
export const BUILT_IN_MARKETPLACE_PATH = '/marketplace/sso';
/** An assertion's lifetime: long enough for the browser's post, too short to be carried away. */
export const MARKETPLACE_ASSERTION_TTL_SECONDS = 60;

export interface MarketplaceConfig {
  /** The marketplace's sign-in address (the assertion's audience). */
  url: string;
  /** HMAC-SHA256 key shared with the marketplace. */
  key: string;
  /** The built-in page stands in for the marketplace (development, tests, demonstrations). */
  builtIn: boolean;
  assertionTtlSeconds: number;
}

/** The marketplace area's configuration fragment (`AppContext<MarketplaceSettings>`). */
export interface MarketplaceSettings {
  marketplace: MarketplaceConfig;
}

export function marketplaceConfig(
  env: Env,
  production: boolean,
  apiPublicUrl: string,
  problems: string[],
): MarketplaceConfig {
  const rawUrl = env.MARKETPLACE_URL ?? '';
  const key = env.MARKETPLACE_SSO_KEY ?? '';
  const ttl = MARKETPLACE_ASSERTION_TTL_SECONDS;
  if (!rawUrl && !key) {
    if (production) {
      problems.push(
        'MARKETPLACE_URL and MARKETPLACE_SSO_KEY are required in production: the built-in marketplace page is a stand-in',
      );
    }
    return {
      url: `${apiPublicUrl}${BUILT_IN_MARKETPLACE_PATH}`,
      key: randomBytes(32).toString('base64url'),
      builtIn: true,
      assertionTtlSeconds: ttl,
    };
  }
  let url = rawUrl;
  try {
    const parsed = new URL(rawUrl);
    if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error('protocol');
    if (production && parsed.protocol !== 'https:') {
      problems.push('MARKETPLACE_URL must use https in production');
    }
  } catch {
    problems.push(`MARKETPLACE_URL must be an absolute http(s) URL (got '${rawUrl}')`);
    url = '';
  }
  if (key.length < 32) problems.push('MARKETPLACE_SSO_KEY must be at least 32 characters');
  return { url, key, builtIn: false, assertionTtlSeconds: ttl };
}
