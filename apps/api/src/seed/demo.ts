// The portal's public client, and the demo data (docs/api.md "Demo data"): on the embedded default, or on
// an empty database when asked (SEED=demo), never silently in production. Dates are set relative
// to the day of seeding, so every screen has something to show: campaigns with installment dates
// and early-booking deadlines, an exhibitor whose opportunities sit in every stage of spec §4,
// installments due, overdue and paid with their invoices, a pending transfer, campaign members
// with badges, the picklists of spec §3, a visitor, CRM contacts for the init link and the
// duplicate check, and a first-registration request for the sales team.
import { addDays, isValidSiret, parisDate } from '@salon/domain';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  accounts,
  brands,
  campaignMembers,
  campaigns,
  clients,
  crmContacts,
  firstRegistrationRequests,
  meta,
  payments,
  picklists,
  transfers,
  users,
} from '../db/schema';
import { hashPassword, hashToken, newId, newToken } from '../auth/crypto';
import { addOpportunity, sign } from './opportunity-rows';
import { seedBoothDemo } from './booth';
import { demoPicklists } from './picklists';

/** The portal's client: public by design, it grants only the public calls (spec §7). */
export const PORTAL_CLIENT = { id: 'salon-portal', secret: 'salon-portal-public' } as const;

export const DEMO_ACCOUNTS = [
  { label: 'Exhibitor:', email: 'exposant@salon.test', password: 'Demo-Exposant-2026!' },
  { label: 'Visitor:', email: 'visiteur@salon.test', password: 'Demo-Visiteur-2026!' },
] as const;

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

/** A valid SIRET (spec §5 check-digit sum) from its first 13 digits. */
function siret(first13: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isValidSiret(`${first13}${digit}`)) return `${first13}${digit}`;
  }
  throw new Error('no SIRET check digit');
}

/** Seeds the demo data once, on a database without users. Returns whether it seeded. */
export async function seedDemo(ctx: AppContext): Promise<boolean> {
  const [{ value: existing } = { value: 0 }] = await ctx.db.read((db) =>
    db.select({ value: count() }).from(users),
  );
  if (existing > 0) return false;
  const cost = ctx.config.argon2;
  const [exhibitorHash, visitorHash] = await Promise.all(
    DEMO_ACCOUNTS.map((account) => hashPassword(account.password, cost)),
  );
  const now = ctx.now();
  const today = parisDate(now);
  const day = (offset: number) => addDays(today, offset);
  const at = (offset: number) => new Date(now.getTime() + offset * 86_400_000);
  const vatRate = ctx.config.seller.vatRate;

  await ctx.db.tx(async (tx) => {
    await tx.insert(meta).values({ key: 'seed', value: `demo ${now.toISOString()}` });
    for (const row of demoPicklists) await tx.insert(picklists).values(row);

    // --- Campaigns: two editions open, one past (spec §3, §9) ---------------------------------
    const spring = 'camp-printemps';
    const autumn = 'camp-automne';
    const past = 'camp-precedent';
    await tx.insert(campaigns).values([
      {
        id: spring,
        name: 'Salon Printemps',
        eventName: `Salon Printemps ${day(120).slice(0, 4)}`,
        dates: `${day(120)} – ${day(123)}`,
        startDate: day(-90),
        endDate: day(123),
        eventStartDate: day(120),
        eventEndDate: day(123),
        venue: 'Paris Expo Porte de Versailles, Hall 7',
        websiteUrl: 'https://salon.test/printemps',
        acompte1: 30,
        acompte2: 30,
        dateAcompte2: day(40),
        dateSolde: day(90),
        endRebookingEnabled: true,
        endRebookingDate: day(25),
        earlyBookingEnabled: true,
        earlyBookingDate: day(50),
        earlyBookingDeadlines: [
          { name: 'first', date: day(10), rate: 10 },
          { name: 'second', date: day(30), rate: 5 },
          { name: 'last', date: day(50), rate: 2 },
        ],
        openForRegistration: true,
      },
      {
        id: autumn,
        name: 'Salon Automne',
        eventName: `Salon Automne ${day(270).slice(0, 4)}`,
        dates: `${day(270)} – ${day(272)}`,
        startDate: day(-10),
        endDate: day(272),
        eventStartDate: day(270),
        eventEndDate: day(272),
        venue: 'Paris Expo Porte de Versailles, Hall 5',
        websiteUrl: 'https://salon.test/automne',
        acompte1: 50,
        acompte2: null,
        dateAcompte2: null,
        dateSolde: day(200),
        endRebookingEnabled: false,
        endRebookingDate: null,
        earlyBookingEnabled: true,
        earlyBookingDate: day(120),
        earlyBookingDeadlines: [
          { name: 'first', date: day(45), rate: 8 },
          { name: 'second', date: day(90), rate: 4 },
          { name: 'last', date: day(120), rate: 2 },
        ],
        openForRegistration: true,
      },
      {
        id: past,
        name: 'Salon Hiver',
        eventName: `Salon Hiver ${day(-40).slice(0, 4)}`,
        dates: `${day(-40)} – ${day(-38)}`,
        startDate: day(-300),
        endDate: day(-38),
        eventStartDate: day(-40),
        eventEndDate: day(-38),
        venue: 'Paris Expo Porte de Versailles, Hall 7',
        websiteUrl: 'https://salon.test/hiver',
        acompte1: 30,
        acompte2: 30,
        dateAcompte2: day(-150),
        dateSolde: day(-80),
        endRebookingEnabled: false,
        endRebookingDate: null,
        earlyBookingEnabled: false,
        earlyBookingDate: null,
        earlyBookingDeadlines: [],
        openForRegistration: false,
      },
    ]);

    // --- The exhibitor's company, brands and contacts (spec §3) -------------------------------
    const company = 'acc-maison-lumiere';
    await tx.insert(accounts).values([
      {
        id: company,
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
        id: 'acc-visiteur',
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
    await tx.insert(brands).values([
      {
        id: newId(),
        token: 'brand-lumiere',
        accountId: company,
        name: 'Maison Lumière',
        website: 'https://maison-lumiere.test',
        instagram: 'https://instagram.com/maisonlumiere',
      },
      {
        id: newId(),
        token: 'brand-lueur',
        accountId: company,
        name: 'Lueur Paris',
        website: null,
        instagram: null,
      },
    ]);
    const exhibitorId = newId();
    await tx.insert(users).values([
      {
        id: exhibitorId,
        email: DEMO_ACCOUNTS[0].email,
        role: 'exposant',
        passwordHash: exhibitorHash!,
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
        accountId: company,
        crmContactId: '003DEMO0000001',
      },
      {
        id: newId(),
        email: DEMO_ACCOUNTS[1].email,
        role: 'visiteur',
        passwordHash: visitorHash!,
        emailVerifiedAt: now,
        salutation: 'Mr',
        firstname: 'Hugo',
        lastname: 'Bernard',
        phone: '+33 2 40 00 00 00',
        mobile: null,
        fonction: 'Acheteur',
        langue: 'fr',
        accountId: 'acc-visiteur',
      },
    ]);
    const [visitor] = await tx.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[1].email));

    // --- CRM contacts: an init link, and two records for one email (spec §8 4050) -------------
    await tx.insert(crmContacts).values([
      {
        id: '003DEMO0000001',
        email: DEMO_ACCOUNTS[0].email,
        role: 'exposant',
        firstname: 'Claire',
        lastname: 'Martin',
        accountId: company,
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
        accountId: company,
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
        accountId: company,
      },
    ]);

    // --- Opportunities in every stage of spec §4 ----------------------------------------------
    const base = { accountId: company, vatRate, marques: ['Maison Lumière'] };
    const draft = { statut: 'Qualification', etat: 'Brouillon', forecast: 'Maximum' };
    const sent = { statut: 'Négociation', etat: 'Envoyée', forecast: 'Validée', sent: at(-5) };
    await addOpportunity(tx, {
      ...base,
      campaignId: autumn,
      etape: 'Qualification',
      quote: { surface: 12, angles: 0 },
      stand: null,
      rebooking: false,
      marques: ['Lueur Paris'],
      createdAt: at(-3),
      offer: draft,
    });
    await addOpportunity(tx, {
      ...base,
      campaignId: autumn,
      etape: 'Valorisation',
      quote: { surface: 18, angles: 1 },
      stand: null,
      rebooking: false,
      createdAt: at(-4),
      offer: { ...draft, statut: 'Qualification', etat: 'Prête pour envoi' },
    });
    await addOpportunity(tx, {
      ...base,
      campaignId: spring,
      etape: "En attente de validation de l'offre",
      quote: {
        surface: 36,
        angles: 2,
        options: [{ label: 'Mobilier : comptoir et 4 tabourets', quantity: 1, unitPrice: 68_000 }],
      },
      stand: 'H7-B12',
      rebooking: true,
      createdAt: at(-20),
      offer: { ...sent, message: 'Votre stand habituel, avec deux angles ouverts.' },
    });
    await addOpportunity(tx, {
      ...base,
      campaignId: spring,
      etape: 'En attente de review du commercial',
      quote: { surface: 24, angles: 1 },
      stand: 'H7-C04',
      rebooking: true,
      marques: ['Lueur Paris'],
      createdAt: at(-25),
      comment: 'Pourrions-nous passer à 30 m² avec deux angles ?',
      flags: { surface: true, angles: true },
      offer: {
        statut: 'En attente de review',
        etat: 'Révision nécessaire',
        forecast: 'Validée',
        sent: at(-12),
      },
    });
    await addOpportunity(tx, {
      ...base,
      campaignId: autumn,
      etape: 'En attente confirmation client',
      quote: { surface: 30, angles: 2 },
      stand: 'H5-A08',
      rebooking: false,
      createdAt: at(-15),
      offer: { ...sent, message: 'Devis modifié selon votre demande : 30 m², deux angles.' },
    });
    // Signed 30 days ago, nothing paid: the 1st installment is overdue.
    const overdue = await addOpportunity(tx, {
      ...base,
      campaignId: spring,
      etape: 'DP Signée',
      quote: { surface: 9, angles: 0 },
      stand: 'H7-F21',
      rebooking: false,
      createdAt: at(-40),
      offer: { statut: 'Gagnée', etat: 'Envoyée', forecast: 'Commandée', sent: at(-35) },
    });
    await sign(ctx, tx, overdue, at(-30), 'card', 0);
    // Signed today: the 1st installment is due (the card-payment demo).
    const due = await addOpportunity(tx, {
      ...base,
      campaignId: autumn,
      etape: 'DP Signée',
      quote: { surface: 16, angles: 1 },
      stand: 'H5-D02',
      rebooking: false,
      createdAt: at(-6),
      offer: { statut: 'Gagnée', etat: 'Envoyée', forecast: 'Commandée', sent: at(-5) },
    });
    await sign(ctx, tx, due, at(-1), 'card', 0);
    // Signed, the 1st installment awaited by bank transfer.
    const transfer = await addOpportunity(tx, {
      ...base,
      campaignId: autumn,
      etape: 'DP Signée',
      quote: { surface: 12, angles: 0 },
      stand: 'H5-D10',
      rebooking: false,
      marques: ['Lueur Paris'],
      createdAt: at(-9),
      offer: { statut: 'Gagnée', etat: 'Envoyée', forecast: 'Commandée', sent: at(-8) },
    });
    await sign(ctx, tx, transfer, at(-2), 'transfer', 0);
    const [firstOfTransfer] = await tx
      .select()
      .from(payments)
      .where(eq(payments.opportunityId, transfer));
    await tx.insert(transfers).values({
      id: newId(),
      paymentId: firstOfTransfer!.id,
      accountId: company,
      idempotencyKey: `seed-transfer-${newToken().slice(0, 16)}`,
      requestHash: 'seed',
      amount: firstOfTransfer!.amount,
      reference: `VIR-${today.slice(0, 4)}-DEMO0001`,
    });
    await tx
      .update(payments)
      .set({ status: 'pending_transfer', method: 'transfer' })
      .where(eq(payments.id, firstOfTransfer!.id));
    // 1st installment paid: 'Acompte perçu', badges unlocked.
    const firstPaid = await addOpportunity(tx, {
      ...base,
      campaignId: spring,
      etape: 'DP Signée',
      quote: { surface: 48, angles: 3 },
      stand: 'H7-A01',
      rebooking: true,
      createdAt: at(-60),
      offer: { statut: 'Gagnée', etat: 'Envoyée', forecast: 'Commandée', sent: at(-55) },
    });
    await sign(ctx, tx, firstPaid, at(-50), 'card', 1);
    // Past edition: 2nd installment paid, then one fully paid, then one canceled.
    const secondPaid = await addOpportunity(tx, {
      ...base,
      campaignId: past,
      etape: 'DP Signée',
      quote: { surface: 20, angles: 1 },
      stand: 'H7-E03',
      rebooking: false,
      marques: ['Lueur Paris'],
      createdAt: at(-230),
      offer: { statut: 'Gagnée', etat: 'Envoyée', forecast: 'Commandée', sent: at(-225) },
    });
    await sign(ctx, tx, secondPaid, at(-220), 'card', 2);
    const settled = await addOpportunity(tx, {
      ...base,
      campaignId: past,
      etape: 'DP Signée',
      quote: { surface: 36, angles: 2 },
      stand: 'H7-B12',
      rebooking: true,
      createdAt: at(-240),
      offer: { statut: 'Gagnée', etat: 'Envoyée', forecast: 'Commandée', sent: at(-235) },
    });
    await sign(ctx, tx, settled, at(-230), 'transfer', 3);
    await addOpportunity(tx, {
      ...base,
      campaignId: past,
      etape: 'Annulé',
      quote: { surface: 9, angles: 0 },
      stand: null,
      rebooking: false,
      createdAt: at(-260),
      offer: { statut: 'Perdue', etat: 'Envoyée', forecast: 'Omise', sent: at(-255) },
    });

    // --- Campaign members and badges (spec §3) ------------------------------------------------
    const badge = (id: string) => `https://billetterie.salon.test/badges/${id}`;
    const members = [
      { campaignId: spring, name: 'Claire Martin', categorie: 'Exposant' },
      { campaignId: spring, name: 'Inès Robert', categorie: 'Exposant' },
      { campaignId: spring, name: 'Marc Dubois', categorie: 'Acheteur invité' },
      { campaignId: spring, name: 'Agence Sud Mode', categorie: 'Agent' },
      { campaignId: past, name: 'Claire Martin', categorie: 'Exposant' },
    ];
    for (const member of members) {
      const id = newId();
      await tx.insert(campaignMembers).values({
        id,
        campaignId: member.campaignId,
        accountId: company,
        name: member.name,
        categorieInscription: member.categorie,
        badgeUrl: badge(id),
      });
    }
    const visitorBadge = newId();
    await tx.insert(campaignMembers).values({
      id: visitorBadge,
      campaignId: spring,
      accountId: 'acc-visiteur',
      userId: visitor!.id,
      name: 'Hugo Bernard',
      categorieInscription: 'Visiteur professionnel',
      badgeUrl: badge(visitorBadge),
    });

    // --- A first-registration request waiting for the selection committee ---------------------
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
        events_of_interest: [autumn],
        desired_surface: 12,
        sales_contact: false,
        terms: true,
      },
      createdAt: at(-1),
    });

    // --- The booth page: guides, and an exhibitor whose booth is locked (spec §2, §4, §6) -----
    await seedBoothDemo(ctx, tx, {
      events: [spring, autumn],
      unpaidEvent: autumn,
      passwordHash: exhibitorHash!,
      vatRate,
      now,
      siret: siret('5120954310001'),
    });
  });
  return true;
}
