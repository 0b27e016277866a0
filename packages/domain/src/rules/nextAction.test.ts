import { describe, expect, it } from 'vitest';
import { earlyBooking } from '../fixtures/earlyBooking';
import { isMessageKey, translate } from '../messages/index';
import { nextAction } from './nextAction';
import type { NextActionCampaign, NextActionInput } from './nextAction';
import { paymentSchedule, scheduleStates } from './schedule';

const campaign: NextActionCampaign = {
  end_rebooking: { enable: true, date: '2025-03-15' },
  early_booking: earlyBooking({ first: ['2025-03-31', 10], last: ['2025-04-30', 5] }),
  acompte1: 30,
  acompte2: 30,
  date_acompte2: '2025-06-30',
  date_solde: '2025-09-15',
};

const now = '2025-03-01T10:00:00Z';

/** The next action of a rebooking exhibitor at a stage, for the campaign above, seen at `now`. */
const rebookingAction = (
  etape: string,
  input: Partial<Omit<NextActionInput, 'opportunity'>> = {},
  pendingTransfer?: boolean,
) =>
  nextAction({
    opportunity: { etape, rebooking: true, ...(pendingTransfer && { pending_transfer: true }) },
    campaign,
    now,
    ...input,
  });

describe('next action of an exhibitor (docs/design.md "Principles", spec §4)', () => {
  it('asks a rebooking exhibitor to validate the quote before the end of rebooking', () => {
    const action = rebookingAction("En attente de validation de l'offre");
    expect(action).toEqual({
      kind: 'validateQuote',
      messageKey: 'action.validate_quote_before',
      deadline: '2025-03-15',
      overdue: false,
    });
    expect(translate(action!.messageKey, 'en', { date: '15 March' })).toBe(
      'Validate your quote before 15 March',
    );
  });

  it('gives a newcomer the early-booking deadline in force', () => {
    const action = nextAction({
      opportunity: { etape: 'Qualification', rebooking: false },
      campaign,
      now: '2025-04-10T10:00:00Z',
    });
    expect(action?.deadline).toBe('2025-04-30');
  });

  it('asks to validate without a date once no discount deadline remains', () => {
    expect(rebookingAction('Valorisation', { now: '2025-05-01T10:00:00Z' })).toMatchObject({
      messageKey: 'action.validate_quote',
      deadline: null,
    });
    expect(rebookingAction('Valorisation', { campaign: undefined })).toMatchObject({
      messageKey: 'action.validate_quote',
    });
  });

  it('asks to validate a modified quote, and to wait during the review', () => {
    expect(rebookingAction('En attente confirmation client')).toMatchObject({
      kind: 'validateModifiedQuote',
      messageKey: 'action.validate_modified_quote_before',
    });
    expect(rebookingAction('En attente de review du commercial')).toMatchObject({
      kind: 'waitQuoteRevision',
      deadline: null,
    });
  });

  it('asks to pay the 1st installment before its deadline once signed', () => {
    const installments = scheduleStates(
      paymentSchedule(campaign, 690_000, { signedOn: '2025-03-01' }),
      [],
      now,
    );
    const action = rebookingAction('DP Signée', { installments });
    expect(action).toEqual({
      kind: 'payInstallment',
      messageKey: 'action.pay_first_installment_before',
      deadline: '2025-03-16',
      overdue: false,
      installment: 'acompte1',
    });
    expect(translate(action!.messageKey, 'en', { date: '16 March' })).toBe(
      'Pay your 1st installment before 16 March',
    );
  });

  it('says an installment is overdue once its deadline day has passed', () => {
    const later = '2025-07-01T10:00:00Z';
    const installments = scheduleStates(
      paymentSchedule(campaign, 690_000, { signedOn: '2025-03-01' }),
      [{ kind: 'acompte1', status: 'paid' }],
      later,
    );
    expect(rebookingAction('Acompte perçu', { installments, now: later })).toMatchObject({
      messageKey: 'action.pay_second_installment_overdue',
      deadline: '2025-06-30',
      overdue: true,
      installment: 'acompte2',
    });
  });

  it('says a transfer is awaited (spec §4 step 5)', () => {
    const installments = scheduleStates(
      paymentSchedule(campaign, 690_000, { signedOn: '2025-03-01' }),
      [{ kind: 'acompte1', status: 'pending_transfer' }],
      now,
    );
    expect(rebookingAction('DP Signée', { installments }, true)).toMatchObject({
      kind: 'transferPending',
      messageKey: 'action.transfer_pending',
      installment: 'acompte1',
    });
  });

  it('reads the stage and campaign when no schedule is given', () => {
    expect(rebookingAction('DP Signée')).toMatchObject({
      messageKey: 'action.pay_first_installment',
      deadline: null,
    });
    expect(rebookingAction('Acompte perçu')).toMatchObject({
      messageKey: 'action.pay_second_installment_before',
      deadline: '2025-06-30',
    });
    expect(
      rebookingAction('Acompte perçu', { campaign: { ...campaign, acompte2: null } }),
    ).toMatchObject({ messageKey: 'action.pay_balance_before', deadline: '2025-09-15' });
    expect(rebookingAction('2ème Acompte perçu', { now: '2025-09-16T10:00:00Z' })).toMatchObject({
      messageKey: 'action.pay_balance_overdue',
      overdue: true,
    });
    expect(rebookingAction('2ème Acompte perçu', {}, true)).toMatchObject({
      kind: 'transferPending',
    });
  });

  it('has nothing left to pay when paid in full, and no action when canceled', () => {
    expect(rebookingAction('Soldé')).toMatchObject({
      kind: 'allPaid',
      messageKey: 'action.all_paid',
    });
    const installments = scheduleStates(
      paymentSchedule(campaign, 1000, { signedOn: '2025-03-01' }),
      [
        { kind: 'acompte1', status: 'paid' },
        { kind: 'acompte2', status: 'paid' },
        { kind: 'solde', status: 'paid' },
      ],
      now,
    );
    expect(rebookingAction('2ème Acompte perçu', { installments })?.kind).toBe('allPaid');
    expect(rebookingAction('Annulé')).toBeNull();
    expect(rebookingAction('Perdue')).toBeNull();
  });

  it('only gives message keys of the catalogue', () => {
    const etapes = [
      'Qualification',
      'En attente confirmation client',
      'En attente de review du commercial',
      'DP Signée',
      'Acompte perçu',
      '2ème Acompte perçu',
      'Soldé',
    ];
    for (const etape of etapes) {
      for (const at of [now, '2025-12-01T00:00:00Z']) {
        const action = nextAction({ opportunity: { etape, rebooking: false }, campaign, now: at });
        expect(action && isMessageKey(action.messageKey), etape).toBe(true);
      }
    }
  });
});
