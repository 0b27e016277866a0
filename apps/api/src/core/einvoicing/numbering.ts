// Document numbers (docs/payments.md "Numbering"): gapless per seller, series and year. The next
// number is taken in the transaction that issues the document, by one atomic upsert of the
// counter's row: concurrent issues wait for each other on that row, and a transaction that rolls
// back gives its number back, so numbers have no gaps and no duplicates.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client';
import { invoiceCounters } from '../../infra/db/schema';

/** F: invoices (down payments and final invoices); AV: credit notes, their own sequence. */
export type Series = 'F' | 'AV';

export interface DocumentNumber {
  series: Series;
  year: number;
  sequence: number;
  number: string;
}

export async function nextDocumentNumber(
  tx: Executor,
  seller: string,
  series: Series,
  year: number,
): Promise<DocumentNumber> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ seller, series, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.seller, invoiceCounters.series, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  const sequence = counter!.last;
  return {
    series,
    year,
    sequence,
    number: `${series}-${year}-${String(sequence).padStart(6, '0')}`,
  };
}
