// The demo's people (docs/api.md "Demo data"; spec §3): the exhibitor's company with its brands,
// two other companies, the demo exhibitor and visitor, and CRM contacts for the init link and the
// duplicate check (spec §8 4050).
import { isValidSiret } from '@salon/domain';
import { newId } from '../infra/crypto';
import type { Executor } from '../infra/db/client';
import { accounts, brands, crmContacts, users } from '../infra/db/schema';

/** The portal's client: public by design, it grants only the public calls (spec §7). */
export const PORTAL_CLIENT = { id: 'salon-portal', secret: 'salon-portal-public' } as const;

export const DEMO_ACCOUNTS = [
  { label: 'Exhibitor:', email: 'exposant@salon.test', password: 'Demo-Exposant-2026!' },
  { label: 'Visitor:', email: 'visiteur@salon.test', password: 'Demo-Visiteur-2026!' },
] as const;

/** The demo exhibitor's company. */
export const DEMO_COMPANY = 'acc-maison-lumiere';
/** The demo visitor's company. */
export const DEMO_VISITOR_COMPANY = 'acc-visiteur';

/** A valid SIRET (spec §5 check-digit sum) from its first 13 digits. */
export function siret(first13: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isValidSiret(`${first13}${digit}`)) return `${first13}${digit}`;
  }
  throw new Error('no SIRET check digit');
}

/** The exhibitor's company, another exhibitor's (for the duplicate check), the visitor's. */
export async function seedCompanies(tx: Executor): Promise<void> {
  await tx.insert(accounts).values([
    {
      id: DEMO_COMPANY,
      name: 'Maison Lumière SAS',
      street: '18 rue des Artisans',
      city: 'Lyon',
      postalCode: '69002',
      country: 'FR',
      industry: 'Prêt-à-porter',
      siret: siret('4423812760001'),
      tva: null,
      website: 'https://maison-lumiere.test',
      instagram: 'https://instagram.com/maisonlumiere',
      size: '11-50',
      shop: 'Oui',
      brand: 'Maison Lumière',
      wholesalePrice: '50-100',
      retailPrice: '100-250',
      manufactureCountry: 'FR',
      productCategory: 'Accessoires',
      productGender: 'Woman',
      ecoResponsible: true,
      otherShows: 'Who’s Next, Premiere Classe',
      marketplacePresence: true,
      marketplaceUrl: 'https://boutique.maison-lumiere.test',
      sfAccountId: '001DEMO0000001',
      langue: 'fr',
      billingStreet: '18 rue des Artisans',
      billingPostalCode: '69002',
      billingCity: 'Lyon',
      billingCountry: 'FR',
    },
    {
      id: 'acc-atelier-nord',
      name: 'Atelier du Nord',
      street: '4 quai de la Douane',
      city: 'Lille',
      postalCode: '59000',
      country: 'FR',
      siret: siret('5120447890002'),
      tva: 'FR21512044789',
      langue: 'fr',
      billingStreet: '4 quai de la Douane',
      billingPostalCode: '59000',
      billingCity: 'Lille',
      billingCountry: 'FR',
    },
    {
      id: DEMO_VISITOR_COMPANY,
      name: 'Concept Store Rivage',
      city: 'Nantes',
      postalCode: '44000',
      country: 'FR',
      langue: 'fr',
      billingStreet: '7 place Royale',
      billingPostalCode: '44000',
      billingCity: 'Nantes',
      billingCountry: 'FR',
    },
  ]);
}

/** The exhibitor's company's brands. */
export async function seedBrands(tx: Executor): Promise<void> {
  await tx.insert(brands).values([
    {
      id: newId(),
      token: 'brand-lumiere',
      accountId: DEMO_COMPANY,
      name: 'Maison Lumière',
      website: 'https://maison-lumiere.test',
      instagram: 'https://instagram.com/maisonlumiere',
    },
    {
      id: newId(),
      token: 'brand-lueur',
      accountId: DEMO_COMPANY,
      name: 'Lueur Paris',
      website: null,
      instagram: null,
    },
  ]);
}

/** The demo exhibitor and visitor, their emails verified. */
export async function seedDemoUsers(
  tx: Executor,
  hashes: { exhibitor: string; visitor: string },
  now: Date,
): Promise<void> {
  await tx.insert(users).values([
    {
      id: newId(),
      email: DEMO_ACCOUNTS[0].email,
      role: 'exposant',
      passwordHash: hashes.exhibitor,
      emailVerifiedAt: now,
      salutation: 'Ms',
      firstname: 'Claire',
      lastname: 'Martin',
      phone: '+33 4 72 00 00 00',
      mobile: '+33 6 12 34 56 78',
      fonction: 'Directeur commercial',
      job: 'Responsable salons',
      department: 'Ventes',
      contactRole: 'Decision maker',
      langue: 'fr',
      accountId: DEMO_COMPANY,
      crmContactId: '003DEMO0000001',
    },
    {
      id: newId(),
      email: DEMO_ACCOUNTS[1].email,
      role: 'visiteur',
      passwordHash: hashes.visitor,
      emailVerifiedAt: now,
      salutation: 'Mr',
      firstname: 'Hugo',
      lastname: 'Bernard',
      phone: '+33 2 40 00 00 00',
      mobile: null,
      fonction: 'Acheteur',
      langue: 'fr',
      accountId: DEMO_VISITOR_COMPANY,
    },
  ]);
}

/** CRM contacts: an init link, and two records for one email (spec §8 4050). */
export async function seedCrmContacts(tx: Executor): Promise<void> {
  await tx.insert(crmContacts).values([
    {
      id: '003DEMO0000001',
      email: DEMO_ACCOUNTS[0].email,
      role: 'exposant',
      firstname: 'Claire',
      lastname: 'Martin',
      accountId: DEMO_COMPANY,
    },
    {
      id: '003DEMO0000002',
      email: 'invitation@salon.test',
      role: 'exposant',
      salutation: 'Mr',
      firstname: 'Louis',
      lastname: 'Petit',
      phone: '+33 4 72 11 22 33',
      fonction: 'Chef de produit',
      langue: 'fr',
      accountId: DEMO_COMPANY,
    },
    {
      id: '003DEMO0000003',
      email: 'doublon@salon.test',
      role: 'exposant',
      firstname: 'Sam',
      lastname: 'Leroy',
      accountId: 'acc-atelier-nord',
    },
    {
      id: '003DEMO0000004',
      email: 'doublon@salon.test',
      role: 'exposant',
      firstname: 'Sam',
      lastname: 'Leroy',
      accountId: DEMO_COMPANY,
    },
  ]);
}
