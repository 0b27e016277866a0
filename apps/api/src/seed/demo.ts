// The portal's public client, and the demo data (docs/api.md "Demo data"): on the embedded default, or on
// an empty database when asked (SEED=demo), never silently in production. Dates are set relative
// to the day of seeding, so every screen has something to show: campaigns with installment dates
// and early-booking deadlines, an exhibitor whose opportunities sit in every stage of spec §4,
// installments due, overdue and paid with their invoices, a pending transfer, campaign members
// with badges, the picklists of spec §3, a visitor, CRM contacts for the init link and the
// duplicate check, and a first-registration request for the sales team.
import { addDays, parisDate } from '@salon/domain';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { BillingConfig } from '../core/billing/config';
import { hashPassword, hashToken, newId } from '../infra/crypto';
import type { Executor } from '../infra/db/client';
import {
  campaignMembers,
  clients,
  firstRegistrationRequests,
  meta,
  picklists,
  users,
} from '../infra/db/schema';
import { seedBoothDemo } from './booth';
import { DEMO_CAMPAIGNS, seedCampaigns } from './campaigns';
import {
  DEMO_ACCOUNTS,
  DEMO_COMPANY,
  DEMO_VISITOR_COMPANY,
  PORTAL_CLIENT,
  seedBrands,
  seedCompanies,
  seedCrmContacts,
  seedDemoUsers,
  siret,
} from './people';
import { demoPicklists } from './picklists';
import { seedOpportunities } from './stages';

export { DEMO_ACCOUNTS, PORTAL_CLIENT };

/** Makes sure the portal's client exists (every start, every database). */
export async function ensurePortalClient(ctx: AppContext): Promise<void> {
  await ctx.db.tx((tx) =>
    tx
      .insert(clients)
      .values({
        id: PORTAL_CLIENT.id,
        name: 'Salon portal',
        secretHash: hashToken(PORTAL_CLIENT.secret),
        refreshInCookie: true,
      })
      .onConflictDoNothing(),
  );
}

/** Campaign members and their badges (spec §3): the exhibitor's team and guests, the visitor. */
async function seedMembers(tx: Executor): Promise<void> {
  const [visitor] = await tx.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[1].email));
  const badge = (id: string) => `https://billetterie.salon.test/badges/${id}`;
  const members = [
    { campaignId: DEMO_CAMPAIGNS.spring, name: 'Claire Martin', categorie: 'Exposant' },
    { campaignId: DEMO_CAMPAIGNS.spring, name: 'Inès Robert', categorie: 'Exposant' },
    { campaignId: DEMO_CAMPAIGNS.spring, name: 'Marc Dubois', categorie: 'Acheteur invité' },
    { campaignId: DEMO_CAMPAIGNS.spring, name: 'Agence Sud Mode', categorie: 'Agent' },
    { campaignId: DEMO_CAMPAIGNS.past, name: 'Claire Martin', categorie: 'Exposant' },
  ];
  for (const member of members) {
    const id = newId();
    await tx.insert(campaignMembers).values({
      id,
      campaignId: member.campaignId,
      accountId: DEMO_COMPANY,
      name: member.name,
      categorieInscription: member.categorie,
      badgeUrl: badge(id),
    });
  }
  const visitorBadge = newId();
  await tx.insert(campaignMembers).values({
    id: visitorBadge,
    campaignId: DEMO_CAMPAIGNS.spring,
    accountId: DEMO_VISITOR_COMPANY,
    userId: visitor!.id,
    name: 'Hugo Bernard',
    categorieInscription: 'Visiteur professionnel',
    badgeUrl: badge(visitorBadge),
  });
}

/** A first-registration request waiting for the selection committee (spec §1). */
async function seedFirstRegistrationRequest(tx: Executor, at: (offset: number) => Date) {
  await tx.insert(firstRegistrationRequests).values({
    id: newId(),
    email: 'nouvelle.marque@salon.test',
    companyName: 'Nouvelle Marque SARL',
    variant: 'default',
    langue: 'fr',
    payload: {
      variant: 'default',
      company: {
        name: 'Nouvelle Marque SARL',
        street: '3 rue Neuve',
        city: 'Bordeaux',
        postalCode: '33000',
        country: 'FR',
        industry: 'Maroquinerie',
        tva: 'FR11453983245',
        siret: siret('4539832450001'),
        wholesale_price: '50-100',
        retail_price: '100-250',
        size: '1-10',
        brand: 'Nouvelle Marque',
        shop: 'Non',
      },
      main_activity: 'Créateur',
      contact: {
        salutation: 'Mrs',
        firstname: 'Léa',
        lastname: 'Moreau',
        phone: '+33 5 56 00 00 00',
        email: 'nouvelle.marque@salon.test',
        langue: 'fr',
      },
      events_of_interest: [DEMO_CAMPAIGNS.autumn],
      desired_surface: 12,
      sales_contact: false,
      terms: true,
    },
    createdAt: at(-1),
  });
}

/** Seeds the demo data once, on a database without users. Returns whether it seeded. */
export async function seedDemo(ctx: AppContext<BillingConfig>): Promise<boolean> {
  const [{ value: existing } = { value: 0 }] = await ctx.db.read((db) =>
    db.select({ value: count() }).from(users),
  );
  if (existing > 0) return false;
  const cost = ctx.config.argon2;
  const [exhibitor, visitor] = await Promise.all(
    DEMO_ACCOUNTS.map((account) => hashPassword(account.password, cost)),
  );
  const now = ctx.now();
  const today = parisDate(now);
  const at = (offset: number) => new Date(now.getTime() + offset * 86_400_000);

  await ctx.db.tx(async (tx) => {
    await tx.insert(meta).values({ key: 'seed', value: `demo ${now.toISOString()}` });
    for (const row of demoPicklists) await tx.insert(picklists).values(row);
    await seedCampaigns(tx, (offset) => addDays(today, offset));
    await seedCompanies(tx);
    await seedBrands(tx);
    await seedDemoUsers(tx, { exhibitor: exhibitor!, visitor: visitor! }, now);
    await seedCrmContacts(tx);
    await seedOpportunities({ ctx, tx, today, at });
    await seedMembers(tx);
    await seedFirstRegistrationRequest(tx, at);
    // The booth page: guides, floor plans, and an exhibitor whose booth is locked (spec §2, §4, §6).
    await seedBoothDemo(ctx, tx, {
      events: [DEMO_CAMPAIGNS.spring, DEMO_CAMPAIGNS.autumn],
      halls: { [DEMO_CAMPAIGNS.spring]: 7, [DEMO_CAMPAIGNS.autumn]: 5 },
      unpaidEvent: DEMO_CAMPAIGNS.autumn,
      passwordHash: exhibitor!,
      vatRate: ctx.config.seller.vatRate,
      now,
      siret: siret('5120954310001'),
    });
  });
  return true;
}
