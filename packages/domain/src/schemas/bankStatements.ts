// The sales team's bank statement import (added calls; spec §4 rebooking flow 5; docs/payments.md
// "Statement import"): the answer of an import, the credits waiting for a decision, the decisions,
// and the card payments the provider approved too late, to refund.
import { z } from 'zod/mini';
import { cursorSchema, totalSchema } from './paging';
import { bankEntryWaitingReasons } from '../rules/bankStatement';
import { centsSchema, idSchema, isoDateSchema, isoDateTimeSchema } from './common';

const count = z.number().check(z.int(), z.nonnegative());

/** The largest statement accepted: 20 MB of XML (refused before it is read). */
export const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;

/**
 * A camt.053 statement, as the XML text of POST /operator/bank-statements
 * (`content-type: application/xml`).
 */
export const bankStatementRequestSchema = z.string().check(z.minLength(1));

/** What one import did, counted by kind (docs/payments.md "Statement import"). */
export const bankStatementImportSchema = z.object({
  /** The statements the file holds (camt.053 `Stmt`). */
  statements: count,
  /** Booked credits read; debits and credits not booked are `ignored`. */
  entries: count,
  ignored: count,
  counts: z.object({
    paid: count,
    no_match: count,
    ambiguous: count,
    amount_mismatch: count,
    transfer_canceled: count,
    paid_by_card: count,
    already_paid: count,
    already_imported: count,
    failed: count,
  }),
  /** The credits whose transaction failed: nothing of them applied, a new import retries them. */
  failures: z.array(z.object({ bank_reference: z.string(), description: z.string() })),
});
export type BankStatementImport = z.infer<typeof bankStatementImportSchema>;

export const bankEntryStatuses = ['waiting', 'paid', 'resolved', 'dismissed'] as const;

/** One credit of a statement, as the sales team reads it. */
export const bankEntrySchema = z.object({
  id: idSchema,
  /** The bank's reference of the credit (`AcctSvcrRef`, else `NtryRef`): imported once. */
  bank_reference: z.string(),
  statement_id: z.nullable(z.string()),
  booking_date: isoDateSchema,
  /** In cents of `currency`. */
  amount: centsSchema,
  currency: z.string(),
  debtor_name: z.nullable(z.string()),
  debtor_iban: z.nullable(z.string()),
  /** The remittance information (unstructured, structured, end-to-end id), as one text. */
  remittance: z.string(),
  end_to_end_id: z.nullable(z.string()),
  status: z.enum(bankEntryStatuses),
  /** Why it waits (or waited, once decided). */
  reason: z.nullable(z.enum(bankEntryWaitingReasons)),
  /** Money possibly received twice for one installment: to refund. */
  possible_double_payment: z.boolean(),
  /** The transfer its remittance names, when exactly one. */
  transfer_reference: z.nullable(z.string()),
  /** The installment it paid, names, or was resolved against. */
  payment_id: z.nullable(idSchema),
  /** What the transfer asked for, when it differs from `amount`. */
  expected_amount: z.nullable(centsSchema),
  company: z.nullable(z.string()),
  note: z.nullable(z.string()),
  imported_at: isoDateTimeSchema,
  decided_at: z.nullable(isoDateTimeSchema),
});
export type BankEntry = z.infer<typeof bankEntrySchema>;

/** A page of the credits waiting for a decision, oldest first (docs/api.md "Paging"). */
export const bankEntryPageSchema = z.object({
  entries: z.array(bankEntrySchema),
  /** How many credits wait in all. */
  total: totalSchema,
  /** The next page's cursor, null on the last page. */
  next: z.nullable(cursorSchema),
});
export type BankEntryPage = z.infer<typeof bankEntryPageSchema>;

const noteSchema = z.optional(z.string().check(z.trim(), z.maxLength(500)));

/** Resolve a waiting credit against an installment: it is paid by this transfer. */
export const bankEntryResolutionSchema = z.strictObject({ payment_id: idSchema, note: noteSchema });

/** Dismiss a waiting credit (not ours, refunded, already counted): recorded, nothing paid. */
export const bankEntryDismissalSchema = z.strictObject({ note: noteSchema });

/** Why an approved card payment is money to give back. */
export const refundReasons = ['attempt_canceled', 'attempt_failed', 'installment_paid'] as const;

/**
 * A card payment the provider approved when its attempt was no longer pending (cancelled by a
 * transfer, already declined) or its installment already paid: recorded, never dropped, until the
 * sales team has refunded it (docs/security.md "Card payments").
 */
export const refundDueSchema = z.object({
  transaction_id: idSchema,
  reference: z.string(),
  amount: centsSchema,
  company: z.string(),
  event: z.string(),
  reason: z.enum(refundReasons),
  approved_at: isoDateTimeSchema,
  refunded_at: z.nullable(isoDateTimeSchema),
});
export type RefundDue = z.infer<typeof refundDueSchema>;
