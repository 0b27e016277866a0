// Pays one installment of one opportunity, by card or bank transfer (spec §2 rebooking 'choice
// of card or bank transfer', spec §4 rebooking flow steps 4-5, spec §1 and §9 payment blackout).
// Reused by the rebooking screen and the invoices page (docs/portal-kit.md): it runs the card
// payment and the transfer machines of @salon/machines with the real calls.
//
//   <PayInstallment opportunityId={opportunity.id} installment={payment} />
//   <PayInstallment opportunityId={id} installment={payment} method="card" headingLevel={3} />
import { paymentBlackoutNotice, type Payment, type PaymentBlackoutWindow } from '@salon/domain';
import { cardPaymentMachine, transferPaymentMachine } from '@salon/machines';
import { LoadingState } from '@salon/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { LoadFailed } from '../../../kit/LoadFailed';
import { useInvalidateAfter, useUserResources } from '../../../kit/data/useServerData';
import { useLanguage } from '../../../kit/language';
import { stateOf } from '../../../kit/machineState';
import { paymentConfirmationPath } from '../../../kit/routing/paths';
import { useApi } from '../../../kit/ServicesContext';
import { newIdempotencyKey } from './idempotency';
import { PayInstallmentView, type PaymentMethodChoice } from './PayInstallmentView';
import { confirmationMessages } from './confirmationMessages';
import { payMessages as messages } from './payMessages';

export interface PayInstallmentProps {
  /** The opportunity (registration) the installment belongs to: must be the installment's own. */
  opportunityId: string;
  /**
   * The installment to pay, as GET /me/payments answers it (`Payment` of @salon/domain): the 1st
   * installment, the 2nd or the balance (spec §9). A paid one, one being processed or one whose
   * transfer is awaited is shown as such, without a payment button.
   */
  installment: Payment;
  /** Impose a method; without it the exhibitor chooses card or bank transfer (spec §2). */
  method?: PaymentMethodChoice;
  /** The level of the component's heading in its page (2 by default; 3 inside a section). */
  headingLevel?: 2 | 3;
}

/** The time is checked every minute: a blackout window opens and closes on its own (spec §1). */
const TICK_MS = 60_000;

/**
 * The blackout windows the API refuses online payments in (GET /payment-blackouts, spec §1, §9)
 * come first: the notice, its dates and the card option follow the API's configuration, never a
 * window of the portal's own. While they load, the form waits; a failed load (the generic alert is
 * up, spec §7) offers its retry.
 */
export function PayInstallment(props: PayInstallmentProps) {
  const t = useIntl().formatMessage;
  const published = useUserResources(['paymentBlackouts']);
  if (published.status === 'loading') return <LoadingState label={t(messages.loading)} />;
  if (published.status === 'failed') {
    return (
      <LoadFailed
        announce="none"
        retryLabel={t(confirmationMessages.retry)}
        onRetry={published.retry}
      >
        {t(messages.loadFailed)}
      </LoadFailed>
    );
  }
  return <PayInstallmentForm {...props} blackoutWindows={published.data.paymentBlackouts} />;
}

/**
 * Card: POST /transaction-create with one idempotency key for this component's lifetime (a double
 * click or a retry makes one transaction, docs/api.md "Idempotency"), then the browser goes to the
 * provider's page. Transfer: POST /transaction-update-transfer, then the pending-transfer
 * confirmation page with the bank details and the reference (spec §2, §4 step 5). Each success
 * invalidates the payments, invoices and opportunities (docs/server-data.md), so the dashboard and
 * the invoices follow without a reload.
 */
function PayInstallmentForm({
  opportunityId,
  installment,
  method,
  headingLevel,
  blackoutWindows,
}: PayInstallmentProps & { blackoutWindows: readonly PaymentBlackoutWindow[] }) {
  const api = useApi();
  const lang = useLanguage();
  const navigate = useNavigate();
  const invalidateAfter = useInvalidateAfter();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [now, setNow] = useState(() => Date.now());
  const [machines] = useState(() => ({
    card: cardPaymentMachine.provide({
      actors: {
        createCardPayment: fromPromise(async ({ input }) => {
          const created = await api.call('cardPayment', { body: input, silent: true });
          await invalidateAfter('cardPayment');
          return created;
        }),
      },
    }),
    transfer: transferPaymentMachine.provide({
      actors: {
        requestTransfer: fromPromise(async ({ input }) => {
          const transfer = await api.call('transactionUpdateTransfer', {
            body: input,
            silent: true,
          });
          await invalidateAfter('transactionUpdateTransfer');
          return transfer;
        }),
      },
    }),
  }));
  const [card, sendCard] = useMachine(machines.card, {
    input: {
      mode: 'pay',
      payment: installment,
      idempotencyKey,
      now,
      language: lang,
      blackoutWindows,
    },
  });
  const [transfer, sendTransfer] = useMachine(machines.transfer, {
    input: { payment: installment, idempotencyKey },
  });

  useEffect(() => {
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      sendCard({ type: 'TICK', now: time });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [sendCard]);

  const redirectUrl = card.matches('redirecting') ? card.context.redirectUrl : null;
  useEffect(() => {
    if (redirectUrl) window.location.assign(redirectUrl);
  }, [redirectUrl]);

  const awaitedTransfer = transfer.matches('awaiting') ? transfer.context.transfer : null;
  useEffect(() => {
    if (awaitedTransfer) {
      void navigate(paymentConfirmationPath(lang, 'pendingTransfer', awaitedTransfer.reference), {
        state: { transfer: awaitedTransfer },
      });
    }
  }, [awaitedTransfer, lang, navigate]);

  if (installment.opportunity_id !== opportunityId) {
    throw new Error(
      `PayInstallment: installment ${installment.id} is not of opportunity ${opportunityId}`,
    );
  }
  return (
    <PayInstallmentView
      installment={installment}
      notice={paymentBlackoutNotice(now, blackoutWindows)}
      method={method}
      card={{ state: stateOf(card), context: card.context, send: sendCard }}
      transfer={{ state: stateOf(transfer), context: transfer.context, send: sendTransfer }}
      headingLevel={headingLevel}
      lang={lang}
    />
  );
}
