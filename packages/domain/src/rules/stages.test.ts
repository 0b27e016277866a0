import { describe, expect, it } from 'vitest';
import { stageAfterInstallment, stageAfterPayment } from './stages';

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
