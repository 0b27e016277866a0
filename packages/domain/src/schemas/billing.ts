// Invoices and payments (spec §3, §7, §9).
import { z } from 'zod/mini';
import {
  centsSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  linkTokenSchema,
  percentSchema,
} from './common';
import { paymentMethods } from './opportunity';
import { MAX_PROOF_BYTES, proofKinds } from '../rules/proof';
import { invoiceDocumentKinds } from '../rules/einvoice';

/** Installment kinds (spec §9: acompte1, optional acompte2, solde). */
export const installmentKinds = ['acompte1', 'acompte2', 'solde'] as const;
export type InstallmentKind = (typeof installmentKinds)[number];
export const installmentKindSchema = z.enum(installmentKinds);

/** Service invoiced (spec §3: stand or options). */
export const invoiceServices = ['stand', 'options'] as const;

/**
 * Where an issued document stands on the approved e-invoicing platform (docs/payments.md "The
 * platform"): waiting to be deposited, deposited, rejected by the platform, or paid.
 */
export const platformStatuses = ['pending', 'deposited', 'rejected', 'paid'] as const;
export type PlatformStatus = (typeof platformStatuses)[number];

/**
 * An invoice (spec §3): one per paid installment (docs/api.md), numbered without gaps per seller
 * and year, and the credit notes that correct them (their own sequence). `kind` is the installment
 * the document is about (a credit note's: its invoice's); `document` says what it is
 * (docs/payments.md "Invoice types"); a credit note names the invoice it credits.
 */
export const invoiceSchema = z.object({
  id: idSchema,
  opportunity_id: idSchema,
  event: z.string(),
  service: z.enum(invoiceServices),
  kind: installmentKindSchema,
  amount: centsSchema,
  amount_ht: centsSchema,
  vat: centsSchema,
  date: isoDateSchema,
  due_date: isoDateSchema,
  reference: z.string(),
  document: z.enum(invoiceDocumentKinds),
  /** The invoice a credit note credits (its reference); null for an invoice. */
  credited_reference: z.nullable(z.string()),
  /** The stand it is for (its opportunity's), null while to be allocated (added, spec §2 pro/invoices). */
  stand: z.nullable(z.string()),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** What an installment waits for (spec §4, §9; 'overdue' is computed from due_date and now). */
export const paymentStatuses = ['due', 'processing', 'pending_transfer', 'paid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * A payment: one installment of an opportunity's schedule (spec §7 GET /me/payments, fields not
 * shown). The invoices screen lists the unpaid ones as balances due or overdue (spec §2).
 */
export const paymentSchema = z.object({
  id: idSchema,
  opportunity_id: idSchema,
  event: z.string(),
  service: z.enum(invoiceServices),
  kind: installmentKindSchema,
  percentage: percentSchema,
  amount: centsSchema,
  due_date: isoDateSchema,
  status: z.enum(paymentStatuses),
  method: z.nullable(z.enum(paymentMethods)),
  paid_at: z.nullable(isoDateTimeSchema),
  invoice_id: z.nullable(idSchema),
  /** The bank-transfer reference while a transfer is awaited. */
  transfer_reference: z.nullable(z.string()),
  /** The stand it is for (its opportunity's), null while to be allocated (added, spec §2 pro/invoices). */
  stand: z.nullable(z.string()),
  /**
   * A bank transfer of this installment was cancelled: it is paid by card only now (spec §4
   * rebooking flow 5, rules/paymentMethods.ts).
   */
  transfer_canceled: z.boolean(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** An idempotency key: 16 to 128 characters from the client (docs/api.md "Idempotency"). */
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/));

/**
 * Card payment start (added call, docs/api.md): the installment, an idempotency key, the language.
 */
export const cardPaymentRequestSchema = z.object({
  payment_id: idSchema,
  idempotency_key: idempotencyKeySchema,
  langue: z.optional(z.enum(['fr', 'en'])),
});
export const cardPaymentResponseSchema = z.object({
  transaction_id: idSchema,
  /** The provider's hosted page; the portal sends the browser there. */
  redirect_url: z.string(),
});
export type CardPaymentResponse = z.infer<typeof cardPaymentResponseSchema>;

/** Transaction outcomes (spec §2 payment-confirmation/{statut}: success, failure, pending). */
export const transactionStatuses = ['pending', 'success', 'failure'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/**
 * POST /transaction-update (spec §7, payload not shown): the portal, back from the provider on
 * payment-validation/{token}, asks what became of the transaction. The answer reflects the
 * provider's signed notification only, never the browser's return (docs/security.md).
 */
export const transactionUpdateRequestSchema = z.object({
  token: linkTokenSchema,
});
export const transactionSchema = z.object({
  transaction_id: idSchema,
  payment_id: idSchema,
  opportunity_id: idSchema,
  kind: installmentKindSchema,
  method: z.enum(paymentMethods),
  status: z.enum(transactionStatuses),
  amount: centsSchema,
  reference: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** Bank details shown for a transfer. */
export const bankDetailsSchema = z.object({
  holder: z.string(),
  iban: z.string(),
  bic: z.string(),
  bank: z.string(),
});

/**
 * POST /transaction-update-transfer (spec §7, payload not shown): pay an installment by bank
 * transfer. The answer is the pending transfer, with the bank details and the unique reference to
 * write on the transfer (spec §4 step 5).
 */
export const transferRequestSchema = z.object({
  payment_id: idSchema,
  idempotency_key: idempotencyKeySchema,
});
/**
 * A proof of transfer the organiser holds (spec §4 step 5; added, docs/payments.md): the file's
 * name as sent, its format read from its content, its size in bytes.
 */
export const transferProofSchema = z.object({
  name: z.string(),
  kind: z.enum(proofKinds),
  size: z.number().check(z.int(), z.nonnegative()),
  uploaded_at: isoDateTimeSchema,
});
export type TransferProof = z.infer<typeof transferProofSchema>;

/** The longest base64 text of a proof: 10 MB of content, and its padding. */
export const MAX_PROOF_BASE64_LENGTH = Math.ceil(MAX_PROOF_BYTES / 3) * 4;

/**
 * POST /me/transfers/{id}/proof (added): the proof's name and its content in base64. The content
 * is checked by the API (format by its first bytes, at most 10 MB, spec §4 step 5), answering
 * 2201 with the proof's message under `proof`; a longer text is refused before being read.
 */
export const transferProofUploadSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  content: z.string().check(z.maxLength(MAX_PROOF_BASE64_LENGTH + 1024)),
});

export const pendingTransferSchema = z.object({
  transfer_id: idSchema,
  payment_id: idSchema,
  amount: centsSchema,
  reference: z.string(),
  bank: bankDetailsSchema,
  status: z.enum(['pending', 'received', 'canceled']),
  created_at: isoDateTimeSchema,
  /** The proof of transfer the organiser has received, if any (added, spec §4 step 5). */
  proof: z.optional(z.nullable(transferProofSchema)),
  /**
   * The SEPA payment QR code of a pending transfer (EPC069-12, rules/sepaQr.ts): its text, and
   * its image as a `data:image/png;base64,` address, which a banking app scans.
   */
  sepa_qr: z.optional(z.object({ payload: z.string(), image: z.string() })),
});
export type PendingTransfer = z.infer<typeof pendingTransferSchema>;

/** Cancel a pending transfer (spec §4 step 5; added call): the deposit must then be paid by card. */
export const transferCancelRequestSchema = z.object({ transfer_id: idSchema });

/**
 * The payment provider's notification (added, docs/api.md): what became of a card transaction. The
 * provider signs it (HMAC-SHA256 over `timestamp.body`, header `x-salon-signature`); the API marks
 * a payment paid on this notification only, never on the browser's return (docs/security.md).
 */
export const paymentNotificationSchema = z.object({
  /** Unique per notification: a replayed one is acknowledged and ignored. */
  event_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/)),
  transaction_id: idSchema,
  status: z.enum(['approved', 'declined']),
  amount: centsSchema,
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;
