// Test data (not exported by the package), valid for the domain's schemas.
import type { AccountMatch, LoginResponse, PublicCampaign, Tokens, User } from '@salon/domain';

export const exhibitor: User = {
  id: 'usr_1',
  role: 'exposant',
  contact: {
    salutation: 'Ms',
    firstname: 'Anne',
    lastname: 'Martin',
    phone: '+33 1 23 45 67 89',
    mobile: null,
    email: 'anne@example.com',
    fonction: null,
    langue: 'fr',
  },
  account: {
    name: 'Maison Martin',
    tva: 'FR12345678901',
    siret: '73282932000074',
    langue: 'fr',
    billing_address: {
      street: '1 rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
      country: 'FR',
    },
    brands: [],
  },
};

export const visitor: User = { ...exhibitor, id: 'usr_2', role: 'visiteur', account: null };

export const tokens: Tokens = {
  access_token: 'access-1',
  token_type: 'Bearer',
  expires_in: 900,
  refresh_token: 'refresh-1',
};

export const loginResponse: LoginResponse = { user: exhibitor, tokens };

export const publicCampaigns: PublicCampaign[] = [
  {
    id: 'cmp_1',
    name: 'Salon Printemps 2027',
    event_name: 'Salon Printemps',
    dates: '6 – 9 mars 2027',
    start_date: '2026-09-01',
    end_date: '2027-03-09',
    event_start_date: '2027-03-06',
    event_end_date: '2027-03-09',
    venue: 'Paris Expo',
    website_url: 'https://salon.example',
  },
];

export const accountMatch: AccountMatch = {
  id: 'acc_1',
  name: 'Maison Martin',
  city: 'Paris',
  postalCode: '75002',
  country: 'FR',
  siret_end: '00074',
};
