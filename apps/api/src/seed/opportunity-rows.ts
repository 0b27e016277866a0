// Rows of a demo registration (docs/api.md "Demo data"): an opportunity with its offer and quote
// lines, and the signature of its quote with its installments, some of them paid.
import { addDays, parisDate } from '@salon/domain';
import type { Stage } from '@salon/domain';
import { eq } from 'drizzle-orm';
import { installmentRows, loadBundles, totalsOf } from '../areas/rebooking/bundles';
import type { AppContext } from '../context';
import type { BillingConfig } from '../core/billing/config';
import { markPaid } from '../core/billing/paid';
import { newId } from '../infra/crypto';
import type { Executor } from '../infra/db/client';
import { offers, opportunities, payments, quoteLines } from '../infra/db/schema';

/** A quote line as the sales team's systems give it: French label, English when they have one. */
interface LineSpec {
  label: string;
  labelEn: string;
  quantity: number;
  unitPrice: number;
}

export interface QuoteSpec {
  surface: number;
  angles: number;
  options?: LineSpec[];
}

export function linesFor(spec: QuoteSpec): LineSpec[] {
  return [
    {
      label: `Surface de stand (${spec.surface} m²)`,
      labelEn: `Booth space (${spec.surface} m²)`,
      quantity: spec.surface,
      unitPrice: 42_000,
    },
    ...(spec.angles > 0
      ? [
          {
            label: 'Supplément angle ouvert',
            labelEn: 'Open corner supplement',
            quantity: spec.angles,
            unitPrice: 35_000,
          },
        ]
      : []),
    {
      label: 'Frais de dossier et assurance',
      labelEn: 'Application fee and insurance',
      quantity: 1,
      unitPrice: 59_000,
    },
    ...(spec.options ?? []),
  ];
}

export async function addOpportunity(
  tx: Executor,
  values: {
    accountId: string;
    campaignId: string;
    etape: Stage;
    quote: QuoteSpec;
    stand: string | null;
    rebooking: boolean;
    marques: string[];
    vatRate: number;
    createdAt: Date;
    comment?: string;
    flags?: { surface?: boolean; angles?: boolean; account?: boolean };
    offer: { statut: string; etat: string; forecast: string; message?: string; sent?: Date | null };
  },
): Promise<string> {
  const id = newId();
  await tx.insert(opportunities).values({
    id,
    accountId: values.accountId,
    campaignId: values.campaignId,
    etape: values.etape,
    etapeOffre: values.etape,
    commentRbkg: values.comment ?? null,
    surfaceRbkg: values.flags?.surface ?? false,
    anglesRbkg: values.flags?.angles ?? false,
    accountRbkg: values.flags?.account ?? false,
    marques: values.marques,
    surface: values.quote.surface,
    angles: values.quote.angles,
    stand: values.stand,
    rebooking: values.rebooking,
    createdAt: values.createdAt,
    updatedAt: values.createdAt,
  });
  await tx.insert(offers).values({
    opportunityId: id,
    statut: values.offer.statut,
    etat: values.offer.etat,
    forecastCategory: values.offer.forecast,
    vatRate: values.vatRate,
    message: values.offer.message ?? null,
    fileManagerName: 'Claire Martin',
    fileManagerEmail: 'exposant@salon.test',
    billingManagerName: 'Paul Durand',
    billingManagerEmail: 'comptabilite@maison-lumiere.test',
    standManagerName: 'Inès Robert',
    standManagerEmail: 'stand@maison-lumiere.test',
    sentAt: values.offer.sent ?? null,
  });
  await tx.insert(quoteLines).values(
    linesFor(values.quote).map((line, position) => ({
      id: newId(),
      opportunityId: id,
      position,
      label: line.label,
      labelEn: line.labelEn,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
  );
  return id;
}

/**
 * The day a demo installment was paid: three days before its due date, never before the quote was
 * signed (an invoice dated the day its installment was paid, coherent with its due date).
 */
function paidAtOf(dueDate: string, signedAt: Date): Date {
  const signedOn = parisDate(signedAt);
  const day = addDays(dueDate, -3) < signedOn ? signedOn : addDays(dueDate, -3);
  // Nine in the morning in London is the same day in Paris, summer or winter.
  return new Date(Math.max(signedAt.getTime(), Date.parse(`${day}T09:00:00Z`)));
}

/** A demo installment to pay, on the day it was paid. */
export interface DemoPayment {
  paymentId: string;
  method: 'card' | 'transfer';
  paidAt: Date;
}

/**
 * Signs an opportunity's quote on `signedOn` and creates its installments, as the exhibitor's
 * validation would (spec §4 step 3); answers the first `paid` of them, each with its own day, for
 * `payInOrder`.
 */
export async function sign(
  ctx: AppContext<BillingConfig>,
  tx: Executor,
  opportunityId: string,
  signedAt: Date,
  method: 'card' | 'transfer',
  paid: number,
): Promise<DemoPayment[]> {
  await tx
    .update(opportunities)
    .set({
      etape: 'DP Signée',
      etapeOffre: 'DP Signée',
      paymentMethod: method,
      termsAcceptedAt: signedAt,
      validatedAt: signedAt,
    })
    .where(eq(opportunities.id, opportunityId));
  const [bundle] = await loadBundles(tx, { ids: [opportunityId] });
  const rows = installmentRows(bundle!, totalsOf(bundle!, signedAt), parisDate(signedAt));
  await tx.insert(payments).values(rows);
  return rows
    .slice(0, paid)
    .map((row) => ({ paymentId: row.id!, method, paidAt: paidAtOf(row.dueDate, signedAt) }));
}

/**
 * Pays demo installments in the order of the days they were paid, so the invoice numbers follow
 * their dates, as a real series does (docs/payments.md "An issued document never changes").
 */
export async function payInOrder(
  ctx: AppContext<BillingConfig>,
  tx: Executor,
  paid: readonly DemoPayment[],
): Promise<void> {
  const inOrder = [...paid].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  for (const { paymentId, method, paidAt } of inOrder) {
    await markPaid(ctx, tx, paymentId, method, 'fr', { notify: false, paidAt });
  }
}
