import { describe, expect, it } from 'vitest';
import {
  FIRST_INSTALLMENT_TERM_DAYS,
  installmentState,
  nextUnpaidInstallment,
  paymentSchedule,
  scheduleFromPayments,
  scheduleStates,
} from './schedule';
import type { ScheduleCampaign } from './schedule';

const campaign: ScheduleCampaign = {
  acompte1: 30,
  acompte2: 30,
  date_acompte2: '2025-06-30',
  date_solde: '2025-09-15',
};

describe('payment schedule (spec §9)', () => {
  it('has a 1st installment, an optional 2nd and the balance, each with percentage and deadline', () => {
    expect(paymentSchedule(campaign, 690_000, { signedOn: '2025-03-01' })).toEqual([
      { kind: 'acompte1', percentage: 30, amount: 207_000, deadline: '2025-03-16' },
      { kind: 'acompte2', percentage: 30, amount: 207_000, deadline: '2025-06-30' },
      { kind: 'solde', percentage: 40, amount: 276_000, deadline: '2025-09-15' },
    ]);
    expect(FIRST_INSTALLMENT_TERM_DAYS).toBe(15);
  });

  it('leaves out the 2nd installment when acompte2 is empty, 0 or has no date', () => {
    for (const variant of [
      { acompte2: null, date_acompte2: null },
      { acompte2: 0, date_acompte2: '2025-06-30' },
      { acompte2: 20, date_acompte2: null },
    ]) {
      const schedule = paymentSchedule({ ...campaign, ...variant }, 100_000);
      expect(schedule.map((i) => i.kind)).toEqual(['acompte1', 'solde']);
      expect(schedule[1]?.percentage).toBe(70);
    }
  });

  it('makes the amounts add up exactly to the total: the balance absorbs rounding', () => {
    const odd = {
      acompte1: 33.33,
      acompte2: 33.33,
      date_acompte2: '2025-06-30',
      date_solde: '2025-09-15',
    };
    for (const total of [1, 2, 99, 100_001, 123_457, 999_999_99]) {
      const schedule = paymentSchedule(odd, total);
      expect(schedule.reduce((sum, i) => sum + i.amount, 0)).toBe(total);
    }
    const schedule = paymentSchedule(odd, 100_001);
    expect(schedule.map((i) => i.amount)).toEqual([33_330, 33_330, 33_341]);
    expect(schedule.map((i) => i.percentage)).toEqual([33.33, 33.33, 33.34]);
  });

  it('lets the last installment absorb rounding when there is no balance left', () => {
    const schedule = paymentSchedule(
      { acompte1: 33.33, acompte2: 66.67, date_acompte2: '2025-06-30', date_solde: '2025-09-15' },
      1001,
    );
    expect(schedule.map((i) => i.kind)).toEqual(['acompte1', 'acompte2']);
    expect(schedule.map((i) => i.amount)).toEqual([334, 667]);
  });

  it('gives the 1st installment no deadline before signature (due at signature)', () => {
    expect(paymentSchedule(campaign, 1000)[0]?.deadline).toBeNull();
    expect(paymentSchedule(campaign, 1000)[2]?.deadline).toBe('2025-09-15');
  });

  it('brings the 1st deadline forward to the next installment when that falls sooner', () => {
    expect(paymentSchedule(campaign, 1000, { signedOn: '2025-06-25' })[0]?.deadline).toBe(
      '2025-06-30',
    );
    expect(
      paymentSchedule(campaign, 1000, { signedOn: '2025-03-01', firstInstallmentTermDays: 0 })[0]
        ?.deadline,
    ).toBe('2025-03-01');
  });

  it('gives a late signer no deadline before the 1st installment’s', () => {
    const schedule = paymentSchedule(campaign, 1000, { signedOn: '2025-07-10' });
    expect(schedule.map((i) => i.deadline)).toEqual(['2025-07-25', '2025-07-25', '2025-09-15']);
    const afterBalance = paymentSchedule(campaign, 1000, { signedOn: '2025-09-20' });
    expect(afterBalance.map((i) => i.deadline)).toEqual(['2025-10-05', '2025-10-05', '2025-10-05']);
  });

  it('refuses percentages over 100 in total or with more than two decimals', () => {
    expect(() => paymentSchedule({ ...campaign, acompte1: 80 }, 1000)).toThrow(RangeError);
    expect(() => paymentSchedule({ ...campaign, acompte1: 30.001 }, 1000)).toThrow(RangeError);
    expect(() => paymentSchedule(campaign, 10.5)).toThrow(RangeError);
  });
});

describe('installment state (spec §4 rebooking flow, §9)', () => {
  const installment = { kind: 'acompte1' as const, deadline: '2025-03-15' };

  it('is paid when a payment of its kind is paid', () => {
    expect(
      installmentState(installment, [{ kind: 'acompte1', status: 'paid' }], '2025-12-01T00:00:00Z'),
    ).toBe('paid');
  });

  it('is a pending transfer while a transfer is awaited (spec §4 step 5)', () => {
    expect(
      installmentState(
        installment,
        [{ kind: 'acompte1', status: 'pending_transfer' }],
        '2025-12-01T00:00:00Z',
      ),
    ).toBe('pendingTransfer');
  });

  it('is due until the end of its deadline day in Paris, overdue after', () => {
    expect(installmentState(installment, [], '2025-03-15T22:59:59Z')).toBe('due');
    expect(installmentState(installment, [], '2025-03-15T23:00:00Z')).toBe('overdue');
  });

  it('ignores payments of other installments and card payments still processing', () => {
    const payments = [
      { kind: 'acompte2' as const, status: 'paid' as const },
      { kind: 'acompte1' as const, status: 'processing' as const },
    ];
    expect(installmentState(installment, payments, '2025-03-01T00:00:00Z')).toBe('due');
  });

  it('is never overdue without a deadline', () => {
    expect(installmentState({ kind: 'acompte1', deadline: null }, [], '2099-01-01T00:00:00Z')).toBe(
      'due',
    );
  });

  it('gives each installment its state and finds the next unpaid one', () => {
    const schedule = paymentSchedule(campaign, 690_000, { signedOn: '2025-03-01' });
    const states = scheduleStates(
      schedule,
      [{ kind: 'acompte1', status: 'paid' }],
      '2025-07-01T10:00:00Z',
    );
    expect(states.map((i) => i.state)).toEqual(['paid', 'overdue', 'due']);
    expect(nextUnpaidInstallment(states)?.kind).toBe('acompte2');
    expect(nextUnpaidInstallment(states.map((i) => ({ ...i, state: 'paid' as const })))).toBe(
      undefined,
    );
  });

  it('reads the schedule from the API’s payments, in due order', () => {
    const schedule = scheduleFromPayments([
      { kind: 'solde', percentage: 70, amount: 700, due_date: '2025-09-15' },
      { kind: 'acompte1', percentage: 30, amount: 300, due_date: '2025-03-16' },
    ]);
    expect(schedule.map((i) => [i.kind, i.deadline])).toEqual([
      ['acompte1', '2025-03-16'],
      ['solde', '2025-09-15'],
    ]);
  });
});
