// The login container (spec §2 pro/login and guest/login): the login machine with the real calls,
// the route's query, and what happens on success. Kept lean: it is the lightest route of the
// portal (scripts/size.mjs measures it), so it imports only the ui parts its view needs.
import type { MessageKey, Role } from '@salon/domain';
import { loginMachine } from '@salon/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { resolveCatalogMessage } from '../../i18n/serverMessages';
import { CLIENT_ID, CLIENT_SECRET } from '../../kit/config';
import { useApi, useSessionActor } from '../../kit/ServicesContext';
import { redirectTarget } from '../../kit/routing/paths';
import { LoginView } from './LoginView';
import { useLanguage } from '../../kit/language';
import { stateOf } from '../../kit/machineState';
import { silentCall } from '../../kit/callActor';

/** What a page may hand to the login when it sends the user there (router state). */
export interface LoginArrival {
  notice?: MessageKey;
}

function useLoginMachine(role: Role) {
  const api = useApi();
  const [query] = useSearchParams();
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        verifyEmail: silentCall(api, 'verifyEmail'),
        // The API wants the portal's public client with the form (spec §7 POST /login).
        login: fromPromise(({ input }) =>
          api.call('login', {
            body: { ...input, client_id: CLIENT_ID, client_secret: CLIENT_SECRET },
            silent: true,
          }),
        ),
      },
    }),
  );
  return useMachine(machine, {
    input: {
      role,
      redirect: query.get('redirect'),
      email: query.get('email'),
      token: query.get('token'),
      // Server texts are looked up in the loaded catalogs, not in a copy of the domain's texts.
      resolveMessage: resolveCatalogMessage,
    },
  });
}

/**
 * One login screen by role (`area`: exposant for pro/login, visiteur for guest/login). Optional query: `redirect` (where to go after login, default the
 * dashboard; the guards put the full path there), `email` and `token` (a verification link:
 * the address is verified before the form shows, spec §2).
 */
export function LoginScreen({ area }: { area: Role }) {
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSessionActor();
  const [snapshot, send] = useLoginMachine(area);
  const done = snapshot.status === 'done';

  useEffect(() => {
    if (!done) return;
    const { response, redirect } = snapshot.output;
    session.send({ type: 'LOGGED_IN', response });
    // A new session: the alert of the one that ended (session expired...) no longer applies.
    session.send({ type: 'DISMISS_ALERT' });
    // The guest-only guard sends the now signed-in user to the same place (routing/paths.ts).
    navigate(redirectTarget(redirect, lang), { replace: true });
  }, [done, snapshot.output, session, navigate, lang]);

  const arrival = (location.state ?? null) as LoginArrival | null;
  return (
    <LoginView
      state={stateOf(snapshot)}
      context={snapshot.context}
      send={send}
      lang={lang}
      arrivalNotice={arrival?.notice ?? null}
    />
  );
}

/** pro/login: the exhibitor area (spec §2, §6). */
export function ProLoginScreen() {
  return <LoginScreen area="exposant" />;
}

/** guest/login: the visitor area (spec §2, §6). */
export function GuestLoginScreen() {
  return <LoginScreen area="visiteur" />;
}
