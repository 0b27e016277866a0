import { describe, expect, it } from 'vitest';
import { epcAmount, epcQrPayload, printedIban } from './sepaQr';

const details = {
  bic: 'AGRIFRPPXXX',
  name: 'Salon SAS',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  amount: 12_345,
  remittance: 'VIR-2026-7ELFCQAM',
};

describe('the SEPA payment QR code of a transfer (EPC069-12; spec §4 rebooking flow 4-5)', () => {
  it('writes version 002, UTF-8, SCT, the BIC, name, IBAN, amount and the reference as remittance', () => {
    expect(epcQrPayload(details)).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        'AGRIFRPPXXX',
        'Salon SAS',
        'FR7630006000011234567890189',
        'EUR123.45',
        '',
        '',
        'VIR-2026-7ELFCQAM',
      ].join('\n'),
    );
  });

  it('ends with the last element, without a line break', () => {
    expect(epcQrPayload(details).endsWith('VIR-2026-7ELFCQAM')).toBe(true);
  });

  it('writes the amount with a dot and two decimals (spec §9)', () => {
    expect(epcAmount(1)).toBe('EUR0.01');
    expect(epcAmount(120_000)).toBe('EUR1200.00');
    expect(epcAmount(99_999_999_999)).toBe('EUR999999999.99');
    expect(() => epcAmount(0)).toThrow(RangeError);
    expect(() => epcAmount(12.5)).toThrow(RangeError);
  });

  it('refuses fields over their limits rather than writing a code banks cannot read', () => {
    expect(() => epcQrPayload({ ...details, name: 'x'.repeat(71) })).toThrow(RangeError);
    expect(() => epcQrPayload({ ...details, remittance: 'x'.repeat(141) })).toThrow(RangeError);
    expect(() => epcQrPayload({ ...details, bic: 'AGRI' })).toThrow(RangeError);
    expect(() => epcQrPayload({ ...details, iban: 'FR76' })).toThrow(RangeError);
  });
});

describe('the IBAN written out beside the QR code (ISO 13616 print format; spec §4 rebooking flow 5)', () => {
  it('groups it by four characters, whatever spacing it was configured with', () => {
    expect(printedIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(printedIban(' fr76 3000 6000 0112 3456 7890 189 ')).toBe(
      'FR76 3000 6000 0112 3456 7890 189',
    );
    expect(printedIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
