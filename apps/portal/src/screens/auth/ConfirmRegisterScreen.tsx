// The registration confirmations' container (spec §2 confirm-register, confirm-register-tmp). The
// registration screen hands over the address and the role it registered (RegistrationDone,
// packages/domain) in the router state; `email` and `role` query parameters work too (a link, a
// reload after the state is gone keeps nothing, so the page then speaks of 'your address').
import type { Role } from '@salon/domain';
import { useReducer } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useApi } from '../../kit/ServicesContext';
import { resendReducer } from './confirmResend';
import { ConfirmRegisterView } from './ConfirmRegisterView';
import { loginPath, roleFrom, useLanguage } from './shared/language';

/** What the registration hands to its confirmation (router state). */
export interface ConfirmRegisterArrival {
  email?: string;
  role?: Role;
}

function ConfirmRegister({ variant }: { variant: 'register' | 'tmp' }) {
  const api = useApi();
  const lang = useLanguage();
  const location = useLocation();
  const [query] = useSearchParams();
  const arrival = (location.state ?? null) as ConfirmRegisterArrival | null;
  const email = (arrival?.email ?? query.get('email'))?.trim() || null;
  // Default: the exhibitor area (the root is the exhibitor login, spec §2); a temporary
  // registration is always an exhibitor's (pro/tmp-register).
  const role =
    (variant === 'tmp' ? 'exposant' : null) ??
    roleFrom(arrival?.role) ??
    roleFrom(query.get('role')) ??
    'exposant';
  const [resend, dispatch] = useReducer(resendReducer, { status: 'idle' });

  const onResend = () => {
    if (!email || resend.status === 'sending') return;
    dispatch({ type: 'SEND' });
    api
      .call('resendVerificationEmail', {
        body: {
          email,
          // Spec §7: redirect_url is the login page.
          redirect_url: new URL(loginPath(lang, role), window.location.origin).href,
        },
        silent: true,
      })
      .then(
        () => dispatch({ type: 'SENT' }),
        (error: unknown) => dispatch({ type: 'FAILED', error }),
      );
  };

  return (
    <ConfirmRegisterView
      variant={variant}
      email={email}
      role={role}
      resend={resend}
      onResend={onResend}
      lang={lang}
    />
  );
}

/** confirm-register (spec §2). */
export function ConfirmRegisterScreen() {
  return <ConfirmRegister variant="register" />;
}

/** confirm-register-tmp (spec §2). */
export function ConfirmRegisterTmpScreen() {
  return <ConfirmRegister variant="tmp" />;
}
