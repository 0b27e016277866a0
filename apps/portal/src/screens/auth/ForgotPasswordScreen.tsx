// The forgot-password container (spec §2 forgot-password): the machine with the real call. The
// login area comes from the `role` query (each login page's link passes it), else from the page
// that sent the user here (router state), else the exhibitor area (spec §2: the root is the
// exhibitor login).
import type { Role } from '@salon/domain';
import { forgotPasswordMachine, toStatePaths } from '@salon/machines';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useApi } from '../../kit/ServicesContext';
import { ForgotPasswordView, type ForgotPasswordState } from './ForgotPasswordView';
import { roleFrom, useLanguage } from './shared/language';

/** What a page may hand to this one (router state). */
export interface ForgotPasswordArrival {
  role?: Role;
  email?: string;
}

function ForgotPasswordFlow({ role, email }: { role: Role; email: string | null }) {
  const api = useApi();
  const lang = useLanguage();
  const [machine] = useState(() =>
    forgotPasswordMachine.provide({
      actors: {
        requestPasswordReset: fromPromise(({ input }) =>
          api.call('forgotPassword', { body: input, silent: true }),
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { role, email } });
  return (
    <ForgotPasswordView
      state={toStatePaths(snapshot.value)[0] as ForgotPasswordState}
      context={snapshot.context}
      send={send}
      lang={lang}
    />
  );
}

export function ForgotPasswordScreen() {
  const [query] = useSearchParams();
  const location = useLocation();
  const arrival = (location.state ?? null) as ForgotPasswordArrival | null;
  const role = roleFrom(query.get('role')) ?? roleFrom(arrival?.role) ?? 'exposant';
  // A new area (the link to the other one) starts a new request.
  return <ForgotPasswordFlow key={role} role={role} email={arrival?.email ?? null} />;
}
