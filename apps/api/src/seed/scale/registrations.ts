// The scale seed's registrations (docs/performance.md "The scale seed"; spec §4, §9): each
// company's opportunities on some of the six editions, over every stage of the stage table. A
// signed quote has the installments the exhibitor's signature makes (the same code:
// installmentRows), and the stage says which are paid (`installmentsReceived`), each paid on a day
// between its signature and the seeding day, by card or transfer.
import { parisDate, stageNamed, stageRow } from '@salon/domain';
import type { Stage, StageName } from '@salon/domain';
import { installmentRows, totalsOf } from '../../areas/rebooking/bundles';
import type { OpportunityBundle } from '../../areas/rebooking/bundles';
import type {
  AccountRow,
  CampaignRow,
  OfferRow,
  OpportunityRow,
  PaymentRow,
  QuoteLineRow,
} from '../../infra/db/rows';
import { linesFor } from '../opportunity-rows';
import type { Random } from './random';

const DAY = 86_400_000;

export interface PaidInstallmentPlan {
  payment: PaymentRow;
  method: 'card' | 'transfer';
  paidAt: Date;
  /** The invoice's id, known before it is written (the payment names it). */
  invoiceId: string;
}

export interface RegistrationPlan {
  opportunity: OpportunityRow;
  offer: OfferRow;
  lines: QuoteLineRow[];
  payments: PaymentRow[];
  paid: PaidInstallmentPlan[];
  campaign: CampaignRow;
  account: AccountRow;
}

/** A held edition: most registrations paid in full, some stopped on the way. */
const HELD: ReadonlyArray<[StageName, number]> = [
  ['paidInFull', 0.74],
  ['secondDepositPaid', 0.04],
  ['firstDepositPaid', 0.04],
  ['signed', 0.02],
  ['canceled', 0.12],
  ['qualification', 0.01],
  ['valuation', 0.01],
  ['offerSent', 0.02],
];
/** The open edition: registrations in every stage. */
const OPEN: ReadonlyArray<[StageName, number]> = [
  ['qualification', 0.08],
  ['valuation', 0.08],
  ['offerSent', 0.12],
  ['changeRequested', 0.06],
  ['offerRevised', 0.06],
  ['signed', 0.15],
  ['firstDepositPaid', 0.2],
  ['secondDepositPaid', 0.1],
  ['paidInFull', 0.05],
  ['canceled', 0.1],
];

function stageFor(random: Random, open: boolean): Stage {
  let draw = random.next();
  for (const [name, share] of open ? OPEN : HELD) {
    draw -= share;
    if (draw < 0) return stageNamed(name);
  }
  return stageNamed('paidInFull');
}

function offerFor(id: string, stage: Stage, sentAt: Date | null, vatRate: number): OfferRow {
  const row = stageRow(stage)!;
  const [statut, etat, forecastCategory] =
    row.phase === 'canceled'
      ? ['Perdue', 'Envoyée', 'Omise']
      : row.phase !== 'quote'
        ? ['Gagnée', 'Envoyée', 'Commandée']
        : sentAt
          ? ['Négociation', 'Envoyée', 'Validée']
          : ['Qualification', 'Brouillon', 'Maximum'];
  return {
    opportunityId: id,
    statut,
    etat,
    forecastCategory,
    discountRate: 0,
    vatRate,
    message: null,
    fileManagerName: null,
    fileManagerEmail: null,
    billingManagerName: null,
    billingManagerEmail: null,
    standManagerName: null,
    standManagerEmail: null,
    sentAt,
  };
}

/** The day an installment was paid: before its due date, after the signature, never ahead. */
function paidAtOf(random: Random, due: string, after: Date, now: Date): Date {
  const dueAt = Date.parse(`${due}T09:00:00Z`) - random.int(0, 10) * DAY;
  const latest = now.getTime() - DAY;
  return new Date(Math.max(after.getTime() + 3_600_000, Math.min(dueAt, latest)));
}

function opportunityRow(
  random: Random,
  account: AccountRow,
  campaign: CampaignRow,
  stage: Stage,
  created: Date,
): OpportunityRow {
  const surface = random.pick([9, 12, 16, 18, 24, 30, 36, 48]);
  return {
    id: random.uuid(),
    accountId: account.id,
    campaignId: campaign.id,
    etape: stage,
    etapeOffre: stage,
    commentRbkg: null,
    surfaceRbkg: false,
    anglesRbkg: false,
    accountRbkg: false,
    marques: [account.brand],
    surface,
    angles: random.int(0, Math.min(3, Math.floor(surface / 12))),
    stand: null,
    rebooking: random.chance(0.6),
    paymentMethod: null,
    termsAcceptedAt: null,
    validatedAt: null,
    version: 0,
    createdAt: created,
    updatedAt: created,
  };
}

/** One registration of `account` on `campaign`, in a stage drawn for the edition. */
export function planRegistration(
  random: Random,
  account: AccountRow,
  campaign: CampaignRow,
  now: Date,
  vatRate: number,
): RegistrationPlan {
  const open = campaign.openForRegistration;
  const stage = stageFor(random, open);
  const row = stageRow(stage)!;
  const start = Date.parse(`${campaign.startDate}T09:00:00Z`);
  const latest = Math.min(
    now.getTime() - 3 * DAY,
    Date.parse(`${campaign.eventStartDate}`) - 60 * DAY,
  );
  const signedAt = new Date(start + random.next() * Math.max(DAY, latest - start - 10 * DAY));
  const created = new Date(signedAt.getTime() - random.int(5, 40) * DAY);
  const opportunity = opportunityRow(random, account, campaign, stage, created);
  const signs = row.phase === 'payment' || row.phase === 'paid';
  const sentAt = stage === stageNamed('qualification') ? null : new Date(created.getTime() + DAY);
  const offer = offerFor(opportunity.id, stage, sentAt, vatRate);
  const lines = linesFor({ surface: opportunity.surface, angles: opportunity.angles }).map(
    (line, position) => ({ ...line, id: random.uuid(), opportunityId: opportunity.id, position }),
  );
  if (opportunity.stand === null && row.phase !== 'quote' && row.phase !== 'canceled') {
    opportunity.stand = `H${campaign.venue?.slice(-1) ?? '7'}-${random.int(100, 999)}`;
  }
  const plan = { opportunity, offer, lines, payments: [], paid: [], campaign, account };
  return signs ? sign(random, plan, signedAt, now, row.installmentsReceived.length) : plan;
}

/** The signature's installments (installmentRows, as the exhibitor's validation makes them). */
function sign(
  random: Random,
  plan: RegistrationPlan,
  signedAt: Date,
  now: Date,
  received: number,
): RegistrationPlan {
  const method = random.chance(0.12) ? 'transfer' : 'card';
  Object.assign(plan.opportunity, {
    paymentMethod: method,
    termsAcceptedAt: signedAt,
    validatedAt: signedAt,
    updatedAt: signedAt,
  });
  const bundle: OpportunityBundle = { ...plan, payments: [], pendingTransfer: false };
  const rows = installmentRows(bundle, totalsOf(bundle, signedAt), parisDate(signedAt));
  let after = signedAt;
  plan.payments = rows.map((insert, index) => {
    const payment: PaymentRow = {
      ...insert,
      id: random.uuid(),
      service: insert.service ?? 'stand',
      status: 'due',
      method: null,
      paidAt: null,
      invoiceId: null,
    } as PaymentRow;
    if (index >= received) return payment;
    const paidAt = paidAtOf(random, payment.dueDate, after, now);
    after = paidAt;
    const invoiceId = random.uuid();
    Object.assign(payment, { status: 'paid', method, paidAt, invoiceId });
    plan.paid.push({ payment, method, paidAt, invoiceId });
    return payment;
  });
  return plan;
}
