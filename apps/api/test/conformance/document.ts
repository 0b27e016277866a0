// The conformance run's view of the API (docs/security.md "The conformance run"): the OpenAPI
// document as a running server publishes it, validated as OpenAPI 3.1 by a maintained validator,
// then read into operations. Nothing here knows the endpoint table or the zod schemas: an
// integrator's view.
import { Validator } from '@seriousme/openapi-schema-validator';

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** A link of the document: a value of one answer that fills a parameter or property of a call. */
export interface Link {
  target: string;
  /** A JSON pointer into the answer's body (`/data/0/id`). */
  pointer: string;
  location: 'path' | 'query' | 'body';
  name: string;
}

export interface Operation {
  id: string;
  method: string;
  /** The path template under the server's path (`/me/badge_pdf/{id}`). */
  path: string;
  parameters: Parameter[];
  body?: { mediaType: string; schema: JsonSchema };
  /** Per declared status (`200`, `4XX`, `default`): each media type's schema. */
  responses: Record<string, Record<string, JsonSchema>>;
  /** Per declared status: the codes its error body may carry (`x-error-codes`), when listed. */
  codes: Record<string, number[]>;
  /** Alternatives, each a list of security scheme names ([] for none). */
  security: string[][];
  /** `x-roles`: the roles a user token must have. */
  roles?: string[];
  links: Link[];
}

export interface SecurityScheme {
  type: string;
  scheme?: string;
  in?: string;
  name?: string;
  /** `x-token-operation`: the call that gives a bearer token, and the pointer to it. */
  tokenOperation?: { operationId: string; pointer: string };
}

export interface ApiDocument {
  raw: Record<string, unknown>;
  /** The servers' path: every operation's path is under it (`/api/v1`). */
  basePath: string;
  operations: Operation[];
  schemes: Record<string, SecurityScheme>;
  /** `x-error-codes`: every code an error body may carry. */
  errorCodes: Set<number>;
  /** `x-refuses-control-characters`: a text with a control character is refused. */
  refusesControlCharacters: boolean;
}

/** Validates the document as OpenAPI (3.1 here) with @seriousme/openapi-schema-validator. */
export async function validateDocument(raw: Record<string, unknown>): Promise<string[]> {
  const validator = new Validator();
  const result = await validator.validate(raw);
  if (result.valid) return validator.version === '3.1' ? [] : [`OpenAPI ${validator.version}`];
  const errors = result.errors ?? [];
  return typeof errors === 'string' ? [errors] : errors.map((error) => JSON.stringify(error));
}

/** Replaces every local `$ref` with what it points to (the document has no recursive schema). */
export function dereference(node: unknown, root: unknown, depth = 0): unknown {
  if (depth > 64) throw new Error('a $ref loop in the document');
  if (Array.isArray(node)) return node.map((item) => dereference(item, root, depth + 1));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    return dereference(valueAt(root, ref.slice(1)), root, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, dereference(value, root, depth + 1)]),
  );
}

/** The value a JSON pointer names, or undefined. */
export function valueAt(node: unknown, pointer: string): unknown {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  let current: unknown = node;
  for (const segment of segments) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

type RawOperation = Record<string, unknown> & {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: JsonSchema }>; links?: unknown; 'x-error-codes'?: unknown }
  >;
  security?: Record<string, string[]>[];
};

/** `$response.body#/data/0/id` → `/data/0/id`; other expressions are not followed. */
function bodyPointer(expression: unknown): string | null {
  const match =
    typeof expression === 'string' ? /^\$response\.body#(\/.*)?$/.exec(expression) : null;
  return match ? (match[1] ?? '') : null;
}

function linksOf(operation: RawOperation): Link[] {
  const links: Link[] = [];
  for (const response of Object.values(operation.responses)) {
    for (const link of Object.values(
      (response.links ?? {}) as Record<string, Record<string, unknown>>,
    )) {
      const target = String(link.operationId);
      const parameters = (link.parameters ?? {}) as Record<string, unknown>;
      for (const [key, expression] of Object.entries(parameters)) {
        const [where, name] = key.includes('.') ? key.split('.', 2) : ['path', key];
        const pointer = bodyPointer(expression);
        if (pointer !== null && (where === 'path' || where === 'query')) {
          links.push({ target, pointer, location: where, name: name! });
        }
      }
      const properties = (link['x-request-body-properties'] ?? {}) as Record<string, unknown>;
      for (const [name, expression] of Object.entries(properties)) {
        const pointer = bodyPointer(expression);
        if (pointer !== null) links.push({ target, pointer, location: 'body', name });
      }
    }
  }
  return links;
}

function operationOf(method: string, path: string, raw: RawOperation): Operation {
  const [mediaType, media] = Object.entries(raw.requestBody?.content ?? {})[0] ?? [];
  const responses = Object.fromEntries(
    Object.entries(raw.responses).map(([status, response]) => [
      status,
      Object.fromEntries(
        Object.entries(response.content ?? {}).map(([type, content]) => [
          type,
          content.schema ?? {},
        ]),
      ),
    ]),
  );
  const codes = Object.fromEntries(
    Object.entries(raw.responses)
      .filter(([, response]) => Array.isArray(response['x-error-codes']))
      .map(([status, response]) => [status, response['x-error-codes'] as number[]]),
  );
  return {
    id: raw.operationId,
    method: method.toUpperCase(),
    path,
    parameters: (raw.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
    ...(mediaType && media ? { body: { mediaType, schema: media.schema ?? {} } } : {}),
    responses,
    codes,
    security: (raw.security ?? []).map((requirement) => Object.keys(requirement)),
    ...(Array.isArray(raw['x-roles']) ? { roles: raw['x-roles'] as string[] } : {}),
    links: linksOf(raw),
  };
}

function schemesOf(raw: Record<string, unknown>): Record<string, SecurityScheme> {
  const schemes = (valueAt(raw, '/components/securitySchemes') ?? {}) as Record<
    string,
    Record<string, unknown>
  >;
  return Object.fromEntries(
    Object.entries(schemes).map(([name, scheme]) => {
      const token = scheme['x-token-operation'] as
        { operationId?: unknown; token?: unknown } | undefined;
      const pointer = bodyPointer(token?.token);
      return [
        name,
        {
          type: String(scheme.type),
          ...(typeof scheme.scheme === 'string' ? { scheme: scheme.scheme } : {}),
          ...(typeof scheme.in === 'string' ? { in: scheme.in, name: String(scheme.name) } : {}),
          ...(token && pointer !== null
            ? { tokenOperation: { operationId: String(token.operationId), pointer } }
            : {}),
        },
      ];
    }),
  );
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** The document read into operations, every `$ref` replaced. */
export function readDocument(raw: Record<string, unknown>): ApiDocument {
  const resolved = dereference(raw, raw) as Record<string, unknown>;
  const paths = (resolved.paths ?? {}) as Record<string, Record<string, RawOperation>>;
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => operationOf(method, path, operation)),
  );
  const server = String(valueAt(resolved, '/servers/0/url') ?? '');
  const codes = Object.values((resolved['x-error-codes'] ?? {}) as Record<string, unknown>);
  return {
    raw,
    basePath: new URL(server, 'http://server.invalid').pathname.replace(/\/+$/, ''),
    operations,
    schemes: schemesOf(resolved),
    errorCodes: new Set(codes.filter((code): code is number => typeof code === 'number')),
    refusesControlCharacters: resolved['x-refuses-control-characters'] === true,
  };
}
