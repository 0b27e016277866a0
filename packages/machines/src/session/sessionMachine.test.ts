import { describe, expect, it } from 'vitest';
import type { ClientToken, LoginResponse, Ok, Tokens } from '@salon/domain';
import { apiError, fakeActor, settleIn, startWithFakes } from '../testing/fakes';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { exhibitor, loginResponse, tokens, visitor } from '../testing/samples';
import {
  sessionMachine,
  sessionStates,
  tokenRefreshDelayMs,
  type ClearReason,
} from './sessionMachine';

const clientToken: ClientToken = {
  access_token: 'client-1',
  token_type: 'Bearer',
  expires_in: 3600,
};
const refreshed: Tokens = {
  ...tokens,
  access_token: 'access-2',
  refresh_token: 'refresh-2',
  expires_in: 600,
};

interface Fakes {
  storedVersion?: string | null | Error;
  clientToken?: () => ClientToken;
  restore?: () => LoginResponse | null;
  refresh?: () => Tokens;
  logout?: () => Ok;
}

function start(fakes: Fakes = {}) {
  const order: string[] = [];
  const storeAppVersion = fakeActor<string | null, { appVersion: string }>(() => {
    order.push('storeAppVersion');
    if (fakes.storedVersion instanceof Error) throw fakes.storedVersion;
    return fakes.storedVersion === undefined ? '1.0.0' : fakes.storedVersion;
  });
  const fetchClientToken = fakeActor<ClientToken, void>(() => {
    order.push('fetchClientToken');
    return (fakes.clientToken ?? (() => clientToken))();
  });
  const restoreSession = fakeActor<LoginResponse | null, void>(() => {
    order.push('restoreSession');
    return (fakes.restore ?? (() => null))();
  });
  const refreshTokens = fakeActor<Tokens, void>(() => (fakes.refresh ?? (() => refreshed))());
  const logout = fakeActor<Ok, void>(() => (fakes.logout ?? (() => ({ success: true })))());
  const clearUserData = fakeActor<void, { reason: ClearReason }>(() => undefined);
  const { actor, clock } = startWithFakes(
    sessionMachine,
    { storeAppVersion, fetchClientToken, restoreSession, refreshTokens, logout, clearUserData },
    { appVersion: '1.0.0' },
  );
  return { actor, clock, order, refreshTokens, logout, clearUserData };
}

type SessionActor = ReturnType<typeof start>['actor'];

async function signedIn(fakes: Fakes = {}) {
  const started = start(fakes);
  await settleIn(started.actor, 'session.anonymous');
  started.actor.send({ type: 'LOGGED_IN', response: loginResponse });
  return started;
}

function alertOf(actor: SessionActor) {
  return (actor.getSnapshot().value as { alert: string }).alert;
}

describe('session machine (spec §4 Session, §7 Interceptor)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
    const reached = reachableStates(sessionMachine, {
      input: { appVersion: '2.0.0' },
      events: [
        done('storeAppVersion', '2.0.0'),
        done('storeAppVersion', '1.0.0'),
        done('fetchClientToken', clientToken),
        failed('fetchClientToken', apiError(5000, 'error.generic')),
        done('restoreSession', null),
        { type: 'LOGGED_IN', response: loginResponse },
        done('refreshTokens', refreshed),
        failed('refreshTokens', apiError(1001, 'error.session_expired')),
        { type: 'TOKENS_REFRESHED', tokens: refreshed },
        { type: 'USER_UPDATED', user: exhibitor },
        done('logout', { success: true }),
        done('clearUserData', undefined),
        done('clearExpiredUserData', undefined),
        { type: 'ALERT', alert: 'unauthorised' },
        { type: 'ALERT', alert: 'accessDenied' },
        { type: 'ALERT', alert: 'tooManyRequests' },
        { type: 'ALERT', alert: 'generic' },
      ],
      limit: 50_000,
    });
    expect(reached).toEqual(sorted(sessionStates));
  });

  it('checks the app version, then fetches the client token, then restores, before showing anything (spec §7 app start)', async () => {
    const { actor, order } = start();
    expect(actor.getSnapshot().hasTag('booting')).toBe(true);
    await settleIn(actor, 'session.anonymous');
    expect(order).toEqual(['storeAppVersion', 'fetchClientToken', 'restoreSession']);
    expect(actor.getSnapshot().hasTag('booting')).toBe(false);
    expect(actor.getSnapshot().context.clientToken).toEqual(clientToken);
  });

  it('forces a reload when the stored app version differs (spec §4 app-version check)', async () => {
    const { actor, order } = start({ storedVersion: '0.9.0' });
    await settleIn(actor, 'session.reloading');
    expect(order).toEqual(['storeAppVersion']);
    expect(actor.getSnapshot().context.storedAppVersion).toBe('0.9.0');
  });

  it('starts without a reload on a first visit or when the version cannot be read (spec §4)', async () => {
    for (const storedVersion of [null, new Error('storage disabled')]) {
      const { actor } = start({ storedVersion });
      await settleIn(actor, 'session.anonymous');
    }
  });

  it('shows the boot failure and retries when the client token cannot be fetched (spec §7)', async () => {
    let attempts = 0;
    const { actor } = start({
      clientToken: () => {
        attempts += 1;
        if (attempts === 1) throw apiError(5000, 'error.generic');
        return clientToken;
      },
    });
    await settleIn(actor, 'session.unavailable');
    actor.send({ type: 'RETRY' });
    await settleIn(actor, 'session.anonymous');
  });

  it('restores the session of a reload (docs/security.md refresh cookie)', async () => {
    const { actor } = start({ restore: () => loginResponse });
    await settleIn(actor, 'session.authenticated');
    expect(actor.getSnapshot().context.user).toEqual(exhibitor);
  });

  it('is anonymous when the session cannot be restored', async () => {
    const { actor } = start({
      restore: () => {
        throw apiError(1001, 'error.session_expired');
      },
    });
    await settleIn(actor, 'session.anonymous');
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('sets the user and the tokens at login (spec §4 login sets the user)', async () => {
    const { actor } = await signedIn();
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ session: { authenticated: 'active' }, alert: 'none' });
    expect(context.user).toEqual(exhibitor);
    expect(context.tokens).toEqual(tokens);
    expect(context.lastRole).toBe('exposant');
  });

  it('refreshes the access token a minute before it expires (spec §4 token refresh)', async () => {
    const { actor, clock, refreshTokens } = await signedIn();
    expect(tokenRefreshDelayMs(tokens)).toBe(840_000);
    clock.increment(839_999);
    expect(refreshTokens.calls).toHaveLength(0);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ session: { authenticated: 'refreshing' } })).toBe(true);
    await settleIn(actor, 'session.authenticated.active');
    expect(refreshTokens.calls).toHaveLength(1);
  });

  it('replaces access token, refresh token and expiry on refresh (spec §4 token refresh)', async () => {
    const { actor, clock, refreshTokens } = await signedIn();
    clock.increment(840_000);
    await settleIn(actor, 'session.authenticated.active');
    expect(actor.getSnapshot().context.tokens).toEqual(refreshed);
    // The next refresh follows the new expiry: 600 s - 60 s.
    clock.increment(539_999);
    expect(refreshTokens.calls).toHaveLength(1);
    clock.increment(1);
    expect(refreshTokens.calls).toHaveLength(2);
  });

  it('takes the tokens the API client refreshed and restarts the refresh timer (spec §7)', async () => {
    const { actor, clock, refreshTokens } = await signedIn();
    clock.increment(800_000);
    actor.send({ type: 'TOKENS_REFRESHED', tokens: refreshed });
    expect(actor.getSnapshot().context.tokens).toEqual(refreshed);
    clock.increment(100_000);
    expect(refreshTokens.calls).toHaveLength(0);
    clock.increment(440_000);
    expect(refreshTokens.calls).toHaveLength(1);
  });

  it("ends the session with 'Une erreur est survenue veuillez vous reconnecter...' when a refresh fails (spec §7)", async () => {
    const { actor, clock, clearUserData } = await signedIn({
      refresh: () => {
        throw apiError(1001, 'error.session_expired');
      },
    });
    clock.increment(840_000);
    await settleIn(actor, 'session.anonymous');
    expect(alertOf(actor)).toBe('sessionExpired');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(actor.getSnapshot().context.tokens).toBeNull();
    expect(clearUserData.calls).toEqual([{ reason: 'sessionExpired' }]);
  });

  it('ends the session when the API client reports it expired (spec §2 session expired alert, §7)', async () => {
    const { actor, clearUserData } = await signedIn();
    actor.send({ type: 'SESSION_EXPIRED' });
    await settleIn(actor, 'session.anonymous');
    expect(alertOf(actor)).toBe('sessionExpired');
    expect(clearUserData.calls).toEqual([{ reason: 'sessionExpired' }]);
  });

  it('logs out: the API is told, then the user and their data are cleared (spec §4 logout)', async () => {
    const { actor, logout, clearUserData } = await signedIn();
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().matches({ session: 'signingOut' })).toBe(true);
    await settleIn(actor, 'session.anonymous');
    expect(logout.calls).toHaveLength(1);
    expect(clearUserData.calls).toEqual([{ reason: 'logout' }]);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(actor.getSnapshot().context.lastRole).toBe('exposant');
    expect(alertOf(actor)).toBe('none');
  });

  it('still clears the session and returns to login when logout fails (spec §4 failed logout)', async () => {
    const { actor, clearUserData } = await signedIn({
      logout: () => {
        throw apiError(5000, 'error.generic');
      },
    });
    actor.send({ type: 'LOGOUT' });
    await settleIn(actor, 'session.anonymous');
    expect(clearUserData.calls).toEqual([{ reason: 'logout' }]);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('updates the user after a profile change', async () => {
    const { actor } = await signedIn();
    actor.send({ type: 'USER_UPDATED', user: visitor });
    expect(actor.getSnapshot().context.user).toEqual(visitor);
  });

  it('shows the access-denied, unauthorised and too-many-requests alerts until dismissed (spec §2 global alerts)', async () => {
    const { actor } = await signedIn();
    for (const alert of ['accessDenied', 'unauthorised', 'tooManyRequests', 'generic'] as const) {
      actor.send({ type: 'ALERT', alert });
      expect(alertOf(actor)).toBe(alert);
      expect(actor.getSnapshot().matches({ session: 'authenticated' })).toBe(true);
    }
    actor.send({ type: 'DISMISS_ALERT' });
    expect(alertOf(actor)).toBe('none');
  });

  it('never refreshes a short-lived token in a loop', () => {
    expect(tokenRefreshDelayMs({ expires_in: 30 })).toBe(15_000);
    expect(tokenRefreshDelayMs(null)).toBe(0);
  });
});
