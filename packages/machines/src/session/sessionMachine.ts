// The session (spec §4 Session, §7 calls and interceptor, §2 global alerts). Two regions:
// `session` (boot, anonymous, authenticated, signing out) and `alert` (the global alert shown).
//
// Boot (spec §7 'App start fetches the client token before showing anything'): the app-version
// check first (spec §4: a stored version that differs forces a reload), then the client token,
// then the session is restored (the refresh cookie and GET /me) or the user is anonymous. The
// screens show nothing while the state has the tag 'booting'.
// Login sets the user (spec §4); a token refresh replaces access token, refresh token and expiry;
// the access token is refreshed ahead of its expiry, and a refresh that fails ends the session
// with 'Une erreur est survenue veuillez vous reconnecter...' (spec §7). Logout clears the user,
// invoices, payments, cart, campaigns and quotes, and a failed logout still clears the session
// and returns to login (spec §4).
import { assign, fromPromise, raise, setup } from 'xstate';
import { globalAlerts } from '@salon/domain';
import type {
  ClientToken,
  GlobalAlert,
  LoginResponse,
  Ok,
  Role,
  Tokens,
  User,
} from '@salon/domain';
import { actorOutput } from '../shared/actorOutput';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';

export interface SessionInput {
  /** The version of the running bundle. */
  appVersion: string;
}

export interface SessionContext {
  appVersion: string;
  /** The version the previous visit stored; differs from appVersion: reload (spec §4). */
  storedAppVersion: string | null;
  clientToken: ClientToken | null;
  user: User | null;
  /** Access token, refresh token (for clients without the cookie) and expiry (spec §3, §4). */
  tokens: Tokens | null;
  /** The role of the last user, so that logout returns to the right login page (spec §2). */
  lastRole: Role | null;
}

/** Why the user data is cleared: the app may keep a notice for it. */
export type ClearReason = 'logout' | 'sessionExpired';

export type SessionEvent =
  /** The login screen's result (spec §4 'Login sets the user'). */
  | { type: 'LOGGED_IN'; response: LoginResponse }
  | { type: 'LOGOUT' }
  /** The API client refreshed the tokens itself (the 401 interceptor, spec §7). */
  | { type: 'TOKENS_REFRESHED'; tokens: Tokens }
  /** The profile changed (me/informations, me/company). */
  | { type: 'USER_UPDATED'; user: User }
  /** The API client's refresh failed: the session ends (spec §7). */
  | { type: 'SESSION_EXPIRED' }
  /** A global alert of spec §2 (403, 429, failed loads). */
  | { type: 'ALERT'; alert: GlobalAlert }
  | { type: 'DISMISS_ALERT' }
  /** The client token could not be fetched: try again. */
  | { type: 'RETRY' };

/** Refresh this long before the access token expires. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

/**
 * When to refresh an access token that lives `expires_in` seconds: a minute before it expires,
 * and never sooner than half its life (a very short token is not refreshed in a loop).
 */
export function tokenRefreshDelayMs(tokens: Pick<Tokens, 'expires_in'> | null): number {
  if (!tokens) return 0;
  const lifetime = tokens.expires_in * 1000;
  return Math.max(lifetime - TOKEN_REFRESH_MARGIN_MS, Math.ceil(lifetime / 2));
}

const alertStates = {
  unauthorised: '#session.alert.unauthorised',
  accessDenied: '#session.alert.accessDenied',
  tooManyRequests: '#session.alert.tooManyRequests',
  generic: '#session.alert.generic',
} as const satisfies Record<GlobalAlert, string>;

/**
 * A state that clears the user's data for `reason` with the provided `clearUserData` (invoked as
 * `id`), then forgets the user: the session is anonymous whether the clearing worked or not.
 */
function clearingUserData<const Id extends string, const Reason extends ClearReason>(
  id: Id,
  reason: Reason,
) {
  const anonymous = { target: 'anonymous', actions: 'forgetUser' } as const;
  return {
    invoke: { id, src: 'clearUserData', input: { reason }, onDone: anonymous, onError: anonymous },
  } as const;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as 'booting',
  },
  actors: {
    /**
     * Stores the running app version (web storage) and answers the one stored before, or null on
     * a first visit (spec §4 app-version check).
     */
    storeAppVersion: fromPromise<string | null, { appVersion: string }>(
      provideMe('storeAppVersion'),
    ),
    /** POST /get-token with the client id and secret (spec §7). */
    fetchClientToken: fromPromise<ClientToken, void>(provideMe('fetchClientToken')),
    /**
     * The session of a reload: refresh-token with the HttpOnly cookie, then GET /me; null when
     * there is no session (docs/security.md, spec §4 Session).
     */
    restoreSession: fromPromise<LoginResponse | null, void>(provideMe('restoreSession')),
    /** POST /refresh-token (spec §7): new access token, refresh token and expiry. */
    refreshTokens: fromPromise<Tokens, void>(provideMe('refreshTokens')),
    /** POST /logout (spec §7). */
    logout: fromPromise<Ok, void>(provideMe('logout')),
    /** Forgets the user's invoices, payments, cart, campaigns and quotes (spec §4). */
    clearUserData: fromPromise<void, { reason: ClearReason }>(provideMe('clearUserData')),
  },
  delays: {
    /** Refresh the access token a minute before it expires (spec §4 token refresh). */
    tokenRefresh: ({ context }) => tokenRefreshDelayMs(context.tokens),
  },
  guards: {
    /** `stored`: the version the previous visit ran, null on a first visit. */
    appVersionChanged: ({ context }, stored: string | null) =>
      stored !== null && stored !== context.appVersion,
    hasSession: (_, restored: LoginResponse | null) => restored !== null,
    isAlert: ({ event }, alert: GlobalAlert) => event.type === 'ALERT' && event.alert === alert,
  },
  actions: {
    keepStoredVersion: assign((_, storedAppVersion: string | null) => ({ storedAppVersion })),
    keepClientToken: assign((_, clientToken: ClientToken) => ({ clientToken })),
    /** From LOGGED_IN or a restored session (null: none, nothing changes). */
    signIn: assign((_, response: LoginResponse | null) =>
      response
        ? { user: response.user, tokens: response.tokens, lastRole: response.user.role }
        : {},
    ),
    /** From TOKENS_REFRESHED (another tab) or this tab's own refresh. */
    replaceTokens: assign((_, tokens: Tokens) => ({ tokens })),
    updateUser: assign({
      user: ({ context, event }) => (event.type === 'USER_UPDATED' ? event.user : context.user),
    }),
    forgetUser: assign({ user: null, tokens: null }),
    expireSession: raise({ type: 'SESSION_EXPIRED' }),
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input }) => ({
    appVersion: input.appVersion,
    storedAppVersion: null,
    clientToken: null,
    user: null,
    tokens: null,
    lastRole: null,
  }),
  states: {
    session: {
      initial: 'checkingVersion',
      states: {
        checkingVersion: {
          tags: 'booting',
          invoke: {
            id: 'storeAppVersion',
            src: 'storeAppVersion',
            input: ({ context }) => ({ appVersion: context.appVersion }),
            onDone: [
              {
                guard: { type: 'appVersionChanged', params: actorOutput },
                target: 'reloading',
                actions: { type: 'keepStoredVersion', params: actorOutput },
              },
              {
                target: 'fetchingClientToken',
                actions: { type: 'keepStoredVersion', params: actorOutput },
              },
            ],
            // Web storage may be off: the check cannot be made, the app starts anyway.
            onError: 'fetchingClientToken',
          },
        },
        /** The app reloads itself to run the new version (spec §4). */
        reloading: {
          tags: 'booting',
        },
        fetchingClientToken: {
          tags: 'booting',
          invoke: {
            id: 'fetchClientToken',
            src: 'fetchClientToken',
            onDone: {
              target: 'restoring',
              actions: { type: 'keepClientToken', params: actorOutput },
            },
            onError: 'unavailable',
          },
        },
        /** The client token could not be fetched: nothing works without it. */
        unavailable: {
          on: { RETRY: 'fetchingClientToken' },
        },
        restoring: {
          tags: 'booting',
          invoke: {
            id: 'restoreSession',
            src: 'restoreSession',
            onDone: [
              {
                guard: { type: 'hasSession', params: actorOutput },
                target: 'authenticated',
                actions: { type: 'signIn', params: actorOutput },
              },
              { target: 'anonymous' },
            ],
            onError: 'anonymous',
          },
        },
        anonymous: {
          on: {
            LOGGED_IN: {
              target: 'authenticated',
              actions: { type: 'signIn', params: ({ event }) => event.response },
            },
          },
        },
        authenticated: {
          initial: 'active',
          on: {
            LOGOUT: 'signingOut',
            SESSION_EXPIRED: 'clearingExpired',
            USER_UPDATED: { actions: 'updateUser' },
            TOKENS_REFRESHED: {
              target: '.active',
              reenter: true,
              actions: { type: 'replaceTokens', params: ({ event }) => event.tokens },
            },
          },
          states: {
            active: {
              after: { tokenRefresh: 'refreshing' },
            },
            refreshing: {
              invoke: {
                id: 'refreshTokens',
                src: 'refreshTokens',
                onDone: {
                  target: 'active',
                  actions: { type: 'replaceTokens', params: actorOutput },
                },
                onError: { actions: 'expireSession' },
              },
            },
          },
        },
        signingOut: {
          invoke: {
            id: 'logout',
            src: 'logout',
            // A failed logout still clears the session (spec §4).
            onDone: 'clearingAfterLogout',
            onError: 'clearingAfterLogout',
          },
        },
        clearingAfterLogout: clearingUserData('clearUserData', 'logout'),
        clearingExpired: clearingUserData('clearExpiredUserData', 'sessionExpired'),
      },
    },
    alert: {
      initial: 'none',
      on: {
        SESSION_EXPIRED: '.sessionExpired',
        DISMISS_ALERT: '.none',
        ALERT: globalAlerts.map((alert) => ({
          guard: { type: 'isAlert' as const, params: alert },
          target: alertStates[alert],
        })),
      },
      states: {
        none: {},
        /** 'Une erreur est survenue veuillez vous reconnecter...' (spec §7); logs out. */
        sessionExpired: {},
        /** 'Unauthorised action' (spec §2, §8). */
        unauthorised: {},
        /** 'Unauthorised access' (spec §2, §5 route guards). */
        accessDenied: {},
        /** 'You have exceeded the server request limit' (spec §8). */
        tooManyRequests: {},
        /** A failed load of campaigns, invoices, payments or rebooking data (spec §7). */
        generic: {},
      },
    },
  },
});

/** Every state of the session, per region, for the portal's stories (docs/machines.md "State lists"). */
export const sessionStates = stateValuesOf(sessionMachine);
