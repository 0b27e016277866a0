// Values from the document's JSON Schemas, as fast-check arbitraries (docs/security.md "The
// conformance run"): what a request may hold according to the document. Types, enums and consts,
// string lengths, formats (date, date-time, email, uri) and patterns, number bounds, arrays and
// objects (required properties always, the others at random), unions. Generated strings are short
// (a few dozen characters) unless a schema asks for more: the run sends many small requests.
import fc from 'fast-check';
import type { JsonSchema } from './document';

/** Printable text: ASCII mostly, and letters of other scripts, never a control character. */
const printable = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom('Élodie', 'Zoë', 'Łódź', 'محمد', '李', 'Ærø', '😀') },
);

const MAX_GENERATED = 40;

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.additionalProperties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function formatted(format: string): fc.Arbitrary<string> | null {
  const instant = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  switch (format) {
    case 'date':
      return instant.map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return instant.map((date) => date.toISOString());
    case 'email':
      return fc
        .emailAddress()
        .filter((email) => /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(email));
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    default:
      return null;
  }
}

function lengthBetween(value: string, schema: JsonSchema): boolean {
  const length = [...value].length;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  return length >= min && length <= max;
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const format = typeof schema.format === 'string' ? formatted(schema.format) : null;
  if (format) return format;
  if (typeof schema.pattern === 'string') {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((value) => lengthBetween(value, schema) && value.length <= 512);
    } catch {
      // A pattern fast-check cannot generate from: plain text, which the server may refuse.
    }
  }
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = Math.min(
    typeof schema.maxLength === 'number' ? schema.maxLength : MAX_GENERATED,
    Math.max(minLength, MAX_GENERATED),
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength, maxLength }) },
    {
      weight: 1,
      arbitrary: printable.filter((value) => lengthBetween(value, { minLength, maxLength })),
    },
  );
}

const INT32 = 2 ** 31;

function doubleBetween(min: number, max: number): fc.Arbitrary<number> {
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** fast-check's integers are 32-bit: wider ranges are drawn as doubles, rounded. */
function integerBetween(min: number, max: number): fc.Arbitrary<number> {
  const low = Math.ceil(min);
  const high = Math.floor(max);
  if (low >= -INT32 && high < INT32) return fc.integer({ min: low, max: high });
  return doubleBetween(low, high).map((value) => Math.min(high, Math.max(low, Math.round(value))));
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const limit = Number.MAX_SAFE_INTEGER;
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number';
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number';
  const given = (key: string, exclusive: string, fallback: number) =>
    typeof schema[exclusive] === 'number'
      ? (schema[exclusive] as number)
      : typeof schema[key] === 'number'
        ? (schema[key] as number)
        : fallback;
  const min = Math.max(given('minimum', 'exclusiveMinimum', -limit), -limit);
  const max = Math.min(given('maximum', 'exclusiveMaximum', limit), limit);
  const inRange = (value: number) =>
    (exclusiveMin ? value > min : value >= min) && (exclusiveMax ? value < max : value <= max);
  // Small values most of the time (amounts, counts and surfaces are small), the whole range and
  // its very ends now and then: a column narrower than the document says is found there.
  const small = { min: Math.max(min, -1_000), max: Math.min(max, 1_000_000) };
  const ranges = small.min <= small.max ? [small, { min, max }] : [{ min, max }];
  const draws = ranges.map((range, index) => ({
    weight: index === 0 ? 6 : 2,
    arbitrary: integer ? integerBetween(range.min, range.max) : doubleBetween(range.min, range.max),
  }));
  const ends = [min, max, integer ? Math.ceil(min + 1) : min + Number.EPSILON].filter(inRange);
  return fc
    .oneof(
      ...draws,
      ...(ends.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...ends) }] : []),
    )
    .filter(inRange);
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const names = Object.keys(properties);
  if (
    names.length === 0 &&
    schema.additionalProperties &&
    typeof schema.additionalProperties === 'object'
  ) {
    return fc.dictionary(
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }),
      arbitraryOf(schema.additionalProperties as JsonSchema, depth + 1),
      { maxKeys: 3 },
    );
  }
  const record = Object.fromEntries(
    names.map((name) => [name, arbitraryOf(properties[name]!, depth + 1)]),
  );
  return fc.record(record, { requiredKeys: names.filter((name) => required.has(name)) });
}

function arrayOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown[]> {
  const items = (schema.items ?? {}) as JsonSchema;
  const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const maxLength = Math.min(
    typeof schema.maxItems === 'number' ? schema.maxItems : minLength + 3,
    minLength + 3,
  );
  return fc.array(arbitraryOf(items, depth + 1), { minLength, maxLength });
}

function ofType(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayOf(schema, depth);
    case 'object':
      return objectOf(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value the schema describes (what a client following the document may send). */
export function arbitraryOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 12) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.length > 0) {
    return fc.oneof(...branches.map((branch) => arbitraryOf(branch, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    // The first branch; a value it gives that breaks another is sent as the document allows it not.
    return arbitraryOf(schema.allOf[0] as JsonSchema, depth + 1);
  }
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => ofType(type, schema, depth)));
}
