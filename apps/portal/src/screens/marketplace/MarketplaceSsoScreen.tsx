// pro/sso-login/{saml?} (spec §2, §6 exhibitor only, §7 POST /pro/sso-login-form with the user
// token): runs the marketplace sign-on machine with the real call, and posts the form. The call
// sends no body: the user token says who goes (docs/security.md "Single sign-on to the
// marketplace"). The path's optional {saml} is not read: nothing comes in through this page.
import { marketplaceSsoMachine } from '@salon/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../../kit/ServicesContext';
import { stateOf } from '../../kit/machineState';
import { MarketplaceSsoView } from './MarketplaceSsoView';

const post = (form: HTMLFormElement) => form.submit();

export function MarketplaceSsoScreen() {
  const api = useApi();
  const [machine] = useState(() =>
    marketplaceSsoMachine.provide({
      actors: {
        requestAssertion: fromPromise(() => api.call('marketplaceSso', { silent: true })),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  // Back on the page from the marketplace (the browser's back-forward cache): the assertion has
  // served, a new one is asked for.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) send({ type: 'RETRY' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [send]);
  return (
    <MarketplaceSsoView
      state={stateOf(snapshot)}
      context={snapshot.context}
      send={send}
      submit={post}
    />
  );
}
