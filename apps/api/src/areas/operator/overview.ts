// What waits for the sales team (spec §1, §4; the operator CLI's `list`, an added call behind the
// operator key): first-registration requests to decide, bank transfers to receive with their
// proofs, quotes to revise after a change request, contacts to activate, credits of bank
// statements to decide (docs/payments.md "Statement import"), card payments to refund
// (docs/security.md "Card payments"). The sales team's actions
// are their areas' own calls (registration, rebooking, payments, badges, booth).
import { PENDING_REVIEW_STAGE } from '@salon/domain';
import { asc, count, desc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { proofsOf } from '../../core/billing/proofs';
import { refundsDue } from '../../core/billing/refunds';
import { selectOperatorInvoices, toOperatorInvoice } from '../../core/einvoicing/answers';
import { firstRegistrationSummary, inactiveContactSummary } from '../../core/mappers';
import type { Executor } from '../../infra/db/client';
import {
  accounts,
  bankEntries,
  campaigns,
  firstRegistrationRequests,
  invoices,
  opportunities,
  payments,
  transfers,
  users,
} from '../../infra/db/schema';

/**
 * The documents the approved platform has not reported paid, newest first (the 100 latest), with
 * their platform status (docs/payments.md "The platform"); credit notes among them are to refund.
 */
async function documentsOnPlatform(db: Executor) {
  const rows = await selectOperatorInvoices(db)
    .where(ne(invoices.platformStatus, 'paid'))
    .orderBy(desc(invoices.createdAt), desc(invoices.number))
    .limit(100);
  const documents = rows.map((row) => toOperatorInvoice(row, row.company));
  return {
    credit_notes_to_refund: documents.filter((document) => document.document === 'credit_note'),
    einvoices: documents,
  };
}

/** What waits for the sales team (the operator CLI's `list`). */
export async function overview(ctx: AppContext<BillingConfig>) {
  return ctx.db.read(async (db) => {
    const requests = await db
      .select()
      .from(firstRegistrationRequests)
      .where(eq(firstRegistrationRequests.status, 'pending'))
      .orderBy(asc(firstRegistrationRequests.createdAt));
    const pending = await db
      .select({ transfer: transfers, company: accounts.name, event: campaigns.eventName })
      .from(transfers)
      .innerJoin(payments, eq(payments.id, transfers.paymentId))
      .innerJoin(opportunities, eq(opportunities.id, payments.opportunityId))
      .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
      .innerJoin(campaigns, eq(campaigns.id, opportunities.campaignId))
      .where(eq(transfers.status, 'pending'))
      .orderBy(asc(transfers.createdAt));
    const proofs = await proofsOf(
      db,
      pending.map(({ transfer }) => transfer.id),
    );
    const reviews = await db
      .select({ opportunity: opportunities, company: accounts.name, event: campaigns.eventName })
      .from(opportunities)
      .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
      .innerJoin(campaigns, eq(campaigns.id, opportunities.campaignId))
      .where(eq(opportunities.etape, PENDING_REVIEW_STAGE))
      .orderBy(asc(opportunities.updatedAt));
    const inactive = await db
      .select({ user: users, company: accounts.name })
      .from(users)
      .leftJoin(accounts, eq(accounts.id, users.accountId))
      .where(eq(users.active, false))
      .orderBy(asc(users.createdAt));
    const [waiting] = await db
      .select({ entries: count() })
      .from(bankEntries)
      .where(eq(bankEntries.status, 'waiting'));
    const refunds = await refundsDue(db);
    return {
      first_registrations: requests.map(firstRegistrationSummary),
      pending_transfers: pending.map(({ transfer, company, event }) => ({
        transfer_id: transfer.id,
        payment_id: transfer.paymentId,
        amount: transfer.amount,
        reference: transfer.reference,
        bank: { ...ctx.config.bank },
        status: 'pending' as const,
        created_at: transfer.createdAt.toISOString(),
        proof: proofs.get(transfer.id) ?? null,
        company,
        event,
      })),
      quotes_to_revise: reviews.map(({ opportunity, company, event }) => ({
        id: opportunity.id,
        company,
        event,
        comment_rbkg: opportunity.commentRbkg,
        surface_rbkg: opportunity.surfaceRbkg,
        angles_rbkg: opportunity.anglesRbkg,
        account_rbkg: opportunity.accountRbkg,
        version: opportunity.version,
      })),
      inactive_contacts: inactive.map(({ user, company }) => inactiveContactSummary(user, company)),
      ...(await documentsOnPlatform(db)),
      bank_entries_waiting: Number(waiting?.entries ?? 0),
      refunds_due: refunds,
    };
  });
}
