// Types of the handlers registered from the endpoint table: one handler per endpoint name, with
// its body, path and query parameters as the endpoint's zod schemas parse them. The domain builds its
// schemas with zod/mini: they are zod core schemas (`$ZodType`), not classic ones.
import type { EndpointName, Endpoints } from '@salon/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { $ZodType, input, output } from 'zod/v4/core';
import type { UserRow } from '../../infra/db/rows';

type Parsed<E, K extends 'request' | 'params' | 'query'> =
  E extends Record<K, infer S extends $ZodType> ? output<S> : undefined;

/** A file answer (the invoice PDF). */
export interface BinaryResult {
  contentType: string;
  filename: string;
  body: Buffer;
}

type Result<E> = E extends { response: infer S extends $ZodType } ? input<S> : BinaryResult;

/** Who is calling, as the token of the call's kind says. */
export interface Caller {
  /** The API client behind a client or user token. */
  clientId: string | null;
  /** The signed-in user, for user tokens. */
  user: UserRow | null;
  /** The login session (token family) of a user token. */
  familyId: string | null;
}

export interface HandlerArgs<N extends EndpointName> {
  body: Parsed<Endpoints[N], 'request'>;
  params: Parsed<Endpoints[N], 'params'>;
  /** The query parameters as the endpoint's `query` schema parses them (docs/api.md "Paging"). */
  query: Parsed<Endpoints[N], 'query'>;
  caller: Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<N extends EndpointName> = (
  args: HandlerArgs<N>,
) => Promise<Result<Endpoints[N]>>;

export type Handlers = { [N in EndpointName]: Handler<N> };

/** A caller that is signed in (user calls). */
export function signedIn(caller: Caller): UserRow {
  if (!caller.user) throw new Error('user call without a user');
  return caller.user;
}
