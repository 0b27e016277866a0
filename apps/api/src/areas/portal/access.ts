// Private links opened without a session (docs/performance.md "Private links without a session";
// spec §5 route guards: an authenticated route sends an unauthenticated user to login with the
// full path as `redirect`). The portal's build writes which paths need a session
// (dist/access.json, from its routes); a private path asked without the session hint cookie
// (SESSION_HINT_COOKIE, set with the refresh cookie: docs/security.md) is answered by a redirect to
// the prerendered login page of its language, so the browser paints it at once instead of loading
// the whole app to find there is no session. With the hint, the app loads and restores the session
// as before; a hint whose session the server refused still ends on the session-expired alert.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface AccessManifest {
  readonly privatePrefixes: readonly string[];
  readonly open: readonly string[];
  readonly login: string;
}

/** The built portal's manifest, or null when the build wrote none (nothing is redirected then). */
export function readAccessManifest(portalDir: string): AccessManifest | null {
  const file = path.join(portalDir, 'access.json');
  if (!existsSync(file)) return null;
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<AccessManifest>;
  const strings = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((item) => typeof item === 'string');
  if (!strings(raw.privatePrefixes) || !strings(raw.open) || typeof raw.login !== 'string') {
    throw new Error(`${file} is not the portal's access manifest`);
  }
  return { privatePrefixes: raw.privatePrefixes, open: raw.open, login: raw.login };
}

/** A route pattern (`pro/init/:sfid`, `pro/rebooking/:etape?`) as a regular expression. */
function patternOf(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

/**
 * Where to send a request for `url` (its path and query, as the browser asked) when it carries no
 * session hint: the login page of its language with `redirect`, or null when the path is not a
 * private one of the portal.
 */
export function loginRedirectFor(manifest: AccessManifest, url: string): string | null {
  const [rawPath = ''] = url.split('?');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const match = /^\/(fr|en)\/(.+)$/.exec(decoded.replace(/\/+$/, ''));
  if (!match) return null;
  const [, lang, rest = ''] = match;
  const first = rest.split('/')[0] ?? '';
  if (!manifest.privatePrefixes.includes(first)) return null;
  if (manifest.open.some((route) => patternOf(route).test(`/${rest}`))) return null;
  return `/${lang}/${manifest.login}?redirect=${encodeURIComponent(url)}`;
}
