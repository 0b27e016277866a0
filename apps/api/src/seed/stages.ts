// The demo exhibitor's opportunities in every stage of spec §4 (docs/api.md "Demo data"): quotes
// in progress, signed ones with installments overdue, due or awaited by transfer, and paid ones
// with their invoices, on the open editions and the past one.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { BillingConfig } from '../core/billing/config';
import { newId, newToken } from '../infra/crypto';
import type { Executor } from '../infra/db/client';
import { payments, transfers } from '../infra/db/schema';
import { DEMO_CAMPAIGNS as campaigns } from './campaigns';
import { DEMO_COMPANY } from './people';
import { addOpportunity, payInOrder, sign } from './opportunity-rows';

export interface DemoDay {
  ctx: AppContext<BillingConfig>;
  tx: Executor;
  /** The seeding day in Paris, `YYYY-MM-DD`. */
  today: string;
  /** An instant `offset` days from the seeding's. */
  at: (offset: number) => Date;
}

const base = (seed: DemoDay) => ({
  accountId: DEMO_COMPANY,
  vatRate: seed.ctx.config.seller.vatRate,
  marques: ['Maison Lumière'],
});

/** Quotes before the signature: the sales team's drafts, one sent, one to review, one modified. */
async function seedQuotesInProgress(seed: DemoDay): Promise<void> {
  const { tx } = seed;
  const draft = { statut: 'Qualification', etat: 'Brouillon', forecast: 'Maximum' };
  const sent = { statut: 'Négociation', etat: 'Envoyée', forecast: 'Validée', sent: seed.at(-5) };
  await addOpportunity(tx, {
    ...base(seed),
    campaignId: campaigns.autumn,
    etape: 'Qualification',
    quote: { surface: 12, angles: 0 },
    stand: null,
    rebooking: false,
    marques: ['Lueur Paris'],
    createdAt: seed.at(-3),
    offer: draft,
  });
  await addOpportunity(tx, {
    ...base(seed),
    campaignId: campaigns.autumn,
    etape: 'Valorisation',
    quote: { surface: 18, angles: 1 },
    stand: null,
    rebooking: false,
    createdAt: seed.at(-4),
    offer: { ...draft, statut: 'Qualification', etat: 'Prête pour envoi' },
  });
  await addOpportunity(tx, {
    ...base(seed),
    campaignId: campaigns.spring,
    etape: "En attente de validation de l'offre",
    quote: {
      surface: 36,
      angles: 2,
      options: [
        {
          label: 'Mobilier : comptoir et 4 tabourets',
          labelEn: 'Furniture: counter and 4 stools',
          quantity: 1,
          unitPrice: 68_000,
        },
      ],
    },
    stand: 'H7-B12',
    rebooking: true,
    createdAt: seed.at(-20),
    offer: { ...sent, message: 'Votre stand habituel, avec deux angles ouverts.' },
  });
  await addOpportunity(tx, {
    ...base(seed),
    campaignId: campaigns.spring,
    etape: 'En attente de review du commercial',
    quote: { surface: 24, angles: 1 },
    stand: 'H7-C04',
    rebooking: true,
    marques: ['Lueur Paris'],
    createdAt: seed.at(-25),
    comment: 'Pourrions-nous passer à 30 m² avec deux angles ?',
    flags: { surface: true, angles: true },
    offer: {
      statut: 'En attente de review',
      etat: 'Révision nécessaire',
      forecast: 'Validée',
      sent: seed.at(-12),
    },
  });
  await addOpportunity(tx, {
    ...base(seed),
    campaignId: campaigns.autumn,
    etape: 'En attente confirmation client',
    quote: { surface: 30, angles: 2 },
    stand: 'H5-A08',
    rebooking: false,
    createdAt: seed.at(-15),
    offer: { ...sent, message: 'Devis modifié selon votre demande : 30 m², deux angles.' },
  });
}

/** Signed quotes whose 1st installment is overdue, due, or awaited by bank transfer. */
async function seedSignedUnpaid(seed: DemoDay): Promise<void> {
  const { tx } = seed;
  // Signed 30 days ago, nothing paid: the 1st installment is overdue.
  const overdue = await addOpportunity(tx, {
    ...base(seed),
    campaignId: campaigns.spring,
    etape: 'DP Signée',
    quote: { surface: 9, angles: 0 },
    stand: 'H7-F21',
    rebooking: false,
    createdAt: seed.at(-40),
    offer: { statut: 'Gagnée', etat: 'Envoyée', forecast: 'Commandée', sent: seed.at(-35) },
  });
  await sign(seed.ctx, tx, overdue, seed.at(-30), 'card', 0);
  // Signed today: the 1st installment is due (the card-payment demo).
  const due = await addOpportunity(tx, {
    ...base(seed),
    campaignId: campaigns.autumn,
    etape: 'DP Signée',
    quote: { surface: 16, angles: 1 },
    stand: 'H5-D02',
    rebooking: false,
    createdAt: seed.at(-6),
    offer: { statut: 'Gagnée', etat: 'Envoyée', forecast: 'Commandée', sent: seed.at(-5) },
  });
  await sign(seed.ctx, tx, due, seed.at(-1), 'card', 0);
  // Signed, the 1st installment awaited by bank transfer.
  const transfer = await addOpportunity(tx, {
    ...base(seed),
    campaignId: campaigns.autumn,
    etape: 'DP Signée',
    quote: { surface: 12, angles: 0 },
    stand: 'H5-D10',
    rebooking: false,
    marques: ['Lueur Paris'],
    createdAt: seed.at(-9),
    offer: { statut: 'Gagnée', etat: 'Envoyée', forecast: 'Commandée', sent: seed.at(-8) },
  });
  await sign(seed.ctx, tx, transfer, seed.at(-2), 'transfer', 0);
  const [firstOfTransfer] = await tx
    .select()
    .from(payments)
    .where(eq(payments.opportunityId, transfer));
  await tx.insert(transfers).values({
    id: newId(),
    paymentId: firstOfTransfer!.id,
    accountId: DEMO_COMPANY,
    idempotencyKey: `seed-transfer-${newToken().slice(0, 16)}`,
    requestHash: 'seed',
    amount: firstOfTransfer!.amount,
    reference: `VIR-${seed.today.slice(0, 4)}-DEMO0001`,
  });
  await tx
    .update(payments)
    .set({ status: 'pending_transfer', method: 'transfer' })
    .where(eq(payments.id, firstOfTransfer!.id));
}

/** Paid installments with their invoices, and a canceled registration of the past edition. */
async function seedPaid(seed: DemoDay): Promise<void> {
  const { tx } = seed;
  // 1st installment paid: 'Acompte perçu', badges unlocked.
  const firstPaid = await addOpportunity(tx, {
    ...base(seed),
    campaignId: campaigns.spring,
    etape: 'DP Signée',
    quote: { surface: 48, angles: 3 },
    stand: 'H7-A01',
    rebooking: true,
    createdAt: seed.at(-60),
    offer: { statut: 'Gagnée', etat: 'Envoyée', forecast: 'Commandée', sent: seed.at(-55) },
  });
  const paid = await sign(seed.ctx, tx, firstPaid, seed.at(-50), 'card', 1);
  // Past edition: 2nd installment paid, then one fully paid, then one canceled.
  const secondPaid = await addOpportunity(tx, {
    ...base(seed),
    campaignId: campaigns.past,
    etape: 'DP Signée',
    quote: { surface: 20, angles: 1 },
    stand: 'H7-E03',
    rebooking: false,
    marques: ['Lueur Paris'],
    createdAt: seed.at(-230),
    offer: { statut: 'Gagnée', etat: 'Envoyée', forecast: 'Commandée', sent: seed.at(-225) },
  });
  paid.push(...(await sign(seed.ctx, tx, secondPaid, seed.at(-220), 'card', 2)));
  const settled = await addOpportunity(tx, {
    ...base(seed),
    campaignId: campaigns.past,
    etape: 'DP Signée',
    quote: { surface: 36, angles: 2 },
    stand: 'H7-B12',
    rebooking: true,
    createdAt: seed.at(-240),
    offer: { statut: 'Gagnée', etat: 'Envoyée', forecast: 'Commandée', sent: seed.at(-235) },
  });
  paid.push(...(await sign(seed.ctx, tx, settled, seed.at(-230), 'transfer', 3)));
  // Invoices numbered in the order of their dates.
  await payInOrder(seed.ctx, tx, paid);
  await addOpportunity(tx, {
    ...base(seed),
    campaignId: campaigns.past,
    etape: 'Annulé',
    quote: { surface: 9, angles: 0 },
    stand: null,
    rebooking: false,
    createdAt: seed.at(-260),
    offer: { statut: 'Perdue', etat: 'Envoyée', forecast: 'Omise', sent: seed.at(-255) },
  });
}

/** The demo exhibitor's opportunities, one in each stage of spec §4. */
export async function seedOpportunities(seed: DemoDay): Promise<void> {
  await seedQuotesInProgress(seed);
  await seedSignedUnpaid(seed);
  await seedPaid(seed);
}
