// me/company's container (spec §2): the company from the server data (GET /me/account,
// docs/server-data.md), the Account picklists (countries, languages), and the edit-company and
// brand modals with their real calls (POST /me/account, POST /me/brand). After a save, the company
// and the profile (its `account` part) are invalidated: the page shows the new values without a
// reload, and so does the session's user. A visitor without a company is told so; nothing is loaded for them.
import type { Company } from '@salon/domain';
import { accountEditMachine, brandEditMachine } from '@salon/machines';
import { useCallback, useEffect, useState } from 'react';
import { serverQueries } from '../../kit/data/serverData';
import { usePicklists } from '../../kit/data/usePicklists';
import { useInvalidateAfter, useServerApi, useServerQuery } from '../../kit/data/useServerData';
import { useSession, useSessionActor } from '../../kit/ServicesContext';
import { CompanyView, type CompanyPage } from './CompanyView';
import { resourceView, type ResourceView } from './PageStatus';
import { silentCall } from '../../kit/callActor';
import { lazyPart, once } from '../../kit/chunks';

// The modal forms are in their own chunk, loaded once the page shows (docs/performance.md
// "Signed-in routes").
const loadForms = once(() => import('./forms'));
const AccountEditForm = lazyPart(loadForms, 'AccountEditForm');
const BrandEditForm = lazyPart(loadForms, 'BrandEditForm');

const lists = {
  country: { sobject: 'Account', field: 'BillingCountryCode' },
  langue: { sobject: 'Account', field: 'Langues__c' },
} as const;

/** The edit-company modal starts from the billing address, which it changes (spec §3). */
function editable(company: Company) {
  return {
    ...company.billing_address,
    langue: company.langue,
    tva: company.tva,
  };
}

export function CompanyScreen() {
  const api = useServerApi();
  const session = useSession();
  const hasCompany = session.status === 'authenticated' && session.user.account !== null;
  const sessionActor = useSessionActor();
  const invalidateAfter = useInvalidateAfter();
  const query = useServerQuery({ ...serverQueries.company(api), enabled: hasCompany });
  const labels = usePicklists(lists);
  const [isSaved, setSaved] = useState(false);
  useEffect(() => void loadForms().catch(() => undefined), []);
  const [machines] = useState(() => ({
    account: accountEditMachine.provide({
      actors: {
        updateAccount: silentCall(api, 'updateAccount'),
      },
    }),
    brand: brandEditMachine.provide({
      actors: {
        updateBrand: silentCall(api, 'updateBrand'),
      },
    }),
  }));
  const saved = useCallback(
    (mutation: 'updateAccount' | 'updateBrand') => {
      void invalidateAfter(mutation);
      setSaved(true);
      // The session's user carries the company too (spec §3 `user.account`): it follows.
      api.call('me', { silent: true }).then(
        (user) => sessionActor.send({ type: 'USER_UPDATED', user }),
        () => undefined,
      );
    },
    [api, sessionActor, invalidateAfter],
  );
  const company = query.data as Company | undefined;
  const view: ResourceView<CompanyPage> = hasCompany
    ? pageOf(resourceView({ ...query, data: company }))
    : { status: 'ready', data: { company: null } };

  return (
    <CompanyView
      view={view}
      onRetry={() => void query.refetch()}
      isSaved={isSaved}
      onDismissNotice={() => setSaved(false)}
      labels={labels.status === 'ready' ? labels.options : null}
      companyForm={(close) =>
        company ? (
          <AccountEditForm
            machine={machines.account}
            input={{ account: editable(company) }}
            lists={labels}
            onSaved={() => {
              saved('updateAccount');
              close();
            }}
            onCancel={close}
          />
        ) : null
      }
      brandForm={(brand, close) => (
        <BrandEditForm
          machine={machines.brand}
          input={{ brand }}
          onSaved={() => {
            saved('updateBrand');
            close();
          }}
          onCancel={close}
        />
      )}
    />
  );
}

function pageOf(view: ResourceView<Company>): ResourceView<CompanyPage> {
  if (view.status === 'ready' || view.status === 'stale') {
    return { status: view.status, data: { company: view.data } };
  }
  return { status: view.status };
}
