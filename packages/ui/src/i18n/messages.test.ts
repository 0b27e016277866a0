import { describe, expect, it } from 'vitest';
import english from '../../lang/en/ui.json' with { type: 'json' };
import french from '../../lang/fr/ui.json' with { type: 'json' };
import { invoiceMessages } from '../components/InvoiceTable/texts';
import { quoteMessages, surfaceValueMessage } from '../components/Quote/texts';
import { displayedStatuses, statusMessages } from '../components/StatusBadge/statuses';
import { interpolate, uiMessages } from './messages';

// docs/i18n.md "The ui's texts": catalog messages of the namespace `ui`, French in the code and in
// lang/fr/ui.json, English in lang/en/ui.json (spec §1: French default and fallback).
const groups = { uiMessages, quoteMessages, invoiceMessages, statusMessages };
const descriptors = [
  ...Object.values(groups).flatMap((group) => Object.values(group)),
  surfaceValueMessage,
];
const en: Record<string, string> = english;
const fr: Record<string, string> = french;

describe('library-owned texts, catalog namespace ui (spec §1: French and English)', () => {
  it('gives every message a ui.* id, once, with its French default in the French catalog', () => {
    const ids = descriptors.map((descriptor) => descriptor.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, defaultMessage } of descriptors) {
      expect(id).toMatch(/^ui\.[a-z0-9_.]+$/);
      expect(fr[id], id).toBe(defaultMessage);
    }
    expect(Object.keys(fr).sort()).toEqual([...ids].sort());
  });

  it('has an English text for every message, non-empty, most of them translated', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    for (const text of Object.values(en)) expect(text.trim()).not.toBe('');
    const translated = Object.keys(fr).filter((id) => fr[id] !== en[id]);
    expect(translated.length).toBeGreaterThan(Object.keys(fr).length / 2);
  });

  it('uses simple {name} arguments only, the same in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]);
    for (const id of Object.keys(fr)) {
      for (const name of names(fr[id] as string)) expect(name, id).toMatch(/^\w+$/);
      expect(names(en[id] as string).sort(), id).toEqual(names(fr[id] as string).sort());
    }
  });

  it('labels every displayed status of spec §4', () => {
    expect(Object.keys(statusMessages).sort()).toEqual([...displayedStatuses].sort());
  });

  it("owns the spec §8 texts 'No results for your search' and 'There are errors in your input'", () => {
    expect(en[uiMessages.noResults.id]).toBe('No results for your search');
    expect(en[uiMessages.errorSummaryTitle.id]).toBe('There are errors in your input');
    expect(en[uiMessages.redirecting.id]).toBe('Redirecting, please wait');
  });

  it('interpolates placeholders and keeps unknown ones visible', () => {
    expect(interpolate('la facture {reference}', { reference: 'F-1' })).toBe('la facture F-1');
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
