// A machine's call actor made of the API client (docs/portal-kit.md "A machine's state"): the
// container provides `actors: { initRegister: silentCall(api, 'initRegister') }`; the actor's
// input is the call's body. The call is silent: the machine shows its failure in the form
// (spec §8), no global alert.
import type { EndpointName, EndpointRequest, EndpointResponse } from '@salon/domain';
import { fromPromise } from 'xstate';
import type { ApiClient } from './api/client';

export function silentCall<N extends EndpointName>(api: ApiClient, name: N) {
  return fromPromise<EndpointResponse<N>, EndpointRequest<N>>(({ input }) =>
    api.call(name, { body: input, silent: true }),
  );
}
