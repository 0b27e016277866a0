// The email verification container (spec §2 email-verification?token=&email=&role=, §4): the
// machine with the real calls; 1 s after success (the machine's named delay) it opens the login
// page of the account's area with the address prefilled and the verification's message, or the
// page the link names (`redirect`: the redirect_url a resend was given, spec §7).
import type { Role } from '@salon/domain';
import { emailVerificationMachine } from '@salon/machines';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useApi } from '../../kit/ServicesContext';
import { EmailVerificationView } from './EmailVerificationView';
import type { LoginArrival } from './LoginScreen';
import { afterVerificationPath, loginPath, roleFrom } from './shared/links';
import { useLanguage } from '../../kit/language';
import { useViewMachine } from '../../kit/useViewMachine';
import { silentCall } from '../../kit/callActor';

export function EmailVerificationScreen() {
  const api = useApi();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const role: Role | null = roleFrom(query.get('role'));
  const redirect = query.get('redirect');
  const { snapshot, view } = useViewMachine(
    () =>
      emailVerificationMachine.provide({
        actors: {
          verifyEmail: silentCall(api, 'verifyEmail'),
          // Spec §7: the new email's link leads back here, then to the login page.
          resendVerificationEmail: fromPromise(({ input }) =>
            api.call('resendVerificationEmail', {
              body: {
                ...input,
                redirect_url: new URL(loginPath(lang, role ?? 'exposant'), window.location.origin)
                  .href,
              },
              silent: true,
            }),
          ),
        },
      }),
    {
      input: { email: query.get('email'), token: query.get('token'), ...(role ? { role } : {}) },
    },
  );
  const done = snapshot.status === 'done';

  useEffect(() => {
    if (!done) return;
    const arrival: LoginArrival = { notice: snapshot.context.message ?? 'success.email_verified' };
    const { role: verifiedRole, email } = snapshot.output;
    navigate(afterVerificationPath(lang, verifiedRole ?? 'exposant', email, redirect), {
      replace: true,
      state: arrival,
    });
  }, [done, snapshot.output, snapshot.context.message, navigate, lang, redirect]);

  return <EmailVerificationView {...view} lang={lang} />;
}
