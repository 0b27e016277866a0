// pro/contact and guest/contact's container (spec §2, §7 POST /me/contact): the contact machine
// with the real call, for the signed-in user's role. A subject may be preselected by the link that
// led here (`?subject=billing`), when it is one of the role's (`isContactSubjectOf`).
import { contactSubjects, isContactSubjectOf, type ContactSubject } from '@salon/domain';
import { contactMachine } from '@salon/machines';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApi, useSession } from '../../kit/ServicesContext';
import { stateOf } from '../../kit/machineState';
import { ContactView } from './ContactView';
import { silentCall } from '../../kit/callActor';

function isSubject(value: string | null): value is ContactSubject {
  return (contactSubjects as readonly string[]).includes(value ?? '');
}

export function ContactScreen() {
  const api = useApi();
  const session = useSession();
  const [query] = useSearchParams();
  const role = session.status === 'authenticated' ? session.role : 'visiteur';
  const wanted = query.get('subject');
  const subject = isSubject(wanted) && isContactSubjectOf(role, wanted) ? wanted : undefined;
  const [machine] = useState(() =>
    contactMachine.provide({
      actors: {
        sendContactMessage: silentCall(api, 'contact'),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { subject } });
  return (
    <ContactView state={stateOf(snapshot)} context={snapshot.context} send={send} role={role} />
  );
}
