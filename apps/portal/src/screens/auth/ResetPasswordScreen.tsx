// The reset-password container (spec §2 reset-password?token=...): the machine with the real
// call; the link's token comes from the query.
import { resetPasswordMachine, toStatePaths } from '@salon/machines';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useApi } from '../../kit/ServicesContext';
import { ResetPasswordView, type ResetPasswordState } from './ResetPasswordView';
import { useLanguage } from './shared/language';

export function ResetPasswordScreen() {
  const api = useApi();
  const lang = useLanguage();
  const [query] = useSearchParams();
  const [machine] = useState(() =>
    resetPasswordMachine.provide({
      actors: {
        resetPassword: fromPromise(({ input }) =>
          api.call('resetPassword', { body: input, silent: true }),
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { token: query.get('token') } });
  return (
    <ResetPasswordView
      state={toStatePaths(snapshot.value)[0] as ResetPasswordState}
      context={snapshot.context}
      send={send}
      lang={lang}
    />
  );
}
