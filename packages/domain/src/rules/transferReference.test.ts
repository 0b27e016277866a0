import { describe, expect, it } from 'vitest';
import { holdsReference, referenceForms, referenceMatcher } from './transferReference';

const reference = 'VIR-2026-7ELFCQAM';

describe('a transfer reference in a statement (spec §4 rebooking flow 5)', () => {
  it.each([
    ['as written', 'VIR-2026-7ELFCQAM'],
    ['reformatted by the bank, with its prefix and a suffix', 'VIR SEPA vir 2026 7elfcqam FACT'],
    ['without dashes', 'Paiement VIR20267ELFCQAM stand'],
    ['with other separators', 'ref: vir/2026/7elfcqam.'],
    ['cut by a line break inside', 'VIR-2026-7EL\nFCQAM'],
    ['without its prefix', 'Facture 2026 7ELFCQAM'],
    ['the code alone', 'Salon 7elfcqam'],
    ['with the bank prefix glued to ours', 'SEPAVIR 2026 7ELFCQAM'],
  ])('is found %s (spec §4 flow 5)', (_, text) => {
    expect(holdsReference(text, reference)).toBe(true);
  });

  it.each([
    ['inside a longer word', 'XVIR20267ELFCQAMZ'],
    ['followed by more characters', 'VIR-2026-7ELFCQAMB'],
    ['as a longer reference', 'VIR-2026-7ELFCQAM2'],
    ['preceded by letters', 'ABC7ELFCQAM'],
    ['only the year and the prefix', 'VIR 2026'],
    ['another code', 'VIR-2026-7ELFCQAN'],
    ['nothing', ''],
  ])('is not found %s: a longer identifier is another one', (_, text) => {
    expect(holdsReference(text, reference)).toBe(false);
  });

  it('keeps only forms long enough to be told apart', () => {
    expect(referenceForms(reference)).toEqual(['VIR20267ELFCQAM', '20267ELFCQAM', '7ELFCQAM']);
    expect(referenceForms('VIR-2026-AB')).toEqual(['VIR2026AB']);
  });

  it('finds every reference a text holds, so that two make it ambiguous', () => {
    const match = referenceMatcher([reference, 'VIR-2026-ABCDEFGH', 'VIR-2025-ZZZZZZZZ']);
    expect(match('vir 2026 7elfcqam et VIR-2026-ABCDEFGH').sort()).toEqual([
      'VIR-2026-7ELFCQAM',
      'VIR-2026-ABCDEFGH',
    ]);
    expect(match('nothing to see')).toEqual([]);
  });
});
