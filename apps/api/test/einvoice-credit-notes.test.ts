// Credit notes (docs/payments.md "Credit notes"): the sales team credits part or all of an issued
// invoice, by the operator call and the CLI; the credit note (381) has its own gapless series,
// references its invoice in the PDF and the XML (BG-3), never credits more than remains (4220 with
// its catalogue message, nothing written, also when two arrive at once), shows in the exhibitor's
// list as its own kind and downloads as a Factur-X file; the invoice's stored bytes never change.
import { errorCodes } from '@salon/domain';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../src/core/einvoicing/files';
import { invoices } from '../src/infra/db/schema';
import { readAsPlatform, ruleErrors, xsdErrors } from './einvoice-checks';
import { decimal, operator, sha256, xmlValue } from './einvoice-fixture';
import { DEMO_ACCOUNTS, databaseKinds, startTestApp } from './helpers';
import type { TestApp } from './helpers';
import { runCli } from './operator-cli';

interface Listed {
  id: string;
  reference: string;
  document: string;
  credited_reference: string | null;
  amount: number;
  amount_ht: number;
}

describe.each(databaseKinds)('credit notes (docs/payments.md "Credit notes") on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let base: string;
  const documentCount = async () =>
    (await t.ctx.db.read((db) => db.select({ value: count() }).from(invoices)))[0]!.value;
  const list = () => t.ok<Listed[]>('invoices', { token });

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: true });
    token = await t.login(DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password, 'exposant');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    return () => t.close();
  });

  it('credits part of an invoice, then all that remains, then refuses a third (4220), writing nothing', async () => {
    const [invoice] = (await list()).filter((i) => i.document === 'down_payment');
    const before = sha256((await storedFiles(t.ctx, invoice!.id))!.pdf);
    const partial = await t.ok<Listed & { amount_ttc: number }>('operatorCreditNote', {
      headers: operator,
      params: { id: invoice!.id },
      body: { reason: 'Geste commercial', amount_ht: 10_000 },
    });
    expect(partial).toMatchObject({
      document: 'credit_note',
      credited_reference: invoice!.reference,
    });
    expect(partial.reference).toMatch(/^AV-\d{4}-000001$/);
    expect(partial.amount_ht).toBe(10_000);
    const rest = await t.ok<Listed>('operatorCreditNote', {
      headers: operator,
      params: { id: invoice!.id },
      body: { reason: 'Annulation de la participation' },
    });
    expect(rest.reference).toMatch(/^AV-\d{4}-000002$/);
    expect(partial.amount_ht + rest.amount_ht).toBe(invoice!.amount_ht);
    expect(partial.amount + rest.amount).toBe(invoice!.amount);

    const written = await documentCount();
    const third = await t.call('operatorCreditNote', {
      headers: operator,
      params: { id: invoice!.id },
      body: { reason: 'Encore' },
    });
    expect(third.status).toBe(422);
    expect(third.json.code).toBe(errorCodes.businessRuleRefused);
    expect(third.json.description).toBe('error.credit_exceeds_remainder');
    expect(await documentCount()).toBe(written);

    // The invoice is served byte for byte as it was issued.
    const download = await t.call('invoicePdf', { token, params: { id: invoice!.id } });
    expect(sha256(download.rawPayload)).toBe(before);
  });

  it('refuses a credit above what remains, and on a credit note, writing nothing', async () => {
    const [invoice] = (await list()).filter((i) => i.document === 'final');
    const written = await documentCount();
    const over = await t.call('operatorCreditNote', {
      headers: operator,
      params: { id: invoice!.id },
      body: { reason: 'Trop', amount_ht: invoice!.amount_ht + 1 },
    });
    expect(over.status).toBe(422);
    expect(over.json.description).toBe('error.credit_exceeds_remainder');
    const [note] = (await list()).filter((i) => i.document === 'credit_note');
    const onNote = await t.call('operatorCreditNote', {
      headers: operator,
      params: { id: note!.id },
      body: { reason: 'Non' },
    });
    expect(onNote.status).toBe(404);
    expect(await documentCount()).toBe(written);
  });

  it('issues one credit note of two full ones sent at once (a lock on the invoice)', async () => {
    const [, invoice] = (await list()).filter((i) => i.document === 'down_payment');
    const send = () =>
      t.call('operatorCreditNote', {
        headers: operator,
        params: { id: invoice!.id },
        body: { reason: 'Double envoi' },
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const notes = (await list()).filter((i) => i.credited_reference === invoice!.reference);
    expect(notes).toHaveLength(1);
  });

  it('lists each credit note in its own kind, downloads it as a Factur-X file referencing its invoice', async () => {
    const notes = (await list()).filter((i) => i.document === 'credit_note');
    expect(notes.length).toBeGreaterThanOrEqual(3);
    const note = notes.find((n) => n.reference.endsWith('000001'))!;
    const download = await t.call('invoicePdf', { token, params: { id: note.id } });
    const read = readAsPlatform(download.rawPayload);
    expect(xmlValue(read.xml, 'ram:TypeCode')).toBe('381');
    expect(xmlValue(read.xml, 'ram:IssuerAssignedID')).toBe(note.credited_reference);
    expect(read.xml).toMatch(/<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">\d{8}</);
    expect(xmlValue(read.xml, 'ram:DuePayableAmount')).toBe(decimal(note.amount));
    expect(read.text).toContain(note.credited_reference!);
    expect(read.text.replace(/\s+/g, ' ')).toContain('Geste commercial');
    if (kind === 'pglite') {
      expect(await xsdErrors(read.xml)).toEqual([]);
      expect(ruleErrors(read.xml)).toEqual([]);
    }
  });

  it('shows the refunds due and the platform statuses to the sales team, set by the call and the CLI', async () => {
    const overview = await t.ok<{
      credit_notes_to_refund: { id: string; reference: string; platform_status: string }[];
      einvoices: { id: string; platform_status: string }[];
    }>('operatorOverview', { headers: operator });
    expect(overview.credit_notes_to_refund.length).toBeGreaterThanOrEqual(3);
    expect(overview.einvoices.every((d) => d.platform_status === 'pending')).toBe(true);
    const [refund] = overview.credit_notes_to_refund;
    const listed = await runCli(base, 'list');
    expect(listed).toContain(
      `Refunds due (credit notes) (${overview.credit_notes_to_refund.length})`,
    );
    expect(listed).toContain(`${refund!.reference}  credit_note credits`);
    const set = await runCli(base, 'invoice-status', refund!.id, 'paid', '--message', 'Remboursé');
    expect(set).toBe(`${refund!.reference}: paid on the platform.`);
    const rejected = await t.ok<{ platform_status: string; platform_message: string }>(
      'operatorPlatformStatus',
      {
        headers: operator,
        params: { id: overview.einvoices.at(-1)!.id },
        body: { status: 'rejected', message: 'SIREN inconnu' },
      },
    );
    expect(rejected).toMatchObject({
      platform_status: 'rejected',
      platform_message: 'SIREN inconnu',
    });
    const after = await t.ok<{ credit_notes_to_refund: { id: string }[] }>('operatorOverview', {
      headers: operator,
    });
    expect(after.credit_notes_to_refund.map((d) => d.id)).not.toContain(refund!.id);
  });

  it('issues a credit note from the CLI (credit-note), on the invoice it names', async () => {
    const [invoice] = (await list()).filter((i) => i.document === 'final');
    const output = await runCli(
      base,
      'credit-note',
      invoice!.id,
      '--reason',
      'Surface réduite',
      '--amount',
      '100,50',
    );
    expect(output).toMatch(
      new RegExp(`^Credit note AV-\\d{4}-\\d{6} issued on ${invoice!.reference}: `),
    );
    const [row] = await t.ctx.db.read((db) =>
      db.select().from(invoices).where(eq(invoices.creditedInvoiceId, invoice!.id)),
    );
    expect(row).toMatchObject({ amountHt: 10_050, typeCode: '381', reason: 'Surface réduite' });
  });
});
