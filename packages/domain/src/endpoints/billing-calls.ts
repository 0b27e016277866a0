// The exhibitor's invoices, installments and payment transactions (spec §2 pro/invoices, §4
// rebooking steps 4-5, spec §7).
import { z } from 'zod/mini';
import {
  invoiceSchema,
  paymentSchema,
  pendingTransferSchema,
  transactionSchema,
  transactionUpdateRequestSchema,
  transferRequestSchema,
} from '../schemas/billing';
import { idParamsSchema } from '../schemas/operator';
import { pageQuerySchema } from '../schemas/paging';
import type { EndpointDefinition } from './definition';
import { exhibitor } from './definition';

export const billingEndpoints = {
  /**
   * The company's invoices and credit notes, newest first, by pages (docs/api.md "Paging"): the
   * body stays spec §7's list; `?cursor=&limit=` asks a page, the next one's cursor comes in the
   * `Salon-Next-Cursor` header. Without parameters: the 50 most recent.
   */
  invoices: {
    method: 'GET',
    path: '/me/invoices',
    auth: 'user',
    roles: exhibitor,
    query: pageQuerySchema,
    response: z.array(invoiceSchema),
    nextCursorHeader: true,
  },
  invoicePdf: {
    method: 'GET',
    path: '/me/invoice_pdf/:id',
    auth: 'user',
    roles: exhibitor,
    params: idParamsSchema,
    response: 'binary',
  },
  payments: {
    method: 'GET',
    path: '/me/payments',
    auth: 'user',
    roles: exhibitor,
    response: z.array(paymentSchema),
  },
  transactionUpdate: {
    method: 'POST',
    path: '/transaction-update',
    auth: 'user',
    roles: exhibitor,
    request: transactionUpdateRequestSchema,
    response: transactionSchema,
  },
  transactionUpdateTransfer: {
    method: 'POST',
    path: '/transaction-update-transfer',
    auth: 'user',
    roles: exhibitor,
    request: transferRequestSchema,
    response: pendingTransferSchema,
    /** Per account and IP, with the proof and the cancellation (docs/security.md). */
    rateLimited: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
