// pro/payment-confirmation/{statut}/{reference} (spec §2: success, failure, pending transfer; the
// slugs are the kit's `paymentConfirmationStatuses`). A card payment's outcome, with the payment
// offered again after a failure (spec §8 'Payment unsuccessful: try again, contact the bank'); a
// pending transfer's bank details, reference, proof and cancellation (spec §4 step 5).
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useUserResources } from '../../../kit/data/useServerData';
import { useLanguage } from '../../../kit/language';
import { paymentConfirmationStatusOf, pathTo } from '../../../kit/routing/paths';
import { CardOutcomeView } from './CardReturnViews';
import { PayInstallment } from './PayInstallment';
import type { PaymentArrival } from './PaymentValidationScreen';
import { TransferPending } from './TransferPending';

export function PaymentConfirmationScreen() {
  const { statut, reference = '' } = useParams();
  const lang = useLanguage();
  const arrival = (useLocation().state ?? {}) as PaymentArrival;
  const status = paymentConfirmationStatusOf(statut);
  if (status === null || reference === '')
    return <Navigate to={pathTo(lang, 'invoices')} replace />;
  if (status === 'pendingTransfer') return <TransferPending reference={reference} />;
  return (
    <CardOutcomeView
      outcome={status}
      reference={reference}
      retry={
        status === 'failure' && arrival.paymentId ? (
          <RetryPayment paymentId={arrival.paymentId} />
        ) : undefined
      }
      checkAgainHref={
        status === 'pending' && arrival.token
          ? pathTo(lang, 'paymentValidation', { token: arrival.token })
          : null
      }
    />
  );
}

/** After a failed card payment: the same installment offered again, while it is still due. */
function RetryPayment({ paymentId }: { paymentId: string }) {
  const resources = useUserResources(['payments']);
  if (resources.status !== 'loaded') return null;
  const payment = resources.data.payments.find((candidate) => candidate.id === paymentId);
  if (!payment || payment.status !== 'due') return null;
  return (
    <PayInstallment opportunityId={payment.opportunity_id} installment={payment} headingLevel={2} />
  );
}
