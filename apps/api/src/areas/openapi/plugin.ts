// The API's OpenAPI document and its reference page for integrators (docs/api.md "OpenAPI"):
// GET /api/v1/openapi.json answers the document built from the endpoint table; GET /api/v1/reference
// renders the same document as one server-side page (no script, strict CSP), each call with its
// method, path, token, roles, request and answer schemas.
import { API_BASE_PATH, errorResponseSchema } from '@salon/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { escapeHtml, sendPage } from '../../infra/html';
import { jsonSchemaOf } from '../../core/endpoints/responses';
import { buildOpenApiDocument } from './document';

type JsonObject = Record<string, unknown>;

const tokenLabels: Record<string, string> = {
  none: 'No token (credentials in the body)',
  client: 'Client token (get-token)',
  user: 'User token (login)',
  operator: 'Operator key (x-operator-key)',
  provider: 'Provider signature (x-salon-signature)',
};

function schemaBlock(title: string, schema: unknown): string {
  if (schema === undefined) return '';
  return `<details><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(
    JSON.stringify(schema, null, 2),
  )}</pre></details>`;
}

function operationHtml(method: string, path: string, operation: JsonObject): string {
  const id = String(operation.operationId);
  const request = (operation.requestBody as JsonObject | undefined)?.content as
    Record<string, { schema: unknown }> | undefined;
  const requestType = request ? Object.keys(request)[0] : undefined;
  const responses = operation.responses as Record<string, JsonObject>;
  const success = (responses['200']?.content ?? {}) as Record<string, { schema: unknown }>;
  const successType = Object.keys(success)[0];
  const roles = operation['x-roles'] as string[] | undefined;
  const statuses = Object.entries(responses)
    .filter(([status]) => status !== '200')
    .map(
      ([status, response]) =>
        `<li><b>${status}</b> ${escapeHtml(String(response.description))}</li>`,
    )
    .join('');
  return `<section id="${escapeHtml(id)}" aria-labelledby="${escapeHtml(id)}-title">
<h3 id="${escapeHtml(id)}-title"><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(
    API_BASE_PATH + path,
  )}</code></h3>
<p>${escapeHtml(String(operation.summary))}${
    roles ? ` — roles: ${escapeHtml(roles.join(', '))}` : ''
  }${operation['x-rate-limited'] ? ' — rate limited' : ''}</p>
${requestType ? schemaBlock(`Request body (${requestType})`, request?.[requestType]?.schema) : ''}
${successType ? schemaBlock(`200 answer (${successType})`, success[successType]?.schema) : ''}
<details><summary>Refusals</summary><ul>${statuses}</ul></details>
</section>`;
}

function referencePage(document: JsonObject, nonce: string): string {
  const paths = document.paths as Record<string, Record<string, JsonObject>>;
  const byToken = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const token = (operation.tags as string[])[0] ?? 'none';
      byToken.set(token, [...(byToken.get(token) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const sections = Object.keys(tokenLabels)
    .filter((token) => byToken.has(token))
    .map(
      (token) =>
        `<h2>${escapeHtml(tokenLabels[token]!)}</h2>\n${(byToken.get(token) ?? []).join('\n')}`,
    )
    .join('\n');
  const codes = Object.entries(document['x-error-codes'] as Record<string, number>)
    .map(([name, code]) => `<tr><td>${code}</td><td>${escapeHtml(name)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Salon API reference</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem 1.5rem;color:#1a1a1a;line-height:1.5}
code,pre{font-family:ui-monospace,monospace}pre{background:#f4f4f5;padding:.75rem;overflow:auto;font-size:.85rem}
section{border-top:1px solid #d4d4d8;padding:.5rem 0}.method{display:inline-block;min-width:3.5rem;font-size:.85rem;color:#1d4ed8}
table{border-collapse:collapse}td,th{border:1px solid #d4d4d8;padding:.25rem .5rem;text-align:left}a{color:#1d4ed8}
</style></head><body><main>
<h1>Salon API reference</h1>
<p>Version ${escapeHtml(String((document.info as JsonObject).version))}. Generated from the endpoint table; the machine-readable document is <a href="${API_BASE_PATH}/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<p>Every refusal answers a 4xx with <code>{ code, description, errors? }</code>; the codes:</p>
<table><thead><tr><th scope="col">Code</th><th scope="col">Meaning</th></tr></thead><tbody>${codes}</tbody></table>
${sections}
</main></body></html>`;
}

export const openApiPlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Built once: the endpoint table does not change while the server runs.
  const document = buildOpenApiDocument({ serverUrl: ctx.config.publicUrl });
  const errorBody = jsonSchemaOf(errorResponseSchema);
  // Both answers are sent as ready text; the error schemas keep refusals to the spec §8 body.
  const schema = (success: Record<string, unknown>) => ({
    response: { 200: success, '4xx': errorBody, '5xx': errorBody },
  });
  app.get(
    `${API_BASE_PATH}/openapi.json`,
    { schema: schema({ type: 'object' }) },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('application/json')
        .send(JSON.stringify(document)),
  );
  app.get(
    `${API_BASE_PATH}/reference`,
    { schema: schema({ type: 'string' }) },
    async (_request, reply) => sendPage(reply, (nonce) => referencePage(document, nonce)),
  );
};
