// The OpenAPI document (docs/api.md "OpenAPI"): generated from the endpoint table of spec §7, served
// at /api/v1/openapi.json, and its reference page. It does not depend on the database: PGlite only.
import { API_BASE_PATH, endpoints, errorCodes } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seededApp } from './helpers';
import type { TestApp } from './helpers';

type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = {
  openapi: string;
  jsonSchemaDialect: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
};

describe('the OpenAPI 3.1 document of the endpoint table (spec §7, §8)', () => {
  let t: TestApp;
  let document: Document;
  seededApp('pglite', async (app) => {
    t = app;
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/openapi.json` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    document = response.json() as Document;
  });

  it('is OpenAPI 3.1 with JSON Schema 2020-12', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('has one operation per call of the endpoint table, with its token, parameters and body', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      Object.keys(endpoints).sort(),
    );
    for (const [name, definition] of Object.entries(endpoints)) {
      const path = definition.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      const operation = document.paths[path]?.[definition.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      const schemes = operation!.security.flatMap((requirement) => Object.keys(requirement));
      for (const scheme of schemes)
        expect(document.components.securitySchemes).toHaveProperty(scheme);
      expect(schemes.length > 0, name).toBe(definition.auth !== 'none');
      const pathParams = [...definition.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
      // A paged list's `cursor` and `limit` as query parameters (docs/api.md "Paging").
      const queryParams =
        'query' in definition
          ? Object.keys((definition.query as { _zod: { def: { shape: object } } })._zod.def.shape)
          : [];
      expect(
        (operation!.parameters ?? []).map((p) => p.name),
        name,
      ).toEqual([...pathParams, ...queryParams]);
      expect(Boolean(operation!.requestBody), name).toBe('request' in definition);
      expect(Object.keys(operation!.responses), name).toEqual(
        expect.arrayContaining(['200', '422', '500']),
      );
    }
  });

  it('describes the answers the server really gives (GET me, a refusal)', async () => {
    const me = document.paths['/me']!.get!;
    const schema = me.responses['200']!.content!['application/json']!.schema as {
      properties: { data: { properties: Record<string, unknown> } };
    };
    const exhibitor = DEMO_ACCOUNTS[0];
    const token = await t.login(exhibitor.email, exhibitor.password, 'exposant');
    const { status, json } = await t.call('me', { token });
    expect(status).toBe(200);
    const data = json.data as Record<string, unknown>;
    // Every field the server sends is named by the document, and the other way round for the
    // required ones.
    for (const key of Object.keys(data))
      expect(schema.properties.data.properties).toHaveProperty(key);
    const refused = await t.call('me', { token: 'forged' });
    expect(refused.status).toBe(401);
    expect(Object.values(errorCodes)).toContain(refused.json.code);
    expect(document.components.schemas).toHaveProperty('Error');
  });

  it('shows a reference page for integrators that lists every call', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/reference` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    for (const definition of Object.values(endpoints)) {
      expect(response.body).toContain(
        `${API_BASE_PATH}${definition.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`,
      );
    }
    expect(response.body).toContain('href="/api/v1/openapi.json"');
  });
});
