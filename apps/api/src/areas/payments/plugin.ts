// The payments area, one encapsulated plugin (spec §4 rebooking flow 4-5, §7, §9): the company's
// installments, card payments through the provider the assembly chose (src/app.ts) and its
// notification, bank transfers and their proofs, and the sales team's receipt of a transfer and
// download of its proof (added calls behind the operator key). The provider's own pages (the
// sandbox's) are registered here too.
import { applicablePaymentBlackouts } from '@salon/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { CardProvider } from '../../card-provider';
import { registerEndpoints } from '../../core/endpoints/register';
import { signedIn } from '../../core/endpoints/types';
import type { Handlers } from '../../core/endpoints/types';
import { startCardPayment, transactionStatus } from './card';
import type { PaymentsContext } from './config';
import { listPayments } from './lists';
import { handleNotification } from './notification';
import { proofFile, uploadProof } from './proof';
import { cancelTransfer, listTransfers, startTransfer, transferReceived } from './transfer';

type PaymentNames =
  | 'payments'
  | 'paymentBlackouts'
  | 'cardPayment'
  | 'transactionUpdate'
  | 'transactionUpdateTransfer'
  | 'transferCancel'
  | 'transfers'
  | 'transferProofUpload'
  | 'paymentNotification'
  | 'operatorTransferReceived'
  | 'operatorTransferProof';

function paymentHandlers(
  ctx: PaymentsContext,
  provider: CardProvider,
): Pick<Handlers, PaymentNames> {
  return {
    payments: ({ caller }) => listPayments(ctx, signedIn(caller)),
    // The windows the payments are refused in (spec §1, §9), for the portal's notice.
    paymentBlackouts: async () => applicablePaymentBlackouts(ctx.now(), ctx.config.paymentBlackout),
    cardPayment: ({ caller, body }) => startCardPayment(ctx, provider, signedIn(caller), body),
    transactionUpdate: ({ caller, body }) => transactionStatus(ctx, signedIn(caller), body.token),
    transactionUpdateTransfer: ({ caller, body }) => startTransfer(ctx, signedIn(caller), body),
    transferCancel: ({ caller, body }) => cancelTransfer(ctx, signedIn(caller), body.transfer_id),
    transfers: ({ caller }) => listTransfers(ctx, signedIn(caller)),
    transferProofUpload: ({ caller, params, body }) =>
      uploadProof(ctx, signedIn(caller), params.id, body),
    // Every provider's notification, checked and read by the provider (src/core/endpoints).
    paymentNotification: ({ body }) => handleNotification(ctx, body),
    operatorTransferReceived: ({ params }) => transferReceived(ctx, params.id),
    operatorTransferProof: ({ params }) => proofFile(ctx, params.id),
  };
}

export interface PaymentsOptions {
  ctx: PaymentsContext;
  /** The card provider, chosen once where the app is assembled. */
  provider: CardProvider;
}

export const paymentsPlugin: FastifyPluginAsync<PaymentsOptions> = async (app, options) => {
  const { ctx, provider } = options;
  registerEndpoints(app, ctx, paymentHandlers(ctx, provider), { provider });
  provider.registerPages?.(app, ctx);
};
