// The calls the contract adds where spec §7 says 'not shown': card payment start, transfer
// cancellation, the provider's notification, the sales team's operator calls.
import { z } from 'zod/mini';
import {
  cardPaymentRequestSchema,
  cardPaymentResponseSchema,
  paymentNotificationSchema,
  MAX_PROOF_BASE64_LENGTH,
  pendingTransferSchema,
  transferCancelRequestSchema,
  transferProofSchema,
  transferProofUploadSchema,
} from '../schemas/billing';
import { okSchema } from '../schemas/common';
import {
  contactActivationSchema,
  creditNoteRequestSchema,
  firstRegistrationDecisionSchema,
  firstRegistrationSummarySchema,
  idParamsSchema,
  inactiveContactSchema,
  operatorInvoiceSchema,
  platformStatusRequestSchema,
  quoteRevisionSchema,
  transferReceivedSchema,
} from '../schemas/operator';
import { rebookingQuoteSchema } from '../schemas/opportunity';
import { paymentBlackoutSchema } from '../schemas/showContent';
import type { EndpointDefinition } from './definition';
import { exhibitor } from './definition';

export const addedEndpoints = {
  /**
   * The payment blackout windows that apply, in force or to come (spec §1, §9): the portal's
   * notice and card option follow the API's configuration (PAYMENT_BLACKOUT).
   */
  paymentBlackouts: {
    method: 'GET',
    path: '/payment-blackouts',
    auth: 'client',
    response: z.array(paymentBlackoutSchema),
    added: true,
  },
  cardPayment: {
    method: 'POST',
    path: '/transaction-create',
    auth: 'user',
    roles: exhibitor,
    request: cardPaymentRequestSchema,
    response: cardPaymentResponseSchema,
    added: true,
  },
  transferCancel: {
    method: 'POST',
    path: '/transaction-cancel-transfer',
    auth: 'user',
    roles: exhibitor,
    request: transferCancelRequestSchema,
    response: pendingTransferSchema,
    rateLimited: true,
    added: true,
  },
  /** The exhibitor's bank transfers, with their proofs (spec §4 step 5): the pending-transfer page. */
  transfers: {
    method: 'GET',
    path: '/me/transfers',
    auth: 'user',
    roles: exhibitor,
    response: z.array(pendingTransferSchema),
    added: true,
  },
  /**
   * Sends the proof of a pending transfer (spec §4 step 5): PDF, PNG or JPEG by content, at most
   * 10 MB; a new proof replaces the previous one. Only the transfer's company may send it.
   */
  transferProofUpload: {
    method: 'POST',
    path: '/me/transfers/:id/proof',
    auth: 'user',
    roles: exhibitor,
    params: idParamsSchema,
    request: transferProofUploadSchema,
    response: transferProofSchema,
    bodyLimit: MAX_PROOF_BASE64_LENGTH + 64 * 1024,
    rateLimited: true,
    added: true,
  },
  /** The sales team downloads a transfer's proof (spec §4 step 5: proof and payment received). */
  operatorTransferProof: {
    method: 'GET',
    path: '/operator/transfers/:id/proof',
    auth: 'operator',
    params: idParamsSchema,
    response: 'binary',
    added: true,
  },
  paymentNotification: {
    method: 'POST',
    path: '/payments/notification',
    auth: 'provider',
    request: paymentNotificationSchema,
    response: okSchema,
    added: true,
  },
  operatorActivateContact: {
    method: 'POST',
    path: '/operator/contacts/:id/activate',
    auth: 'operator',
    params: idParamsSchema,
    request: contactActivationSchema,
    response: inactiveContactSchema,
    added: true,
  },
  operatorFirstRegistrations: {
    method: 'GET',
    path: '/operator/first-registrations',
    auth: 'operator',
    response: z.array(firstRegistrationSummarySchema),
    added: true,
  },
  operatorFirstRegistrationDecision: {
    method: 'POST',
    path: '/operator/first-registrations/:id/decision',
    auth: 'operator',
    params: idParamsSchema,
    request: firstRegistrationDecisionSchema,
    response: firstRegistrationSummarySchema,
    added: true,
  },
  operatorReviseQuote: {
    method: 'POST',
    path: '/operator/opportunities/:id/revise-quote',
    auth: 'operator',
    params: idParamsSchema,
    request: quoteRevisionSchema,
    response: rebookingQuoteSchema,
    added: true,
  },
  operatorTransferReceived: {
    method: 'POST',
    path: '/operator/transfers/:id/received',
    auth: 'operator',
    params: idParamsSchema,
    request: transferReceivedSchema,
    response: pendingTransferSchema,
    added: true,
  },
  /**
   * A credit note on an issued invoice (docs/payments.md "Credit notes"): all that remains of it,
   * or `amount_ht`; never more than remains (4220).
   */
  operatorCreditNote: {
    method: 'POST',
    path: '/operator/invoices/:id/credit-note',
    auth: 'operator',
    params: idParamsSchema,
    request: creditNoteRequestSchema,
    response: operatorInvoiceSchema,
    added: true,
  },
  /** What the approved platform said of an issued document (docs/payments.md "The platform"). */
  operatorPlatformStatus: {
    method: 'POST',
    path: '/operator/invoices/:id/platform-status',
    auth: 'operator',
    params: idParamsSchema,
    request: platformStatusRequestSchema,
    response: operatorInvoiceSchema,
    added: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
