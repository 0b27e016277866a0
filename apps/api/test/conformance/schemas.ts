// The independent validator of the conformance run (docs/security.md "The conformance run"): ajv
// for JSON Schema 2020-12, OpenAPI 3.1's dialect, with ajv-formats, compiled from the published
// document only. The server serialises with its own schemas (fast-json-stringify); this one is
// another implementation reading what the document says.
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './document';

export interface SchemaCheck {
  (value: unknown): string[];
}

export class Validators {
  private readonly ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  private readonly compiled = new Map<JsonSchema, ValidateFunction>();

  constructor() {
    addFormats(this.ajv);
  }

  /** The problems of a value against a schema of the document ([] when it conforms). */
  check(schema: JsonSchema, value: unknown): string[] {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.compiled.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).slice(0, 5).map(describe);
  }

  /** Compiles a schema now: a schema ajv refuses is a fault of the document. */
  compile(schema: JsonSchema): string | null {
    try {
      this.check(schema, undefined);
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
}

function describe(error: ErrorObject): string {
  return `${error.instancePath || '(root)'} ${error.message ?? error.keyword}${
    error.keyword === 'additionalProperties'
      ? ` (${String((error.params as { additionalProperty?: unknown }).additionalProperty)})`
      : ''
  }`;
}
