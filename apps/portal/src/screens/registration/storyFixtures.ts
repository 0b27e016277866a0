// Data for the registration screens' stories only (not the product path): picklists as the API
// answers them in each language, companies of the company-existence check, open campaigns, and
// the drafts of a registration under way.
import type { AccountMatch, PublicCampaign } from '@salon/domain';
import type { PickOption } from '@salon/ui';

type Lang = 'fr' | 'en';
type Entry = [value: string, fr: string, en: string];

const lists = {
  fonction: [
    ['Directeur general', 'Directeur général', 'Chief executive'],
    ['Directeur commercial', 'Directeur commercial', 'Sales director'],
    ['Createur', 'Créateur', 'Designer'],
    ['Autre', 'Autre', 'Other'],
  ],
  department: [
    ['Direction', 'Direction', 'Management'],
    ['Ventes', 'Ventes', 'Sales'],
    ['Creation', 'Création', 'Design'],
  ],
  country: [
    ['FR', 'France', 'France'],
    ['BE', 'Belgique', 'Belgium'],
    ['IT', 'Italie', 'Italy'],
    ['GB', 'Royaume-Uni', 'United Kingdom'],
  ],
  industry: [
    ['Marque', 'Marque', 'Brand'],
    ['Distributeur', 'Distributeur', 'Distributor'],
    ['Showroom', 'Showroom', 'Showroom'],
  ],
  mainActivity: [
    ['Pret-a-porter', 'Prêt-à-porter', 'Ready-to-wear'],
    ['Accessoires', 'Accessoires', 'Accessories'],
    ['Bijoux', 'Bijoux', 'Jewellery'],
  ],
  whoAreYou: [
    ['Createur', 'Créateur de marque', 'Brand founder'],
    ['Agent', 'Agent', 'Agent'],
    ['Autre', 'Autre', 'Other'],
  ],
  marketplaceReason: [
    ['Pas de stock', 'Pas de stock disponible', 'No stock available'],
    ['Propre site', 'Vente sur notre propre site', 'We sell on our own website'],
  ],
} satisfies Record<string, Entry[]>;

export type StoryListName = keyof typeof lists;

/** The story picklists in a language, as the ui's Select takes them. */
export function storyOptions(lang: Lang): Record<StoryListName, PickOption[]> {
  return Object.fromEntries(
    Object.entries(lists).map(([name, entries]) => [
      name,
      entries.map(([value, fr, en]) => ({ id: value, label: lang === 'en' ? en : fr })),
    ]),
  ) as Record<StoryListName, PickOption[]>;
}

export const storyAccounts: AccountMatch[] = [
  {
    id: 'acc_maison_lune',
    name: 'Maison Lune',
    city: 'Paris',
    postalCode: '75003',
    country: 'FR',
    siret_end: '00074',
  },
  {
    id: 'acc_maison_lune_lyon',
    name: 'Maison Lune Lyon',
    city: 'Lyon',
    postalCode: '69002',
    country: 'FR',
    siret_end: null,
  },
];

export const storyCampaigns: PublicCampaign[] = [
  {
    id: 'cmp_sept',
    name: 'Salon Septembre 2026',
    event_name: 'Salon',
    dates: '5 – 8 septembre 2026',
    start_date: '2026-01-05',
    end_date: '2026-08-31',
    event_start_date: '2026-09-05',
    event_end_date: '2026-09-08',
    venue: 'Paris Expo Porte de Versailles',
    website_url: null,
  },
  {
    id: 'cmp_jan',
    name: 'Salon Janvier 2027',
    event_name: 'Salon',
    dates: '16 – 19 janvier 2027',
    start_date: '2026-05-01',
    end_date: '2026-12-31',
    event_start_date: '2027-01-16',
    event_end_date: '2027-01-19',
    venue: null,
    website_url: null,
  },
];

/** A registration under way: init-register answered, the contact prefilled. */
export const afterIdentity = {
  registrationToken: 'reg-token',
  identity: { email: 'anne.martin@maison-lune.fr', first: 'Anne' },
  contact: {
    salutation: '',
    lastname: '',
    firstname: 'Anne',
    phone: '',
    mobile: '',
    email: 'anne.martin@maison-lune.fr',
    fonction: '',
    job: '',
    department: '',
    contact_role: '',
    langue: 'fr',
  },
} as const;

export const filledContact = {
  ...afterIdentity.contact,
  salutation: 'Ms',
  lastname: 'Martin',
  phone: '+33 1 23 45 67 89',
} as const;

export const filledCompany = {
  name: 'Maison Lune',
  street: '12 rue de Bretagne',
  postalCode: '75003',
  city: 'Paris',
  country: 'FR',
  siret: '732 829 320 00074',
  tva: 'FR40 303265045',
  industry: 'Marque',
  size: '12',
  brand: 'Maison Lune',
  shop: '1',
  wholesale_price: '60',
  retail_price: '150',
};
