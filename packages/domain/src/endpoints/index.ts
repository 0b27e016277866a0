// The endpoint table: every call of spec §7 as data, plus the calls the contract adds where the
// spec says 'not shown' (card payment start, transfer cancellation, operator actions). The API
// server registers its routes from it and the portal's client builds its calls from it, so the
// two cannot drift (docs/architecture.md, 'How data flows').
import type { z } from 'zod/mini';
import { addedEndpoints } from './added-calls';
import { badgeEndpoints } from './badge-calls';
import { boothEndpoints } from './booth-calls';
import { clientEndpoints } from './client-calls';
import type { EndpointDefinition } from './definition';
import { overviewEndpoints } from './overview-calls';
import { sessionEndpoints } from './session-calls';
import { statementEndpoints } from './statement-calls';
import { userEndpoints } from './user-calls';

export { API_BASE_PATH, SESSION_HINT_COOKIE, buildPath } from './definition';
// The table's parts, for a client that loads each with the pages that call it
// (docs/performance.md "Signed-in routes"): together they are `endpoints`, each call in one.
export { accountEndpoints } from './account-calls';
export { billingEndpoints } from './billing-calls';
export { campaignEndpoints } from './campaign-calls';
export { rebookingEndpoints } from './rebooking-calls';
export { addedEndpoints, badgeEndpoints, boothEndpoints, clientEndpoints, statementEndpoints };
export { overviewEndpoints, overviewPageCalls } from './overview-calls';
export type { EndpointDefinition, TokenKind } from './definition';

export const endpoints = {
  ...sessionEndpoints,
  ...clientEndpoints,
  ...userEndpoints,
  ...addedEndpoints,
  ...badgeEndpoints,
  ...boothEndpoints,
  ...statementEndpoints,
  ...overviewEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type SessionEndpointName = keyof typeof sessionEndpoints;

type RequestOf<E> = E extends { request: infer S extends z.ZodMiniType } ? z.input<S> : undefined;
type ParamsOf<E> = E extends { params: infer S extends z.ZodMiniType } ? z.input<S> : undefined;
type QueryOf<E> = E extends { query: infer S extends z.ZodMiniType } ? z.input<S> : undefined;
type ResponseOf<E> = E extends { response: infer S extends z.ZodMiniType } ? z.output<S> : Blob;

/** What a call sends in its body (before parsing). */
export type EndpointRequest<N extends EndpointName> = RequestOf<Endpoints[N]>;
/** Its path parameters. */
export type EndpointParams<N extends EndpointName> = ParamsOf<Endpoints[N]>;
/** Its query parameters (a paged list's `cursor` and `limit`). */
export type EndpointQuery<N extends EndpointName> = QueryOf<Endpoints[N]>;
/** What its answer's `data` holds once parsed. */
export type EndpointResponse<N extends EndpointName> = ResponseOf<Endpoints[N]>;
