// Registers one route per entry of the endpoint table of @salon/domain (spec §7): path, method,
// token kind, roles, body encoding and schemas all come from the table, so the API cannot drift
// from the contract the portal uses; answers are serialised through the table's response schemas
// (docs/api.md "Response schemas and serialisation").
import { API_BASE_PATH, endpoints, errorCodes } from '@salon/domain';
import type { EndpointDefinition, EndpointName } from '@salon/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ApiError, fail } from '../errors';
import { authenticate } from '../services/auth';
import { hitRateLimit, rateLimitGroups } from '../services/rate-limit';
import { verifyProviderSignature } from '../sandbox/signature';
import { safeEqual } from '../auth/crypto';
import { responseSchemas } from './responses';
import type { BinaryResult, Caller, Handlers } from './types';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
    /** The raw text of a JSON body (the provider's signed notification). */
    rawBody?: string;
    /** True when the body came as a form (application/x-www-form-urlencoded). */
    formBody?: boolean;
  }
}

const anonymous: Caller = { clientId: null, user: null, familyId: null };

async function resolveCaller(
  ctx: AppContext,
  definition: EndpointDefinition,
  request: FastifyRequest,
): Promise<Caller> {
  switch (definition.auth) {
    case 'none':
      return anonymous;
    case 'client':
    case 'user':
      return authenticate(ctx, request.headers.authorization, definition.auth);
    case 'operator': {
      // The sales team's key (docs/api.md "Operator CLI"), compared in constant time.
      const key = request.headers['x-operator-key'];
      if (typeof key !== 'string' || !safeEqual(key, ctx.config.operatorKey)) {
        throw fail.tokenInvalid();
      }
      return anonymous;
    }
    case 'provider':
      // The signature covers the raw body; it is checked once the body is read (preValidation).
      return anonymous;
  }
}

/** The account a rate-limited call counts against: the email it names, or the caller's. */
function rateLimitAccount(body: unknown, caller: Caller): string | null {
  if (body && typeof body === 'object' && 'email' in body) {
    const email = (body as { email?: unknown }).email;
    if (typeof email === 'string') return email;
  }
  return caller.user?.email ?? null;
}

export function registerEndpoints(app: FastifyInstance, ctx: AppContext, handlers: Handlers): void {
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const definition: EndpointDefinition = endpoints[name];
    const handler = handlers[name] as (args: unknown) => Promise<unknown>;
    if (typeof handler !== 'function') throw new Error(`No handler for endpoint ${name}`);
    const group = rateLimitGroups[name];
    if (definition.rateLimited && !group) throw new Error(`No rate-limit group for ${name}`);

    app.route({
      method: definition.method,
      url: `${API_BASE_PATH}${definition.path}`,
      schema: {
        ...(definition.request ? { body: definition.request } : {}),
        ...(definition.params ? { params: definition.params } : {}),
        response: responseSchemas(definition),
      },
      config: { endpoint: name },
      ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
      // Who calls comes before reading the payload: a call without its token is refused first.
      onRequest: async (request) => {
        request.caller = await resolveCaller(ctx, definition, request);
        const roles = definition.roles;
        if (roles && (!request.caller.user || !roles.includes(request.caller.user.role as never))) {
          // spec §6, docs/security.md: a visitor calling an exhibitor call gets 403.
          throw fail.forbidden();
        }
      },
      // Only the hooks a route needs (docs/performance.md "API throughput"): Fastify skips a stage
      // whose list is empty. A GET has no body (Fastify reads none): nothing to check before
      // validation unless the provider signs it. Only rate-limited calls count.
      preValidation:
        definition.auth === 'provider' || definition.method !== 'GET'
          ? [
              async (request) => {
                // The provider's signature covers the raw body: checked before the payload is read.
                if (definition.auth === 'provider') {
                  verifyProviderSignature(ctx, request.headers, request.rawBody ?? '');
                }
                // spec §7 gives get-token and refresh-token as forms; every other call takes JSON.
                if (request.formBody && definition.body !== 'form') {
                  throw new ApiError(errorCodes.validationFailed, 'error.input_errors', {
                    _form: ['validation.invalid'],
                  });
                }
              },
            ]
          : [],
      preHandler: group
        ? [
            async (request) => {
              await hitRateLimit(
                ctx,
                group,
                request.ip,
                rateLimitAccount(request.body, request.caller!),
              );
            },
          ]
        : [],
      handler: async (request, reply) => {
        const result = await handler({
          body: request.body,
          params: request.params,
          caller: request.caller ?? anonymous,
          request,
          reply,
        });
        if (definition.response === 'binary') {
          const file = result as BinaryResult;
          return reply
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="${file.filename}"`)
            .header('cache-control', 'private, no-store')
            .send(file.body);
        }
        // `Cache-Control: no-store` is in the API's security headers (src/security-headers.ts).
        return { data: result };
      },
    });
  }
}
