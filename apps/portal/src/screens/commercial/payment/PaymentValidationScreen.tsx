// pro/payment-validation/{token} (spec §2): back from the card provider, the portal asks the API
// what became of the transaction (POST /transaction-update, spec §7; the answer reflects the
// provider's signed notification only, docs/security.md), then lands on
// pro/payment-confirmation/{statut}/{reference} (success, failure or pending). The payments,
// invoices, opportunities and quotes are invalidated, so every screen shows the new state.
import { cardPaymentMachine } from '@salon/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useInvalidateAfter } from '../../../kit/data/useServerData';
import { useLanguage } from '../../../kit/language';
import { stateOf } from '../../../kit/machineState';
import {
  paymentConfirmationPath,
  type PaymentConfirmationStatus,
} from '../../../kit/routing/paths';
import { useApi } from '../../../kit/ServicesContext';
import { PaymentValidationView } from './CardReturnViews';
import { confirmationQuery } from './paymentArrival';

const outcomes = {
  'confirmation.success': 'success',
  'confirmation.failure': 'failure',
  'confirmation.pending': 'pending',
} as const satisfies Record<string, PaymentConfirmationStatus>;

export function PaymentValidationScreen() {
  const { token = '' } = useParams();
  return <PaymentValidation key={token} token={token} />;
}

function PaymentValidation({ token }: { token: string }) {
  const api = useApi();
  const lang = useLanguage();
  const navigate = useNavigate();
  const invalidateAfter = useInvalidateAfter();
  const [machine] = useState(() =>
    cardPaymentMachine.provide({
      actors: {
        validateTransaction: fromPromise(async ({ input }) => {
          const transaction = await api.call('transactionUpdate', { body: input, silent: true });
          await invalidateAfter('transactionUpdate');
          return transaction;
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { mode: 'return', token } });
  const state = stateOf(snapshot);
  const transaction = snapshot.context.transaction;
  const outcome = state in outcomes ? outcomes[state as keyof typeof outcomes] : null;
  useEffect(() => {
    if (!outcome || !transaction) return;
    const path = paymentConfirmationPath(lang, outcome, transaction.reference);
    const query = confirmationQuery(outcome, { paymentId: transaction.payment_id, token });
    void navigate(`${path}${query}`, { replace: true });
  }, [outcome, transaction, token, lang, navigate]);
  return <PaymentValidationView state={state} context={snapshot.context} send={send} />;
}
