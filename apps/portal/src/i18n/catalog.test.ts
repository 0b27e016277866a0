import { describe, expect, it } from 'vitest';
import { checkCatalogs, placeholders } from '../../scripts/i18n';
import { wordingProblems, type Catalogs } from '../../scripts/i18n-terms';

// docs/i18n.md: every catalog of every package (domain, ui, api, portal), spec §1 and §8.
describe('message catalogs (spec §1: French and English)', () => {
  it('finds ICU placeholders with intl-messageformat’s parser', () => {
    expect(placeholders('La surface doit être d’au moins {min} m²')).toEqual(['min']);
    expect(
      placeholders('Avant le {date, date, long} ({count, plural, one {# jour} other {# jours}})'),
    ).toEqual(['count', 'date']);
    expect(placeholders('Pas {fermé')).toBeUndefined();
  });

  it('has every key in both languages, every used message, same placeholders, one wording', () => {
    expect(checkCatalogs()).toEqual([]);
  }, 120_000);
});

const domain: { fr: Record<string, string>; en: Record<string, string> } = {
  fr: { 'status.first_installment_paid': '1er acompte payé', 'status.paid': 'Payé' },
  en: { 'status.first_installment_paid': '1st installment paid', 'status.paid': 'Paid' },
};

describe('one wording per displayed status (spec §4 "Displayed statuses")', () => {
  it('refuses a second wording of a status in another catalog, named by its id', () => {
    const catalogs: Catalogs = new Map<
      string,
      { fr: Record<string, string>; en: Record<string, string> }
    >([
      ['domain', domain],
      [
        'ui',
        {
          fr: { 'ui.status.firstInstallmentPaid': '1er acompte versé' },
          en: { 'ui.status.firstInstallmentPaid': '1st installment paid' },
        },
      ],
    ]);
    const problems = wordingProblems(catalogs);
    expect(
      problems.some((problem) => problem.includes('ui fr ui.status.firstInstallmentPaid')),
    ).toBe(true);
  });

  it('refuses a status worded the same in one language and otherwise in the other', () => {
    const catalogs: Catalogs = new Map<
      string,
      { fr: Record<string, string>; en: Record<string, string> }
    >([
      ['domain', domain],
      ['portal', { fr: { 'dashboard.badge': 'Payé' }, en: { 'dashboard.badge': 'Settled' } }],
    ]);
    expect(wordingProblems(catalogs).join('\n')).toContain("portal en dashboard.badge: 'Settled'");
  });

  it('refuses the glossary’s variants anywhere (spec §9 installments)', () => {
    const catalogs: Catalogs = new Map<
      string,
      { fr: Record<string, string>; en: Record<string, string> }
    >([
      ['domain', domain],
      ['api', { fr: { 'email.x': 'Votre acompte versé' }, en: { 'email.x': 'Your deposit' } }],
    ]);
    const problems = wordingProblems(catalogs).join('\n');
    expect(problems).toContain("say 'acompte payé'");
    expect(problems).toContain("say 'installment'");
  });

  it('accepts the catalogs as they are', () => {
    expect(wordingProblems()).toEqual([]);
  });
});
