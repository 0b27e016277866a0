// Registers the routes of the endpoint table of @salon/domain (spec §7): path, method, token kind,
// roles, body encoding and schemas all come from the table, so the API cannot drift from the
// contract the portal uses; answers are serialised through the table's response schemas
// (docs/api.md "Response schemas and serialisation"). Each area's plugin registers the names it
// answers; the assembly (src/app.ts) refuses to start when a name of the table has no route.
import { API_BASE_PATH, endpoints, errorCodes } from '@salon/domain';
import type { EndpointDefinition, EndpointName } from '@salon/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { CardProvider } from '../../card-provider';
import type { AppContext } from '../../context';
import { ApiError } from '../../infra/errors';
import { anonymous, resolveCaller } from '../caller';
import { hitRateLimit, rateLimitGroups } from '../rate-limit';
import { responseSchemas } from './responses';
import type { BinaryResult, Caller, Handlers } from './types';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
  interface FastifyContextConfig {
    /** The endpoint of the table a route answers (src/core/endpoints/register.ts). */
    endpoint?: EndpointName;
  }
}

export interface EndpointOptions {
  /** The card provider whose signature a provider call (the payment notification) carries. */
  provider?: CardProvider;
}

/** The account a rate-limited call counts against: the email it names, or the caller's. */
function rateLimitAccount(body: unknown, caller: Caller): string | null {
  if (body && typeof body === 'object' && 'email' in body) {
    const email = (body as { email?: unknown }).email;
    if (typeof email === 'string') return email;
  }
  return caller.user?.email ?? null;
}

/**
 * Before validation: the provider's notification is checked and read by the provider (its
 * signature covers the raw body), a verified event that is none of ours acknowledged at once; a
 * form where the call takes JSON is refused (spec §7 gives get-token and refresh-token as forms).
 */
function preValidation(
  ctx: AppContext,
  definition: EndpointDefinition,
  provider: CardProvider | undefined,
): preHandlerAsyncHookHandler[] {
  // Only the hooks a route needs (docs/performance.md "API throughput"): Fastify skips a stage
  // whose list is empty. A GET has no body (Fastify reads none): nothing to check before
  // validation unless the provider signs it.
  if (definition.auth !== 'provider' && definition.method === 'GET') return [];
  return [
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (definition.auth === 'provider') {
        const reading = provider!.readNotification({
          headers: request.headers,
          rawBody: request.rawBody ?? '',
          body: request.body,
          now: ctx.now(),
        });
        if ('ignore' in reading) return reply.send({ data: { success: true } });
        request.body = reading.apply;
      }
      if (request.formBody && definition.body !== 'form') {
        throw new ApiError(errorCodes.validationFailed, 'error.input_errors', {
          _form: ['validation.invalid'],
        });
      }
    },
  ];
}

/** Only rate-limited calls count (docs/security.md "Rate limits"). */
function preHandler(ctx: AppContext, name: EndpointName): preHandlerAsyncHookHandler[] {
  const group = rateLimitGroups[name];
  if (!group) return [];
  return [
    async (request: FastifyRequest) => {
      await hitRateLimit(ctx, group, request.ip, rateLimitAccount(request.body, request.caller!));
    },
  ];
}

function routeOf(
  ctx: AppContext,
  name: EndpointName,
  handler: (args: unknown) => Promise<unknown>,
  options: EndpointOptions,
): RouteOptions {
  const definition: EndpointDefinition = endpoints[name];
  if (definition.rateLimited && !rateLimitGroups[name]) {
    throw new Error(`No rate-limit group for ${name}`);
  }
  if (definition.auth === 'provider' && !options.provider) {
    throw new Error(`No card provider to check ${name}`);
  }
  return {
    method: definition.method,
    url: `${API_BASE_PATH}${definition.path}`,
    schema: {
      ...(definition.request ? { body: definition.request } : {}),
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      response: responseSchemas(definition),
    },
    config: { endpoint: name },
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    // Who calls comes before reading the payload: a call without its token is refused first.
    onRequest: async (request) => {
      request.caller = await resolveCaller(ctx, definition, request);
    },
    preValidation: preValidation(ctx, definition, options.provider),
    preHandler: preHandler(ctx, name),
    handler: async (request, reply) => {
      const result = await handler({
        body: request.body,
        params: request.params,
        query: request.query,
        caller: request.caller ?? anonymous,
        request,
        reply,
      });
      if (definition.response !== 'binary') {
        // `Cache-Control: no-store` is in the API's security headers (src/infra/security-headers.ts).
        return { data: result };
      }
      const file = result as BinaryResult;
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  };
}

/** Registers one route for each endpoint an area answers, in that area's plugin. */
export function registerEndpoints(
  app: FastifyInstance,
  ctx: AppContext,
  handlers: Partial<Handlers>,
  options: EndpointOptions = {},
): void {
  for (const name of Object.keys(handlers) as EndpointName[]) {
    const handler = handlers[name] as ((args: unknown) => Promise<unknown>) | undefined;
    if (typeof handler !== 'function') throw new Error(`No handler for endpoint ${name}`);
    app.route(routeOf(ctx, name, handler, options));
  }
}

/** The endpoints of the table that no route answers, among the routes registered. */
export function missingEndpoints(routes: readonly Pick<RouteOptions, 'config'>[]): EndpointName[] {
  const registered = new Set(
    routes.map((route) => (route.config as { endpoint?: EndpointName } | undefined)?.endpoint),
  );
  return (Object.keys(endpoints) as EndpointName[]).filter((name) => !registered.has(name));
}
