// The single-sign-on container (spec §2 pro/sso-login/{saml?}, §7 POST pro/sso-login-form): posts
// the ticket from the path once, opens the session (LOGGED_IN) and goes to the dashboard.
import { useEffect, useReducer, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useApi, useSession, useSessionActor } from '../../kit/ServicesContext';
import { pathTo } from '../../kit/routing/paths';
import { useLanguage } from './shared/language';
import { ssoLoginReducer } from './ssoLogin';
import { SsoLoginView } from './SsoLoginView';

export function SsoLoginScreen() {
  const { saml } = useParams();
  const api = useApi();
  const lang = useLanguage();
  const navigate = useNavigate();
  const actor = useSessionActor();
  const session = useSession();
  const [state, dispatch] = useReducer(ssoLoginReducer, { status: 'signingIn' });
  // The ticket is posted once, even when React runs the effect twice (development).
  const posted = useRef(false);
  const signedIn = session.status === 'authenticated';

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    if (signedIn) {
      // Choice (spec §2 silent): a user already signed in keeps the session and goes to the
      // dashboard; the ticket is not spent.
      navigate(pathTo(lang, 'dashboard'), { replace: true });
      return;
    }
    const ticket = saml?.trim();
    if (!ticket) {
      dispatch({ type: 'NO_TICKET' });
      return;
    }
    api.call('ssoLogin', { body: { saml: ticket }, silent: true }).then(
      (response) => {
        dispatch({ type: 'SIGNED_IN' });
        actor.send({ type: 'LOGGED_IN', response });
        actor.send({ type: 'DISMISS_ALERT' });
        navigate(pathTo(lang, 'dashboard'), { replace: true });
      },
      (error: unknown) => dispatch({ type: 'FAILED', error }),
    );
  }, [signedIn, saml, api, actor, navigate, lang]);

  return <SsoLoginView state={state} lang={lang} />;
}
