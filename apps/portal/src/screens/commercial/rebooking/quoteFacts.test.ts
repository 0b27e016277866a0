import type { Payment } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import {
  calendarEntries,
  quoteDiscount,
  quoteSchedule,
  stageSteps,
  toUiInstallments,
} from './quoteFacts';
import { modified, signed, storyNow, storyPayments, toValidate } from './storyFixtures';

describe('the quote before it shows (spec §3, §4, §9)', () => {
  it('schedules an unsigned quote from the campaign: 1st installment due at signature (spec §9)', () => {
    const schedule = quoteSchedule(toValidate, [], storyNow);
    expect(schedule.map((item) => [item.kind, item.percentage, item.deadline, item.state])).toEqual(
      [
        ['acompte1', 30, null, 'due'],
        ['acompte2', 30, '2026-03-02', 'due'],
        ['solde', 40, '2026-04-20', 'due'],
      ],
    );
    expect(schedule.reduce((sum, item) => sum + item.amount, 0)).toBe(toValidate.offre.total_ttc);
  });

  it("takes a signed quote's schedule from its payments, with their states (spec §4 step 4)", () => {
    const schedule = quoteSchedule(signed, storyPayments, storyNow);
    const own = storyPayments.filter((p: Payment) => p.opportunity_id === signed.opportunity.id);
    expect(schedule.map((item) => item.kind)).toEqual(own.map((p) => p.kind));
    expect(toUiInstallments(schedule).map((item) => item.kind)[0]).toBe('firstInstallment');
    expect(toUiInstallments(schedule).every((item) => item.deadline !== null)).toBe(true);
  });

  it('shows the 1st installment of an unsigned quote at signature, without a date (spec §9)', () => {
    const [first] = toUiInstallments(quoteSchedule(toValidate, [], storyNow));
    expect(first).toMatchObject({ kind: 'firstInstallment', deadline: null });
  });

  it('says the rebooking discount is already counted in the total, never twice (spec §4, §9)', () => {
    expect(quoteDiscount(toValidate, storyNow)).toEqual({
      kind: 'rebooking',
      percent: 5,
      deadline: '2026-02-13',
      counted: toValidate.offre.rebooking_discount,
      extra: 0,
    });
    expect(quoteDiscount(toValidate, new Date('2026-02-14T12:00:00+01:00'))).toBeNull();
  });

  it('says no discount is still to win once the quote is signed (spec §4)', () => {
    expect(quoteDiscount(signed, storyNow)).toBeNull();
  });

  it('lists the deadlines in date order, the unsigned 1st installment first (spec §2 deadlines calendar)', () => {
    const entries = calendarEntries(toValidate, quoteSchedule(toValidate, [], storyNow), 5);
    expect(entries.map((entry) => [entry.id, entry.date])).toEqual([
      ['acompte1', null],
      ['rebooking', '2026-02-13'],
      ['acompte2', '2026-03-02'],
      ['solde', '2026-04-20'],
      ['show', '2026-05-20'],
    ]);
  });

  it('gives a non-rebooking quote the early-booking deadlines instead (spec §4 Discounts)', () => {
    const early = { ...toValidate, opportunity: { ...toValidate.opportunity, rebooking: false } };
    const ids = calendarEntries(early, [], 5).map((entry) => entry.id);
    expect(ids).toEqual(['early-first', 'early-second', 'early-last', 'show']);
  });

  it('draws the stages as steps: quote, signed, installments (spec §4 Opportunity stage)', () => {
    // The autumn show has no 2nd installment.
    expect(stageSteps(modified).map((step) => step.state)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(stageSteps(toValidate).map((step) => step.id)).toEqual([
      'quote',
      'signed',
      'first',
      'second',
      'paid',
    ]);
    expect(stageSteps(signed).map((step) => [step.id, step.state])).toEqual([
      ['quote', 'done'],
      ['signed', 'done'],
      ['first', 'current'],
      ['paid', 'upcoming'],
    ]);
    const canceled = {
      ...signed,
      opportunity: { ...signed.opportunity, etape: 'Annulé' as const },
    };
    expect(stageSteps(canceled)).toEqual([{ id: 'canceled', state: 'current' }]);
  });
});
