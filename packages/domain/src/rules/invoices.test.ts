// Spec §2 pro/invoices: balances due, overdue balances, history of paid invoices.
import { describe, expect, it } from 'vitest';
import { duePayment } from '../fixtures/payment';
import type { Invoice, Payment } from '../schemas/billing';
import { invoiceSections, isPayableNow } from './invoices';

const payment = (values: Partial<Payment> & Pick<Payment, 'id' | 'due_date'>): Payment =>
  duePayment({
    opportunity_id: 'opp-1',
    event: 'Salon d’automne 2026',
    kind: 'acompte1',
    percentage: 30,
    amount: 100_000,
    ...values,
  });

const invoice = (values: Pick<Invoice, 'id' | 'date' | 'reference'>): Invoice => ({
  opportunity_id: 'opp-1',
  event: 'Salon d’automne 2026',
  service: 'stand',
  kind: 'acompte1',
  amount: 100_000,
  amount_ht: 83_333,
  vat: 16_667,
  document: 'down_payment',
  credited_reference: null,
  due_date: values.date,
  stand: 'B12',
  ...values,
});

// 20 January 2026, 10:00 in Paris.
const now = new Date('2026-01-20T10:00:00+01:00');

describe('invoice sections (spec §2 pro/invoices)', () => {
  it('puts an unpaid installment in overdue once its due date has passed in Paris, else in due', () => {
    const sections = invoiceSections({
      now,
      invoices: [],
      payments: [
        payment({ id: 'today', due_date: '2026-01-20' }),
        payment({ id: 'yesterday', due_date: '2026-01-19' }),
        payment({ id: 'later', due_date: '2026-03-01', kind: 'solde' }),
        payment({ id: 'paid', due_date: '2026-01-01', status: 'paid' }),
      ],
    });
    expect(sections.due.map((p) => p.id)).toEqual(['today', 'later']);
    expect(sections.overdue.map((p) => p.id)).toEqual(['yesterday']);
  });

  it('keeps an awaited transfer and a card being processed in their section, not payable again', () => {
    const transfer = payment({
      id: 'transfer',
      due_date: '2026-01-10',
      status: 'pending_transfer',
    });
    const card = payment({ id: 'card', due_date: '2026-02-10', status: 'processing' });
    const sections = invoiceSections({ now, invoices: [], payments: [card, transfer] });
    expect(sections.overdue).toEqual([transfer]);
    expect(sections.due).toEqual([card]);
    expect([transfer, card].map((p) => isPayableNow(p, [p]))).toEqual([false, false]);
    const due = payment({ id: 'due', due_date: '2026-02-10' });
    expect(isPayableNow(due, [due])).toBe(true);
  });

  it('offers an installment only once the earlier ones of its opportunity are paid (spec §9 order)', () => {
    const first = payment({ id: 'first', due_date: '2026-01-10' });
    const balance = payment({ id: 'balance', due_date: '2026-06-01', kind: 'solde' });
    const other = payment({ id: 'other', due_date: '2026-01-10', opportunity_id: 'opp-2' });
    expect(isPayableNow(balance, [first, balance, other])).toBe(false);
    expect(isPayableNow(first, [first, balance, other])).toBe(true);
    expect(isPayableNow(balance, [{ ...first, status: 'paid' }, balance, other])).toBe(true);
  });

  it('orders what is owed by nearest due date, and the paid history newest first', () => {
    const sections = invoiceSections({
      now,
      payments: [
        payment({ id: 'b', due_date: '2026-05-01' }),
        payment({ id: 'a', due_date: '2026-02-01' }),
      ],
      invoices: [
        invoice({ id: 'old', date: '2025-10-02', reference: 'F-2025-000120' }),
        invoice({ id: 'new', date: '2026-01-15', reference: 'F-2026-000004' }),
      ],
    });
    expect(sections.due.map((p) => p.id)).toEqual(['a', 'b']);
    expect(sections.paid.map((i) => i.id)).toEqual(['new', 'old']);
  });

  it('has three empty sections without payments or invoices', () => {
    expect(invoiceSections({ now, payments: [], invoices: [] })).toEqual({
      due: [],
      overdue: [],
      paid: [],
    });
  });
});
