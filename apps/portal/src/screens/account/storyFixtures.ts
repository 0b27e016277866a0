// Stories only: the signed-in users' company and the picklists of the profile forms, from the
// domain's realistic fixtures (Claire Martin of Maison Lumière, Hugo Bernard of Rivage).
import type { Company, User } from '@salon/domain';
import { exhibitorUser, visitorUser } from '@salon/domain/fixtures';
import type { PicklistsState } from '../../kit/data/usePicklists';

export { exhibitorUser, visitorUser };

/** The company of a fixture user as GET /me/account answers it (spec §3 account). */
export function companyOf(user: User, patch: Partial<Company> = {}): Company {
  const account = user.account!;
  return {
    id: `acc-${user.id}`,
    name: account.name,
    street: account.billing_address.street,
    additional_address: null,
    city: account.billing_address.city,
    postalCode: account.billing_address.postalCode,
    country: account.billing_address.country,
    industry: null,
    siret: account.siret,
    tva: account.tva,
    website: null,
    instagram: null,
    size: null,
    shop: null,
    brand: null,
    wholesale_price: null,
    retail_price: null,
    manufacture_country: null,
    product_category: null,
    product_gender: null,
    eco_responsible: null,
    other_shows: null,
    marketplace_presence: null,
    marketplace_url: null,
    marketplace_reason: null,
    sf_account_id: null,
    langue: account.langue,
    billing_address: account.billing_address,
    brands: account.brands,
    ...patch,
  };
}

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
