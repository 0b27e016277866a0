// The sales team's bank statement import (spec §4 rebooking flow 5: 'registration is validated only
// when proof of transfer and payment are received'; docs/payments.md "Statement import"): each
// outcome of a credit, the answer's counts, the waiting list, the decisions, on PGlite and
// PostgreSQL.
import { describe, expect, it } from 'vitest';
import { databaseKinds } from './helpers';
import type { TestApp } from './helpers';
import { exhibitor, exhibitorBilling, idempotencyKey } from './billing-fixture';
import { camt053 } from './camt-fixture';
import { bankAmount, importStatement, onlyCounts, operator, waiting } from './statement-fixture';

/** How a bank gives a reference back: lower case, spaces for dashes, its own words around. */
const asTheBankWritesIt = (reference: string) =>
  `VIR SEPA ${reference.toLowerCase().replace(/-/g, ' ')} FACT 2026`;

describe.each(databaseKinds)('bank statement import (spec §4 flow 5) on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const { byStage, installmentOf, payOnSandbox } = exhibitorBilling(kind, (app, signedIn) => {
    t = app;
    token = signedIn;
  });

  /** A new pending transfer of the installment (spec §4 step 5). */
  const startTransfer = (paymentId: string) =>
    t.ok<{ transfer_id: string; reference: string; amount: number }>('transactionUpdateTransfer', {
      token,
      body: { payment_id: paymentId, idempotency_key: idempotencyKey() },
    });

  it('pays the installment of a pending transfer for its exact amount, as the sales team does, once (spec §4 flow 5)', async () => {
    const [opportunity] = (await byStage('DP Signée')).filter((o) => o.pending_transfer);
    const first = await installmentOf(opportunity!.id);
    expect(first.status).toBe('pending_transfer');
    const locked = await t.call('campaignMembers', {
      token,
      params: { cid: opportunity!.campaign_id },
    });
    const xml = camt053([
      {
        amount: bankAmount(first.amount),
        reference: 'BQ-PAY-1',
        unstructured: [asTheBankWritesIt(first.transfer_reference!)],
        debtor: { name: 'Maison Lumière', iban: 'FR1420041010050500013M02606' },
      },
    ]);
    const answer = await importStatement(t, xml);
    expect(answer).toMatchObject({ statements: 1, entries: 1, ignored: 0, failures: [] });
    expect(answer.counts).toEqual(onlyCounts({ paid: 1 }));

    const paid = await installmentOf(opportunity!.id);
    expect(paid).toMatchObject({ status: 'paid', method: 'transfer', transfer_reference: null });
    expect(paid.invoice_id).toBeTruthy();
    const [after] = await byStage('Acompte perçu').then((all) =>
      all.filter((o) => o.id === opportunity!.id),
    );
    expect(after).toMatchObject({ pending_transfer: false });
    const mail = (await t.mailbox(exhibitor.email)).find((m) => m.kind === 'payment_received');
    expect(mail?.text).toContain('F-');
    // The badges the 1st installment unlocks (spec §4, §6).
    const members = await t.call('campaignMembers', {
      token,
      params: { cid: opportunity!.campaign_id },
    });
    expect(locked.json).toEqual({ code: 4220, description: 'error.feature_locked' });
    expect(members.status).toBe(200);

    // The same file again changes nothing: no second invoice, no second payment.
    const invoices = await t.ok<unknown[]>('invoices', { token });
    const again = await importStatement(t, xml);
    expect(again.counts).toEqual(onlyCounts({ already_imported: 1 }));
    expect(await t.ok<unknown[]>('invoices', { token })).toHaveLength(invoices.length);
  });

  it('leaves a credit of another amount waiting with both amounts, then the sales team applies it (recorded)', async () => {
    const [opportunity] = (await byStage('DP Signée')).filter(
      (o) => !o.pending_transfer && o.campaign_id === 'camp-printemps',
    );
    const first = await installmentOf(opportunity!.id);
    const transfer = await startTransfer(first.id);
    const answer = await importStatement(
      t,
      camt053([
        {
          amount: bankAmount(transfer.amount - 100),
          reference: 'BQ-LESS-1',
          unstructured: [transfer.reference],
        },
      ]),
    );
    expect(answer.counts).toEqual(onlyCounts({ amount_mismatch: 1 }));
    expect((await installmentOf(opportunity!.id)).status).toBe('pending_transfer');
    const entry = (await waiting(t)).find((e) => e.bank_reference === 'BQ-LESS-1')!;
    expect(entry).toMatchObject({
      status: 'waiting',
      reason: 'amount_mismatch',
      amount: transfer.amount - 100,
      expected_amount: transfer.amount,
      transfer_reference: transfer.reference,
      payment_id: first.id,
      possible_double_payment: false,
    });
    const overview = await t.ok<{ bank_entries_waiting: number }>('operatorOverview', {
      headers: operator,
    });
    expect(overview.bank_entries_waiting).toBe((await waiting(t)).length);

    const resolved = await t.ok<{ status: string; note: string; decided_at: string }>(
      'operatorBankEntryResolve',
      {
        headers: operator,
        params: { id: entry.id },
        body: { payment_id: first.id, note: 'Bank fee of 1 € accepted' },
      },
    );
    expect(resolved).toMatchObject({ status: 'resolved', note: 'Bank fee of 1 € accepted' });
    expect(resolved.decided_at).toBeTruthy();
    expect(await installmentOf(opportunity!.id)).toMatchObject({ status: 'paid' });
    expect((await waiting(t)).map((e) => e.id)).not.toContain(entry.id);
    const twice = await t.call('operatorBankEntryResolve', {
      headers: operator,
      params: { id: entry.id },
      body: { payment_id: first.id },
    });
    expect(twice.json.code).toBe(4220);
  });

  it('leaves unknown and ambiguous credits waiting; the sales team dismisses one (recorded)', async () => {
    const [opportunity] = await byStage('Acompte perçu');
    const transfer = await startTransfer((await installmentOf(opportunity!.id, 'acompte2')).id);
    const answer = await importStatement(
      t,
      camt053([
        { amount: '50.00', reference: 'BQ-NONE-1', unstructured: ['Cotisation annuelle'] },
        {
          amount: bankAmount(transfer.amount),
          reference: 'BQ-TWO-1',
          unstructured: [`${transfer.reference} et VIR-2026-DEMO0001`],
        },
        // A longer word that holds the reference is another identifier.
        { amount: '50.00', reference: 'BQ-LONG-1', unstructured: [`X${transfer.reference}9`] },
      ]),
    );
    expect(answer.counts).toEqual(onlyCounts({ no_match: 2, ambiguous: 1 }));
    expect((await installmentOf(opportunity!.id, 'acompte2')).status).toBe('pending_transfer');
    const none = (await waiting(t)).find((e) => e.bank_reference === 'BQ-NONE-1')!;
    expect(none).toMatchObject({ reason: 'no_match', transfer_reference: null, company: null });
    const dismissed = await t.ok<{ status: string; note: string | null }>(
      'operatorBankEntryDismiss',
      { headers: operator, params: { id: none.id }, body: { note: 'Not a registration' } },
    );
    expect(dismissed).toEqual(expect.objectContaining({ status: 'dismissed' }));
    expect((await waiting(t)).map((e) => e.id)).not.toContain(none.id);
  });

  it('card only after a canceled transfer; its money waits, and after a card payment is flagged as a double payment (spec §4 flow 5)', async () => {
    const [opportunity] = (await byStage('DP Signée')).filter(
      (o) => !o.pending_transfer && o.campaign_id === 'camp-automne',
    );
    const first = await installmentOf(opportunity!.id);
    const transfer = await startTransfer(first.id);
    await t.ok('transferCancel', { token, body: { transfer_id: transfer.transfer_id } });
    expect(await installmentOf(opportunity!.id)).toMatchObject({
      status: 'due',
      transfer_canceled: true,
    });
    const again = await t.call('transactionUpdateTransfer', {
      token,
      body: { payment_id: first.id, idempotency_key: idempotencyKey() },
    });
    expect(again.status).toBe(422);
    expect(again.json).toEqual({ code: 4220, description: 'error.card_only' });

    const credit = (reference: string) =>
      camt053([
        { amount: bankAmount(transfer.amount), reference, unstructured: [transfer.reference] },
      ]);
    const early = await importStatement(t, credit('BQ-CANCELED-1'));
    expect(early.counts).toEqual(onlyCounts({ transfer_canceled: 1 }));

    const card = await t.ok<{ redirect_url: string }>('cardPayment', {
      token,
      body: { payment_id: first.id, idempotency_key: idempotencyKey() },
    });
    await payOnSandbox(card.redirect_url, 'approve');
    expect(await installmentOf(opportunity!.id)).toMatchObject({ status: 'paid', method: 'card' });

    const late = await importStatement(t, credit('BQ-CANCELED-2'));
    expect(late.counts).toEqual(onlyCounts({ paid_by_card: 1 }));
    const flagged = (await waiting(t)).find((e) => e.bank_reference === 'BQ-CANCELED-2');
    expect(flagged).toMatchObject({ reason: 'paid_by_card', possible_double_payment: true });
  });
});
