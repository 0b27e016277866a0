// Single sign-on to the marketplace (spec §2 pro/sso-login/{saml?} 'Redirecting, please wait', §6
// exhibitor only, §7 POST /pro/sso-login-form with the user token; docs/security.md "Single
// sign-on to the marketplace"). The page asks the API for a short-lived signed assertion
// (`requesting`), then posts it to the marketplace's address (`posting`: the screen submits a
// form, the browser leaves). A failure says why and offers to try again; so does a return to the
// page after the post (the browser's back button), since an assertion serves once.
import { assign, fromPromise, setup } from 'xstate';
import type { MarketplaceSso, MessageKey } from '@salon/domain';
import { actorOutput } from '../shared/actorOutput';
import { errorOf, failureMessage } from '../shared/errorCode';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';

export interface MarketplaceSsoContext {
  /** The assertion and where to post it, once received. */
  sso: MarketplaceSso | null;
  /** What a failure says (spec §8 catalogue). */
  failure: MessageKey | null;
}

export type MarketplaceSsoEvent =
  /** From 'failed', or back on the page after the post: ask for a new assertion. */
  { type: 'RETRY' };

export const marketplaceSsoMachine = setup({
  types: {
    context: {} as MarketplaceSsoContext,
    events: {} as MarketplaceSsoEvent,
  },
  actors: {
    /** POST /pro/sso-login-form (spec §7): the app provides it. */
    requestAssertion: fromPromise<MarketplaceSso, void>(provideMe('requestAssertion')),
  },
  actions: {
    keepAssertion: assign((_, sso: MarketplaceSso) => ({ sso, failure: null })),
    keepFailure: assign({ failure: ({ event }) => failureMessage(errorOf(event)) }),
    forget: assign({ sso: null, failure: null }),
  },
}).createMachine({
  id: 'marketplaceSso',
  context: { sso: null, failure: null },
  initial: 'requesting',
  states: {
    requesting: {
      invoke: {
        id: 'requestAssertion',
        src: 'requestAssertion',
        onDone: {
          target: 'posting',
          actions: { type: 'keepAssertion', params: actorOutput },
        },
        onError: { target: 'failed', actions: 'keepFailure' },
      },
    },
    posting: {
      on: { RETRY: { target: 'requesting', actions: 'forget' } },
    },
    failed: {
      on: { RETRY: { target: 'requesting', actions: 'forget' } },
    },
  },
});

/** Every state of the marketplace sign-on, for the portal's stories (docs/machines.md "State lists"). */
export const marketplaceSsoStates = stateValuesOf(marketplaceSsoMachine);
