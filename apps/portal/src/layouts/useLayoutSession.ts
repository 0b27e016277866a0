import type { Role, User } from '@salon/domain';
import { useSelector } from '@xstate/react';
import { useSessionActor } from '../kit/ServicesContext';

/** The session as the layouts see it: signed in, signing out, or not signed in. */
export type LayoutSession =
  | { phase: 'signedIn'; user: User; lastRole: Role | null }
  | { phase: 'signingOut'; user: User | null; lastRole: Role | null }
  | { phase: 'signedOut'; user: null; lastRole: Role | null };

/**
 * Reads the session machine (spec §4 Session): `signingOut` covers the logout call and the
 * clearing of the user's data that follows (or the clearing after an expired session), so a
 * layout shows a short wait instead of flashing a guarded page; `lastRole` names the login page to
 * return to.
 */
export function useLayoutSession(): LayoutSession {
  const actor = useSessionActor();
  return useSelector(
    actor,
    (snapshot): LayoutSession => {
      const { user, lastRole } = snapshot.context;
      if (snapshot.matches({ session: 'authenticated' }) && user) {
        return { phase: 'signedIn', user, lastRole };
      }
      if (
        snapshot.matches({ session: 'signingOut' }) ||
        snapshot.matches({ session: 'clearingAfterLogout' }) ||
        snapshot.matches({ session: 'clearingExpired' })
      ) {
        return { phase: 'signingOut', user, lastRole };
      }
      return { phase: 'signedOut', user: null, lastRole };
    },
    (a, b) => a.phase === b.phase && a.user === b.user && a.lastRole === b.lastRole,
  );
}
