// The refusals the OpenAPI document declares on every operation (docs/api.md "OpenAPI", "Errors"):
// one response per status the API answers a refusal with, each listing the catalogue's codes it
// may carry (`x-error-codes`), all with the error body of spec §8. The statuses come from the
// catalogue itself (the API's reading of it: 2201 answers 422), and from what the transport
// refuses with 2201 before any route: a malformed request, a timeout, a body too large or of
// another type, a request line or headers too large.
import { errorCatalogue, errorCodes } from '@salon/domain';
import type { ErrorCode } from '@salon/domain';
import { statusOf } from '../../infra/errors';

const meanings: Record<number, string> = {
  400: 'A malformed request, or an unknown or already used link.',
  401: 'A missing, invalid or expired token or key, or wrong credentials.',
  403: 'Not allowed for this role or in this state.',
  404: 'Not found, or not the caller’s.',
  408: 'The request took too long to arrive.',
  409: 'A conflict: a stale version, a key reused with another payload, a request already made.',
  410: 'A link whose time is over.',
  413: 'Payload too large.',
  415: 'Unsupported content type.',
  422: 'Invalid input (with the field errors), or a business rule refuses it.',
  429: 'Over the rate limit; see Retry-After.',
  431: 'Request line or headers too large.',
  500: 'A server fault. Never expected: the conformance run and the fuzz tests hold refusals to 4xx.',
};

/** What the transport refuses before a route, always with 2201 (src/infra/http/error-answers.ts). */
const transportStatuses = [400, 408, 413, 415, 431];

/** Each status a refusal may have, with the codes it may carry, in order. */
export function refusalStatuses(): [status: number, codes: number[]][] {
  const byStatus = new Map<number, Set<number>>();
  const add = (status: number, code: number) =>
    byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  for (const code of Object.keys(errorCatalogue).map(Number) as ErrorCode[])
    add(statusOf(code), code);
  for (const status of transportStatuses) add(status, errorCodes.validationFailed);
  return [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, codes]) => [status, [...codes].sort((a, b) => a - b)]);
}

/** The `responses` entries of every refusal, the error body by reference. */
export function refusalResponses(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    refusalStatuses().map(([status, codes]) => [
      String(status),
      {
        description: `${meanings[status] ?? 'A refusal.'} Codes: ${codes.join(', ')}.`,
        'x-error-codes': codes,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}
