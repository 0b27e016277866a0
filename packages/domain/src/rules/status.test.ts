import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages/index';
import { stages } from '../schemas/opportunity';
import { displayedStatusMessageKeys, displayedStatuses } from './displayedStatuses';
import { stageTable } from './stages';
import { displayedStatus, listStatuses, opportunityStatuses, statusChips } from './status';

describe('stage to displayed status (spec §4)', () => {
  // That they are the ui library's ids, in its order, is checked where both meet: the portal's
  // apps/portal/src/kit/statuses.test.ts.
  it('has the eleven displayed statuses, each once and with a label', () => {
    expect(new Set(displayedStatuses).size).toBe(11);
    expect(displayedStatuses).toHaveLength(11);
    for (const status of displayedStatuses) {
      expect(isMessageKey(displayedStatusMessageKeys[status]), status).toBe(true);
    }
  });

  it('maps every one of the ten stages (spec §4)', () => {
    expect(Object.keys(stageTable).sort()).toEqual([...stages].sort());
    for (const stage of stages) expect(stageTable[stage].statuses.length).toBeGreaterThan(0);
    // Every displayed status but the transfer one comes from some stage.
    const reached = new Set(stages.flatMap((stage) => stageTable[stage].statuses));
    expect([...displayedStatuses].filter((s) => !reached.has(s))).toEqual(['pendingTransfer']);
  });

  it('shows a quote to validate for Qualification, Valorisation and the offer awaiting validation', () => {
    for (const etape of ['Qualification', 'Valorisation', "En attente de validation de l'offre"]) {
      expect(opportunityStatuses({ etape })).toEqual(['quoteToValidate']);
      expect(displayedStatus({ etape })).toBe('quoteToValidate');
    }
  });

  it('shows the review and the modified quote', () => {
    expect(displayedStatus({ etape: 'En attente de review du commercial' })).toBe(
      'quoteBeingModified',
    );
    expect(displayedStatus({ etape: 'En attente confirmation client' })).toBe('quoteModified');
  });

  it('shows registered plus pending payment once signed, confirmed once a deposit is paid', () => {
    expect(opportunityStatuses({ etape: 'DP Signée' })).toEqual(['registered', 'pendingPayment']);
    expect(opportunityStatuses({ etape: 'Acompte perçu' })).toEqual([
      'confirmed',
      'firstInstallmentPaid',
      'pendingPayment',
    ]);
    expect(opportunityStatuses({ etape: '2ème Acompte perçu' })).toEqual([
      'confirmed',
      'secondInstallmentPaid',
      'pendingPayment',
    ]);
    expect(opportunityStatuses({ etape: 'Soldé' })).toEqual(['confirmed', 'paid']);
    expect(displayedStatus({ etape: 'Soldé' })).toBe('paid');
    expect(displayedStatus({ etape: 'Annulé' })).toBe('canceled');
  });

  it('shows a pending transfer in place of pending payment (spec §4 step 5)', () => {
    expect(opportunityStatuses({ etape: 'DP Signée', pending_transfer: true })).toEqual([
      'registered',
      'pendingTransfer',
    ]);
    expect(displayedStatus({ etape: 'Acompte perçu', pending_transfer: true })).toBe(
      'pendingTransfer',
    );
    // No payment is awaited on a quote or a paid opportunity: the flag changes nothing there.
    expect(displayedStatus({ etape: 'Soldé', pending_transfer: true })).toBe('paid');
    expect(displayedStatus({ etape: 'Qualification', pending_transfer: true })).toBe(
      'quoteToValidate',
    );
  });

  it('shows nothing for a stage outside the spec’s list', () => {
    expect(opportunityStatuses({ etape: 'Perdue' })).toEqual([]);
    expect(displayedStatus({ etape: '' })).toBeNull();
  });
});

describe('statuses per list (spec §4)', () => {
  it('keeps 2nd deposit paid and canceled out of the rebooking list only', () => {
    expect(listStatuses.rebooking).not.toContain('secondInstallmentPaid');
    expect(listStatuses.rebooking).not.toContain('canceled');
    expect(listStatuses.inProgress).toContain('secondInstallmentPaid');
    expect(listStatuses.inProgress).toContain('canceled');
    expect([...listStatuses.dashboard]).toEqual([...displayedStatuses]);
  });

  it('gives the rebooking list’s combinations of spec §4', () => {
    const combinations: [string, string[]][] = [
      ['Qualification', ['quoteToValidate']],
      ['DP Signée', ['registered', 'pendingPayment']],
      ['Acompte perçu', ['confirmed', 'firstInstallmentPaid', 'pendingPayment']],
      ['Soldé', ['confirmed', 'paid']],
    ];
    for (const [etape, chips] of combinations) {
      expect(statusChips({ etape }, 'rebooking'), etape).toEqual(chips);
    }
  });

  it('filters what the rebooking list does not show, and shows it elsewhere', () => {
    expect(statusChips({ etape: '2ème Acompte perçu' }, 'rebooking')).toEqual([
      'confirmed',
      'pendingPayment',
    ]);
    expect(statusChips({ etape: '2ème Acompte perçu' }, 'inProgress')).toEqual([
      'confirmed',
      'secondInstallmentPaid',
      'pendingPayment',
    ]);
    expect(statusChips({ etape: 'Annulé' }, 'rebooking')).toEqual([]);
    expect(statusChips({ etape: 'Annulé' }, 'dashboard')).toEqual(['canceled']);
  });
});
