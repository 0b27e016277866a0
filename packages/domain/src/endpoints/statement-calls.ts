// The sales team's bank statements and late card approvals (added calls behind the operator key;
// spec §4 rebooking flow 5; docs/payments.md "Statement import"). Apart from the other added
// calls: only the API and the operator CLI use them, never the portal.
import { z } from 'zod/mini';
import {
  bankEntryDismissalSchema,
  bankEntryResolutionSchema,
  bankEntryPageSchema,
  bankEntrySchema,
  bankStatementImportSchema,
  bankStatementRequestSchema,
  MAX_STATEMENT_BYTES,
  refundDueSchema,
} from '../schemas/bankStatements';
import { idParamsSchema } from '../schemas/operator';
import { pageQuerySchema } from '../schemas/paging';
import type { EndpointDefinition } from './definition';

export const statementEndpoints = {
  /**
   * Imports a camt.053 statement (`application/xml`, at most 20 MB): each booked credit is matched
   * to a pending transfer and paid, or left waiting with its reason; one transaction per credit.
   */
  operatorBankStatementImport: {
    method: 'POST',
    path: '/operator/bank-statements',
    auth: 'operator',
    body: 'xml',
    request: bankStatementRequestSchema,
    response: bankStatementImportSchema,
    bodyLimit: MAX_STATEMENT_BYTES,
    added: true,
  },
  /**
   * The credits waiting for the sales team, with their reason, oldest first, by pages
   * (docs/api.md "Paging"): `?cursor=&limit=`, the next page's cursor in `next`.
   */
  operatorBankEntriesWaiting: {
    method: 'GET',
    path: '/operator/bank-statements/unmatched',
    auth: 'operator',
    query: pageQuerySchema,
    response: bankEntryPageSchema,
    added: true,
  },
  /** A waiting credit applied to a named installment, which it pays (recorded). */
  operatorBankEntryResolve: {
    method: 'POST',
    path: '/operator/bank-statements/entries/:id/resolve',
    auth: 'operator',
    params: idParamsSchema,
    request: bankEntryResolutionSchema,
    response: bankEntrySchema,
    added: true,
  },
  /** A waiting credit set aside, with a note (recorded). */
  operatorBankEntryDismiss: {
    method: 'POST',
    path: '/operator/bank-statements/entries/:id/dismiss',
    auth: 'operator',
    params: idParamsSchema,
    request: bankEntryDismissalSchema,
    response: bankEntrySchema,
    added: true,
  },
  /** A card payment approved too late has been refunded by the sales team (recorded). */
  operatorRefundDone: {
    method: 'POST',
    path: '/operator/refunds/:id/done',
    auth: 'operator',
    params: idParamsSchema,
    request: z.strictObject({}),
    response: refundDueSchema,
    added: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
