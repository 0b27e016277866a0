// Stories only: the signed-in users' company and the picklists of the profile forms, from the
// domain's realistic fixtures (Claire Martin of Maison Lumière, Hugo Bernard of Rivage).
import { companyOf, exhibitorUser, visitorUser } from '@salon/domain/fixtures';
import type { PicklistsState } from '../../kit/data/usePicklists';

export { companyOf, exhibitorUser, visitorUser };

export const exhibitorCompany = companyOf(exhibitorUser);
/** A company whose VAT number is not recorded yet (spec §5: editable while empty). */
export const companyWithoutVat = companyOf(exhibitorUser, { tva: null });

export const fonctions = {
  fr: [
    { id: 'Directeur commercial', label: 'Directeur commercial' },
    { id: 'Acheteur', label: 'Acheteur' },
    { id: 'Dirigeant', label: 'Dirigeant' },
  ],
  en: [
    { id: 'Directeur commercial', label: 'Sales director' },
    { id: 'Acheteur', label: 'Buyer' },
    { id: 'Dirigeant', label: 'Chief executive' },
  ],
};

const accountLists = {
  fr: {
    country: [
      { id: 'FR', label: 'France' },
      { id: 'BE', label: 'Belgique' },
      { id: 'IT', label: 'Italie' },
    ],
    langue: [
      { id: 'fr', label: 'Français' },
      { id: 'en', label: 'Anglais' },
    ],
  },
  en: {
    country: [
      { id: 'FR', label: 'France' },
      { id: 'BE', label: 'Belgium' },
      { id: 'IT', label: 'Italy' },
    ],
    langue: [
      { id: 'fr', label: 'French' },
      { id: 'en', label: 'English' },
    ],
  },
};

export type Lang = 'fr' | 'en';

export const fonctionLists = (lang: Lang): PicklistsState<'fonction'> => ({
  status: 'ready',
  options: { fonction: fonctions[lang] },
});

export const accountPicklists = (lang: Lang): PicklistsState<'country' | 'langue'> => ({
  status: 'ready',
  options: accountLists[lang],
});
