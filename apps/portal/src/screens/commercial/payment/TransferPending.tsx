// The pending-transfer page's container (spec §2 payment-confirmation 'pending transfer', spec §4
// rebooking flow step 5): the transfer of the reference in the URL (GET /me/transfers) and its
// installment (GET /me/payments), the transfer machine with the real calls: the proof sent
// (POST /me/transfers/{id}/proof), the cancellation (POST /transaction-cancel-transfer), then the
// card payment of the same installment.
import type { Payment, PendingTransfer } from '@salon/domain';
import { transferPaymentMachine, type ProofFile } from '@salon/machines';
import { Alert, LinkButton, LoadingState } from '@salon/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useInvalidateAfter, useUserResources } from '../../../kit/data/useServerData';
import { useLanguage } from '../../../kit/language';
import { LoadFailed } from '../../../kit/LoadFailed';
import { stateOf } from '../../../kit/machineState';
import { pathTo } from '../../../kit/routing/paths';
import { useApi } from '../../../kit/ServicesContext';
import { confirmationMessages as messages } from './confirmationMessages';
import { newIdempotencyKey } from './idempotency';
import { PayInstallment } from './LazyPayInstallment';
import * as styles from './payment.css';
import { TransferPendingView } from './TransferPendingView';

/** A file's content in base64, as POST /me/transfers/{id}/proof takes it. */
async function base64Of(file: ProofFile): Promise<string> {
  const bytes = new Uint8Array(await file.slice(0, file.size).arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

export function TransferPending({ reference }: { reference: string }) {
  const intl = useIntl();
  const lang = useLanguage();
  const resources = useUserResources(['transfers', 'payments']);
  if (resources.status === 'loading') {
    return <LoadingState label={intl.formatMessage(messages.transferLoading)} />;
  }
  if (resources.status === 'failed') {
    return (
      <LoadFailed retryLabel={intl.formatMessage(messages.retry)} onRetry={resources.retry}>
        {intl.formatMessage(messages.transferLoadFailed)}
      </LoadFailed>
    );
  }
  const { transfers, payments } = resources.data;
  const transfer = transfers.find((candidate) => candidate.reference === reference);
  const payment = transfer && payments.find((candidate) => candidate.id === transfer.payment_id);
  if (!transfer || !payment) {
    return (
      <div className={styles.panel}>
        <Alert tone="warning">{intl.formatMessage(messages.transferUnknown)}</Alert>
        <LinkButton href={pathTo(lang, 'invoices')} variant="secondary">
          {intl.formatMessage(messages.toInvoices)}
        </LinkButton>
      </div>
    );
  }
  return <TransferFlow key={transfer.transfer_id} transfer={transfer} payment={payment} />;
}

function TransferFlow({ transfer, payment }: { transfer: PendingTransfer; payment: Payment }) {
  const api = useApi();
  const invalidateAfter = useInvalidateAfter();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [machine] = useState(() =>
    transferPaymentMachine.provide({
      actors: {
        uploadProof: fromPromise(async ({ input }) => {
          await api.call('transferProofUpload', {
            params: { id: input.transfer_id },
            body: { name: input.file.name, content: await base64Of(input.file) },
            silent: true,
          });
          await invalidateAfter('transferProofUpload');
          return { success: true as const };
        }),
        cancelTransfer: fromPromise(async ({ input }) => {
          const canceled = await api.call('transferCancel', { body: input, silent: true });
          await invalidateAfter('transferCancel');
          return canceled;
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { payment, idempotencyKey, pendingTransfer: transfer },
  });
  // The sales team marks the transfer received (spec §4 step 5): the list shows it on reload.
  useEffect(() => {
    if (transfer.status === 'received') send({ type: 'TRANSFER_UPDATED', transfer });
  }, [transfer, send]);
  return (
    <TransferPendingView
      state={stateOf(snapshot)}
      context={snapshot.context}
      send={send}
      payByCard={
        <PayInstallment
          opportunityId={payment.opportunity_id}
          installment={payment}
          method="card"
        />
      }
    />
  );
}
