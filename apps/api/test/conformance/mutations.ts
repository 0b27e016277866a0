// Invalid requests from valid ones (docs/security.md "The conformance run"): a wrong type, a
// missing required field, an extra field, an over-long string, a control character, in the body
// or a path parameter. Each mutation names the node it changed; whether the result breaks the
// document is decided afterwards, by the validator of the request's schema (./schemas.ts).
import type { JsonSchema } from './document';

export type Mutation =
  'wrong-type' | 'missing-required' | 'extra-field' | 'over-long' | 'control-characters';

export const mutations: readonly Mutation[] = [
  'wrong-type',
  'missing-required',
  'extra-field',
  'over-long',
  'control-characters',
];

/** Control characters the house refuses (C0, DEL, C1), one of them per mutation. */
export const CONTROL_CHARACTERS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b'];

type Path = (string | number)[];
interface Node {
  path: Path;
  value: unknown;
  schema: JsonSchema;
}

/** The schema of a property or an item, looking through unions. */
function childSchema(schema: JsonSchema, key: string | number): JsonSchema {
  if (typeof key === 'number') return (schema.items ?? {}) as JsonSchema;
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties?.[key]) return properties[key]!;
  for (const branch of ((schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[]).concat(
    (schema.allOf ?? []) as JsonSchema[],
  )) {
    const found = (branch.properties as Record<string, JsonSchema> | undefined)?.[key];
    if (found) return found;
  }
  return typeof schema.additionalProperties === 'object'
    ? (schema.additionalProperties as JsonSchema)
    : {};
}

/** Every node of a value with its schema, the root first. */
function nodes(value: unknown, schema: JsonSchema, path: Path = [], depth = 0): Node[] {
  const here: Node = { path, value, schema };
  if (depth > 8 || !value || typeof value !== 'object') return [here];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return [
    here,
    ...entries.flatMap(([key, child]) =>
      nodes(child, childSchema(schema, key), [...path, key], depth + 1),
    ),
  ];
}

/** The value with the node at `path` replaced (a copy; the root when `path` is empty). */
function replaced(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = next;
  return copy;
}

function withoutKey(value: unknown, path: Path, key: string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let target = copy as Record<string | number, unknown>;
  for (const step of path) target = target[step] as Record<string | number, unknown>;
  delete target[key];
  return copy;
}

/** A value of another JSON type than the one the node holds. */
function otherType(value: unknown): unknown {
  if (typeof value === 'string') return 42;
  if (typeof value === 'number') return 'forty-two';
  if (typeof value === 'boolean') return 'true';
  if (value === null) return { unexpected: true };
  if (Array.isArray(value)) return { not: 'an array' };
  return ['not', 'an', 'object'];
}

export interface Mutated {
  value: unknown;
  /** Which node changed, for the failure report. */
  where: string;
}

/**
 * The value changed by a mutation, the node chosen by `pick` (a random number from the caller's
 * seeded source), or null when the value has no node the mutation applies to.
 */
export function mutate(
  kind: Mutation,
  value: unknown,
  schema: JsonSchema,
  pick: (count: number) => number,
): Mutated | null {
  const all = nodes(value, schema);
  const choose = <T>(list: T[]): T | null => (list.length > 0 ? list[pick(list.length)]! : null);
  const at = (path: Path) => (path.length > 0 ? path.join('.') : '(body)');
  switch (kind) {
    case 'wrong-type': {
      const node = choose(all);
      return (
        node && { value: replaced(value, node.path, otherType(node.value)), where: at(node.path) }
      );
    }
    case 'missing-required': {
      const holders = all.flatMap((node) =>
        ((node.schema.required ?? []) as string[])
          .filter((key) => node.value && typeof node.value === 'object' && key in node.value)
          .map((key) => ({ node, key })),
      );
      const found = choose(holders);
      return (
        found && {
          value: withoutKey(value, found.node.path, found.key),
          where: at([...found.node.path, found.key]),
        }
      );
    }
    case 'extra-field': {
      const objects = all.filter(
        (node) => node.value && typeof node.value === 'object' && !Array.isArray(node.value),
      );
      const node = choose(objects);
      return (
        node && {
          value: replaced(value, [...node.path, 'x_conformance_extra'], 'extra'),
          where: at(node.path),
        }
      );
    }
    case 'over-long': {
      const strings = all.filter((node) => typeof node.value === 'string');
      const node = choose(strings);
      if (!node) return null;
      const max = typeof node.schema.maxLength === 'number' ? node.schema.maxLength : 20_000;
      return {
        value: replaced(value, node.path, 'x'.repeat(max + 1 + pick(50))),
        where: at(node.path),
      };
    }
    case 'control-characters': {
      const strings = all.filter((node) => typeof node.value === 'string');
      const node = choose(strings);
      if (!node) return null;
      const text = node.value as string;
      const control = CONTROL_CHARACTERS[pick(CONTROL_CHARACTERS.length)]!;
      const cut = pick(text.length + 1);
      return {
        value: replaced(value, node.path, `${text.slice(0, cut)}${control}${text.slice(cut)}`),
        where: at(node.path),
      };
    }
  }
}
