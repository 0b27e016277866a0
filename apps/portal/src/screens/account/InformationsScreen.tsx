// me/informations' container (spec §2): the profile from the server data (GET /me,
// docs/server-data.md), the job functions' picklist, and the two modal forms with their real calls
// (POST /me, POST /me/password). After a save, the profile is invalidated (the page shows the new
// values without a reload) and the session's user is replaced, so the top bar follows (spec §4).
import type { User } from '@salon/domain';
import { contactEditMachine, passwordChangeMachine } from '@salon/machines';
import { useCallback, useEffect, useState } from 'react';
import { serverQueries } from '../../kit/data/serverData';
import { usePicklists } from '../../kit/data/usePicklists';
import { useInvalidateAfter, useServerApi, useServerQuery } from '../../kit/data/useServerData';
import { useSessionActor } from '../../kit/ServicesContext';
import { InformationsView, type InformationsNotice } from './InformationsView';
import { resourceView } from './PageStatus';
import { silentCall } from '../../kit/callActor';
import { lazyPart, once } from '../../kit/chunks';

// The modal forms are in their own chunk, loaded once the page shows (docs/performance.md
// "Signed-in routes").
const loadForms = once(() => import('./forms'));
const ContactEditForm = lazyPart(loadForms, 'ContactEditForm');
const PasswordChangeForm = lazyPart(loadForms, 'PasswordChangeForm');

const lists = { fonction: { sobject: 'Contact', field: 'Fonction__c' } } as const;

export function InformationsScreen() {
  const api = useServerApi();
  const session = useSessionActor();
  const invalidateAfter = useInvalidateAfter();
  const profile = useServerQuery(serverQueries.profile(api));
  const fonctions = usePicklists(lists);
  const [notice, setNotice] = useState<InformationsNotice>(null);
  useEffect(() => void loadForms().catch(() => undefined), []);
  const [machines] = useState(() => ({
    contact: contactEditMachine.provide({
      actors: {
        updateMe: silentCall(api, 'updateMe'),
      },
    }),
    password: passwordChangeMachine.provide({
      actors: {
        changePassword: silentCall(api, 'changePassword'),
      },
    }),
  }));

  const contactSaved = useCallback(
    (user: User | null) => {
      if (user) session.send({ type: 'USER_UPDATED', user });
      void invalidateAfter('updateMe');
      setNotice('contactSaved');
    },
    [session, invalidateAfter],
  );
  const passwordSaved = useCallback(() => setNotice('passwordSaved'), []);
  const user = profile.data;

  return (
    <InformationsView
      view={resourceView(profile)}
      onRetry={() => void profile.refetch()}
      notice={notice}
      onDismissNotice={() => setNotice(null)}
      fonctions={fonctions.status === 'ready' ? fonctions.options.fonction : null}
      contactForm={(close) =>
        user ? (
          <ContactEditForm
            machine={machines.contact}
            input={{ role: user.role, contact: user.contact }}
            lists={fonctions}
            onSaved={(saved) => {
              contactSaved(saved);
              close();
            }}
            onCancel={close}
          />
        ) : null
      }
      passwordForm={(close) => (
        <PasswordChangeForm
          machine={machines.password}
          onSaved={() => {
            passwordSaved();
            close();
          }}
          onCancel={close}
        />
      )}
    />
  );
}
