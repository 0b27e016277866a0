// The scale seed's companies and users (docs/performance.md "The scale seed"; spec §3): French
// companies with a valid SIRET, some from other countries of the EU (reverse charge) or outside it,
// one brand each, one or two portal users each. Every user has the same password hash: argon2id is
// made to be slow (47 ms of CPU a hash), so the seed hashes one password once and reuses it.
import type { AccountRow, BrandRow, UserRow } from '../../infra/db/rows';
import { siret } from '../people';
import type { Random } from './random';

const CITIES = [
  ['Paris', '75003'],
  ['Lyon', '69002'],
  ['Marseille', '13001'],
  ['Lille', '59000'],
  ['Bordeaux', '33000'],
  ['Nantes', '44000'],
  ['Toulouse', '31000'],
  ['Strasbourg', '67000'],
] as const;
const ABROAD = [
  ['Milano', '20121', 'IT', 'IT'],
  ['Bruxelles', '1000', 'BE', 'BE'],
  ['Barcelona', '08001', 'ES', 'ES'],
  ['London', 'EC1A 1BB', 'GB', null],
  ['Genève', '1201', 'CH', null],
] as const;
const WORDS = ['Atelier', 'Maison', 'Studio', 'Comptoir', 'Manufacture', 'Collectif', 'Fabrique'];
const NAMES = ['Lumière', 'Azur', 'Nord', 'Soleil', 'Garance', 'Ondine', 'Céleste', 'Sève', 'Roc'];
const FIRSTNAMES = ['Claire', 'Hugo', 'Inès', 'Louis', 'Léa', 'Marc', 'Nina', 'Paul', 'Sarah'];
const LASTNAMES = ['Martin', 'Bernard', 'Dubois', 'Robert', 'Moreau', 'Laurent', 'Simon', 'Petit'];

export interface Crowd {
  accounts: AccountRow[];
  brands: BrandRow[];
  users: UserRow[];
}

function company(random: Random, index: number, seedNumber: number, at: Date): AccountRow {
  const french = random.chance(0.85);
  const [city, postalCode, country, vatPrefix] = french
    ? [...random.pick(CITIES), 'FR', 'FR']
    : random.pick(ABROAD);
  const name = `${random.pick(WORDS)} ${random.pick(NAMES)} ${index + 1}`;
  const digits = String(100_000_000 + ((index * 7919 + seedNumber) % 800_000_000)).slice(0, 9);
  const street = `${random.int(1, 120)} rue des Créateurs`;
  return {
    id: `acc-scale-${index + 1}`,
    name,
    street,
    additionalAddress: null,
    city,
    postalCode,
    country,
    industry: random.pick(['Prêt-à-porter', 'Maroquinerie', 'Bijouterie', 'Chaussures']),
    siret: french ? siret(`${digits}0001`) : null,
    tva: vatPrefix && (!french || random.chance(0.5)) ? `${vatPrefix}${digits}01` : null,
    website: `https://scale-${index + 1}.salon.test`,
    instagram: null,
    size: random.pick(['1-10', '11-50', '51-200']),
    shop: random.pick(['Oui', 'Non']),
    brand: name,
    wholesalePrice: '50-100',
    retailPrice: '100-250',
    manufactureCountry: country,
    productCategory: 'Accessoires',
    productGender: random.pick(['Woman', 'Man', 'Mixed']),
    ecoResponsible: random.chance(0.4),
    otherShows: null,
    marketplacePresence: false,
    marketplaceUrl: null,
    marketplaceReason: null,
    sfAccountId: `001SCALE${String(index + 1).padStart(7, '0')}`,
    langue: french ? 'fr' : 'en',
    billingStreet: street,
    billingPostalCode: postalCode,
    billingCity: city,
    billingCountry: country,
    createdAt: at,
    updatedAt: at,
  };
}

function user(random: Random, account: AccountRow, index: number, hash: string): UserRow {
  const firstname = random.pick(FIRSTNAMES);
  const lastname = random.pick(LASTNAMES);
  return {
    id: random.uuid(),
    email: `contact-${index + 1}@scale.salon.test`,
    role: 'exposant',
    passwordHash: hash,
    emailVerifiedAt: account.createdAt,
    active: true,
    salutation: null,
    firstname,
    lastname,
    phone: '+33 1 00 00 00 00',
    mobile: null,
    fonction: null,
    job: null,
    department: null,
    contactRole: null,
    langue: account.langue,
    accountId: account.id,
    crmContactId: null,
    createdAt: account.createdAt,
    updatedAt: account.createdAt,
  };
}

/** `companies` companies with a brand each, and `people` users spread over them. */
export function scaleCompanies(
  random: Random,
  sizes: { companies: number; people: number; seedNumber: number },
  passwordHash: string,
  createdAt: Date,
): Crowd {
  const accounts = Array.from({ length: sizes.companies }, (_, index) =>
    company(random, index, sizes.seedNumber, createdAt),
  );
  const brands = accounts.map((account) => ({
    id: random.uuid(),
    token: `brand-scale-${account.id}`,
    accountId: account.id,
    name: account.brand!,
    website: account.website,
    instagram: null,
  }));
  const users = Array.from({ length: sizes.people }, (_, index) =>
    user(random, accounts[index % accounts.length]!, index, passwordHash),
  );
  return { accounts, brands, users };
}
