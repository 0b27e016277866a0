// The app's long-lived services: the API client and the session actor that runs at the top
// (docs/architecture.md "Data flow"; spec §4 Session, §7 Interceptor).
import { sessionMachine } from '@salon/machines';
import { createActor, fromPromise } from 'xstate';
import { createApiClient, type ApiClient } from './api/client';
import { forgetSessionHint } from './api/sessionHint';
import { browserClientTokenStore } from './api/clientTokenStore';
import { API_ORIGIN, APP_VERSION, CLIENT_ID, CLIENT_SECRET } from './config';
import { userData } from './data/userData';
import { nextTask } from './tasks';

const APP_VERSION_KEY = 'salon.appVersion';

function storeAppVersion(appVersion: string): string | null {
  const stored = window.localStorage.getItem(APP_VERSION_KEY);
  window.localStorage.setItem(APP_VERSION_KEY, appVersion);
  return stored;
}

/** Creates the API client and the session actor, wired to each other. */
export function createServices() {
  // The client reports to the session; the session is created right after, so the callbacks
  // read it lazily.
  let session: ReturnType<typeof createSession> | null = null;
  const api: ApiClient = createApiClient({
    baseURL: API_ORIGIN,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    // One client token a day per browser, not one per page load (spec §7 get-token).
    clientTokenStore: browserClientTokenStore(),
    onUserTokens: (tokens) => {
      if (tokens) session?.send({ type: 'TOKENS_REFRESHED', tokens });
    },
    onSessionEnded: () => session?.send({ type: 'SESSION_EXPIRED' }),
    onAlert: (alert) => session?.send({ type: 'ALERT', alert }),
  });

  function createSession() {
    return createActor(
      sessionMachine.provide({
        actors: {
          storeAppVersion: fromPromise(async ({ input }) => storeAppVersion(input.appVersion)),
          // The boot's steps each start in a task of their own: a client token kept from an
          // earlier visit answers at once, and the steps would otherwise run in one task with
          // the first render's effects (docs/performance.md "Fifth pass").
          fetchClientToken: fromPromise(async () => {
            await nextTask();
            return api.fetchClientToken();
          }),
          restoreSession: fromPromise(async () => {
            await nextTask();
            const tokens = await api.refreshUserToken();
            if (!tokens) return null;
            const user = await api.call('me', { silent: true });
            return { user, tokens };
          }),
          refreshTokens: fromPromise(async () => {
            const tokens = await api.refreshUserToken();
            if (!tokens) throw new Error('refresh failed');
            return tokens;
          }),
          logout: fromPromise(async () => {
            try {
              return await api.call('logout', { silent: true });
            } finally {
              // Failed or not, the session ends here (spec §4): a reload must not restore it.
              api.setUserTokens(null);
              forgetSessionHint();
            }
          }),
          clearUserData: fromPromise(async () => {
            api.setUserTokens(null);
            userData.clear();
          }),
        },
      }),
      { input: { appVersion: APP_VERSION } },
    );
  }

  session = createSession();
  // The API client follows the session's tokens (login, restore, refresh).
  session.subscribe((snapshot) => {
    const tokens = snapshot.context.tokens;
    if (tokens) api.setUserTokens(tokens);
  });
  return { api, session };
}

export type Services = ReturnType<typeof createServices>;
export type SessionActor = Services['session'];
