import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactions } from '../src/infra/db/schema';
import { DEMO_ACCOUNTS, databaseKinds, startTestApp } from './helpers';
import type { TestApp } from './helpers';
import { exhibitorBilling, exhibitor, idempotencyKey, operator } from './billing-fixture';

describe.each(databaseKinds)(
  'transfers, blackout, locks and invoice files (spec §1, §4, §9) on %s',
  (kind) => {
    let t: TestApp;
    let token: string;

    const { sets, byStage, installmentOf, payOnSandbox } = exhibitorBilling(
      kind,
      (app, signedIn) => {
        t = app;
        token = signedIn;
      },
    );

    it('creates a pending transfer with bank details and a unique reference, then cancels it (spec §4 step 5)', async () => {
      const [opportunity] = await byStage('Acompte perçu');
      const second = await installmentOf(opportunity!.id, 'acompte2');
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
      const awaited = await installmentOf(opportunity!.id, 'acompte2');
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
      expect((await installmentOf(opportunity!.id, 'acompte2')).status).toBe('due');
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
      const first = await installmentOf(opportunity!.id);
      const pending = overview.pending_transfers.find((p) => p.payment_id === first.id)!;
      const received = await t.ok<{ status: string }>('operatorTransferReceived', {
        headers: operator,
        params: { id: pending.transfer_id },
        body: {},
      });
      expect(received.status).toBe('received');
      const paid = await installmentOf(opportunity!.id);
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
      const balance = await installmentOf(opportunity!.id, 'solde');
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

    it('applies a card payment approved once the blackout has begun, and flags it (spec §1, §9, docs/security.md "Payment blackout")', async () => {
      const [opportunity] = await byStage('2ème Acompte perçu');
      const balance = await installmentOf(opportunity!.id, 'solde');
      const saved = t.clock.time;
      t.clock.set('2024-12-27T22:00:00Z'); // 27 December, 23:00 in Paris: still open
      try {
        const session = await t.login(exhibitor.email, exhibitor.password, 'exposant');
        const started = await t.ok<{ transaction_id: string; redirect_url: string }>(
          'cardPayment',
          { token: session, body: { payment_id: balance.id, idempotency_key: idempotencyKey() } },
        );
        t.clock.set('2024-12-27T23:30:00Z'); // the provider approves at 00:30, 28 December
        await payOnSandbox(started.redirect_url, 'approve');
        const paid = await installmentOf(opportunity!.id, 'solde');
        expect(paid.status).toBe('paid');
        expect(paid.invoice_id).toBeTruthy();
        const [row] = await t.ctx.db.read((db) =>
          db.select().from(transactions).where(eq(transactions.id, started.transaction_id)),
        );
        expect(row).toMatchObject({ status: 'success', approvedInBlackout: true });
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
        const open = await fresh.ok<{ name: string; badge_url: string | null }[]>(
          'campaignMembers',
          {
            token: session,
            params: { cid: 'camp-printemps' },
          },
        );
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
  },
);
