// The scale seed (docs/performance.md "The scale seed"): an organiser's three years of history
// around the demo exhibitor, made from a seed number, on a PostgreSQL database where the demo is
// already seeded. Every row is made in memory with the product's own rules (installments, invoice
// documents, credit notes), then written in one transaction by bulk inserts: a failure leaves
// nothing half-written. At SCALE=1: 6 editions, 20,000 companies, 30,000 users, 60,000
// registrations, their installments, invoices and credit notes, badges, invitations and 10,000
// transfers.
import { parisDate } from '@salon/domain';
import type pg from 'pg';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { hashPassword } from '../../infra/crypto';
import type { AccountRow, CampaignRow } from '../../infra/db/rows';
import { bulkInsert } from '../../infra/db/bulk';
import * as schema from '../../infra/db/schema';
import { helvetica, startPdf } from '../../infra/pdf/document';
import { scaleCampaigns } from './campaigns';
import { scaleCompanies } from './companies';
import { badgesOf, proofsOf, transfersOf } from './extras';
import {
  creditNoteOf,
  numberDocuments,
  onPlatform,
  planCredits,
  registrationInvoices,
} from './invoices';
import type { CreditPlan, Numbered } from './invoices';
import { randomFrom } from './random';
import type { Random } from './random';
import { planRegistration } from './registrations';
import type { RegistrationPlan } from './registrations';

/** The password of every user of the crowd (hashed once, docs/performance.md "The scale seed"). */
export const SCALE_PASSWORD = 'Scale-Exposant-2026!';

export interface ScaleOptions {
  scale: number;
  seedNumber: number;
  /** Told each step's rows and time. */
  log?: (line: string) => void;
}

/** The sizes at SCALE=1 (the issue's organiser). */
const FULL = { companies: 20_000, people: 30_000, transfers: 10_000 };
const REGISTRATIONS_PER_COMPANY = 3;
const INVOICE_BATCH = 2_000;

function proofPdf(): Promise<Buffer> {
  const { doc, done } = startPdf('fr', helvetica, { size: 'A4', margin: 48 });
  doc.font('bold').fontSize(14).text('Avis de virement SEPA / SEPA transfer advice');
  doc.font('regular').fontSize(10).text('Banque de démonstration — scale seed');
  doc.end();
  return done;
}

/** Each company registers on three of the six editions, drawn for it. */
function planAll(
  random: Random,
  accounts: AccountRow[],
  campaigns: CampaignRow[],
  now: Date,
  vatRate: number,
): RegistrationPlan[] {
  return accounts.flatMap((account) => {
    const chosen = [...campaigns].sort(() => random.next() - 0.5);
    return chosen
      .slice(0, REGISTRATIONS_PER_COMPANY)
      .map((campaign) => planRegistration(random, account, campaign, now, vatRate));
  });
}

/** The counters' last numbers for the seller (the demo's documents), by `series:year`. */
async function countersOf(client: pg.PoolClient, seller: string): Promise<Map<string, number>> {
  const { rows } = await client.query<{ series: string; year: number; last: number }>(
    'select series, year, last from invoice_counters where seller = $1',
    [seller],
  );
  return new Map(rows.map((row) => [`${row.series}:${row.year}`, row.last]));
}

async function writeCounters(client: pg.PoolClient, seller: string, last: Map<string, number>) {
  for (const [key, value] of last) {
    const [series, year] = key.split(':');
    await client.query(
      `insert into invoice_counters (seller, series, year, last) values ($1, $2, $3, $4)
       on conflict (seller, series, year) do update set last = excluded.last`,
      [seller, series, Number(year), value],
    );
  }
}

/** The invoices, payment reports and credit notes, a batch of registrations at a time. */
async function writeInvoices(
  random: Random,
  client: pg.PoolClient,
  plans: RegistrationPlan[],
  credits: CreditPlan[],
  numbers: Map<string, Numbered>,
  seller: BillingConfig['seller'],
  now: Date,
): Promise<{ invoices: number; reports: number }> {
  const creditOf = new Map(credits.map((credit) => [credit.original.invoiceId, credit]));
  let invoices = 0;
  let reports = 0;
  for (let start = 0; start < plans.length; start += INVOICE_BATCH) {
    const issued = plans
      .slice(start, start + INVOICE_BATCH)
      .flatMap((plan) => registrationInvoices(plan, numbers, seller));
    const notes = issued.flatMap((invoice) => {
      const credit = creditOf.get(invoice.id);
      return credit ? [creditNoteOf(credit, invoice, numbers.get(credit.id)!, seller)] : [];
    });
    invoices += await bulkInsert(
      client,
      schema.invoices,
      [...issued, ...notes].map((row) => onPlatform(row, now)),
    );
    reports += await bulkInsert(
      client,
      schema.paymentReports,
      issued.map((invoice) => ({
        id: random.uuid(),
        invoiceId: invoice.id,
        paymentId: invoice.paymentId!,
        paidOn: invoice.issueDate,
        amount: invoice.amount,
        method: invoice.method,
        createdAt: invoice.createdAt,
      })),
    );
  }
  return { invoices, reports };
}

/** Everything the crowd is, made in memory before anything is written. */
async function planCrowd(ctx: AppContext<BillingConfig>, random: Random, options: ScaleOptions) {
  const size = (full: number) => Math.max(1, Math.round(full * options.scale));
  const now = ctx.now();
  const hash = await hashPassword(SCALE_PASSWORD, ctx.config.argon2);
  const campaigns = scaleCampaigns(parisDate(now));
  const threeYearsAgo = new Date(Date.parse(`${campaigns[0]!.startDate}T08:00:00Z`) - 86_400_000);
  const crowd = scaleCompanies(
    random,
    { companies: size(FULL.companies), people: size(FULL.people), seedNumber: options.seedNumber },
    hash,
    threeYearsAgo,
  );
  const plans = planAll(random, crowd.accounts, campaigns, now, ctx.config.seller.vatRate);
  const credits = planCredits(random, plans, now);
  const transfers = transfersOf(random, plans, size(FULL.transfers));
  const proofs = proofsOf(random, transfers, await proofPdf());
  return { campaigns, crowd, plans, credits, transfers, proofs, badges: badgesOf(random, plans) };
}

type Planned = Awaited<ReturnType<typeof planCrowd>>;

/** Writes the planned crowd on `client` (in its transaction); answers the rows by table. */
async function writeCrowd(
  ctx: AppContext<BillingConfig>,
  client: pg.PoolClient,
  random: Random,
  planned: Planned,
  timed: (what: string) => void,
): Promise<Record<string, number>> {
  const { campaigns, crowd, plans, credits, transfers, proofs, badges } = planned;
  const seller = ctx.config.seller;
  const counts: Record<string, number> = {};
  counts.campaigns = await bulkInsert(client, schema.campaigns, campaigns);
  counts.accounts = await bulkInsert(client, schema.accounts, crowd.accounts);
  counts.brands = await bulkInsert(client, schema.brands, crowd.brands);
  counts.users = await bulkInsert(client, schema.users, crowd.users);
  timed('companies and users written');
  const opportunities = plans.map((plan) => plan.opportunity);
  counts.opportunities = await bulkInsert(client, schema.opportunities, opportunities);
  counts.offers = await bulkInsert(
    client,
    schema.offers,
    plans.map((plan) => plan.offer),
  );
  counts.quote_lines = await bulkInsert(
    client,
    schema.quoteLines,
    plans.flatMap((p) => p.lines),
  );
  counts.payments = await bulkInsert(
    client,
    schema.payments,
    plans.flatMap((p) => p.payments),
  );
  timed('registrations and installments written');
  const last = await countersOf(client, seller.siren);
  const numbers = numberDocuments(plans, credits, last);
  const written = await writeInvoices(random, client, plans, credits, numbers, seller, ctx.now());
  counts.invoices = written.invoices;
  counts.payment_reports = written.reports;
  await writeCounters(client, seller.siren, last);
  timed('invoices and credit notes written');
  counts.transfers = await bulkInsert(client, schema.transfers, transfers);
  counts.transfer_proofs = await bulkInsert(client, schema.transferProofs, proofs);
  counts.campaign_members = await bulkInsert(client, schema.campaignMembers, badges.members);
  const invitations = badges.invitations;
  counts.invitation_registrations = await bulkInsert(
    client,
    schema.invitationRegistrations,
    invitations,
  );
  timed('transfers, badges and invitations written');
  return counts;
}

/** Writes the crowd; refuses a database that has it already. Answers the rows written by table. */
export async function seedScale(
  ctx: AppContext<BillingConfig>,
  pool: pg.Pool,
  options: ScaleOptions,
): Promise<Record<string, number>> {
  const log = options.log ?? (() => undefined);
  const random = randomFrom(options.seedNumber);
  let step = Date.now();
  const timed = (what: string) => {
    log(`${what} (${((Date.now() - step) / 1000).toFixed(1)} s)`);
    step = Date.now();
  };
  const planned = await planCrowd(ctx, random, options);
  timed(`planned ${planned.plans.length} registrations`);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const done = await client.query('select 1 from meta where key = $1', ['scale-seed']);
    if (done.rowCount) throw new Error('This database already holds the scale seed.');
    const counts = await writeCrowd(ctx, client, random, planned, timed);
    await client.query('insert into meta (key, value) values ($1, $2)', [
      'scale-seed',
      `scale ${options.scale} seed ${options.seedNumber} ${ctx.now().toISOString()}`,
    ]);
    await client.query('commit');
    // Vacuumed as autovacuum leaves a database that has run for years, not only analysed: the
    // visibility map lets a count read its partial index alone (the overview's totals: 6 ms a
    // count over the table's pages before, 1 ms after; docs/performance.md "The scale seed").
    await pool.query('vacuum (analyze)');
    timed('vacuumed and analysed');
    return counts;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
