// The container of pro/register, guest/register, pro/init/{sfid} and guest/init/{sfid} (spec §2):
// the role from the route, the init link's sfid, an email to prefill from the query; the machine
// with the real calls (spec §7); the confirmation page once the verification email is sent.
import { registrationMachine } from '@salon/machines';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { SHOW_WEBSITE_URL } from '../../kit/config';
import { useApi } from '../../kit/ServicesContext';
import { splitLanguage } from '../../kit/routing/paths';
import { confirmationTarget, useContactLanguage } from './navigation';
import { registrationPicklists, usePicklists } from './picklists';
import { RegisterView } from './RegisterView';
import { useLanguage } from '../../kit/language';
import { inState } from '../../kit/machineState';
import { useViewMachine } from '../../kit/useViewMachine';
import { silentCall } from '../../kit/callActor';

/**
 * One registration per page: going from pro/register to guest/register (or an init link) starts
 * a new one, since the four routes share this component; the Fr/En switch keeps it (the key is
 * the path without its language).
 */
export function RegisterScreen() {
  const { pathname } = useLocation();
  return <Registration key={splitLanguage(pathname).rest} />;
}

function Registration() {
  const api = useApi();
  const lang = useLanguage();
  const { sfid } = useParams();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  // guest/register and guest/init/{sfid}: a visitor; pro/...: an exhibitor (spec §2, §6).
  const role = splitLanguage(pathname).rest.startsWith('guest/') ? 'visiteur' : 'exposant';
  const { snapshot, view } = useViewMachine(
    () =>
      registrationMachine.provide({
        actors: {
          initRegister: silentCall(api, 'initRegister'),
          validInfosRegister: silentCall(api, 'validInfosRegister'),
          validPwdRegister: silentCall(api, 'validPwdRegister'),
          validTmpRegister: silentCall(api, 'validTmpRegister'),
          searchAccount: silentCall(api, 'searchAccount'),
        },
      }),
    {
      input: {
        role,
        mode: sfid ? 'init' : 'register',
        sfid: sfid ?? null,
        email: query.get('email'),
      },
    },
  );
  const { state, send } = view;
  const picklists = usePicklists(registrationPicklists);

  useContactLanguage(inState(state, 'details'), snapshot.context.contact, lang, send);

  const done = snapshot.status === 'done' && state === 'confirmed' ? snapshot.context.done : null;
  useEffect(() => {
    if (done)
      navigate(confirmationTarget(lang, 'confirmRegister', done), { replace: true, state: done });
  }, [done, lang, navigate]);

  return <RegisterView {...view} lang={lang} picklists={picklists} siteUrl={SHOW_WEBSITE_URL} />;
}
