// PayInstallment (card or transfer, spec §4 steps 4-5) in its own chunk, for the pages that show
// it only on demand: the invoices' payment dialog, the payment confirmation's retry and the
// pending transfer's card option (docs/performance.md "Signed-in routes").
import { preloadEndpoints } from '../../../kit/api/client';
import { lazyPart, once } from '../../../kit/chunks';
import type * as PayInstallmentModule from './PayInstallment';

/** Loads the chunk (once); a page may start it early so the form is there when asked. */
export const loadPayInstallment = once<typeof PayInstallmentModule>(() => {
  // With the parts of the endpoint table its calls use (src/kit/api/endpointGroups.ts).
  void preloadEndpoints(['billing', 'added']);
  return import('./PayInstallment');
});

/** PayInstallment's props; the loading state in its place until the chunk is in. */
export const PayInstallment = lazyPart(loadPayInstallment, 'PayInstallment');
