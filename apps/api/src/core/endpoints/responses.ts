// The response schemas of a route, from the endpoint table of @salon/domain (docs/api.md
// "Response schemas and serialisation"): the success envelope `{ data }` of the endpoint's
// response schema, and the error body `{ code, description, errors? }` of spec §8 for every 4xx
// and 5xx. Fastify serialises each answer through them with fast-json-stringify, which writes
// only the properties the schema names: a field a handler adds by mistake (a password hash, an
// internal id) never reaches the client.
import { dataEnvelope, errorResponseSchema } from '@salon/domain';
import type { EndpointDefinition } from '@salon/domain';
import { toJSONSchema } from 'zod/v4/core';
import type { $ZodType } from 'zod/v4/core';

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of a domain schema, as fast-json-stringify reads it (draft 7). It describes
 * the schema's input: what a handler returns and what the portal parses from the wire; the
 * output side may hold transforms (an email normalised), which JSON Schema cannot say.
 */
export function jsonSchemaOf(schema: $ZodType): JsonSchema {
  const { $schema: _draft, ...jsonSchema } = toJSONSchema(schema, {
    target: 'draft-7',
    io: 'input',
  }) as JsonSchema;
  return jsonSchema;
}

const NULL_BRANCH = JSON.stringify({ type: 'null' });

/**
 * The same schema with each nullable value written `type: [T, 'null']` instead of `anyOf` a
 * `null` branch (how zod writes `nullable()`). fast-json-stringify serialises an `anyOf` by asking
 * ajv which branch each value matches, at every answer; a list of types is a `=== null` test
 * (docs/performance.md "API throughput"). Only for the serialiser: the OpenAPI document keeps the
 * schemas as zod writes them.
 */
export function forSerialisation(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerialisation);
  if (!schema || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema).map(([key, value]) => [key, forSerialisation(value)]);
  const node = Object.fromEntries(entries) as JsonSchema;
  const branches = node.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && Object.keys(node).length === 1) {
    const nullAt = branches.findIndex((branch) => JSON.stringify(branch) === NULL_BRANCH);
    const other = branches[1 - nullAt] as JsonSchema | undefined;
    if (nullAt >= 0 && other && typeof other.type === 'string' && !('anyOf' in other)) {
      const nullable: JsonSchema = { ...other, type: [other.type, 'null'] };
      if (Array.isArray(other.enum)) nullable.enum = [...other.enum, null];
      return nullable;
    }
  }
  return node;
}

const errorBody = jsonSchemaOf(errorResponseSchema);

/** A file answer (the invoice PDF): sent as bytes, never serialised. */
const fileBody: JsonSchema = { type: 'string', format: 'binary' };

/** The `response` of a route's Fastify schema, per status: 200, every 4xx, every 5xx. */
export function responseSchemas(definition: EndpointDefinition): Record<string, JsonSchema> {
  const success =
    definition.response === 'binary'
      ? fileBody
      : (forSerialisation(jsonSchemaOf(dataEnvelope(definition.response))) as JsonSchema);
  return { 200: success, '4xx': errorBody, '5xx': errorBody };
}
