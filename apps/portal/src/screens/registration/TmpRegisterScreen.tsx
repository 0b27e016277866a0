// The container of pro/tmp-register (spec §2): an email and the campaign of the invitation may
// come in the query; the confirmation is confirm-register-tmp.
import { registrationMachine } from '@salon/machines';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SHOW_WEBSITE_URL } from '../../kit/config';
import { useApi } from '../../kit/ServicesContext';
import { confirmationTarget, useContactLanguage } from './navigation';
import { contactPicklists, usePicklists } from './picklists';
import { TmpRegisterView } from './TmpRegisterView';
import { useLanguage } from '../../kit/language';
import { inState } from '../../kit/machineState';
import { useViewMachine } from '../../kit/useViewMachine';
import { silentCall } from '../../kit/callActor';

export function TmpRegisterScreen() {
  const api = useApi();
  const lang = useLanguage();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { snapshot, view } = useViewMachine(
    () =>
      registrationMachine.provide({
        actors: {
          // The tmp form is one step (spec §2): the register steps' calls are never made here.
          validTmpRegister: silentCall(api, 'validTmpRegister'),
        },
      }),
    {
      input: {
        role: 'exposant',
        mode: 'tmp',
        email: query.get('email'),
        // The campaign the exhibitor was invited to (the invitation link's `campaign` query).
        campaignId: query.get('campaign'),
      },
    },
  );
  const { state, send } = view;
  const picklists = usePicklists(contactPicklists);

  useContactLanguage(inState(state, 'tmp'), snapshot.context.contact, lang, send);

  const done = state === 'confirmed' ? snapshot.context.done : null;
  useEffect(() => {
    if (done) {
      navigate(confirmationTarget(lang, 'confirmRegisterTmp', done), {
        replace: true,
        state: done,
      });
    }
  }, [done, lang, navigate]);

  return <TmpRegisterView {...view} lang={lang} picklists={picklists} siteUrl={SHOW_WEBSITE_URL} />;
}
