// The API client (spec §7, docs/architecture.md "Data flow"): builds every call from the endpoint
// table of @salon/domain, parses answers with its schemas, sends credentials, adds the bearer (the
// user token, or the client token for public calls) and handles 401 as spec §7 says: retry once
// after refreshing the token of the call's kind, never for 1101 and 1102; when that fails the
// session ends with its alert. 403, 429 and failed loads raise the global alerts (spec §2).
import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import {
  API_BASE_PATH,
  NEXT_CURSOR_HEADER,
  buildPath,
  mayRetryAfterRefresh,
  readError,
  sessionEndpoints,
  type ClientToken,
  type EndpointDefinition,
  type EndpointName,
  type EndpointParams,
  type EndpointRequest,
  type EndpointResponse,
  type GlobalAlert,
  type Tokens,
} from '@salon/domain';
import type * as EndpointParts from './endpointGroups';
import type { EndpointGroup } from './endpointGroups';
import { CLIENT_TOKEN_MARGIN_MS, type ClientTokenStore } from './clientTokenStore';
import { ApiError, networkError, toApiError } from './errors';
import { encodeForm } from './forms';
import { sessionHintCookie } from './sessionHint';

export interface ApiClientOptions {
  /** Origin of the API; '' for the same origin (the API serves the portal). */
  baseURL?: string;
  /** The portal's public client (docs/security.md: it grants only the public calls). */
  clientId: string;
  clientSecret: string;
  /** Called when the user token changes (login, refresh) or is dropped (null). */
  onUserTokens?: (tokens: Tokens | null) => void;
  /** Called when a refresh fails: the session ends (spec §7). */
  onSessionEnded?: () => void;
  /** Called for 403, 429 and failed calls (spec §2, §7). */
  onAlert?: (alert: GlobalAlert) => void;
  /** For tests: an axios instance to use. */
  http?: AxiosInstance;
  /**
   * Whether a session may be restored in this browser (default: the server's session-hint cookie,
   * `SESSION_HINT_COOKIE`, set and cleared with the HttpOnly refresh cookie).
   */
  hasSessionHint?: () => boolean;
  /** Keeps the client token between page loads (./clientTokenStore.ts); none: memory only. */
  clientTokenStore?: ClientTokenStore;
  /** For tests: the clock the stored token's end is read against. */
  now?: () => number;
}

export type CallArgs<N extends EndpointName> = {
  params?: EndpointParams<N>;
  body?: EndpointRequest<N>;
  /**
   * Query parameters, e.g. `{ lang }` for GET /picklists, whose labels are in the caller's
   * language (the portal's language, not the browser's).
   */
  query?: Record<string, string>;
  signal?: AbortSignal;
  /** Calls whose failure the screen handles itself raise no global alert. */
  silent?: boolean;
};

/** A page of a list whose body stays an array: its rows and the next page's cursor, or null. */
export interface HeaderPage<T> {
  data: T;
  next: string | null;
}

export interface ApiClient {
  call<N extends EndpointName>(name: N, args?: CallArgs<N>): Promise<EndpointResponse<N>>;
  /**
   * A call whose next page's cursor comes in the `Salon-Next-Cursor` header (GET /me/invoices,
   * docs/api.md "Paging"): its answer and that cursor.
   */
  callPage<N extends EndpointName>(
    name: N,
    args?: CallArgs<N>,
  ): Promise<HeaderPage<EndpointResponse<N>>>;
  /** Fetches the client token (app start, spec §7: before anything is shown). */
  fetchClientToken(): Promise<ClientToken>;
  /** Refreshes the user token from the HttpOnly cookie; null when there is no session. */
  refreshUserToken(): Promise<Tokens | null>;
  setUserTokens(tokens: Tokens | null): void;
  hasUserToken(): boolean;
  /** Absolute URL of a call, for downloads and links. */
  url(name: EndpointName, params?: Record<string, string>): Promise<string>;
}

type EndpointTable = Readonly<Record<string, EndpointDefinition>>;

/** The parts of the table loaded so far (./endpointGroups.ts), and those still loading. */
const loadedParts: EndpointTable[] = [];
const partLoads = new Map<EndpointGroup, Promise<void>>();
let wholeTable: Promise<EndpointTable> | undefined;
/** The parts' loaders, a chunk of their own: the login route does not carry their file lists. */
let partLoaders: Promise<typeof EndpointParts> | undefined;
const loadersOfParts = (): Promise<typeof EndpointParts> => {
  partLoaders ??= import('./endpointGroups');
  partLoaders.catch(() => {
    // A failed chunk of loaders is tried again with the next load.
    partLoaders = undefined;
  });
  return partLoaders;
};

/**
 * Starts loading parts of the endpoint table (a route's, with its chunk: src/root/lazyScreen.tsx),
 * once each. A part that fails to load is forgotten: the call that needs it loads the whole table.
 */
export function preloadEndpoints(groups: readonly EndpointGroup[]): Promise<void> {
  return Promise.all(
    groups.map((group) => {
      let load = partLoads.get(group);
      if (!load) {
        load = loadersOfParts()
          .then((parts) => parts.endpointGroups[group]())
          .then(
            ({ endpoints }) => void loadedParts.push(endpoints),
            () => void partLoads.delete(group),
          );
        partLoads.set(group, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

const loadedDefinition = (name: EndpointName): EndpointDefinition | undefined =>
  loadedParts.find((part) => Object.hasOwn(part, name))?.[name];

/**
 * An endpoint's definition: the session's and the login's calls are at hand; any other comes
 * from the parts of the table its route loads (./endpointGroups.ts), once they are in; a call in
 * none of them loads the whole table (./endpointTable.ts), once, so a call never fails for a
 * part a route did not name (docs/performance.md "Signed-in routes").
 */
export function endpointOf(name: EndpointName): EndpointDefinition | Promise<EndpointDefinition> {
  if (Object.hasOwn(sessionEndpoints, name)) {
    return sessionEndpoints[name as keyof typeof sessionEndpoints];
  }
  const loaded = loadedDefinition(name);
  if (loaded) return loaded;
  return Promise.all(partLoads.values()).then(() => {
    const definition = loadedDefinition(name);
    if (definition) return definition;
    wholeTable ??= loadersOfParts()
      .then((parts) => parts.wholeEndpointTable())
      .then(({ endpoints }) => endpoints);
    wholeTable.catch(() => {
      wholeTable = undefined;
    });
    return wholeTable.then((table) => table[name] as EndpointDefinition);
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http =
    options.http ??
    axios.create({
      baseURL: `${options.baseURL ?? ''}${API_BASE_PATH}`,
      withCredentials: true,
      timeout: 30_000,
      validateStatus: () => true,
    });
  let clientToken: string | null = null;
  let userToken: string | null = null;
  let clientTokenRequest: Promise<ClientToken> | null = null;
  let refreshRequest: Promise<Tokens | null> | null = null;
  const hasSessionHint = options.hasSessionHint ?? sessionHintCookie;

  async function send(
    endpoint: EndpointDefinition,
    args: CallArgs<EndpointName>,
    token: string | null,
  ): Promise<AxiosResponse> {
    const path = buildPath(endpoint.path, (args.params ?? {}) as Record<string, string>);
    const isForm = 'body' in endpoint && endpoint.body === 'form';
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (isForm) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    try {
      return await http.request({
        method: endpoint.method,
        url: path,
        params: args.query,
        headers,
        data:
          endpoint.method === 'GET'
            ? undefined
            : isForm
              ? encodeForm((args.body ?? {}) as Record<string, unknown>)
              : (args.body ?? {}),
        responseType: endpoint.response === 'binary' ? 'blob' : 'json',
        signal: args.signal,
      });
    } catch (error) {
      if (axios.isCancel(error)) throw error;
      throw networkError();
    }
  }

  function parse<N extends EndpointName>(
    endpoint: EndpointDefinition,
    response: AxiosResponse,
  ): EndpointResponse<N> {
    if (endpoint.response === 'binary') return response.data as EndpointResponse<N>;
    const data = (response.data as { data?: unknown } | null)?.data;
    const parsed = endpoint.response.safeParse(data);
    if (!parsed.success) throw networkError(response.status);
    return parsed.data as EndpointResponse<N>;
  }

  async function errorOf(response: AxiosResponse): Promise<ApiError> {
    let body: unknown = response.data;
    if (typeof Blob !== 'undefined' && body instanceof Blob) {
      try {
        body = JSON.parse(await body.text());
      } catch {
        body = null;
      }
    }
    return toApiError(response.status, body);
  }

  const now = options.now ?? Date.now;

  /** The stored client token while it has more than a minute left (./clientTokenStore.ts). */
  function storedClientToken(): ClientToken | null {
    const stored = options.clientTokenStore?.read();
    if (!stored || stored.expiresAt - now() <= CLIENT_TOKEN_MARGIN_MS) return null;
    clientToken = stored.token.access_token;
    return stored.token;
  }

  /** The client token: the one kept from an earlier page load, else a new one. */
  async function fetchClientToken(): Promise<ClientToken> {
    return storedClientToken() ?? renewClientToken();
  }

  /** A new client token from the server (spec §7 get-token), kept for the next page loads. */
  async function renewClientToken(): Promise<ClientToken> {
    clientTokenRequest ??= (async () => {
      const response = await send(
        sessionEndpoints.getToken,
        {
          body: {
            client_id: options.clientId,
            client_secret: options.clientSecret,
            grant_type: 'client_credentials',
          },
        },
        null,
      );
      if (response.status >= 400) throw await errorOf(response);
      const token = parse<'getToken'>(sessionEndpoints.getToken, response);
      clientToken = token.access_token;
      options.clientTokenStore?.write({ token, expiresAt: now() + token.expires_in * 1000 });
      return token;
    })().finally(() => {
      clientTokenRequest = null;
    });
    return clientTokenRequest;
  }

  async function refreshUserToken(): Promise<Tokens | null> {
    refreshRequest ??= (async () => {
      // No session in this browser since the last sign-out: nothing to refresh.
      if (!userToken && !hasSessionHint()) return null;
      const response = await send(
        sessionEndpoints.refreshToken,
        { body: { client_id: options.clientId, client_secret: options.clientSecret } },
        null,
      );
      if (response.status >= 400) {
        userToken = null;
        return null;
      }
      const tokens = parse<'refreshToken'>(sessionEndpoints.refreshToken, response);
      userToken = tokens.access_token;
      options.onUserTokens?.(tokens);
      return tokens;
    })().finally(() => {
      refreshRequest = null;
    });
    return refreshRequest;
  }

  function alertFor(error: ApiError): GlobalAlert | null {
    // Spec §2 global alerts, §8: a 403's code says which one: 4030 'Unauthorised action', 4031
    // (or a code outside the catalogue) 'Unauthorised access'.
    if (error.status === 403) {
      // Only the behaviour counts here: no server text needs resolving.
      const { behaviour } = readError(error.toBody(), {
        status: 403,
        resolveMessage: () => undefined,
      });
      return behaviour.kind === 'globalAlert' ? behaviour.alert : 'accessDenied';
    }
    if (error.status === 429) return 'tooManyRequests';
    if (error.status >= 500 || error.status === 0) return 'generic';
    return null;
  }

  async function call<N extends EndpointName>(
    name: N,
    args: CallArgs<N> = {},
  ): Promise<EndpointResponse<N>> {
    const { endpoint, response } = await respond(name, args);
    return parse<N>(endpoint, response);
  }

  async function callPage<N extends EndpointName>(
    name: N,
    args: CallArgs<N> = {},
  ): Promise<HeaderPage<EndpointResponse<N>>> {
    const { endpoint, response } = await respond(name, args);
    const next: unknown = response.headers[NEXT_CURSOR_HEADER];
    return { data: parse<N>(endpoint, response), next: typeof next === 'string' ? next : null };
  }

  /** A call's successful answer, after the spec §7 retry; a refusal thrown as an ApiError. */
  async function respond<N extends EndpointName>(
    name: N,
    args: CallArgs<N>,
  ): Promise<{ endpoint: EndpointDefinition; response: AxiosResponse }> {
    const endpoint = await endpointOf(name);
    const tokenFor = async (): Promise<string | null> => {
      if (endpoint.auth === 'client') {
        if (!clientToken) await fetchClientToken();
        return clientToken;
      }
      if (endpoint.auth === 'user') return userToken;
      return null;
    };

    let response: AxiosResponse;
    try {
      response = await send(endpoint, args as CallArgs<EndpointName>, await tokenFor());
      if (response.status === 401 && (endpoint.auth === 'client' || endpoint.auth === 'user')) {
        const error = await errorOf(response);
        if (!mayRetryAfterRefresh(response.status, error.code)) throw error;
        // Spec §7: retry once, after a new client token or a refreshed user token.
        const renewed =
          endpoint.auth === 'client'
            ? await renewClientToken().then(
                () => true,
                () => false,
              )
            : (await refreshUserToken()) !== null;
        if (!renewed) {
          if (endpoint.auth === 'user') endSession();
          throw error;
        }
        response = await send(endpoint, args as CallArgs<EndpointName>, await tokenFor());
        if (response.status === 401) {
          if (endpoint.auth === 'user') endSession();
          throw await errorOf(response);
        }
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 5000 && !args.silent)
        options.onAlert?.('generic');
      throw error;
    }

    if (response.status >= 400) {
      const error = await errorOf(response);
      const alert = alertFor(error);
      if (alert && !args.silent) options.onAlert?.(alert);
      throw error;
    }
    return { endpoint, response };
  }

  function endSession() {
    userToken = null;
    options.onUserTokens?.(null);
    options.onSessionEnded?.();
  }

  return {
    call,
    callPage,
    fetchClientToken,
    refreshUserToken,
    setUserTokens(tokens) {
      userToken = tokens?.access_token ?? null;
    },
    hasUserToken: () => userToken !== null,
    async url(name, params = {}) {
      const { path } = await endpointOf(name);
      return `${options.baseURL ?? ''}${API_BASE_PATH}${buildPath(path, params)}`;
    },
  };
}
