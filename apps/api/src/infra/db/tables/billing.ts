// Money (spec §4 rebooking flow 4-5, §9): installments, card transactions and the provider's
// notifications, bank transfers, invoices and their yearly counter.
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, instant, day, requiredRef } from './columns';
import { accounts } from './people';
import { opportunities } from './rebooking';

/** Installments of a validated quote (spec §9): acompte1, acompte2, solde. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    opportunityId: requiredRef('opportunity_id', () => opportunities.id),
    kind: text('kind').notNull(),
    service: text('service').notNull().default('stand'),
    percentage: real('percentage').notNull(),
    /** Amount including VAT, in cents. */
    amount: integer('amount').notNull(),
    amountHt: integer('amount_ht').notNull(),
    vat: integer('vat').notNull(),
    dueDate: day('due_date').notNull(),
    /** due, processing, pending_transfer, paid */
    status: text('status').notNull().default('due'),
    method: text('method'),
    paidAt: instant('paid_at'),
    invoiceId: text('invoice_id'),
  },
  (table) => [uniqueIndex('payments_opportunity_kind_idx').on(table.opportunityId, table.kind)],
);

/**
 * What a card transaction and a bank transfer both hold: one attempt of the company to pay an
 * installment, under its idempotency key, for an amount and with a unique reference.
 */
const paymentAttemptColumns = () => ({
  id: text('id').primaryKey(),
  paymentId: requiredRef('payment_id', () => payments.id),
  accountId: requiredRef('account_id', () => accounts.id),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** SHA-256 of the request that created it: a reused key with another payload is refused. */
  requestHash: text('request_hash').notNull(),
  amount: integer('amount').notNull(),
  reference: text('reference').notNull().unique(),
  createdAt: createdAt(),
  completedAt: instant('completed_at'),
});

/** Card transactions with the payment provider; the idempotency key makes retries safe. */
export const transactions = pgTable(
  'transactions',
  {
    ...paymentAttemptColumns(),
    /** The token of the portal's payment-validation/{token} route. */
    validationToken: text('validation_token').notNull().unique(),
    langue: text('langue').notNull(),
    /** pending, success, failure, canceled (superseded by a newer attempt) */
    status: text('status').notNull().default('pending'),
    /** Approved while online payments were closed (docs/security.md "Payment blackout"). */
    approvedInBlackout: boolean('approved_in_blackout').notNull().default(false),
    /** The provider's session of this attempt (Stripe's Checkout Session), to expire it. */
    providerSession: text('provider_session'),
    /**
     * The provider approved it when it was no longer pending or its installment was paid:
     * attempt_canceled, attempt_failed, installment_paid (docs/security.md "Card payments").
     */
    refundReason: text('refund_reason'),
    lateApprovalAt: instant('late_approval_at'),
    /** The sales team has refunded that late approval. */
    refundedAt: instant('refunded_at'),
  },
  (table) => [
    index('transactions_payment_idx').on(table.paymentId),
    // The operator overview's refunds due, oldest first, read in order whatever the history
    // (docs/api.md "Paging", docs/testing.md "Indexes proven").
    index('transactions_refunds_due_idx')
      .on(table.lateApprovalAt, table.id)
      .where(sql`${table.refundReason} is not null and ${table.refundedAt} is null`),
  ],
);

/** Signed provider notifications already processed: a replay is acknowledged and ignored. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  transactionId: text('transaction_id').notNull(),
  receivedAt: createdAt(),
});

/** Bank transfers (spec §4 step 5). */
export const transfers = pgTable(
  'transfers',
  {
    ...paymentAttemptColumns(),
    /** pending, received, canceled */
    status: text('status').notNull().default('pending'),
  },
  (table) => [
    index('transfers_payment_idx').on(table.paymentId),
    // One pending transfer per installment, whatever two requests do at once (docs/security.md
    // "Paying one installment once").
    uniqueIndex('transfers_one_pending_idx')
      .on(table.paymentId)
      .where(sql`${table.status} = 'pending'`),
    // The operator overview's pending transfers, oldest first: a page reads its rows in order,
    // never every pending transfer to sort them (docs/api.md "Paging").
    index('transfers_pending_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The proof of a bank transfer (spec §4 step 5), one per transfer: a new one replaces it. The
 * content was checked on receipt (PDF, PNG or JPEG by its first bytes, at most 10 MB).
 */
export const transferProofs = pgTable('transfer_proofs', {
  transferId: text('transfer_id')
    .primaryKey()
    .references(() => transfers.id),
  accountId: requiredRef('account_id', () => accounts.id),
  name: text('name').notNull(),
  /** pdf, png, jpeg: read from the content. */
  kind: text('kind').notNull(),
  size: integer('size').notNull(),
  content: bytes('content').notNull(),
  uploadedAt: instant('uploaded_at').notNull(),
});

/**
 * Invoices and credit notes (docs/payments.md "Invoices are e-invoices"): one invoice per paid
 * installment (a down payment, 386, or the final invoice, 380), and the credit notes (381) that
 * correct them. Numbered without gaps per seller, series (F invoices, AV credit notes) and year.
 * An issued document never changes: `document` is everything it says, frozen when it is issued, and
 * `pdf` and `xml` its Factur-X file and CII XML, stored once and served as stored.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull(),
    /** The seller's SIREN: numbering is per seller. */
    seller: text('seller').notNull().default(''),
    /** F: invoices; AV: credit notes. */
    series: text('series').notNull().default('F'),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** UNTDID 1001: 386 down payment, 380 final invoice, 381 credit note. */
    typeCode: text('type_code').notNull().default('386'),
    /** The paid installment an invoice is for; null for a credit note. */
    paymentId: text('payment_id')
      .unique()
      .references(() => payments.id),
    /** The invoice a credit note credits. */
    creditedInvoiceId: text('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    /** Why a credit note was issued. */
    reason: text('reason'),
    opportunityId: requiredRef('opportunity_id', () => opportunities.id),
    accountId: requiredRef('account_id', () => accounts.id),
    kind: text('kind').notNull(),
    service: text('service').notNull(),
    event: text('event').notNull(),
    /** What this document charges (a credit note: credits), including VAT, in cents. */
    amount: integer('amount').notNull(),
    amountHt: integer('amount_ht').notNull(),
    vat: integer('vat').notNull(),
    vatRate: real('vat_rate').notNull(),
    issueDate: day('issue_date').notNull(),
    dueDate: day('due_date').notNull(),
    /** The billing details as they were when the invoice was issued: invoices never change. */
    billing: jsonb('billing').notNull(),
    /** Everything the document says (core/einvoicing/document.ts), frozen at issue. */
    document: jsonb('document'),
    /** The Factur-X PDF/A-3 file and its CII XML, stored once, right after the issue. */
    pdf: bytes('pdf'),
    xml: text('xml'),
    langue: text('langue').notNull(),
    method: text('method').notNull(),
    /** pending (to deposit), deposited, rejected, paid: what the approved platform says. */
    platformStatus: text('platform_status').notNull().default('pending'),
    platformMessage: text('platform_message'),
    platformStatusAt: instant('platform_status_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoices_seller_number_idx').on(table.seller, table.number),
    uniqueIndex('invoices_seller_series_year_sequence_idx').on(
      table.seller,
      table.series,
      table.year,
      table.sequence,
    ),
    // A company's invoices, newest first, a page at a time over the years (GET /me/invoices;
    // docs/api.md "Paging"): read in the index's order, scanned backward.
    index('invoices_account_issued_idx').on(
      table.accountId,
      table.issueDate,
      table.createdAt,
      table.id,
    ),
    index('invoices_credited_idx').on(table.creditedInvoiceId),
    // An installment's invoice reads its registration's down payments (docs/testing.md "Indexes
    // proven").
    index('invoices_opportunity_idx').on(table.opportunityId),
    // The operator overview's documents the platform has not reported paid, newest first, and
    // their count: the recent ones only, whatever the years of history (docs/api.md "Paging");
    // the type in the key too, so the credit notes' page and count are read in the index alone.
    index('invoices_platform_open_idx')
      .on(table.createdAt, table.id, table.typeCode)
      .where(sql`${table.platformStatus} <> 'paid'`),
  ],
);

/** The last number of each seller's series and year, incremented in the document's transaction. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    seller: text('seller').notNull().default(''),
    series: text('series').notNull().default('F'),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.seller, table.series, table.year] })],
);

/**
 * E-reporting (docs/payments.md "E-reporting"): the payment date and amount of each installment
 * paid, the payment data that invoices of services must report to the tax administration.
 */
export const paymentReports = pgTable('payment_reports', {
  id: text('id').primaryKey(),
  invoiceId: requiredRef('invoice_id', () => invoices.id),
  paymentId: requiredRef('payment_id', () => payments.id),
  paidOn: day('paid_on').notNull(),
  amount: integer('amount').notNull(),
  method: text('method').notNull(),
  createdAt: createdAt(),
});

/**
 * The e-invoicing outbox (docs/payments.md "The platform"): each issued document to deposit on the
 * approved platform, and each payment to report, claimed with a lease and retried, like the email
 * outbox.
 */
export const einvoiceOutbox = pgTable(
  'einvoice_outbox',
  {
    id: text('id').primaryKey(),
    /** document: deposit an invoice or credit note; payment: report a payment. */
    kind: text('kind').notNull(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    reportId: text('report_id').references(() => paymentReports.id),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (table) => [index('einvoice_outbox_due_idx').on(table.sentAt, table.nextAttemptAt)],
);

/**
 * The credits of the bank statements the sales team imported (docs/payments.md "Statement
 * import"): each once, by the bank's reference; paid, or waiting for a decision with its reason,
 * then resolved against an installment or dismissed.
 */
export const bankEntries = pgTable(
  'bank_entries',
  {
    id: text('id').primaryKey(),
    /** AcctSvcrRef, else NtryRef (or a reference made from the statement, docs/payments.md). */
    bankReference: text('bank_reference').notNull().unique(),
    statementId: text('statement_id'),
    bookingDate: day('booking_date').notNull(),
    /** In cents of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    debtorName: text('debtor_name'),
    debtorIban: text('debtor_iban'),
    remittance: text('remittance').notNull(),
    endToEndId: text('end_to_end_id'),
    /** paid, waiting, resolved, dismissed */
    status: text('status').notNull(),
    /** Why it waits or waited (rules/bankStatement.ts of @salon/domain). */
    reason: text('reason'),
    transferId: text('transfer_id').references(() => transfers.id),
    paymentId: text('payment_id').references(() => payments.id),
    expectedAmount: integer('expected_amount'),
    note: text('note'),
    importedAt: instant('imported_at').notNull(),
    decidedAt: instant('decided_at'),
  },
  (table) => [index('bank_entries_status_idx').on(table.status)],
);
