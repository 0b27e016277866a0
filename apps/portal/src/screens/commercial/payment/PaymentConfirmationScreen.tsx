// pro/payment-confirmation/{statut}/{reference} (spec §2: success, failure, pending transfer; the
// slugs are the kit's `paymentConfirmationStatuses`). A card payment's outcome, with the payment
// offered again after a failure (spec §8 'Payment unsuccessful: try again, contact the bank'); a
// pending transfer's bank details, reference, proof and cancellation (spec §4 step 5). After a
// failure the installment is named by the `echeance` query (PAYMENT_QUERY) and its state read from
// GET /me/payments, so a reload or a new tab still offers the retry while it is due; a pending
// payment's provider token is in the `token` query, so "check again" survives them too.
import { useState, type ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useUserResources } from '../../../kit/data/useServerData';
import { useLanguage } from '../../../kit/language';
import { paymentConfirmationStatusOf, pathTo } from '../../../kit/routing/paths';
import { CardOutcomeView, RetryLoading } from './CardReturnViews';
import { PayInstallment } from './LazyPayInstallment';
import { PAYMENT_QUERY, pendingToken } from './paymentArrival';
import { TransferPending } from './TransferPending';

export function PaymentConfirmationScreen() {
  const { statut, reference = '' } = useParams();
  const lang = useLanguage();
  const [search] = useSearchParams();
  const status = paymentConfirmationStatusOf(statut);
  const retry = useRetry(status === 'failure' ? search.get(PAYMENT_QUERY) : null);
  const token = pendingToken(status, search);
  if (status === null || reference === '')
    return <Navigate to={pathTo(lang, 'invoices')} replace />;
  if (status === 'pendingTransfer') return <TransferPending reference={reference} />;
  return (
    <CardOutcomeView
      outcome={status}
      reference={reference}
      retry={retry}
      checkAgainHref={token ? pathTo(lang, 'paymentValidation', { token }) : null}
    />
  );
}

/**
 * After a failed card payment: the same installment offered again when the server says it is
 * still due as the page opens (GET /me/payments); nothing (the page's links to the invoices) when
 * it is paid, under transfer, unknown, or when the payments could not be read.
 */
function useRetry(paymentId: string | null): ReactNode | undefined {
  const resources = useUserResources(['payments']);
  const [offered, setOffered] = useState<string | null>(null);
  if (!paymentId) return undefined;
  if (resources.status === 'loading') return <RetryLoading />;
  const payment =
    resources.status === 'loaded'
      ? resources.data.payments.find((candidate) => candidate.id === paymentId)
      : undefined;
  // Once offered, the payment stays on the page whatever the server says next: paying it makes
  // the installment 'processing' before the card provider's page opens, and unmounting the form
  // then would cancel that redirect. PayInstallment itself shows processing, paid or under transfer.
  if (payment?.status === 'due' && offered !== payment.id) setOffered(payment.id);
  if (!payment || (payment.status !== 'due' && offered !== payment.id)) return undefined;
  return (
    <PayInstallment opportunityId={payment.opportunity_id} installment={payment} headingLevel={2} />
  );
}
