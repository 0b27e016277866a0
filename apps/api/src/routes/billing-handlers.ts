// Rebooking, quotes, payments, invoices and the provider's notification (spec §4, §7).
import type { AppContext } from '../context';
import { renderInvoicePdf } from '../pdf/invoice-pdf';
import {
  cancelTransfer,
  handleNotification,
  listInvoices,
  listPayments,
  listTransfers,
  ownInvoice,
  startCardPayment,
  startTransfer,
  transactionStatus,
  uploadProof,
} from '../services/payments';
import { rebookingOpportunities, rebookingQuote, updateRebookingQuote } from '../services/quotes';
import { signedIn } from './types';
import type { Handlers } from './types';

type BillingNames =
  | 'invoices'
  | 'invoicePdf'
  | 'payments'
  | 'rebookingOpportunities'
  | 'rebookingQuote'
  | 'rebookingQuoteUpdate'
  | 'transactionUpdate'
  | 'transactionUpdateTransfer'
  | 'cardPayment'
  | 'transferCancel'
  | 'transfers'
  | 'transferProofUpload'
  | 'paymentNotification';

export function billingHandlers(ctx: AppContext): Pick<Handlers, BillingNames> {
  return {
    invoices: ({ caller }) => listInvoices(ctx, signedIn(caller)),
    async invoicePdf({ caller, params }) {
      const invoice = await ownInvoice(ctx, signedIn(caller), params.id);
      return {
        contentType: 'application/pdf',
        filename: `${invoice.number}.pdf`,
        body: await renderInvoicePdf(invoice, ctx.config.seller),
      };
    },
    payments: ({ caller }) => listPayments(ctx, signedIn(caller)),
    rebookingOpportunities: ({ caller }) => rebookingOpportunities(ctx, signedIn(caller)),
    rebookingQuote: ({ caller, params }) =>
      rebookingQuote(ctx, signedIn(caller).accountId ?? '', params.id),
    rebookingQuoteUpdate: ({ caller, body }) => updateRebookingQuote(ctx, signedIn(caller), body),
    transactionUpdate: ({ caller, body }) => transactionStatus(ctx, signedIn(caller), body.token),
    transactionUpdateTransfer: ({ caller, body }) => startTransfer(ctx, signedIn(caller), body),
    cardPayment: ({ caller, body }) => startCardPayment(ctx, signedIn(caller), body),
    transferCancel: ({ caller, body }) => cancelTransfer(ctx, signedIn(caller), body.transfer_id),
    transfers: ({ caller }) => listTransfers(ctx, signedIn(caller)),
    transferProofUpload: ({ caller, params, body }) =>
      uploadProof(ctx, signedIn(caller), params.id, body),
    paymentNotification: ({ body }) => handleNotification(ctx, body),
  };
}
