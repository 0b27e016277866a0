import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../src/sandbox/signature';
import {
  DEMO_ACCOUNTS,
  OPERATOR_KEY,
  PROVIDER_SECRET,
  databaseKinds,
  startTestApp,
} from './helpers';
import type { TestApp } from './helpers';

const [exhibitor] = DEMO_ACCOUNTS;
const operator = { 'x-operator-key': OPERATOR_KEY };

interface Opportunity {
  id: string;
  etape: string;
  version: number;
  pending_transfer: boolean;
  total_ttc: number;
  campaign_id: string;
}
interface PaymentItem {
  id: string;
  opportunity_id: string;
  kind: string;
  status: string;
  amount: number;
  invoice_id: string | null;
  transfer_reference: string | null;
}

let keyCounter = 0;
const idempotencyKey = () => `test-key-${Date.now()}-${(keyCounter += 1)}-abcdef`;

/** Checks a PDF's structure: header, trailer and a cross-reference table where startxref says. */
function parsePdf(buffer: Buffer): { pages: number; embeddedFont: boolean } {
  const text = buffer.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  expect(startxref).not.toBeNull();
  expect(text.slice(Number(startxref![1]), Number(startxref![1]) + 4)).toBe('xref');
  return {
    pages: (text.match(/\/Type \/Page\b/g) ?? []).length,
    embeddedFont: text.includes('/FontFile2'),
  };
}

describe.each(databaseKinds)('rebooking, payments and invoices on %s (spec §4, §7, §9)', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: true });
    token = await t.login(exhibitor.email, exhibitor.password, 'exposant');
  });
  afterAll(async () => {
    await t?.close();
  });

  const sets = () =>
    t.ok<{ rebookingOpportunities: Opportunity[]; progressOpportunities: Opportunity[] }>(
      'rebookingOpportunities',
      { token },
    );
  const byStage = async (etape: string) => {
    const all = await sets();
    return [...all.rebookingOpportunities, ...all.progressOpportunities].filter(
      (o) => o.etape === etape,
    );
  };
  const paymentsOf = async (opportunityId: string) =>
    (await t.ok<PaymentItem[]>('payments', { token })).filter(
      (p) => p.opportunity_id === opportunityId,
    );

  /** The payer's side of the sandbox: the page, then approve or decline. */
  async function payOnSandbox(redirectUrl: string, decision: 'approve' | 'decline') {
    const path = new URL(redirectUrl).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('name="decision" value="approve"');
    const answer = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });
    expect(answer.statusCode).toBe(303);
    const location = String(answer.headers.location);
    expect(location).toMatch(/^http:\/\/portal\.test\/fr\/pro\/payment-validation\//);
    return decodeURIComponent(location.split('/').pop()!);
  }

  it('splits opportunities into the rebooking and in-progress sets, one per stage of spec §4', async () => {
    const all = await sets();
    const rebooking = all.rebookingOpportunities.map((o) => o.etape);
    expect(rebooking).toEqual(
      expect.arrayContaining([
        'Qualification',
        'Valorisation',
        "En attente de validation de l'offre",
        'En attente de review du commercial',
        'En attente confirmation client',
      ]),
    );
    const progress = new Set(all.progressOpportunities.map((o) => o.etape));
    for (const stage of ['DP Signée', 'Acompte perçu', '2ème Acompte perçu', 'Soldé', 'Annulé']) {
      expect(progress.has(stage), stage).toBe(true);
    }
    expect(all.progressOpportunities.some((o) => o.pending_transfer)).toBe(true);
  });

  it('shows a quote with totals from the domain rules: rebooking discount 5% (spec §4, §9)', async () => {
    const [opportunity] = await byStage("En attente de validation de l'offre");
    const quote = await t.ok<{
      opportunity: { id: string; rebooking: boolean; rebooking_discount_amount: number };
      offre: {
        subtotal_ht: number;
        rebooking_discount: number;
        total_ht: number;
        vat: number;
        total_ttc: number;
      };
    }>('rebookingQuote', { token, params: { id: opportunity!.id } });
    expect(quote.opportunity.rebooking).toBe(true);
    expect(quote.offre.rebooking_discount).toBe(Math.round(quote.offre.subtotal_ht * 0.05));
    expect(quote.offre.total_ht).toBe(quote.offre.subtotal_ht - quote.offre.rebooking_discount);
    expect(quote.offre.total_ttc).toBe(quote.offre.total_ht + quote.offre.vat);
    expect(quote.opportunity.rebooking_discount_amount).toBe(quote.offre.rebooking_discount);
  });

  it('hides another company’s quote (4040)', async () => {
    const result = await t.call('rebookingQuote', { token, params: { id: 'not-mine' } });
    expect(result.status).toBe(404);
    expect(result.json.code).toBe(4040);
  });

  it('runs change request -> operator revision -> validation, refusing a stale version (spec §4)', async () => {
    const [opportunity] = await byStage("En attente de validation de l'offre");
    const empty = await t.call('rebookingQuoteUpdate', {
      token,
      body: {
        id: opportunity!.id,
        etape: 'En attente de review du commercial',
        etape_offre: 'En attente de review du commercial',
        version: opportunity!.version,
      },
    });
    expect(empty.json.errors).toEqual({ comment_rbkg: ['validation.no_changes'] });

    const requested = await t.ok<{ success: boolean; opportunity: Opportunity }>(
      'rebookingQuoteUpdate',
      {
        token,
        body: {
          id: opportunity!.id,
          etape: 'En attente de review du commercial',
          etape_offre: 'En attente de review du commercial',
          surface_rbkg: true,
          comment_rbkg: 'Plus grand, svp',
          version: opportunity!.version,
        },
      },
    );
    expect(requested.opportunity.etape).toBe('En attente de review du commercial');
    expect((await t.mailbox('commercial@salon.test'))[0]?.kind).toBe('quote_change_request');

    // The same request with the version read before: someone changed it since (issue 5).
    const stale = await t.call('rebookingQuoteUpdate', {
      token,
      body: {
        id: opportunity!.id,
        etape: 'DP Signée',
        etape_offre: 'DP Signée',
        terms: true,
        payment_method: 'card',
        version: opportunity!.version,
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe(4090);

    const revised = await t.ok<{
      opportunity: Opportunity;
      offre: { lines: unknown[]; total_ttc: number };
    }>('operatorReviseQuote', {
      headers: operator,
      params: { id: opportunity!.id },
      body: {
        surface: 42,
        lines: [{ label: 'Surface 42 m²', quantity: 42, unit_price: 42_000 }],
        message: 'Voici votre nouveau devis',
      },
    });
    expect(revised.opportunity.etape).toBe('En attente confirmation client');
    expect(revised.offre.lines).toHaveLength(1);
    expect((await t.mailbox(exhibitor.email)).some((m) => m.kind === 'quote_revised')).toBe(true);

    const missingTerms = await t.call('rebookingQuoteUpdate', {
      token,
      body: {
        id: opportunity!.id,
        etape: 'DP Signée',
        etape_offre: 'DP Signée',
        version: revised.opportunity.version,
      },
    });
    expect(missingTerms.json.errors).toEqual({
      terms: ['validation.terms_required'],
      payment_method: ['validation.mandatory'],
    });
    const validated = await t.ok<{ opportunity: Opportunity }>('rebookingQuoteUpdate', {
      token,
      body: {
        id: opportunity!.id,
        etape: 'DP Signée',
        etape_offre: 'DP Signée',
        terms: true,
        payment_method: 'card',
        version: revised.opportunity.version,
      },
    });
    expect(validated.opportunity.etape).toBe('DP Signée');
    const schedule = await paymentsOf(opportunity!.id);
    expect(schedule.map((p) => p.kind)).toEqual(['acompte1', 'acompte2', 'solde']);
    expect(schedule.reduce((sum, p) => sum + p.amount, 0)).toBe(validated.opportunity.total_ttc);
  });

  it('never loses one of two concurrent quote updates: one wins, the other gets 4090 (issue 5)', async () => {
    const [opportunity] = await byStage('En attente confirmation client');
    const update = (comment: string) =>
      t.call('rebookingQuoteUpdate', {
        token,
        body: {
          id: opportunity!.id,
          etape: 'En attente de review du commercial',
          etape_offre: 'En attente de review du commercial',
          comment_rbkg: comment,
          version: opportunity!.version,
        },
      });
    const results = await Promise.all([update('first'), update('second')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses stages that are the sales team’s to set (4030)', async () => {
    const [opportunity] = await byStage('Qualification');
    const result = await t.call('rebookingQuoteUpdate', {
      token,
      body: { id: opportunity!.id, etape: 'Soldé', etape_offre: 'Soldé' },
    });
    expect(result.status).toBe(403);
    expect(result.json.code).toBe(4030);
  });

  it('pays the 1st installment by card through the sandbox: signed notification, invoice, PDF (spec §4, §7)', async () => {
    const due = (await byStage('DP Signée')).filter((o) => !o.pending_transfer);
    // The one whose 1st installment is not overdue (signed yesterday in the seed).
    let target: { opportunity: Opportunity; payment: PaymentItem } | undefined;
    for (const opportunity of due) {
      const first = (await paymentsOf(opportunity.id)).find((p) => p.kind === 'acompte1');
      if (first?.status === 'due') target = { opportunity, payment: first };
    }
    expect(target).toBeDefined();
    const key = idempotencyKey();
    const started = await t.ok<{ transaction_id: string; redirect_url: string }>('cardPayment', {
      token,
      body: { payment_id: target!.payment.id, idempotency_key: key },
    });
    expect(started.redirect_url).toBe(`http://api.test/sandbox/pay/${started.transaction_id}`);
    // A retry with the same key returns the same transaction; another payload with it, 4090.
    expect(
      await t.ok('cardPayment', {
        token,
        body: { payment_id: target!.payment.id, idempotency_key: key },
      }),
    ).toEqual(started);
    const reused = await t.call('cardPayment', {
      token,
      body: { payment_id: target!.payment.id, idempotency_key: key, langue: 'en' },
    });
    expect(reused.json.code).toBe(4090);

    const validationToken = await payOnSandbox(started.redirect_url, 'approve');
    const transaction = await t.ok<{ status: string; kind: string; amount: number }>(
      'transactionUpdate',
      {
        token,
        body: { token: validationToken },
      },
    );
    expect(transaction).toMatchObject({
      status: 'success',
      kind: 'acompte1',
      amount: target!.payment.amount,
    });

    const [after] = (await sets()).progressOpportunities.filter(
      (o) => o.id === target!.opportunity.id,
    );
    expect(after?.etape).toBe('Acompte perçu');
    const paid = (await paymentsOf(target!.opportunity.id)).find((p) => p.kind === 'acompte1')!;
    expect(paid.status).toBe('paid');
    const invoices = await t.ok<{ id: string; reference: string; amount: number; kind: string }[]>(
      'invoices',
      {
        token,
      },
    );
    const invoice = invoices.find((i) => i.id === paid.invoice_id)!;
    expect(invoice).toMatchObject({ amount: paid.amount, kind: 'acompte1' });
    expect(invoice.reference).toMatch(/^F-\d{4}-\d{6}$/);

    const pdf = await t.call('invoicePdf', { token, params: { id: invoice.id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const parsed = parsePdf(pdf.rawPayload);
    expect(parsed.pages).toBe(1);
    expect(parsed.embeddedFont).toBe(true);

    // Badges of that campaign are now unlocked (spec §4, §6).
    const members = await t.call('campaignMembers', {
      token,
      params: { cid: target!.opportunity.campaign_id },
    });
    expect(members.status).toBe(200);
  });

  it('keeps a declined card payment due (spec §8 payment unsuccessful)', async () => {
    const [overdue] = (await byStage('DP Signée')).filter((o) => !o.pending_transfer);
    const first = (await paymentsOf(overdue!.id)).find((p) => p.kind === 'acompte1')!;
    const started = await t.ok<{ redirect_url: string }>('cardPayment', {
      token,
      body: { payment_id: first.id, idempotency_key: idempotencyKey(), langue: 'en' },
    });
    const page = await t.app.inject({ method: 'GET', url: new URL(started.redirect_url).pathname });
    expect(page.body).toContain('<html lang="en">');
    const answer = await t.app.inject({
      method: 'POST',
      url: new URL(started.redirect_url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=decline',
    });
    const validationToken = decodeURIComponent(String(answer.headers.location).split('/').pop()!);
    const transaction = await t.ok<{ status: string }>('transactionUpdate', {
      token,
      body: { token: validationToken },
    });
    expect(transaction.status).toBe('failure');
    expect((await paymentsOf(overdue!.id)).find((p) => p.kind === 'acompte1')?.status).toBe('due');
  });

  it('pays once for two concurrent requests with one idempotency key (issue 5)', async () => {
    const [overdue] = (await byStage('DP Signée')).filter((o) => !o.pending_transfer);
    const first = (await paymentsOf(overdue!.id)).find((p) => p.kind === 'acompte1')!;
    const key = idempotencyKey();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        t.call('cardPayment', { token, body: { payment_id: first.id, idempotency_key: key } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const ids = new Set(
      results.map((r) => (r.json.data as { transaction_id: string }).transaction_id),
    );
    expect(ids.size).toBe(1);
  });

  it('accepts only signed, fresh, unreplayed provider notifications (ARCHITECTURE.md)', async () => {
    const [overdue] = (await byStage('DP Signée')).filter((o) => !o.pending_transfer);
    const first = (await paymentsOf(overdue!.id)).find((p) => p.kind === 'acompte1')!;
    const started = await t.ok<{ transaction_id: string }>('cardPayment', {
      token,
      body: { payment_id: first.id, idempotency_key: idempotencyKey() },
    });
    const notify = (body: object, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/notification',
        headers: { 'content-type': 'application/json', 'x-salon-signature': signature },
        payload: JSON.stringify(body),
      });
    const body = {
      event_id: 'evt_test_000001',
      transaction_id: started.transaction_id,
      status: 'approved',
      amount: first.amount,
    };
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const forged = await notify(
      body,
      signPayload('another-secret-of-thirty-two-chars!!', now, JSON.stringify(body)),
    );
    expect(forged.statusCode).toBe(401);
    const old = await notify(body, signPayload(PROVIDER_SECRET, now - 301, JSON.stringify(body)));
    expect(old.statusCode).toBe(401);
    const tampered = await notify(
      { ...body, amount: 1 },
      signPayload(PROVIDER_SECRET, now, JSON.stringify(body)),
    );
    expect(tampered.statusCode).toBe(401);
    expect((await paymentsOf(overdue!.id)).find((p) => p.kind === 'acompte1')?.status).toBe(
      'processing',
    );

    const good = await notify(body, signPayload(PROVIDER_SECRET, now, JSON.stringify(body)));
    expect(good.statusCode).toBe(200);
    const paid = (await paymentsOf(overdue!.id)).find((p) => p.kind === 'acompte1')!;
    expect(paid.status).toBe('paid');
    // The same event again: acknowledged, nothing more happens (no second invoice).
    const invoicesBefore = (await t.ok<unknown[]>('invoices', { token })).length;
    const replay = await notify(body, signPayload(PROVIDER_SECRET, now, JSON.stringify(body)));
    expect(replay.statusCode).toBe(200);
    expect((await t.ok<unknown[]>('invoices', { token })).length).toBe(invoicesBefore);
    // Paying it again is refused.
    const again = await t.call('cardPayment', {
      token,
      body: { payment_id: paid.id, idempotency_key: idempotencyKey() },
    });
    expect(again.json.code).toBe(4220);
  });

  it('numbers invoices without gaps within the year (issue 5)', async () => {
    const invoices = await t.ok<{ reference: string }[]>('invoices', { token });
    const numbers = invoices
      .map((i) => /^F-(\d{4})-(\d{6})$/.exec(i.reference)!)
      .map((m) => ({ year: m[1]!, sequence: Number(m[2]) }));
    const byYear = new Map<string, number[]>();
    for (const n of numbers) byYear.set(n.year, [...(byYear.get(n.year) ?? []), n.sequence]);
    for (const sequences of byYear.values()) {
      const sorted = [...sequences].sort((a, b) => a - b);
      expect(sorted).toEqual(sorted.map((_, index) => index + 1));
    }
  });

  it('creates a pending transfer with bank details and a unique reference, then cancels it (spec §4 step 5)', async () => {
    const [opportunity] = await byStage('Acompte perçu');
    const second = (await paymentsOf(opportunity!.id)).find((p) => p.kind === 'acompte2')!;
    const key = idempotencyKey();
    const transfer = await t.ok<{
      transfer_id: string;
      reference: string;
      status: string;
      bank: { iban: string };
    }>('transactionUpdateTransfer', {
      token,
      body: { payment_id: second.id, idempotency_key: key },
    });
    expect(transfer.status).toBe('pending');
    expect(transfer.reference).toMatch(/^VIR-\d{4}-[A-Z2-9]{8}$/);
    expect(transfer.bank.iban).toMatch(/^FR76/);
    expect(
      await t.ok('transactionUpdateTransfer', {
        token,
        body: { payment_id: second.id, idempotency_key: key },
      }),
    ).toEqual(transfer);
    const awaited = (await paymentsOf(opportunity!.id)).find((p) => p.kind === 'acompte2')!;
    expect(awaited).toMatchObject({
      status: 'pending_transfer',
      transfer_reference: transfer.reference,
    });
    const mail = (await t.mailbox(exhibitor.email)).find((m) => m.kind === 'transfer_pending');
    expect(mail?.text).toContain(transfer.reference);
    // Card while a transfer is awaited: refused (spec §4: cancel it first).
    const card = await t.call('cardPayment', {
      token,
      body: { payment_id: second.id, idempotency_key: idempotencyKey() },
    });
    expect(card.json).toEqual({ code: 4220, description: 'action.transfer_pending' });

    const canceled = await t.ok<{ status: string }>('transferCancel', {
      token,
      body: { transfer_id: transfer.transfer_id },
    });
    expect(canceled.status).toBe('canceled');
    expect((await paymentsOf(opportunity!.id)).find((p) => p.kind === 'acompte2')?.status).toBe(
      'due',
    );
    const twice = await t.call('transferCancel', {
      token,
      body: { transfer_id: transfer.transfer_id },
    });
    expect(twice.json.code).toBe(4220);
  });

  it('marks a transfer received by the operator: paid, invoiced, stage moved (spec §4 step 5)', async () => {
    const [opportunity] = (await byStage('DP Signée')).filter((o) => o.pending_transfer);
    const overview = await t.ok<{
      pending_transfers: { transfer_id: string; payment_id: string }[];
    }>('operatorOverview', { headers: operator });
    const first = (await paymentsOf(opportunity!.id)).find((p) => p.kind === 'acompte1')!;
    const pending = overview.pending_transfers.find((p) => p.payment_id === first.id)!;
    const received = await t.ok<{ status: string }>('operatorTransferReceived', {
      headers: operator,
      params: { id: pending.transfer_id },
      body: {},
    });
    expect(received.status).toBe('received');
    const paid = (await paymentsOf(opportunity!.id)).find((p) => p.kind === 'acompte1')!;
    expect(paid).toMatchObject({ status: 'paid', transfer_reference: null });
    expect(paid.invoice_id).not.toBeNull();
    const [after] = (await sets()).progressOpportunities.filter((o) => o.id === opportunity!.id);
    expect(after).toMatchObject({ etape: 'Acompte perçu', pending_transfer: false });
    const wrongKey = await t.call('operatorTransferReceived', {
      headers: { 'x-operator-key': 'x'.repeat(40) },
      params: { id: pending.transfer_id },
      body: {},
    });
    expect(wrongKey.status).toBe(401);
  });

  it('refuses online payment in the blackout window, 28 Dec 2024 to 1 Jan 2025 Paris time (spec §1, §9)', async () => {
    const [opportunity] = await byStage('2ème Acompte perçu');
    const balance = (await paymentsOf(opportunity!.id)).find((p) => p.kind === 'solde')!;
    const saved = t.clock.time;
    t.clock.set('2024-12-27T23:30:00Z'); // 28 December, 00:30 in Paris
    try {
      const session = await t.login(exhibitor.email, exhibitor.password, 'exposant');
      const refused = await t.call('cardPayment', {
        token: session,
        body: { payment_id: balance.id, idempotency_key: idempotencyKey() },
      });
      expect(refused.status).toBe(422);
      expect(refused.json).toEqual({ code: 4220, description: 'notice.payment_blackout' });
      t.clock.set('2025-01-01T23:00:00Z'); // 2 January, midnight in Paris: open again
      const session2 = await t.login(exhibitor.email, exhibitor.password, 'exposant');
      const open = await t.call('cardPayment', {
        token: session2,
        body: { payment_id: balance.id, idempotency_key: idempotencyKey() },
      });
      expect(open.status).toBe(200);
    } finally {
      t.clock.time = saved;
    }
  });

  it('locks badges until the 1st installment is paid (spec §4, §6: 4220 feature locked)', async () => {
    const fresh = await startTestApp(kind, { seed: true });
    try {
      const session = await fresh.login(exhibitor.email, exhibitor.password, 'exposant');
      const locked = await fresh.call('campaignMembers', {
        token: session,
        params: { cid: 'camp-automne' },
      });
      expect(locked.json).toEqual({ code: 4220, description: 'error.feature_locked' });
      const open = await fresh.ok<{ name: string; badge_url: string | null }[]>('campaignMembers', {
        token: session,
        params: { cid: 'camp-printemps' },
      });
      expect(open.length).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });

  it('serves the invoice PDF to its company only (4040 otherwise)', async () => {
    const [invoice] = await t.ok<{ id: string }[]>('invoices', { token });
    const fresh = createHash('sha256').update('x').digest('hex').slice(0, 8);
    expect((await t.call('invoicePdf', { token, params: { id: fresh } })).status).toBe(404);
    const visitor = await t.login(DEMO_ACCOUNTS[1].email, DEMO_ACCOUNTS[1].password, 'visiteur');
    expect(
      (await t.call('invoicePdf', { token: visitor, params: { id: invoice!.id } })).status,
    ).toBe(403);
  });
});
