// The embedded default platform connector (docs/payments.md "The platform"): it drops each
// document's Factur-X file and a status file beside it into a directory, as platforms that take
// files do (a watched folder, or an SFTP drop synchronised from it), and each payment report as a
// file of its own. Files are written under a temporary name and renamed, so a reader never sees a
// half-written one; writing the same document again replaces it with the same bytes (idempotent).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DepositedDocument, PlatformConnector, ReportedPayment } from './connector';

/** A file name from a document number: letters, digits and dashes only. */
const safe = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '_');

async function writeAtomically(file: string, content: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

export function directoryConnector(dir: string): PlatformConnector {
  return {
    async deposit(document: DepositedDocument) {
      const base = path.join(dir, safe(document.sellerSiren), safe(document.number));
      await writeAtomically(`${base}.pdf`, document.pdf);
      const status = {
        number: document.number,
        type_code: document.typeCode,
        issue_date: document.issueDate,
        seller_siren: document.sellerSiren,
        buyer_siren: document.buyerSiren,
        buyer_name: document.buyerName,
        amount: document.amount,
        file: `${safe(document.number)}.pdf`,
        status: 'deposited',
      };
      await writeAtomically(`${base}.json`, `${JSON.stringify(status, null, 2)}\n`);
    },
    async reportPayment(payment: ReportedPayment) {
      const name = `${safe(payment.invoiceNumber)}-${payment.paidOn}.json`;
      const report = {
        invoice_number: payment.invoiceNumber,
        seller_siren: payment.sellerSiren,
        paid_on: payment.paidOn,
        amount: payment.amount,
        currency: 'EUR',
        method: payment.method,
      };
      await writeAtomically(
        path.join(dir, safe(payment.sellerSiren), 'payments', name),
        `${JSON.stringify(report, null, 2)}\n`,
      );
    },
  };
}
