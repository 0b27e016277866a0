import { useSelector } from '@xstate/react';
import type { Role, User } from '@salon/domain';
import { createContext, useContext } from 'react';
import type { ApiClient } from './api/client';
import type { Services, SessionActor } from './services';

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <ServicesContext.Provider>');
  return services;
}

export function useApi(): ApiClient {
  return useServices().api;
}

export function useSessionActor(): SessionActor {
  return useServices().session;
}

/** The session as screens and guards see it. */
export type SessionView =
  | { status: 'booting' }
  | { status: 'unavailable' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; role: Role; user: User };

export function useSession(): SessionView {
  const session = useSessionActor();
  return useSelector(
    session,
    (snapshot): SessionView => {
      if (snapshot.hasTag('booting')) return { status: 'booting' };
      if (snapshot.matches({ session: 'unavailable' })) return { status: 'unavailable' };
      const user = snapshot.context.user;
      if (snapshot.matches({ session: 'authenticated' }) && user) {
        return { status: 'authenticated', role: user.role, user };
      }
      return { status: 'anonymous' };
    },
    (a, b) =>
      a.status === b.status &&
      (a.status !== 'authenticated' || (b.status === 'authenticated' && a.user === b.user)),
  );
}
