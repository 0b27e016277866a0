// An issued document's files (docs/payments.md "An issued document never changes"): its Factur-X
// PDF and its CII XML are rendered once from the document frozen at issue, right after the issue's
// transaction (by the e-invoicing outbox, or the first download, whichever comes first), and
// stored; from then on every download and every deposit serves the stored bytes. Two instances
// rendering at once store the first one's bytes only (`pdf IS NULL` in the update), and both then
// read what is stored.
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { InvoiceRow } from '../../infra/db/rows';
import { invoices } from '../../infra/db/schema';
import type { BillingConfig, Seller } from '../billing/config';
import { legacyDocument } from './build';
import { ciiXml } from './cii';
import type { EDocument } from './document';
import { renderDocumentPdf } from './pdf';

export interface StoredFiles {
  row: InvoiceRow;
  pdf: Buffer;
  xml: string;
}

/**
 * Renders a document's files from its frozen content (an invoice issued before documents were
 * frozen: from the billing details it froze, `legacyDocument`).
 */
export async function renderFiles(
  row: InvoiceRow,
  seller: Seller,
): Promise<{ pdf: Buffer; xml: string; document: EDocument }> {
  const document = (row.document as EDocument | null) ?? legacyDocument(row, seller);
  const xml = ciiXml(document);
  const pdf = await renderDocumentPdf(document, xml, row.createdAt);
  return { pdf, xml, document };
}

/** The document's stored files, rendered and stored first if they are not yet. */
export async function storedFiles(
  ctx: AppContext<BillingConfig>,
  invoiceId: string,
): Promise<StoredFiles | null> {
  const read = async () => {
    const [row] = await ctx.db.read((db) =>
      db.select().from(invoices).where(eq(invoices.id, invoiceId)),
    );
    return row ?? null;
  };
  const row = await read();
  if (!row) return null;
  if (row.pdf && row.xml !== null) return { row, pdf: row.pdf, xml: row.xml };
  const files = await renderFiles(row, ctx.config.seller);
  await ctx.db.tx((tx) =>
    tx
      .update(invoices)
      .set(files)
      .where(and(eq(invoices.id, invoiceId), isNull(invoices.pdf))),
  );
  const stored = await read();
  return { row: stored!, pdf: stored!.pdf!, xml: stored!.xml! };
}
