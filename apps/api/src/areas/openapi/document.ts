// The OpenAPI 3.1 document of the API (docs/api.md "OpenAPI"): generated at start-up from the
// endpoint table of @salon/domain (spec §7) and zod's JSON Schema output, never written by hand,
// so it cannot drift from what the server registers and the portal calls. Served at
// /api/v1/openapi.json; the reference page (./plugin.ts) reads the same document.
import {
  API_BASE_PATH,
  NEXT_CURSOR_HEADER,
  cursorSchema,
  dataEnvelope,
  endpoints,
  errorCodes,
  errorResponseSchema,
} from '@salon/domain';
import type { EndpointDefinition, EndpointName } from '@salon/domain';
import { toJSONSchema } from 'zod/v4/core';
import type { $ZodType } from 'zod/v4/core';
import { refusalResponses } from './errors';
import { linksOf } from './links';

type JsonObject = Record<string, unknown>;

/** JSON Schema 2020-12, OpenAPI 3.1's own dialect; what a client sends (input) or reads (output). */
function schemaOf(schema: $ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _dialect, ...json } = toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // A transform's output (an email normalised) has no JSON Schema: its input describes the wire.
    unrepresentable: 'any',
  }) as JsonObject;
  return json;
}

/** `/me/campaigns-members/:cid` → `/me/campaigns-members/{cid}`, and its parameters. */
function openApiPath(path: string): { path: string; names: string[] } {
  const names = [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
  return { path: path.replace(/:([A-Za-z_]+)/g, '{$1}'), names };
}

/** The security requirement of a token kind (spec §7; docs/security.md). */
const securityOf: Record<EndpointDefinition['auth'], JsonObject[]> = {
  none: [],
  client: [{ clientToken: [] }],
  user: [{ userToken: [] }],
  operator: [{ operatorKey: [] }],
  provider: [{ providerSignature: [] }],
};

/** The `links` of a `200` answer, when it feeds other calls (./links.ts). */
function linksSection(name: EndpointName): JsonObject {
  const links = linksOf(name);
  return Object.keys(links).length > 0 ? { links } : {};
}

/** The media type of each body encoding of the endpoint table. */
const mediaTypes = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  xml: 'application/xml',
} as const;

/** The query parameters of a call (a paged list's `cursor` and `limit`, docs/api.md "Paging"). */
function queryParameters(definition: EndpointDefinition): JsonObject[] {
  if (!definition.query) return [];
  const query = schemaOf(definition.query, 'input');
  const required = new Set((query.required ?? []) as string[]);
  return Object.entries((query.properties ?? {}) as Record<string, JsonObject>).map(
    ([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }),
  );
}

/** The header that carries the next page's cursor where the body stays a list. */
function nextCursorHeader(definition: EndpointDefinition): JsonObject {
  if (!definition.nextCursorHeader) return {};
  return {
    headers: {
      [NEXT_CURSOR_HEADER]: {
        description: 'The next page’s cursor (`?cursor=`); absent on the last page.',
        schema: schemaOf(cursorSchema, 'output'),
      },
    },
  };
}

function operationOf(name: EndpointName, definition: EndpointDefinition): JsonObject {
  const { names } = openApiPath(definition.path);
  const success =
    definition.response === 'binary'
      ? Object.fromEntries(
          (definition.fileTypes ?? ['application/pdf']).map((type) => [
            type,
            { schema: { type: 'string', contentMediaType: type } },
          ]),
        )
      : { 'application/json': { schema: schemaOf(dataEnvelope(definition.response), 'output') } };
  const requestBody = definition.request
    ? {
        required: true,
        content: {
          [mediaTypes[definition.body ?? 'json']]: {
            schema: schemaOf(definition.request, 'input'),
          },
        },
      }
    : undefined;
  const paramsSchema = definition.params ? schemaOf(definition.params, 'input') : undefined;
  const paramProperties = (paramsSchema?.properties ?? {}) as Record<string, JsonObject>;
  const parameters = [
    ...names.map((param) => ({
      name: param,
      in: 'path',
      required: true,
      schema: paramProperties[param] ?? { type: 'string' },
    })),
    ...queryParameters(definition),
  ];
  return {
    operationId: name,
    summary: definition.added
      ? `${name} (added by the contract where spec §7 says 'not shown')`
      : name,
    tags: [definition.auth],
    security: securityOf[definition.auth],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    ...(definition.roles ? { 'x-roles': definition.roles } : {}),
    ...(definition.rateLimited ? { 'x-rate-limited': true } : {}),
    responses: {
      '200': {
        description: 'Success',
        content: success,
        ...nextCursorHeader(definition),
        ...linksSection(name),
      },
      ...refusalResponses(),
    },
  };
}

/** Where a bearer token comes from: a call of the table and the answer's field that holds it. */
interface TokenOperation<Name extends EndpointName> {
  operationId: Name;
  token: `$response.body#/${string}`;
}

/** The whole document, from the endpoint table. */
export function buildOpenApiDocument(options: { serverUrl?: string } = {}): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const definition: EndpointDefinition = endpoints[name];
    const { path } = openApiPath(definition.path);
    paths[path] = {
      ...paths[path],
      [definition.method.toLowerCase()]: operationOf(name, definition),
    };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Salon API',
      version: '1',
      description:
        'The exhibitor and visitor portal’s API (spec §7). Every refusal answers 4xx with a code ' +
        'of the error catalogue (spec §8) in `code`; the `x-error-codes` extension lists them.',
    },
    servers: [{ url: `${options.serverUrl ?? ''}${API_BASE_PATH}` }],
    'x-error-codes': errorCodes,
    // docs/security.md "Control characters": no text of a body or a path takes one (2201).
    'x-refuses-control-characters': true,
    paths,
    components: {
      schemas: { Error: schemaOf(errorResponseSchema, 'output') },
      securitySchemes: {
        // `x-token-operation`: the call that gives the token, and where in its answer.
        clientToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The public client token of get-token (spec §7).',
          'x-token-operation': {
            operationId: 'getToken',
            token: '$response.body#/data/access_token',
          } satisfies TokenOperation<'getToken'>,
        },
        userToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The signed-in user’s access token of login (spec §7).',
          'x-token-operation': {
            operationId: 'login',
            token: '$response.body#/data/tokens/access_token',
          } satisfies TokenOperation<'login'>,
        },
        operatorKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-operator-key',
          description: 'The sales team’s key (docs/api.md "Operator CLI").',
        },
        providerSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'x-salon-signature',
          description: 'The card provider’s signature of the raw body (docs/security.md).',
        },
      },
    },
  };
}
