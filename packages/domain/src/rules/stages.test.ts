import { describe, expect, it } from 'vitest';
import { stages } from '../schemas/opportunity';
import {
  PENDING_REVIEW_STAGE,
  SIGNED_STAGE,
  canChange,
  canPay,
  canSign,
  isCanceled,
  isFirstInstallmentReceived,
  isPendingReview,
  isQuotePhase,
  revisionTarget,
  stageAfterInstallment,
  stageAfterPayment,
  stageNamed,
  stageRow,
  stageTable,
  stagesWhere,
} from './stages';

describe('stage after a payment (spec §4 opportunity stages, rebooking flow 4-5)', () => {
  it('gives each installment its stage: 1st deposit, 2nd deposit, balance', () => {
    expect(stageAfterInstallment).toEqual({
      acompte1: 'Acompte perçu',
      acompte2: '2ème Acompte perçu',
      solde: 'Soldé',
    });
  });

  it('moves a signed quote to Acompte perçu when the 1st installment is paid', () => {
    expect(stageAfterPayment('acompte1', 'DP Signée')).toBe('Acompte perçu');
  });

  it('moves on one paid stage at a time, and to Soldé with the balance', () => {
    expect(stageAfterPayment('acompte2', 'Acompte perçu')).toBe('2ème Acompte perçu');
    expect(stageAfterPayment('solde', '2ème Acompte perçu')).toBe('Soldé');
    // Two installments only (50 % + balance): the balance follows the 1st deposit directly.
    expect(stageAfterPayment('solde', 'Acompte perçu')).toBe('Soldé');
  });

  it('never moves an opportunity back, nor to the stage it already has', () => {
    expect(stageAfterPayment('acompte1', 'Acompte perçu')).toBeNull();
    expect(stageAfterPayment('acompte1', '2ème Acompte perçu')).toBeNull();
    expect(stageAfterPayment('acompte2', 'Soldé')).toBeNull();
    expect(stageAfterPayment('solde', 'Soldé')).toBeNull();
  });
});

describe('the stage table (spec §4 opportunity stages, rebooking flow)', () => {
  it('has one row per stage of spec §4, in its order, each with its own code name', () => {
    expect(Object.keys(stageTable)).toEqual([...stages]);
    const names = stages.map((stage) => stageTable[stage].name);
    expect(new Set(names).size).toBe(stages.length);
    for (const stage of stages) expect(stageNamed(stageTable[stage].name)).toBe(stage);
  });

  it('lets the exhibitor sign only an offer sent or revised (spec §4 flow 3, docs/security.md "Quotes")', () => {
    expect(stagesWhere((row) => row.canSign)).toEqual([
      "En attente de validation de l'offre",
      'En attente confirmation client',
    ]);
    expect(canSign('Qualification')).toBe(false);
    expect(canSign('DP Signée')).toBe(false);
    expect(canSign('not a stage')).toBe(false);
  });

  it('lets the exhibitor ask for a change of a quote not already under review (spec §4 flow 2)', () => {
    expect(stagesWhere((row) => row.canChange)).toEqual([
      'Qualification',
      'Valorisation',
      "En attente de validation de l'offre",
      'En attente confirmation client',
    ]);
    expect(canChange(PENDING_REVIEW_STAGE)).toBe(false);
    expect(isPendingReview('En attente de review du commercial')).toBe(true);
  });

  it('makes installments payable from the signed quote until paid in full (spec §4 flow 4, §9)', () => {
    expect(stagesWhere((row) => row.canPay)).toEqual([
      'DP Signée',
      'Acompte perçu',
      '2ème Acompte perçu',
    ]);
    expect(canPay('Soldé')).toBe(false);
    expect(canPay('Annulé')).toBe(false);
    expect(SIGNED_STAGE).toBe('DP Signée');
  });

  it('puts the quote stages in the rebooking set, the others in progress (spec §4, §7)', () => {
    expect(stagesWhere((row) => row.phase === 'quote')).toEqual(stages.slice(0, 5));
    expect(isQuotePhase('DP Signée')).toBe(false);
    expect(isCanceled('Annulé')).toBe(true);
  });

  it('says which stages have the 1st installment received (spec §4: booth, badges unlocked)', () => {
    expect(stagesWhere((row) => isFirstInstallmentReceived(row.stage))).toEqual([
      'Acompte perçu',
      '2ème Acompte perçu',
      'Soldé',
    ]);
  });

  it('takes a revised quote to the offer to validate, or to the modified quote after a change request', () => {
    expect(revisionTarget('Qualification')).toBe("En attente de validation de l'offre");
    expect(revisionTarget('Valorisation')).toBe("En attente de validation de l'offre");
    expect(revisionTarget("En attente de validation de l'offre")).toBe(
      "En attente de validation de l'offre",
    );
    expect(revisionTarget(PENDING_REVIEW_STAGE)).toBe('En attente confirmation client');
    for (const stage of stages.slice(4)) expect(revisionTarget(stage), stage).toBeNull();
  });

  it('draws the timeline: quote, registered, installments, paid; none once canceled', () => {
    expect(stages.map((stage) => stageTable[stage].timelineStep)).toEqual([
      'quote',
      'quote',
      'quote',
      'quote',
      'quote',
      'registered',
      'firstInstallment',
      'secondInstallment',
      'paid',
      null,
    ]);
    expect(stageRow('unknown')).toBeNull();
  });

  it('leaves a canceled registration canceled when a late payment arrives', () => {
    expect(stageAfterPayment('acompte1', 'Annulé')).toBeNull();
  });
});
