// PayInstallment (card or transfer, spec §4 steps 4-5) in its own chunk, for the pages that show
// it only on demand: the invoices' payment dialog, the payment confirmation's retry, the pending
// transfer's card option and the rebooking flow's payment step (docs/performance.md "Signed-in
// routes"). It loads the catalog namespaces it shows (`pay`, and the installments' and notices'
// rule texts) itself, so a page that shows nothing else of them need not load them (docs/i18n.md
// "Loading by namespace").
import { preloadEndpoints } from '../../../kit/api/client';
import { lazyPart, once } from '../../../kit/chunks';
import type * as PayInstallmentModule from './PayInstallment';

/** Loads the chunk (once); a page may start it early so the form is there when asked. */
export const loadPayInstallment = once<typeof PayInstallmentModule>(() => {
  // With the parts of the endpoint table its calls use (src/kit/api/endpointGroups.ts).
  void preloadEndpoints(['billing', 'added']);
  return import('./PayInstallment');
});

/** PayInstallment's props; the loading state in its place until the chunk and its texts are in. */
export const PayInstallment = lazyPart(loadPayInstallment, 'PayInstallment', {
  namespaces: ['pay', 'installment', 'notice'],
});
