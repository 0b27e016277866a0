// One term, one wording, in every catalog of every package (docs/i18n.md "One wording per term";
// spec §4 "Displayed statuses", spec §9 installments). The displayed statuses are worded once, by
// the domain's `status.*` messages; any other message that names a status (an id ending in
// `status.<status>`, or the same text in one language) must say it the same way in both languages,
// and the known variants of the glossary below are refused everywhere.
import { catalogLanguages, catalogSources, readLanguage } from './i18n-catalogs';
import type { Catalog, Lang } from './i18n-catalogs';

/** The spec §4 displayed statuses, by the domain's status id, in the spec's (English) words. */
export const specDisplayedStatuses: Readonly<Record<string, string>> = {
  quote_to_validate: 'Quote to be validated',
  quote_being_modified: 'Quote being modified',
  quote_modified: 'Modified quote',
  registered: 'Registered participation',
  confirmed: 'Participation confirmed',
  pending_payment: 'Pending payment',
  first_installment_paid: '1st installment paid',
  second_installment_paid: '2nd installment paid',
  paid: 'Paid',
  canceled: 'Canceled',
  pending_transfer: 'Pending transfer',
};

/** Wordings refused in any message, with the one the catalogs use. */
export const glossary: Readonly<Record<Lang, readonly { refused: RegExp; use: string }[]>> = {
  fr: [
    { refused: /acomptes? (versée?s?|réglée?s?|perçue?s?|encaissée?s?)/i, use: 'acompte payé' },
    { refused: /\b(2ème|2nd|deuxième|second) acompte/i, use: '2e acompte' },
    { refused: /\bpremier acompte/i, use: '1er acompte' },
    { refused: /en attente de virement/i, use: 'Virement en attente' },
  ],
  en: [
    { refused: /\bdeposits?\b/i, use: 'installment' },
    { refused: /\bcancell?ations?\b|\bcancelled\b/i, use: 'canceled' },
    { refused: /\b(first|second) installment/i, use: '1st installment, 2nd installment' },
    { refused: /\btransfer pending\b/i, use: 'Pending transfer' },
    { refused: /\bquote to validate\b/i, use: 'Quote to be validated' },
  ],
};

/** The catalogs to check: package name and language to catalog. */
export type Catalogs = ReadonlyMap<string, Readonly<Record<Lang, Catalog>>>;

function readCatalogs(): Catalogs {
  return new Map(
    catalogSources.map((source) => [
      source.name,
      { fr: readLanguage(source, 'fr'), en: readLanguage(source, 'en') },
    ]),
  );
}

const statusOf = (id: string) => /(?:^|\.)status\.([a-z0-9_]+)$/i.exec(id)?.[1];
const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Every message that gives a term another wording than the catalogs' own; empty when none. */
export function wordingProblems(catalogs: Catalogs = readCatalogs()): string[] {
  const problems: string[] = [];
  const domain = catalogs.get('domain');
  const statuses = Object.keys(specDisplayedStatuses);
  for (const status of statuses) {
    const en = domain?.en[`status.${status}`];
    if (!en || !same(en, specDisplayedStatuses[status] as string)) {
      problems.push(
        `domain status.${status} must read '${specDisplayedStatuses[status]}' (spec §4)`,
      );
    }
  }
  for (const [name, byLang] of catalogs) {
    for (const lang of catalogLanguages) {
      for (const [id, text] of Object.entries(byLang[lang])) {
        for (const { refused, use } of glossary[lang]) {
          if (refused.test(text)) problems.push(`${name} ${lang} ${id}: '${text}', say '${use}'`);
        }
      }
    }
    if (!domain || name === 'domain') continue;
    for (const id of Object.keys(byLang.fr)) {
      // Named as a status by its id, or worded as one in either language.
      const byId = statusOf(id);
      const status = byId
        ? snake(byId)
        : statuses.find((one) =>
            catalogLanguages.some((lang) => {
              const own = byLang[lang][id];
              const canonical = domain[lang][`status.${one}`];
              return own !== undefined && canonical !== undefined && same(own, canonical);
            }),
          );
      if (!status || !(`status.${status}` in domain.fr)) continue;
      for (const lang of catalogLanguages) {
        const own = byLang[lang][id];
        const canonical = domain[lang][`status.${status}`] as string;
        if (own !== undefined && !same(own, canonical)) {
          problems.push(
            `${name} ${lang} ${id}: '${own}' words status ${status} otherwise than the domain's '${canonical}'`,
          );
        }
      }
    }
  }
  return problems;
}
