// Which paths need a session, written for the server (docs/performance.md "Private links without
// a session"): the build writes it to dist/access.json (scripts/prerender.mjs), and the API answers
// a private path opened without the session hint with a redirect to the prerendered login page of
// the same language, the path kept as `redirect` (spec §5 route guards), instead of the whole app
// loading only to send the browser there.
import { routes } from './paths';

export interface AccessManifest {
  /** The first segments under which every path needs a session (spec §2 'Authenticated routes'). */
  readonly privatePrefixes: readonly string[];
  /** Paths under those prefixes that a guest may open (logins, registrations), as route patterns. */
  readonly open: readonly string[];
  /** Where an anonymous user is sent (spec §2: the root redirects to the exhibitor login). */
  readonly login: string;
}

/** The manifest of this portal's routes (kit/routing/paths.ts `routes`). */
export function accessManifest(): AccessManifest {
  const all = Object.values(routes);
  const isPrivate = (access: string) => access !== 'public' && access !== 'guestOnly';
  const privatePrefixes = [
    ...new Set(
      all.filter((route) => isPrivate(route.access)).map((route) => firstSegment(route.path)),
    ),
  ].sort();
  const open = all
    .filter((route) => !isPrivate(route.access))
    .map((route) => route.path)
    .filter((path) => privatePrefixes.includes(firstSegment(path)))
    .sort();
  return { privatePrefixes, open, login: routes.proLogin.path };
}

function firstSegment(path: string): string {
  return path.split('/')[0] ?? '';
}
