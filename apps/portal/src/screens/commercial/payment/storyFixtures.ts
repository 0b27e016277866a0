// Realistic installments, transfers and transactions for the payment and invoices stories (the
// shapes GET /me/payments, POST /transaction-update-transfer and /transaction-update answer).
import {
  paymentBlackoutNotice,
  type Payment,
  type PendingTransfer,
  type Transaction,
} from '@salon/domain';
import { duePayment } from '@salon/domain/fixtures';
import { storySepaQr } from './storySepaQr';

/** The day the stories are seen: 20 January 2026, outside any blackout window. */
export const storyNow = new Date('2026-01-20T10:00:00+01:00');

/** Inside the blackout window of spec §1 (28 December 2024 to 1 January 2025). */
export const blackoutNow = new Date('2024-12-30T10:00:00+01:00');

/** A fortnight before that window: the notice announces it. */
export const beforeBlackoutNow = new Date('2024-12-14T10:00:00+01:00');

export const inForceNotice = paymentBlackoutNotice(blackoutNow.getTime());
export const upcomingNotice = paymentBlackoutNotice(beforeBlackoutNow.getTime());

/** The 1st installment of a stand, due on 3 February 2026 (the domain's `duePayment`). */
export const firstInstallment: Payment = duePayment({
  id: 'pay-automne-d02-1',
  opportunity_id: 'opp-automne-d02',
  event: 'Salon d’automne 2026',
  kind: 'acompte1',
  percentage: 30,
  amount: 436_896,
  stand: 'D02',
});

export const balance: Payment = {
  ...firstInstallment,
  id: 'pay-automne-d02-3',
  kind: 'solde',
  percentage: 70,
  amount: 1_019_424,
  due_date: '2026-08-31',
};

export const paidInstallment: Payment = {
  ...firstInstallment,
  status: 'paid',
  method: 'card',
  paid_at: '2026-01-15T10:12:00.000Z',
  invoice_id: 'inv-2026-000041',
};

export const transferInstallment: Payment = {
  ...firstInstallment,
  status: 'pending_transfer',
  method: 'transfer',
  transfer_reference: 'VIR-2026-K7P3M2QX',
};

export const processingInstallment: Payment = { ...firstInstallment, status: 'processing' };

export const pendingTransfer: PendingTransfer = {
  transfer_id: 'trf-7c1e2b90',
  payment_id: firstInstallment.id,
  amount: firstInstallment.amount,
  reference: 'VIR-2026-K7P3M2QX',
  bank: {
    holder: 'Salon SAS',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'AGRIFRPPXXX',
    bank: 'Crédit Agricole Île-de-France',
  },
  status: 'pending',
  created_at: '2026-01-20T09:00:00.000Z',
  sepa_qr: storySepaQr,
};

export const cardTransaction = (status: Transaction['status']): Transaction => ({
  transaction_id: 'trx-51f0a2d4',
  payment_id: firstInstallment.id,
  opportunity_id: firstInstallment.opportunity_id,
  kind: 'acompte1',
  method: 'card',
  status,
  amount: firstInstallment.amount,
  reference: 'CB-2026-R4T8W2NZ',
});

export const idempotencyKey = 'story_key_0123456789abcdef';
