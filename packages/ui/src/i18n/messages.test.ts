import { describe, expect, it } from 'vitest';
import { quoteTexts } from '../components/Quote/texts';
import { invoiceTexts } from '../components/InvoiceTable/texts';
import { displayedStatuses, statusLabels } from '../components/StatusBadge/statuses';
import { interpolate, uiLocales, uiMessages } from './messages';

const dictionaries = { uiMessages, quoteTexts, invoiceTexts, statusLabels };

describe('library-owned texts (issue 3: French and English, French default, spec §1)', () => {
  it.each(Object.entries(dictionaries))(
    '%s has the same keys in French and English',
    (_, dictionary) => {
      const [fr, en] = [dictionary.fr, dictionary.en];
      expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    },
  );

  it.each(Object.entries(dictionaries))(
    '%s has no empty text and differs between languages',
    (_, dictionary) => {
      for (const locale of uiLocales) {
        for (const text of Object.values(dictionary[locale]))
          expect(String(text).trim()).not.toBe('');
      }
      const fr = dictionary.fr as Record<string, string>;
      const en = dictionary.en as Record<string, string>;
      const translated = Object.keys(fr).filter((key) => fr[key] !== en[key]);
      expect(translated.length).toBeGreaterThan(Object.keys(fr).length / 2);
    },
  );

  it('labels every displayed status of spec §4 in both languages', () => {
    for (const locale of uiLocales) {
      expect(Object.keys(statusLabels[locale]).sort()).toEqual([...displayedStatuses].sort());
    }
  });

  it("owns the spec §8 texts 'No results for your search' and 'There are errors in your input'", () => {
    expect(uiMessages.en.noResults).toBe('No results for your search');
    expect(uiMessages.en.errorSummaryTitle).toBe('There are errors in your input');
    expect(uiMessages.en.redirecting).toBe('Redirecting, please wait');
  });

  it('interpolates placeholders and keeps unknown ones visible', () => {
    expect(interpolate('la facture {reference}', { reference: 'F-1' })).toBe('la facture F-1');
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
