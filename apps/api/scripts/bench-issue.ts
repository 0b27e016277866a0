// Issuing invoices as a payment does (docs/payments.md "Invoices are e-invoices"), for
// `bench:scale`: installments marked paid one after the other, each in its transaction with its
// invoice (number, frozen document, payment report, outbox), then its Factur-X PDF and CII XML
// rendered and stored, as the payment's answer does right after. Measured in this process: the
// wall time and the CPU time it used (one core: Node runs JavaScript on one thread).
import { markPaid } from '../src/core/billing/paid';
import { storedFiles } from '../src/core/einvoicing/files';
import { scaleApp } from './scale-database';

export interface IssueRun {
  invoices: number;
  wallSeconds: number;
  cpuSeconds: number;
}

/** Installments due whose earlier installments are paid: the next one each registration pays. */
const NEXT_DUE = `select p.id from payments p
  where p.status = 'due' and not exists (
    select 1 from payments q
    where q.opportunity_id = p.opportunity_id and q.status <> 'paid' and q.due_date < p.due_date)
  order by p.id limit $1`;

export async function issueInvoices(url: string, count: number): Promise<IssueRun> {
  const { pool, ctx, close } = await scaleApp(url);
  try {
    const { rows } = await pool.query<{ id: string }>(NEXT_DUE, [count]);
    const started = Date.now();
    const cpu = process.cpuUsage();
    let invoices = 0;
    for (const { id } of rows) {
      const paid = await ctx.db.tx((tx) => markPaid(ctx, tx, id, 'card', 'fr', { notify: false }));
      if (!paid) continue;
      const [invoice] = (
        await pool.query<{ id: string }>('select id from invoices where payment_id = $1', [id])
      ).rows;
      if (await storedFiles(ctx, invoice!.id)) invoices += 1;
    }
    const used = process.cpuUsage(cpu);
    return {
      invoices,
      wallSeconds: (Date.now() - started) / 1000,
      cpuSeconds: (used.user + used.system) / 1e6,
    };
  } finally {
    await close();
  }
}
