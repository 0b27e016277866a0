// The first-registration machine with the real calls (spec §7: sf/check-contact, list-campaigns,
// search-account, first-register), for both variants of the page (spec §2). An email may come
// from the query or, already checked, from the page that sent the user here (spec §8: 'No user
// corresponds to this email', the checking variant redirects to the first registration request).
import { DEFAULT_MIN_SURFACE_M2, type Language } from '@salon/domain';
import { firstRegistrationMachine, type FirstRegistrationVariant } from '@salon/machines';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { SHOW_WEBSITE_URL } from '../../kit/config';
import { useApi } from '../../kit/ServicesContext';
import { pathTo } from '../../kit/routing/paths';
import { FirstRegistrationView } from './FirstRegistrationView';
import { firstRegistrationPicklists, usePicklists } from './picklists';
import { inState } from '../../kit/machineState';
import { useViewMachine } from '../../kit/useViewMachine';
import { silentCall } from '../../kit/callActor';
import { useContactLanguage } from './navigation';

/** What another page may pass in the router state (e.g. the login after a 4001 check). */
export interface FirstRegistrationRouteState {
  email?: string;
  /** The email was checked already: the form opens at once. */
  emailChecked?: boolean;
}

/** What the confirmation page receives in the router state. */
export interface FirstRegistrationConfirmationState {
  requestId: string;
}

function routeState(value: unknown): FirstRegistrationRouteState {
  if (typeof value !== 'object' || value === null) return {};
  const { email, emailChecked } = value as Record<string, unknown>;
  return {
    ...(typeof email === 'string' ? { email } : {}),
    ...(emailChecked === true ? { emailChecked } : {}),
  };
}

export function FirstRegistrationContainer({
  variant,
  lang,
}: {
  variant: FirstRegistrationVariant;
  lang: Language;
}) {
  const api = useApi();
  const location = useLocation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const given = routeState(location.state);
  const { snapshot, view } = useViewMachine(
    () =>
      firstRegistrationMachine.provide({
        actors: {
          checkContact: silentCall(api, 'checkContact'),
          listCampaigns: fromPromise(() => api.call('listCampaigns', { silent: true })),
          searchAccount: silentCall(api, 'searchAccount'),
          // The machine's request (its output parsed) is narrower than the endpoint's body.
          submitFirstRegistration: fromPromise(({ input }) =>
            api.call('firstRegister', { body: input, silent: true }),
          ),
        },
      }),
    {
      input: {
        variant,
        // Spec §9: the minimum is a parameter whose value is not shown; the contract's default
        // is the one the API applies.
        minSurface: DEFAULT_MIN_SURFACE_M2,
        email: given.email ?? query.get('email'),
        emailChecked: given.emailChecked ?? false,
      },
    },
  );
  const { state, send } = view;
  const picklists = usePicklists(firstRegistrationPicklists);

  useContactLanguage(inState(state, 'form'), snapshot.context.contact, lang, send);

  const request = state === 'confirmed' ? snapshot.context.request : null;
  useEffect(() => {
    if (!request) return;
    const confirmation: FirstRegistrationConfirmationState = { requestId: request.request_id };
    navigate(
      pathTo(
        lang,
        variant === 'matter_and_shape'
          ? 'confirmFirstRegisterMatterAndShape'
          : 'confirmFirstRegister',
      ),
      { replace: true, state: confirmation },
    );
  }, [request, lang, variant, navigate]);

  return (
    <FirstRegistrationView {...view} lang={lang} picklists={picklists} siteUrl={SHOW_WEBSITE_URL} />
  );
}
