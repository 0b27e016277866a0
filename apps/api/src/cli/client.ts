// The operator CLI's calls to the running API (docs/api.md "Operator CLI"): the operator key, a
// call of the endpoint table with a JSON or a raw body, a file download. Shared by its commands
// (./operator.ts, ./statements.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_BASE_PATH, buildPath, endpoints } from '@salon/domain';
import type { EndpointName } from '@salon/domain';

function operatorKey(): string {
  if (process.env.OPERATOR_KEY) return process.env.OPERATOR_KEY;
  const file = path.resolve(process.env.DATA_DIR || '.data', 'operator.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error(
    `No operator key: set OPERATOR_KEY (or start the server once to create ${file}).`,
  );
}

/** A file answer of an operator call (a proof of transfer): its name and bytes. */
export async function download(
  name: EndpointName,
  params: Record<string, string>,
): Promise<{ filename: string; body: Buffer }> {
  const base = process.env.API_URL || `http://localhost:${process.env.PORT || 3000}`;
  const response = await fetch(
    `${base}${API_BASE_PATH}${buildPath(endpoints[name].path, params)}`,
    { headers: { 'x-operator-key': operatorKey() } },
  );
  if (!response.ok) {
    const json = (await response.json()) as { code?: number; description?: string };
    throw new Error(`${response.status} ${json.code ?? ''} ${json.description ?? ''}`);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'proof';
  return { filename: path.basename(filename), body: Buffer.from(await response.arrayBuffer()) };
}

/** The body of a call: JSON of a value, or a text sent as it is with its media type. */
function bodyOf(options: { body?: unknown; raw?: { type: string; text: string } }) {
  if (options.raw) return { type: options.raw.type, text: options.raw.text };
  if (options.body !== undefined)
    return { type: 'application/json', text: JSON.stringify(options.body) };
  return null;
}

/** Calls an operator endpoint; its answer's `data`, or an Error naming its code. */
export async function call(
  name: EndpointName,
  options: {
    params?: Record<string, string>;
    body?: unknown;
    /** A body sent as it is (a bank statement's XML). */
    raw?: { type: string; text: string };
    /** Query parameters (a page's `cursor` and `limit`, docs/api.md "Paging"). */
    query?: Record<string, string> | undefined;
  } = {},
): Promise<unknown> {
  const base = process.env.API_URL || `http://localhost:${process.env.PORT || 3000}`;
  const definition = endpoints[name];
  const body = bodyOf(options);
  const search = options.query ? new URLSearchParams(options.query).toString() : '';
  const response = await fetch(
    `${base}${API_BASE_PATH}${buildPath(definition.path, options.params)}${search ? `?${search}` : ''}`,
    {
      method: definition.method,
      headers: {
        'x-operator-key': operatorKey(),
        ...(body ? { 'content-type': body.type } : {}),
      },
      body: body?.text,
    },
  );
  const json = (await response.json()) as { data?: unknown; code?: number; description?: string };
  if (!response.ok) {
    throw new Error(
      `${response.status} ${json.code ?? ''} ${json.description ?? ''} ${JSON.stringify((json as { errors?: unknown }).errors ?? '')}`,
    );
  }
  return json.data;
}

/** Amounts as the sales team reads them (spec §9: euros). */
export const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
