import { describe, expect, it } from 'vitest';
import { signPayload } from '../src/areas/payments/sandbox/signature';
import { PROVIDER_SECRET, databaseKinds } from './helpers';
import type { TestApp } from './helpers';
import { exhibitorBilling, idempotencyKey, parsePdf } from './billing-fixture';
import type { Opportunity, PaymentItem } from './billing-fixture';

describe.each(databaseKinds)('card payments and invoices (spec §4, §7, §9) on %s', (kind) => {
  let t: TestApp;
  let token: string;

  const { sets, byStage, paymentsOf, installmentOf, signedFirstInstallment, payOnSandbox } =
    exhibitorBilling(kind, (app, signedIn) => {
      t = app;
      token = signedIn;
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
    const paid = await installmentOf(target!.opportunity.id);
    expect(paid.status).toBe('paid');
    const invoices = await t.ok<{ id: string; reference: string; amount: number; kind: string }[]>(
      'invoices',
      {
        token,
      },
    );
    const invoice = invoices.find((i) => i.id === paid.invoice_id)!;
    expect(invoice).toMatchObject({ amount: paid.amount, kind: 'acompte1' });
    // Both rows name the stand they are for, the opportunity's (spec §2 pro/invoices).
    expect(paid.stand).toBe(after!.stand);
    expect(invoice).toHaveProperty('stand', after!.stand);
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
    const { opportunity: overdue, installment: first } = await signedFirstInstallment();
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
    expect((await installmentOf(overdue.id)).status).toBe('due');
  });

  it('pays once for two concurrent requests with one idempotency key (docs/api.md "Idempotency", spec §8 4090)', async () => {
    const { installment: first } = await signedFirstInstallment();
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

  it('accepts only signed, fresh, unreplayed provider notifications (docs/security.md)', async () => {
    const { opportunity: overdue, installment: first } = await signedFirstInstallment();
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
    expect((await installmentOf(overdue.id)).status).toBe('processing');

    const good = await notify(body, signPayload(PROVIDER_SECRET, now, JSON.stringify(body)));
    expect(good.statusCode).toBe(200);
    const paid = await installmentOf(overdue.id);
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

  it('numbers invoices without gaps within the year (spec §9)', async () => {
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
});
