// The container of pro/tmp-register (spec §2): an email and the campaign of the invitation may
// come in the query; the confirmation is confirm-register-tmp.
import { registrationMachine } from '@salon/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SHOW_WEBSITE_URL } from '../../kit/config';
import { useApi } from '../../kit/ServicesContext';
import { confirmationTarget, useContactLanguage } from './navigation';
import { contactPicklists, usePicklists } from './picklists';
import { TmpRegisterView } from './TmpRegisterView';
import { useLanguage } from '../../kit/language';
import { inState, stateOf } from '../../kit/machineState';
import { silentCall } from '../../kit/callActor';

export function TmpRegisterScreen() {
  const api = useApi();
  const lang = useLanguage();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      registrationMachine.provide({
        actors: {
          // The tmp form is one step (spec §2): the register steps' calls are never made here.
          validTmpRegister: silentCall(api, 'validTmpRegister'),
        },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      role: 'exposant',
      mode: 'tmp',
      email: query.get('email'),
      // The campaign the exhibitor was invited to (the invitation link's `campaign` query).
      campaignId: query.get('campaign'),
    },
  });
  const state = stateOf(snapshot);
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

  return (
    <TmpRegisterView
      state={state}
      context={snapshot.context}
      send={send}
      lang={lang}
      picklists={picklists}
      siteUrl={SHOW_WEBSITE_URL}
    />
  );
}
