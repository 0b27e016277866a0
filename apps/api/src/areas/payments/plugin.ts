// The payments area, one encapsulated plugin (spec §4 rebooking flow 4-5, §7, §9): the company's
// installments, card payments through the provider the assembly chose (src/app.ts) and its
// notification, bank transfers and their proofs, and the sales team's calls behind the operator
// key: a transfer received, its proof, the bank statements imported and their waiting credits
// decided, late card approvals refunded. The provider's own pages (the sandbox's) are registered
// here too.
import { applicablePaymentBlackouts } from '@salon/domain';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { CardProvider } from '../../card-provider';
import { registerEndpoints } from '../../core/endpoints/register';
import { signedIn } from '../../core/endpoints/types';
import type { Handlers } from '../../core/endpoints/types';
import { startCardPayment, transactionStatus } from './card';
import type { PaymentsContext } from './config';
import { listPayments } from './lists';
import { handleNotification, refundDone } from './notification';
import { proofFile, uploadProof } from './proof';
import { dismissEntry, resolveEntry, waitingEntries } from './statements/decisions';
import { importStatement } from './statements/import';
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
  | 'operatorTransferProof'
  | 'operatorBankEntriesWaiting'
  | 'operatorBankEntryResolve'
  | 'operatorBankEntryDismiss'
  | 'operatorRefundDone';

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
    transactionUpdateTransfer: ({ caller, body }) =>
      startTransfer(ctx, provider, signedIn(caller), body),
    transferCancel: ({ caller, body }) => cancelTransfer(ctx, signedIn(caller), body.transfer_id),
    transfers: ({ caller }) => listTransfers(ctx, signedIn(caller)),
    transferProofUpload: ({ caller, params, body }) =>
      uploadProof(ctx, signedIn(caller), params.id, body),
    // Every provider's notification, checked and read by the provider (src/core/endpoints).
    paymentNotification: ({ body }) => handleNotification(ctx, body),
    operatorTransferReceived: ({ params }) => transferReceived(ctx, params.id),
    operatorTransferProof: ({ params }) => proofFile(ctx, params.id),
    operatorBankEntriesWaiting: ({ query }) => waitingEntries(ctx, query),
    operatorBankEntryResolve: ({ params, body }) => resolveEntry(ctx, provider, params.id, body),
    operatorBankEntryDismiss: ({ params, body }) => dismissEntry(ctx, params.id, body),
    operatorRefundDone: ({ params }) => refundDone(ctx, params.id),
  };
}

/**
 * The statement import, in a plugin of its own: the XML body parser exists on its route only
 * (every other call reads JSON or a form); a body over its limit (20 MB) is refused before it is
 * read (413, 2201).
 */
async function statementImport(app: FastifyInstance, ctx: PaymentsContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/xml', 'text/xml'],
      { parseAs: 'string' },
      (_request, body, parsed) => parsed(null, body),
    );
    registerEndpoints(scope, ctx, {
      operatorBankStatementImport: ({ body }) => importStatement(ctx, body),
    });
  });
}

export interface PaymentsOptions {
  ctx: PaymentsContext;
  /** The card provider, chosen once where the app is assembled. */
  provider: CardProvider;
}

export const paymentsPlugin: FastifyPluginAsync<PaymentsOptions> = async (app, options) => {
  const { ctx, provider } = options;
  registerEndpoints(app, ctx, paymentHandlers(ctx, provider), { provider });
  await statementImport(app, ctx);
  provider.registerPages?.(app, ctx);
};
