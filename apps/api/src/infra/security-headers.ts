// The security headers of every answer (docs/security.md, apps/api/README.md "Security"): helmet's,
// computed once at start-up. @fastify/helmet builds helmet's middleware again at every request
// (it parses the CSP directives each time); the options never change while the server runs, so
// the headers they give never do either (docs/performance.md "API throughput").
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import { answeringPath } from './http/request-path';

type HeaderStep = readonly [name: string, value: string | null];

/**
 * What helmet's middleware does to a response with these options, in its order: each header it
 * sets (a value) or removes (null). Directives given as functions (a per-request nonce) cannot be
 * computed once: refused.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const response = {
    setHeader(name: string, value: unknown) {
      if (typeof value !== 'string') {
        throw new TypeError(`helmet header ${name} is not a string: it cannot be computed once`);
      }
      steps.push([name, value]);
    },
    removeHeader(name: string) {
      steps.push([name, null]);
    },
  };
  const request = new Proxy(
    {},
    {
      get() {
        throw new TypeError('helmet read the request: its headers cannot be computed once');
      },
    },
  );
  helmet(options)(request as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return steps;
}

/**
 * The API's answers (everything under `/api/`: JSON, and the PDFs the portal downloads with its
 * bearer token) are read by scripts, never shown as pages, so the headers that only a page uses
 * are left out (docs/security.md "Security headers", after OWASP's REST Security Cheat Sheet): a
 * CSP that allows nothing and no framing, `X-Frame-Options: DENY`, `no-store`, and of helmet's
 * the ones that hold for any answer (`nosniff`, the resource policy, the referrer policy, HSTS in
 * production).
 * Left out: the page's full CSP, the opener and origin-agent-cluster policies, DNS prefetch, IE's
 * download and XSS switches, Adobe's cross-domain policies.
 */
const apiKept = new Set([
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-powered-by',
]);
const apiOwn: HeaderStep[] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-frame-options', 'DENY'],
  // Errors too (a 401, an unknown path): no answer of the API is kept by a cache. A route may
  // send its own (the PDFs: `private, no-store`).
  ['cache-control', 'no-store'],
];

export function apiHeaders(document: readonly HeaderStep[]): HeaderStep[] {
  return [...apiOwn, ...document.filter(([name]) => apiKept.has(name.toLowerCase()))];
}

declare module 'fastify' {
  interface FastifyReply {
    /** Gives this answer the headers of a page (an HTML page served under `/api/`). */
    pageHeaders(): FastifyReply;
  }
}

function apply(
  raw: { setHeader(name: string, value: string): unknown; removeHeader(name: string): void },
  steps: readonly HeaderStep[],
) {
  for (const [name, value] of steps) {
    if (value === null) raw.removeHeader(name);
    else raw.setHeader(name, value);
  }
}

export interface SecurityHeadersOptions {
  /** helmet's options: the CSP directives of every answer (src/app.ts). */
  helmet: Readonly<HelmetOptions>;
  /** Where the API's answers are: they take the shorter set of docs/security.md. */
  apiPrefix: string;
}

/**
 * Sets helmet's headers on every answer, as @fastify/helmet did (on the raw response when the
 * request arrives: a route that sends its own, such as the server pages' CSP with a nonce,
 * replaces it); the API's shorter set on every route under `/api/`, where a page asks for the
 * page's set with `reply.pageHeaders()` (src/infra/html.ts). The set is chosen by the route that
 * answers, never by the raw URL: `/%61pi/v1/me` is answered by `/api/v1/me` and gets the API's set
 * (./http/request-path.ts). A fastify-plugin: every area's answers get them.
 */
const plugin: FastifyPluginCallback<SecurityHeadersOptions> = (app, options, done) => {
  const page = helmetHeaders(options.helmet);
  const api = apiHeaders(page);
  app.decorateReply('pageHeaders', function pageHeaders(this: FastifyReply) {
    apply(this.raw, page);
    return this;
  });
  app.addHook('onRequest', (request, reply, next) => {
    apply(reply.raw, answeringPath(request).startsWith(options.apiPrefix) ? api : page);
    next();
  });
  done();
};

export const securityHeaders = fastifyPlugin(plugin, { name: 'salon-security-headers' });
