import { describe, expect, it } from 'vitest';
import { boothTimeline, isShownOnBoothPage } from './booth';
import { isEventBoothUnlocked } from './features';

const states = (steps: ReturnType<typeof boothTimeline>) =>
  steps.map(({ step, state }) => `${step}:${state}`);

describe('booth page timeline (spec §2 pro/stand, §4 stages)', () => {
  it('shows the quote as current while the quote is discussed', () => {
    for (const stage of ['Qualification', 'En attente de review du commercial'] as const) {
      expect(states(boothTimeline(stage, false)), stage).toEqual([
        'quote:current',
        'registered:upcoming',
        'firstInstallment:upcoming',
        'paid:upcoming',
      ]);
    }
  });

  it('adds the 2nd installment step only when the event has one (spec §9)', () => {
    expect(states(boothTimeline('Acompte perçu', true))).toEqual([
      'quote:done',
      'registered:done',
      'firstInstallment:current',
      'secondInstallment:upcoming',
      'paid:upcoming',
    ]);
    expect(boothTimeline('2ème Acompte perçu', false).map((step) => step.step)).toContain(
      'secondInstallment',
    );
  });

  it('marks every step done once paid, and has no timeline for a canceled registration', () => {
    expect(boothTimeline('Soldé', false).every((step) => step.state === 'done')).toBe(true);
    expect(boothTimeline('Annulé', true)).toEqual([]);
    expect(isShownOnBoothPage({ etape: 'Annulé' })).toBe(false);
    expect(isShownOnBoothPage({ etape: 'DP Signée' })).toBe(true);
  });

  it('labels each step with the displayed status it reaches (spec §4)', () => {
    expect(boothTimeline('DP Signée', false).map((step) => step.messageKey)).toEqual([
      'status.quote_to_validate',
      'status.registered',
      'status.first_installment_paid',
      'status.paid',
    ]);
  });
});

describe('booth of one event locked until its 1st installment (spec §4, §6)', () => {
  const opportunities = [
    { id: 'a', campaign_id: 'spring', etape: 'Acompte perçu' },
    { id: 'b', campaign_id: 'autumn', etape: 'DP Signée' },
  ];

  it('unlocks the event whose 1st installment is paid, not another', () => {
    expect(isEventBoothUnlocked('spring', opportunities)).toBe(true);
    expect(isEventBoothUnlocked('autumn', opportunities)).toBe(false);
    expect(isEventBoothUnlocked('winter', opportunities)).toBe(false);
  });

  it('unlocks an event from its paid 1st installment before the stage catches up', () => {
    const paid = [{ opportunity_id: 'b', kind: 'acompte1', status: 'paid' }] as const;
    expect(isEventBoothUnlocked('autumn', opportunities, paid)).toBe(true);
  });
});
