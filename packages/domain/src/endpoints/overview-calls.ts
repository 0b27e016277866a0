// The operator overview's lists, one page each (added calls behind the operator key; docs/api.md
// "Paging"): the overview answers each list's first page with its total and next cursor, and these
// calls answer the pages after it, in the same order. Only the API and the operator CLI use them.
import { firstPageQuerySchema, pageOf, pageQuerySchema } from '../schemas/paging';
import { operatorOverviewSchema, overviewListItems, type OverviewList } from '../schemas/operator';
import type { EndpointDefinition } from './definition';

/** `GET /operator/overview/<list>?cursor=&limit=`: one page of one list of the overview. */
const overviewPage = <L extends OverviewList>(list: L) =>
  ({
    method: 'GET',
    path: `/operator/overview/${list.replaceAll('_', '-')}`,
    auth: 'operator',
    query: pageQuerySchema,
    response: pageOf(overviewListItems[list]),
    added: true,
  }) as const;

export const overviewEndpoints = {
  /** What waits for the sales team: each list's first page (`?limit=`), its total and next cursor. */
  operatorOverview: {
    method: 'GET',
    path: '/operator/overview',
    auth: 'operator',
    query: firstPageQuerySchema,
    response: operatorOverviewSchema,
    added: true,
  },
  operatorOverviewFirstRegistrations: overviewPage('first_registrations'),
  operatorOverviewPendingTransfers: overviewPage('pending_transfers'),
  operatorOverviewQuotesToRevise: overviewPage('quotes_to_revise'),
  operatorOverviewInactiveContacts: overviewPage('inactive_contacts'),
  operatorOverviewRefundsDue: overviewPage('refunds_due'),
  operatorOverviewCreditNotesToRefund: overviewPage('credit_notes_to_refund'),
  operatorOverviewEinvoices: overviewPage('einvoices'),
} as const satisfies Record<string, EndpointDefinition>;

/** The call that pages each list of the overview. */
export const overviewPageCalls = {
  first_registrations: 'operatorOverviewFirstRegistrations',
  pending_transfers: 'operatorOverviewPendingTransfers',
  quotes_to_revise: 'operatorOverviewQuotesToRevise',
  inactive_contacts: 'operatorOverviewInactiveContacts',
  refunds_due: 'operatorOverviewRefundsDue',
  credit_notes_to_refund: 'operatorOverviewCreditNotesToRefund',
  einvoices: 'operatorOverviewEinvoices',
} as const satisfies Record<OverviewList, keyof typeof overviewEndpoints>;
