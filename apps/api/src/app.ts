// The HTTP server (docs/api.md): the API under /api/v1 registered from the endpoint table, the sandbox
// payment provider, the development mailbox and the built portal, behind one error handler that
// answers `{ code, description, errors? }` (docs/api.md "Errors").
import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { API_BASE_PATH, controlCharacterErrors, errorCodes, toFieldErrors } from '@salon/domain';
import Fastify, { LogController } from 'fastify';
import type { FastifyError, FastifyInstance, FastifySchemaCompiler, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import type { Config } from './config';
import { fastifyTrustProxy } from './security-config';
import { registerSecurityHeaders } from './security-headers';
import { loggerOptions } from './logging';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { registerDevMailbox } from './dev/mailbox';
import { registerBuiltInMarketplace } from './marketplace/page';
import { ApiError } from './errors';
import { registerEndpoints } from './routes/register';
import { registerOpenApi } from './openapi/reference';
import { createHandlers } from './routes/handlers';
import { createCardProvider } from './payments/provider';
import type { CardProvider } from './payments/provider';
import { portalNotBuiltPage } from './portal/not-built';
import { portalScriptHashes, prerenderedFile } from './portal/prerendered';
import { SessionCache } from './services/session-cache';
import { registerTicketing } from './ticketing/page';

/** A zod validation failure: its field errors as the 2201 `errors` map (spec §8). */
class PayloadError extends Error {
  readonly statusCode = 422;
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super('invalid payload');
  }
}

/**
 * Fastify's validator from the endpoint's zod schema, with domain's `toFieldErrors`. The domain's
 * schemas are zod/mini ones: any zod core schema (`$ZodType`) is parsed with core's `safeParse`,
 * the type provider (fastify-type-provider-zod) infers from `$ZodType` too.
 */
const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    // No control character in any text, whatever the schema (spec §8 2201, docs/security.md).
    const control = controlCharacterErrors(data);
    if (Object.keys(control).length > 0) return { error: new PayloadError(control) };
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    return { error: new PayloadError(toFieldErrors(result.error)) };
  };

/** The server's clock: the real time, or one started at CLOCK_START that runs on (src/config.ts). */
function clockOf(config: Config): () => Date {
  const start = config.clockStart;
  if (!start) return () => new Date();
  const startedAt = Date.now();
  return () => new Date(start.getTime() + (Date.now() - startedAt));
}

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
  ctx: AppContext;
  /** Every route registered, as Fastify saw it (a test checks each API route's response schema). */
  routes: RouteOptions[];
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config } = options;
  const app = Fastify({
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
    // One log line per request, written when it is answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  // Every transaction of this instance empties the session cache when it ends (docs/security.md).
  const sessions = config.sessionCacheMs > 0 ? new SessionCache(config.sessionCacheMs) : undefined;
  if (sessions) options.db.afterTransaction(() => sessions.clear());
  const ctx: AppContext = {
    config,
    db: options.db,
    now: options.now ?? clockOf(config),
    log: app.log,
    cardProvider: options.cardProvider ?? createCardProvider(config),
    sessions,
  };

  // The access log (docs/performance.md "API throughput"): one line per answered request, with
  // its method, redacted URL, client address, status and time (src/logging.ts); errors keep their
  // own lines. Fastify's 'incoming request' line, which repeats the request, is off.
  // Not hooked at all when the level drops the line (LOG_LEVEL=warn, the development default).
  if (options.logger !== false && ['trace', 'debug', 'info'].includes(config.logLevel)) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
      done();
    });
  }

  app.setValidatorCompiler(validatorCompiler);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });

  // JSON bodies keep their raw text (the provider's signature covers it); an empty body is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  // Forms (spec §7: get-token and refresh-token). Keys become own properties: no prototype setter.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      request.formBody = true;
      const entries = new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'));
      done(null, Object.fromEntries(entries));
    },
  );

  await app.register(cookie);
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });
  const publicOrigin = new URL(config.publicUrl).origin;
  // helmet's options: the CSP directives of every answer are here. The headers are computed once at
  // start-up (src/security-headers.ts).
  registerSecurityHeaders(
    app,
    {
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
    `${API_BASE_PATH}/`,
  );

  app.setErrorHandler((error: FastifyError | ApiError | PayloadError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).headers(error.headers).send(error.body());
    }
    if (error instanceof PayloadError) {
      return reply.status(422).send({
        code: errorCodes.validationFailed,
        description: 'error.input_errors',
        errors: error.fieldErrors,
      });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Unreadable payloads (bad JSON, wrong content type, too large): a 2201 with the status
      // that says why; a malformed JSON body is a bad payload like any other (422).
      const code = (error as FastifyError).code;
      const httpStatus =
        code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 413 || status === 415
          ? status
          : 422;
      return reply.status(httpStatus).send({
        code: errorCodes.validationFailed,
        description: 'error.input_errors',
        errors: { _form: ['validation.invalid'] },
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: errorCodes.serverFault, description: 'error.generic' });
  });

  registerEndpoints(app, ctx, createHandlers(ctx));
  registerOpenApi(app, ctx);
  ctx.cardProvider!.register(app, ctx);
  // The built-in ticketing page, where invitation links lead without TICKETING_URL (spec §2).
  if (!config.ticketing.url) registerTicketing(app, ctx);
  if (config.devMailbox) registerDevMailbox(app, ctx);
  if (config.marketplace.builtIn) registerBuiltInMarketplace(app, ctx);

  const portalIndex = path.join(config.portalDir, 'index.html');
  const portalBuilt = existsSync(portalIndex);
  if (portalBuilt) {
    await app.register(fastifyStatic, {
      root: config.portalDir,
      prefix: '/',
      index: ['index.html'],
      // The portal's build writes Brotli and gzip copies beside each file (apps/portal
      // scripts/compress.mjs): served by Accept-Encoding, with Vary, and the file itself otherwise.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; the page itself is revalidated at every visit.
        res.header(
          'cache-control',
          /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.get('/', (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(portalNotBuiltPage(config.portalDir)),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === API_BASE_PATH || url.startsWith(`${API_BASE_PATH}/`);
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(url);
    if (
      !isApi &&
      portalBuilt &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !looksLikeFile
    ) {
      // The portal's routes (spec §2) are the SPA's: serve its page for them, or the page's
      // prerendered HTML when the build wrote one (docs/performance.md "Prerendered pages").
      const file = prerenderedFile(config.portalDir, url) ?? 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(file);
    }
    return reply.status(404).send({ code: errorCodes.notFound, description: 'error.not_found' });
  });

  return { app, ctx, routes };
}
