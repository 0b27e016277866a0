// An issued document as the calls answer it: the exhibitor's list (spec §7 GET /me/invoices), and
// the sales team's calls (the credit-note call, the platform status call, the overview): the
// invoice of the list, its company, its amount including VAT and where it stands on the approved
// platform (docs/payments.md "The platform").
import type { OperatorInvoice, PlatformStatus } from '@salon/domain';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client';
import { byId } from '../../infra/db/lookups';
import { accounts, invoices, opportunities } from '../../infra/db/schema';
import { toInvoice } from '../mappers';
import type { InvoiceListRow } from '../mappers';

/** The columns the invoices list reads (never the document nor its files). */
export const invoiceListColumns = {
  id: invoices.id,
  opportunityId: invoices.opportunityId,
  event: invoices.event,
  service: invoices.service,
  kind: invoices.kind,
  amount: invoices.amount,
  amountHt: invoices.amountHt,
  vat: invoices.vat,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  number: invoices.number,
  typeCode: invoices.typeCode,
};

/** The columns a sales team's answer reads: the list's and the platform's status. */
const invoiceAnswerColumns = {
  ...invoiceListColumns,
  platformStatus: invoices.platformStatus,
  platformMessage: invoices.platformMessage,
};

export type InvoiceAnswerRow = InvoiceListRow & {
  platformStatus: string;
  platformMessage: string | null;
};

export function toOperatorInvoice(row: InvoiceAnswerRow, company: string): OperatorInvoice {
  // The list's invoice given the sales team's fields, not spread into a new object: V8 (Node 20)
  // spent about 10 µs a row on `{ ...toInvoice(row), company, … }`, where this takes 0.2 µs; it
  // was an eighth of the API's CPU on a page of the overview (docs/performance.md "The benchmark
  // at scale").
  return Object.assign(toInvoice(row), {
    company,
    amount_ttc: row.amount,
    platform_status: row.platformStatus as PlatformStatus,
    platform_message: row.platformMessage,
  });
}

/**
 * Documents with their company, credited invoice's number and stand, for `toOperatorInvoice`;
 * `extra` columns beside them (a paged list's sort key). Each is a one-row subquery, not a join
 * (../../infra/db/lookups.ts: the overview's pages are planned at each call).
 */
export function selectOperatorInvoices<Extra extends Record<string, SQL>>(
  db: Executor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({
      ...invoiceAnswerColumns,
      company: byId<string>(accounts.name, accounts.id, invoices.accountId),
      creditedNumber: byId<string | null>(
        invoices.number,
        invoices.id,
        invoices.creditedInvoiceId,
        'credited',
      ),
      stand: byId<string | null>(opportunities.stand, opportunities.id, invoices.opportunityId),
      ...extra,
    })
    .from(invoices)
    .$dynamic();
}
