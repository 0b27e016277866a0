// The path a decision about a request reads (docs/security.md "Security headers", "Development
// mailbox"): the router matches the percent-decoded path, so `/%61pi/v1/me` is the route
// `/api/v1/me`. A decision read from the raw `request.url` sees another path than the route that
// answers; it reads the matched route's pattern instead, or, where no route of its own matched
// (the not-found answer, the portal's catch-all of static files), the path decoded as the router
// decodes it.
import type { FastifyRequest } from 'fastify';

/**
 * The path of a URL as Fastify's router (find-my-way) reads it: up to `?` or `#`, decoded with
 * `decodeURI` (an encoded `/`, `?` or `#` stays encoded, as it does for the router); a malformed
 * escape keeps the path as it came, which no route matches either.
 */
export function decodedPath(url: string): string {
  const path = /^[^?#]*/.exec(url)?.[0] ?? '';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The path that answers a request: the matched route's pattern (`/api/v1/me/badge_pdf/:id`), or
 * the decoded path when no route matched or only a catch-all did (`/*`, the portal's files).
 */
export function answeringPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  return route && !route.includes('*') ? route : decodedPath(request.url);
}
