// The security headers of every answer (docs/security.md, apps/api/README.md "Security"): helmet's,
// computed once at start-up. @fastify/helmet builds helmet's middleware again at every request
// (it parses the CSP directives each time); the options never change while the server runs, so
// the headers they give never do either (docs/performance.md "API throughput").
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

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
 * Sets helmet's headers on every answer, as @fastify/helmet did (on the raw response when the
 * request arrives: a route that sends its own, such as the server pages' CSP with a nonce,
 * replaces it).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const steps = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of steps) {
      if (value === null) raw.removeHeader(name);
      else raw.setHeader(name, value);
    }
    done();
  });
}
