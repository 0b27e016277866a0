import { describe, expect, it } from 'vitest';
import { checkCatalogs, placeholders } from '../../scripts/i18n';

describe('message catalogs (issue 6, spec §1: French and English)', () => {
  it('finds ICU placeholders', () => {
    expect(placeholders('La surface doit être d’au moins {min} m²')).toEqual(['min']);
    expect(
      placeholders('Avant le {date, date, long} ({count, plural, one {# jour} other {# jours}})'),
    ).toEqual(['count', 'date']);
  });

  it('has every key in both languages, every used message, same placeholders', () => {
    expect(checkCatalogs()).toEqual([]);
  }, 60_000);
});
