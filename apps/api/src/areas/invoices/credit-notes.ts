// The sales team's calls on issued documents (docs/payments.md "Credit notes", "The platform"):
// - a credit note on an invoice, for all that remains of it or part of it, never more: it is
//   numbered in its own gapless series, references the invoice (its number and date, in the PDF
//   and in the XML), freezes what it says and is queued for the platform like any document; the
//   invoice itself never changes. Two credit notes on one invoice at once are serialised by a lock
//   on the invoice's row, so the second sees the first and is refused if nothing remains (4220,
//   nothing written);
// - the status the approved platform gave a document (deposited, rejected, paid).
import { creditNoteAmounts, parisDate } from '@salon/domain';
import type { CreditNoteRequest, PlatformStatus } from '@salon/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { selectOperatorInvoices, toOperatorInvoice } from '../../core/einvoicing/answers';
import { creditNoteDocument, legacyDocument } from '../../core/einvoicing/build';
import type { EDocument } from '../../core/einvoicing/document';
import { storedFiles } from '../../core/einvoicing/files';
import { queueForPlatform } from '../../core/einvoicing/issue';
import { nextDocumentNumber } from '../../core/einvoicing/numbering';
import { newId } from '../../infra/crypto';
import type { Executor } from '../../infra/db/client';
import type { InvoiceRow } from '../../infra/db/rows';
import { invoices } from '../../infra/db/schema';
import { fail } from '../../infra/errors';

type Context = AppContext<BillingConfig>;

/** The invoice to credit, its row locked until the transaction ends (4040 for none). */
async function lockedInvoice(ctx: Context, tx: Executor, id: string): Promise<InvoiceRow> {
  const query = tx.select().from(invoices).where(eq(invoices.id, id));
  const [row] = await (ctx.db.kind === 'postgres' ? query.for('update') : query);
  // A credit note is credited by nothing: it is not an invoice.
  if (!row || row.typeCode === '381') throw fail.notFound();
  return row;
}

/** Issues the credit note in one transaction; its files are rendered and stored right after. */
export async function issueCreditNote(ctx: Context, invoiceId: string, request: CreditNoteRequest) {
  const id = await ctx.db.tx(async (tx) => {
    const invoice = await lockedInvoice(ctx, tx, invoiceId);
    const earlier = await tx
      .select({ amountHt: invoices.amountHt, vat: invoices.vat })
      .from(invoices)
      .where(eq(invoices.creditedInvoiceId, invoice.id));
    const amounts = creditNoteAmounts(
      {
        amountHt: invoice.amountHt,
        vat: invoice.vat,
        vatPercent: invoice.vatRate,
        credited: earlier,
      },
      request.amount_ht,
    );
    if (!amounts.ok) throw fail.businessRule('error.credit_exceeds_remainder');
    const issueDate = parisDate(ctx.now());
    const numbered = await nextDocumentNumber(
      tx,
      ctx.config.seller.siren,
      'AV',
      Number(issueDate.slice(0, 4)),
    );
    const original = {
      row: invoice,
      document:
        (invoice.document as EDocument | null) ?? legacyDocument(invoice, ctx.config.seller),
    };
    const document = creditNoteDocument(
      original,
      {
        number: numbered.number,
        issueDate,
        reason: request.reason,
        amountHt: amounts.amountHt,
        vat: amounts.vat,
      },
      ctx.config.seller,
    );
    const creditId = newId();
    await tx.insert(invoices).values({
      ...invoice,
      id: creditId,
      seller: ctx.config.seller.siren,
      ...numbered,
      typeCode: '381',
      paymentId: null,
      creditedInvoiceId: invoice.id,
      reason: request.reason,
      amount: amounts.amount,
      amountHt: amounts.amountHt,
      vat: amounts.vat,
      issueDate,
      dueDate: issueDate,
      document,
      pdf: null,
      xml: null,
      platformStatus: 'pending',
      platformMessage: null,
      platformStatusAt: null,
      createdAt: ctx.now(),
    });
    await queueForPlatform(tx, creditId, null);
    return creditId;
  });
  // Rendered and stored right after the issue (docs/payments.md "An issued document never changes").
  await storedFiles(ctx, id);
  return ctx.db.read((db) => operatorInvoice(db, id));
}

/** A document as the sales team's calls answer it. */
async function operatorInvoice(db: Executor, id: string) {
  const [row] = await selectOperatorInvoices(db).where(eq(invoices.id, id));
  if (!row) throw fail.notFound();
  return toOperatorInvoice(row, row.company);
}

/** Records what the approved platform said of a document (docs/payments.md "The platform"). */
export async function setPlatformStatus(
  ctx: Context,
  invoiceId: string,
  request: { status: Exclude<PlatformStatus, 'pending'>; message?: string },
) {
  return ctx.db.tx(async (tx) => {
    const [row] = await tx
      .update(invoices)
      .set({
        platformStatus: request.status,
        platformMessage: request.message ?? null,
        platformStatusAt: ctx.now(),
      })
      .where(eq(invoices.id, invoiceId))
      .returning({ id: invoices.id });
    if (!row) throw fail.notFound();
    return operatorInvoice(tx, row.id);
  });
}
