// The reset-password container (spec §2 reset-password?token=...): the machine with the real
// call; the link's token comes from the query.
import { resetPasswordMachine } from '@salon/machines';
import { useSearchParams } from 'react-router-dom';
import { useApi } from '../../kit/ServicesContext';
import { ResetPasswordView } from './ResetPasswordView';
import { useLanguage } from '../../kit/language';
import { useViewMachine } from '../../kit/useViewMachine';
import { silentCall } from '../../kit/callActor';

export function ResetPasswordScreen() {
  const api = useApi();
  const lang = useLanguage();
  const [query] = useSearchParams();
  const { view } = useViewMachine(
    () =>
      resetPasswordMachine.provide({
        actors: {
          resetPassword: silentCall(api, 'resetPassword'),
        },
      }),
    { input: { token: query.get('token') } },
  );
  return <ResetPasswordView {...view} lang={lang} />;
}
