// Money (spec §4 rebooking flow 4-5, §9): installments, card transactions and the provider's
// notifications, bank transfers, invoices and their yearly counter.
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
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
  (table) => [index('transactions_payment_idx').on(table.paymentId)],
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

/** Invoices: one per paid installment, numbered without gaps per year (docs/api.md "Invoices"). */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    opportunityId: requiredRef('opportunity_id', () => opportunities.id),
    accountId: requiredRef('account_id', () => accounts.id),
    kind: text('kind').notNull(),
    service: text('service').notNull(),
    event: text('event').notNull(),
    amount: integer('amount').notNull(),
    amountHt: integer('amount_ht').notNull(),
    vat: integer('vat').notNull(),
    vatRate: real('vat_rate').notNull(),
    issueDate: day('issue_date').notNull(),
    dueDate: day('due_date').notNull(),
    /** The billing details as they were when the invoice was issued: invoices never change. */
    billing: jsonb('billing').notNull(),
    langue: text('langue').notNull(),
    method: text('method').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoices_year_sequence_idx').on(table.year, table.sequence),
    index('invoices_account_idx').on(table.accountId),
  ],
);

/** The last invoice number of each year, incremented in the invoice's transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

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
