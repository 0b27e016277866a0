// The e-invoicing outbox (docs/payments.md "The platform"): every issued document, and every
// payment to report, is a row written in the transaction that issued or recorded it, so it reaches
// the approved platform if and only if that transaction commits. A worker claims each due row with
// a five-minute lease in a short transaction (SKIP LOCKED on a PostgreSQL server, so several API
// instances share it), renders and stores the document's files if they are not yet (./files.ts),
// calls the platform's connector outside any transaction, then marks the row sent and the document
// deposited. A failure is retried with a growing delay; a crash between the call and the mark
// calls again after the lease (connectors are idempotent by document number).
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { PlatformConnector } from '../../infra/einvoice/connector';
import { platformConnectors } from '../../infra/einvoice/connectors';
import { einvoiceOutbox, invoices, paymentReports } from '../../infra/db/schema';
import { claimDueRow, startRounds } from '../../infra/outbox-rows';
import type { OutboxWorker } from '../../infra/outbox-rows';
import type { BillingConfig } from '../billing/config';
import type { EinvoiceConfig } from './config';
import type { EDocument } from './document';
import { storedFiles } from './files';

type EinvoiceContext = AppContext<BillingConfig & EinvoiceConfig>;
type OutboxRow = typeof einvoiceOutbox.$inferSelect;

/** Deposits the row's document, or reports its payment, through the connector. */
async function send(ctx: EinvoiceContext, connector: PlatformConnector, row: OutboxRow) {
  const files = await storedFiles(ctx, row.invoiceId);
  if (!files) throw new Error(`no invoice ${row.invoiceId}`);
  const document = files.row.document as EDocument;
  if (row.kind === 'payment') {
    const [report] = await ctx.db.read((db) =>
      db
        .select()
        .from(paymentReports)
        .where(eq(paymentReports.id, row.reportId ?? '')),
    );
    if (!report) throw new Error(`no payment report ${row.reportId}`);
    await connector.reportPayment({
      invoiceNumber: files.row.number,
      sellerSiren: files.row.seller,
      paidOn: report.paidOn,
      amount: report.amount,
      method: report.method,
    });
    return;
  }
  await connector.deposit({
    number: files.row.number,
    typeCode: files.row.typeCode,
    issueDate: files.row.issueDate,
    sellerSiren: files.row.seller,
    buyerSiren: document.buyer.siren,
    buyerName: document.buyer.name,
    amount: files.row.amount,
    pdf: files.pdf,
    xml: files.xml,
  });
}

/** Marks a row sent; a deposited document waiting for it becomes 'deposited'. */
async function markSent(ctx: EinvoiceContext, row: OutboxRow): Promise<void> {
  await ctx.db.tx(async (tx) => {
    const now = ctx.now();
    await tx
      .update(einvoiceOutbox)
      .set({ sentAt: now, lastError: null })
      .where(eq(einvoiceOutbox.id, row.id));
    if (row.kind === 'document') {
      await tx
        .update(invoices)
        .set({ platformStatus: 'deposited', platformStatusAt: now })
        .where(and(eq(invoices.id, row.invoiceId), eq(invoices.platformStatus, 'pending')));
    }
  });
}

async function markFailed(ctx: EinvoiceContext, row: OutboxRow, error: unknown): Promise<void> {
  const attempts = row.attempts + 1;
  const delaySeconds = Math.min(86_400, 30 * 2 ** Math.min(attempts - 1, 12));
  await ctx.db.tx((tx) =>
    tx
      .update(einvoiceOutbox)
      .set({
        attempts,
        lastError: error instanceof Error ? error.message.slice(0, 500) : 'deposit failed',
        nextAttemptAt: new Date(ctx.now().getTime() + delaySeconds * 1000),
      })
      .where(eq(einvoiceOutbox.id, row.id)),
  );
  ctx.log.warn({ einvoice: row.id, attempts }, 'e-invoicing outbox: sending failed, will retry');
}

/** Sends the due rows, oldest first, at most `limit`; returns how many were sent. */
export async function sendPendingEinvoices(
  ctx: EinvoiceContext,
  connector: PlatformConnector,
  limit = 20,
): Promise<number> {
  let sent = 0;
  for (let index = 0; index < limit; index += 1) {
    const row = await claimDueRow<OutboxRow>(ctx.db, einvoiceOutbox, ctx.now);
    if (!row) break;
    try {
      await send(ctx, connector, row);
      await markSent(ctx, row);
      sent += 1;
    } catch (error) {
      await markFailed(ctx, row, error);
    }
  }
  return sent;
}

/** The connector EINVOICE_PLATFORM names. */
export function configuredConnector(ctx: EinvoiceContext): PlatformConnector {
  return platformConnectors[ctx.config.einvoice.platform](ctx.config.einvoice);
}

/** Starts the worker: a round every `intervalMs`, and one at once for what a previous run left. */
export function startEinvoiceWorker(
  ctx: EinvoiceContext,
  connector: PlatformConnector = configuredConnector(ctx),
  intervalMs = 5_000,
): OutboxWorker {
  return startRounds(
    () => sendPendingEinvoices(ctx, connector),
    intervalMs,
    (error) => ctx.log.error({ err: error }, 'e-invoicing outbox: round failed'),
  );
}
