// The booth page's demo data (docs/api.md "Demo data"): the four guides of each open event (spec
// §2 pro/stand), real small PDFs in French and English where they differ, each event's floor plan
// (a one-page PDF of its hall, spec §4), and a second exhibitor
// whose registration is signed but whose 1st installment is not paid: their booth is locked
// (spec §4, §6) and the API refuses them the guides.
import { guideKinds } from '@salon/domain';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { BillingConfig } from '../core/billing/config';
import { newId } from '../infra/crypto';
import type { Executor } from '../infra/db/client';
import { accounts, campaigns, eventFloorPlans, eventGuides, users } from '../infra/db/schema';
import { renderFloorPlanPdf } from './floor-plan-pdf';
import { renderGuidePdf } from './guide-pdf';
import { guideTexts } from './guide-texts';
import { addOpportunity, sign } from './opportunity-rows';

/** An exhibitor who has not paid the 1st installment (the locked booth, end-to-end tests). */
export const DEMO_UNPAID_EXHIBITOR = {
  label: 'Exhibitor, 1st installment unpaid:',
  email: 'exposant.sans.acompte@salon.test',
  company: 'Studio Sable SARL',
} as const;

interface BoothDemo {
  /** The events that get the four guides. */
  events: readonly string[];
  /** The hall of each event whose floor plan is drawn (its stands are `H<hall>-…`). */
  halls: Readonly<Record<string, number>>;
  /** The event of the unpaid exhibitor's registration. */
  unpaidEvent: string;
  passwordHash: string;
  vatRate: number;
  now: Date;
  siret: string;
}

/** An event's floor plan: a one-page PDF of its hall, drawn now (spec §4). */
async function seedFloorPlan(
  tx: Executor,
  event: { id: string; eventName: string },
  hall: number | undefined,
  { author, now }: { author: string; now: Date },
): Promise<void> {
  if (hall === undefined) return;
  const content = await renderFloorPlanPdf({ event: event.eventName, hall, author });
  await tx.insert(eventFloorPlans).values({
    campaignId: event.id,
    filename: `plan-hall-${hall}.pdf`,
    contentType: 'application/pdf',
    content,
    size: content.length,
    updatedAt: now,
  });
}

export async function seedBoothDemo(
  ctx: AppContext<BillingConfig>,
  tx: Executor,
  demo: BoothDemo,
): Promise<void> {
  const author = ctx.config.seller.name;
  const events = await tx
    .select({ id: campaigns.id, eventName: campaigns.eventName })
    .from(campaigns)
    .where(inArray(campaigns.id, [...demo.events]));
  for (const event of events) {
    await seedFloorPlan(tx, event, demo.halls[event.id], { author, now: demo.now });
    for (const kind of guideKinds) {
      const texts = guideTexts[kind];
      for (const lang of ['fr', 'en'] as const) {
        const body = texts[lang];
        const filename = texts.file[lang];
        if (!body || !filename) continue;
        const content = await renderGuidePdf({ lang, event: event.eventName, author, ...body });
        await tx.insert(eventGuides).values({
          campaignId: event.id,
          kind,
          language: lang,
          filename,
          contentType: 'application/pdf',
          content,
          size: content.length,
          updatedAt: demo.now,
        });
      }
    }
  }

  const account = 'acc-studio-sable';
  await tx.insert(accounts).values({
    id: account,
    name: DEMO_UNPAID_EXHIBITOR.company,
    street: '4 quai des Chartrons',
    city: 'Bordeaux',
    postalCode: '33000',
    country: 'FR',
    industry: 'Maroquinerie',
    siret: demo.siret,
    size: '1-10',
    brand: 'Studio Sable',
    langue: 'en',
    billingStreet: '4 quai des Chartrons',
    billingPostalCode: '33000',
    billingCity: 'Bordeaux',
    billingCountry: 'FR',
  });
  await tx.insert(users).values({
    id: newId(),
    email: DEMO_UNPAID_EXHIBITOR.email,
    role: 'exposant',
    passwordHash: demo.passwordHash,
    emailVerifiedAt: demo.now,
    salutation: 'Mr',
    firstname: 'Jonas',
    lastname: 'Weber',
    phone: '+33 5 56 10 20 30',
    langue: 'en',
    accountId: account,
  });
  const signedAt = new Date(demo.now.getTime() - 3 * 86_400_000);
  const opportunity = await addOpportunity(tx, {
    accountId: account,
    campaignId: demo.unpaidEvent,
    etape: 'DP Signée',
    quote: { surface: 9, angles: 0 },
    stand: 'H5-G14',
    rebooking: false,
    marques: ['Studio Sable'],
    vatRate: demo.vatRate,
    createdAt: new Date(demo.now.getTime() - 10 * 86_400_000),
    offer: { statut: 'Gagnée', etat: 'Envoyée', forecast: 'Commandée', sent: signedAt },
  });
  await sign(ctx, tx, opportunity, signedAt, 'card', 0);
}
