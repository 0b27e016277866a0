// The e-invoicing tests' ground (docs/payments.md "Invoices are e-invoices"): a company of a
// given country, a booking of it signed and paid installment by installment (each paid invoice a
// Factur-X file), and each document read back as the API and a platform give it.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { markPaid } from '../src/core/billing/paid';
import { newId } from '../src/infra/crypto';
import { accounts, invoices, payments } from '../src/infra/db/schema';
import { DEMO_CAMPAIGNS } from '../src/seed/campaigns';
import { addOpportunity, payInOrder, sign } from '../src/seed/opportunity-rows';
import { OPERATOR_KEY } from './helpers';
import type { TestApp } from './helpers';

export const operator = { 'x-operator-key': OPERATOR_KEY };

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The buyers of spec §9's VAT cases: French, another EU country with a VAT number, outside the EU. */
export const buyers = {
  french: {
    country: 'FR',
    tva: 'FR21512044789',
    siret: '51204478900028',
    name: 'Atelier Lyonnais SARL',
  },
  german: { country: 'DE', tva: 'DE129273398', siret: null, name: 'Berliner Mode GmbH' },
  swiss: { country: 'CH', tva: null, siret: null, name: 'Genève Design SA' },
} as const;

/** A company of `buyer`'s country, with its own exhibitor (for its invoices list). */
export async function addCompany(t: TestApp, buyer: (typeof buyers)[keyof typeof buyers]) {
  const id = newId();
  await t.ctx.db.tx(async (tx) => {
    await tx.insert(accounts).values({
      id,
      name: buyer.name,
      country: buyer.country,
      siret: buyer.siret,
      tva: buyer.tva,
      langue: 'fr',
      billingStreet: '1 Hauptstraße & Co',
      billingPostalCode: '10115',
      billingCity: 'Ville',
      billingCountry: buyer.country,
    });
  });
  return id;
}

/**
 * A booking of `accountId` on the spring show (1st, 2nd installment and balance), signed on
 * `signedAt` and its first `paid` installments paid, each on its own day.
 */
export async function paidBooking(t: TestApp, accountId: string, paid: number, signedAt: Date) {
  return t.ctx.db.tx(async (tx) => {
    const id = await addOpportunity(tx, {
      accountId,
      campaignId: DEMO_CAMPAIGNS.spring,
      etape: 'DP Signée',
      quote: { surface: 24, angles: 1 },
      stand: 'H7-Z01',
      rebooking: true,
      marques: ['Test'],
      vatRate: t.ctx.config.seller.vatRate,
      createdAt: signedAt,
      offer: { statut: 'Gagnée', etat: 'Envoyée', forecast: 'Commandée' },
    });
    await payInOrder(t.ctx, tx, await sign(t.ctx, tx, id, signedAt, 'card', paid));
    return id;
  });
}

/** Pays one installment now, as a payment's notification does. */
export function payNow(t: TestApp, paymentId: string) {
  return t.ctx.db.tx((tx) => markPaid(t.ctx, tx, paymentId, 'transfer', 'en', { notify: false }));
}

/** An opportunity's documents, oldest first (invoices, then credit notes). */
export async function documentsOf(t: TestApp, opportunityId: string) {
  const rows = await t.ctx.db.read((db) =>
    db.select().from(invoices).where(eq(invoices.opportunityId, opportunityId)),
  );
  return rows.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.number.localeCompare(b.number),
  );
}

/** An opportunity's installments, in the order of the schedule. */
export async function installmentsOf(t: TestApp, opportunityId: string) {
  const rows = await t.ctx.db.read((db) =>
    db.select().from(payments).where(eq(payments.opportunityId, opportunityId)),
  );
  const order = ['acompte1', 'acompte2', 'solde'];
  return rows.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}

/** An amount as the PDF prints it, its narrow spaces as the text extraction gives them. */
export const money = (lang: string, cents: number) =>
  new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/[\u202f\u00a0]/g, ' ');

/** Cents as the XML writes them. */
export const decimal = (cents: number) => (cents / 100).toFixed(2);

/** XML values by element name, first occurrence (the documents are small and flat enough). */
export function xmlValue(xml: string, element: string): string | null {
  return new RegExp(`<${element}[^>]*>([^<]*)</${element}>`).exec(xml)?.[1] ?? null;
}
export function xmlValues(xml: string, element: string): string[] {
  return [...xml.matchAll(new RegExp(`<${element}[^>]*>([^<]*)</${element}>`, 'g'))].map(
    (m) => m[1]!,
  );
}
