// The query client behind the portal's server data (docs/server-data.md): created on first use by
// a signed-in or registration screen (so the login route does not load it), one per set of
// services. It raises the spec §7 generic alert when a load fails with nothing to show, empties
// the user's data at logout (spec §4 Session) and refetches what a mutation made stale.
import { readError, type GlobalAlert } from '@salon/domain';
import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import type { Services } from '../services';
import { invalidations, serverKeys, type ServerMutation } from './serverData';
import { userData } from './userData';

/**
 * The global alert for a failed load (spec §7 'Failed loads ... show the generic global alert'):
 * the catalogue's own alert where it has one (403: access denied or unauthorised action, 429:
 * too many requests, spec §8), else the generic one. A 401 ends the session with its own alert
 * (spec §7 interceptor), so it adds none.
 */
export function loadFailureAlert(error: unknown): GlobalAlert | null {
  if (!(error instanceof ApiError)) return 'generic';
  if (error.status === 401) return null;
  // Only the behaviour counts here: no server text needs resolving, so the server-data client
  // does not carry the domain's texts (docs/performance.md "Signed-in routes").
  const { behaviour } = readError(error.toBody(), {
    status: error.status,
    resolveMessage: () => undefined,
  });
  return behaviour.kind === 'globalAlert' ? behaviour.alert : 'generic';
}

function alertsOnFailure(query: Query<unknown, unknown, unknown>): boolean {
  // A failed background refresh keeps the data on screen: no alert then.
  return query.meta?.alertOnFailure !== false && query.state.data === undefined;
}

/** Forgets the user's data: cancels their loads in flight and drops what is cached (spec §4). */
export function clearUserServerData(client: QueryClient): void {
  void client.cancelQueries({ queryKey: serverKeys.user });
  client.removeQueries({ queryKey: serverKeys.user });
  client.getMutationCache().clear();
}

export function createServerDataClient(options: {
  onAlert: (alert: GlobalAlert) => void;
}): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!alertsOnFailure(query)) return;
        const alert = loadFailureAlert(error);
        if (alert) options.onAlert(alert);
      },
    }),
    defaultOptions: {
      // The screen offers its own retry; the interceptor already retried a 401 (spec §7).
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
  // Logout and an expired session clear the user's data (the session machine's clearing step).
  userData.onClear(() => clearUserServerData(client));
  return client;
}

/** After a mutation succeeded: marks what it changed stale and reloads what a screen shows. */
export function invalidateAfter(client: QueryClient, mutation: ServerMutation): Promise<void> {
  const keys: readonly (readonly unknown[])[] = invalidations[mutation];
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

const clients = new WeakMap<Services, QueryClient>();

/** The query client of a set of services (the app's, or a test's), created on first use. */
export function serverDataClientFor(services: Services): QueryClient {
  let client = clients.get(services);
  if (!client) {
    client = createServerDataClient({
      onAlert: (alert) => services.session.send({ type: 'ALERT', alert }),
    });
    clients.set(services, client);
  }
  return client;
}
