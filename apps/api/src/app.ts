// The HTTP server, assembled (docs/architecture.md "The API's floors"): what every answer shares
// (the error answers, the body parsers, cookies, CORS, the security headers, the access log), then
// one encapsulated plugin per area, each registering its endpoints of the table and its pages.
// The card provider is chosen here, once. The server refuses to start when an endpoint of the
// table has no route (docs/api.md).
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { API_BASE_PATH, NEXT_CURSOR_HEADER } from '@salon/domain';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { academyPlugin } from './areas/academy/plugin';
import { accountPlugin } from './areas/account/plugin';
import { badgesPlugin } from './areas/badges/plugin';
import { boothPlugin } from './areas/booth/plugin';
import { devMailboxPlugin } from './areas/dev-mailbox/plugin';
import { invoicesPlugin } from './areas/invoices/plugin';
import { marketplacePlugin } from './areas/marketplace/plugin';
import { openApiPlugin } from './areas/openapi/plugin';
import { operatorPlugin } from './areas/operator/plugin';
import { paymentsPlugin } from './areas/payments/plugin';
import { createSandboxProvider } from './areas/payments/sandbox/provider';
import { createStripeProvider } from './areas/payments/stripe/provider';
import { portalPlugin } from './areas/portal/plugin';
import { portalScriptHashes } from './areas/portal/prerendered';
import { rebookingPlugin } from './areas/rebooking/plugin';
import { registrationPlugin } from './areas/registration/plugin';
import { sessionPlugin } from './areas/session/plugin';
import { ticketingPlugin } from './areas/ticketing/plugin';
import type { CardProvider } from './card-provider';
import type { Config } from './config';
import type { AppContext } from './context';
import { missingEndpoints } from './core/endpoints/register';
import { fastifyTrustProxy } from './infra/config/server';
import type { Database } from './infra/db/client';
import { accessLog, logsAccess } from './infra/http/access-log';
import { bodyParsers } from './infra/http/body-parsers';
import { clientErrorHandler, errorAnswers } from './infra/http/error-answers';
import { loggerOptions } from './infra/logging';
import { securityHeaders } from './infra/security-headers';
import type { SecurityHeadersOptions } from './infra/security-headers';
import { SessionCache } from './infra/session-cache';

export interface BuildOptions {
  config: Config;
  db: Database;
  now?: () => Date;
  logger?: boolean;
  /** Where the log lines go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** The card-payment provider; by default the one PAYMENT_PROVIDER names. */
  cardProvider?: CardProvider;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext<Config>;
  /** Every route registered, as Fastify saw it (a test checks each API route's response schema). */
  routes: RouteOptions[];
}

/** The server's clock: the real time, or one started at CLOCK_START that runs on (src/config.ts). */
function clockOf(config: Config): () => Date {
  const start = config.clockStart;
  if (!start) return () => new Date();
  const startedAt = Date.now();
  return () => new Date(start.getTime() + (Date.now() - startedAt));
}

/** The provider PAYMENT_PROVIDER names (docs/security.md "Card payments"), chosen once, here. */
function chooseCardProvider(config: Config): CardProvider {
  return config.payment.stripe
    ? createStripeProvider(config.payment.stripe)
    : createSandboxProvider(config.payment);
}

function createServer(options: BuildOptions) {
  const { config } = options;
  return Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 128 * 1024,
    // Path parameters may be long: GET /picklists/{sobject}/{fields} names several fields at
    // once (spec §7), over the router's default limit of 100 characters. Every path answers with
    // and without a trailing slash: spec §7 writes some with one (`GET /list-campaigns/`) and
    // most without (docs/api.md "Trailing slashes").
    routerOptions: { maxParamLength: 1000, ignoreTrailingSlash: true },
    // Never echo a client's request id: it would let a caller forge log lines.
    requestIdHeader: false,
    // One log line per request, written when it is answered (src/infra/http/access-log.ts),
    // instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A request Node refuses before routing (headers over 16 KB...) answers the error body too.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
}

/** helmet's options: the CSP directives of every answer (docs/security.md "Security headers"). */
function headerOptions(config: Config): SecurityHeadersOptions {
  const publicOrigin = new URL(config.publicUrl).origin;
  return {
    helmet: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          // The portal's prerendered pages have one short inline head script (the session hint,
          // docs/performance.md "Prerendered pages"), allowed by its hash only.
          scriptSrc: ["'self'", ...portalScriptHashes(config.portalDir)],
          // react-aria positions overlays with style attributes and adds a small style element:
          // inline styles are allowed, scripts stay 'self' only.
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The sandbox page posts to itself, then redirects to the portal; the portal's
          // pro/sso-login page posts the exhibitor's assertion to the marketplace.
          // One source once: in development the marketplace is built in, at the public origin.
          formAction: [
            ...new Set(["'self'", publicOrigin, new URL(config.marketplace.url).origin]),
          ],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: config.production ? [] : null,
        },
      },
      hsts: config.production,
      crossOriginEmbedderPolicy: false,
    },
    // The API's answers take the shorter set of docs/security.md "Security headers".
    apiPrefix: `${API_BASE_PATH}/`,
  };
}

/** What every answer shares, before any area: each of these reaches every area. */
async function registerFoundations(app: FastifyInstance, options: BuildOptions): Promise<void> {
  const { config } = options;
  if (options.logger !== false && logsAccess(config.logLevel)) await app.register(accessLog);
  await app.register(errorAnswers);
  await app.register(bodyParsers);
  await app.register(cookie);
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    // A paged list's next cursor (docs/api.md "Paging"), readable by a portal on another origin.
    exposedHeaders: [NEXT_CURSOR_HEADER],
  });
  await app.register(securityHeaders, headerOptions(config));
}

/** One encapsulated plugin per area (docs/architecture.md "The API's floors"). */
async function registerAreas(
  app: FastifyInstance,
  ctx: AppContext<Config>,
  provider: CardProvider,
): Promise<void> {
  await app.register(sessionPlugin, { ctx });
  await app.register(registrationPlugin, { ctx });
  await app.register(accountPlugin, { ctx });
  await app.register(academyPlugin, { ctx });
  await app.register(rebookingPlugin, { ctx });
  await app.register(paymentsPlugin, { ctx, provider });
  await app.register(invoicesPlugin, { ctx });
  await app.register(badgesPlugin, { ctx });
  await app.register(boothPlugin, { ctx });
  await app.register(marketplacePlugin, { ctx });
  await app.register(ticketingPlugin, { ctx });
  await app.register(operatorPlugin, { ctx });
  await app.register(devMailboxPlugin, { ctx });
  await app.register(openApiPlugin, { ctx });
  await app.register(portalPlugin, { portalDir: ctx.config.portalDir });
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config } = options;
  const app = createServer(options);
  // Every transaction of this instance empties the session cache when it ends (docs/security.md).
  const sessions = config.sessionCacheMs > 0 ? new SessionCache(config.sessionCacheMs) : undefined;
  if (sessions) options.db.afterTransaction(() => sessions.clear());
  const ctx: AppContext<Config> = {
    config,
    db: options.db,
    now: options.now ?? clockOf(config),
    log: app.log,
    sessions,
  };
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await registerFoundations(app, options);
  await registerAreas(app, ctx, options.cardProvider ?? chooseCardProvider(config));
  const missing = missingEndpoints(routes);
  if (missing.length > 0) throw new Error(`No route for the endpoints ${missing.join(', ')}`);
  return { app, ctx, routes };
}
