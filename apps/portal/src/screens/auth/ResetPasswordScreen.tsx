// The reset-password container (spec §2 reset-password?token=...): the machine with the real
// call; the link's token comes from the query.
import { resetPasswordMachine } from '@salon/machines';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApi } from '../../kit/ServicesContext';
import { ResetPasswordView } from './ResetPasswordView';
import { useLanguage } from '../../kit/language';
import { stateOf } from '../../kit/machineState';
import { silentCall } from '../../kit/callActor';

export function ResetPasswordScreen() {
  const api = useApi();
  const lang = useLanguage();
  const [query] = useSearchParams();
  const [machine] = useState(() =>
    resetPasswordMachine.provide({
      actors: {
        resetPassword: silentCall(api, 'resetPassword'),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { token: query.get('token') } });
  return (
    <ResetPasswordView
      state={stateOf(snapshot)}
      context={snapshot.context}
      send={send}
      lang={lang}
    />
  );
}
