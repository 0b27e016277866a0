// The forgot-password container (spec §2 forgot-password): the machine with the real call. The
// login area comes from the `role` query (each login page's link passes it), else from the page
// that sent the user here (router state), else the exhibitor area (spec §2: the root is the
// exhibitor login).
import type { Role } from '@salon/domain';
import { forgotPasswordMachine } from '@salon/machines';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useApi } from '../../kit/ServicesContext';
import { ForgotPasswordView } from './ForgotPasswordView';
import { roleFrom } from './shared/links';
import { useLanguage } from '../../kit/language';
import { useViewMachine } from '../../kit/useViewMachine';
import { silentCall } from '../../kit/callActor';

/** What a page may hand to this one (router state). */
export interface ForgotPasswordArrival {
  role?: Role;
  email?: string;
}

function ForgotPasswordFlow({ role, email }: { role: Role; email: string | null }) {
  const api = useApi();
  const lang = useLanguage();
  const { view } = useViewMachine(
    () =>
      forgotPasswordMachine.provide({
        actors: {
          requestPasswordReset: silentCall(api, 'forgotPassword'),
        },
      }),
    { input: { role, email } },
  );
  return <ForgotPasswordView {...view} lang={lang} />;
}

export function ForgotPasswordScreen() {
  const [query] = useSearchParams();
  const location = useLocation();
  const arrival = (location.state ?? null) as ForgotPasswordArrival | null;
  const role = roleFrom(query.get('role')) ?? roleFrom(arrival?.role) ?? 'exposant';
  // A new area (the link to the other one) starts a new request.
  return <ForgotPasswordFlow key={role} role={role} email={arrival?.email ?? null} />;
}
