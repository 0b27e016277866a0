import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages/index';
import { EU_COUNTRIES, sirenOf, vatTreatment } from './vat';

describe('VAT of a booth sold to a business (spec §9 VAT shown, docs/payments.md "VAT")', () => {
  it('charges French VAT to a business in France or Monaco', () => {
    for (const country of ['FR', 'fr', 'MC', null]) {
      const treatment = vatTreatment({ country, vatNumber: 'FR40123456824' }, 20);
      expect(treatment, String(country)).toMatchObject({
        kind: 'standard',
        percent: 20,
        category: 'S',
      });
    }
  });

  it('reverses the charge for a business of another EU country that gives its VAT number', () => {
    expect(vatTreatment({ country: 'DE', vatNumber: 'DE123456789' }, 20)).toEqual({
      kind: 'reverseCharge',
      percent: 0,
      category: 'AE',
      exemptionCode: 'VATEX-EU-AE',
      messageKey: 'vat.reverse_charge',
    });
  });

  it('charges French VAT to a business of another EU country without a VAT number', () => {
    expect(vatTreatment({ country: 'IT', vatNumber: '  ' }, 20)).toMatchObject({
      kind: 'standard',
      percent: 20,
    });
  });

  it('charges no French VAT outside the EU, with its mention', () => {
    for (const country of ['CH', 'GB', 'US', 'JP']) {
      expect(vatTreatment({ country, vatNumber: null }, 20), country).toMatchObject({
        kind: 'outsideScope',
        percent: 0,
        category: 'O',
        exemptionCode: 'VATEX-EU-O',
        messageKey: 'vat.outside_scope',
      });
    }
  });

  it('knows the 27 member states and names each treatment with a message', () => {
    expect(new Set(EU_COUNTRIES).size).toBe(27);
    expect(EU_COUNTRIES).not.toContain('GB');
    for (const key of ['vat.standard', 'vat.reverse_charge', 'vat.outside_scope']) {
      expect(isMessageKey(key), key).toBe(true);
    }
  });

  it('reads the SIREN as the first nine digits of a SIRET (spec §5)', () => {
    expect(sirenOf('12345682400017')).toBe('123456824');
    expect(sirenOf('123 456 824 00017')).toBe('123456824');
    expect(sirenOf(null)).toBeNull();
    expect(sirenOf('1234')).toBeNull();
  });
});
