// Paying an installment once (spec §4 rebooking flow 4-5, §9; docs/security.md "Card payments",
// "Paying one installment once", "Proofs of transfer"): a card attempt closed by a transfer opens no
// page again and its late approval becomes a refund due; two attempts at once on PostgreSQL, one
// wins; a cancelled transfer's proof is deleted; the proofs' quota per company; active content and
// polyglots refused; the transfer calls rate-limited per account.
import { MAX_PROOF_BYTES_PER_COMPANY } from '@salon/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../src/areas/payments/sandbox/signature';
import { transactions, transferProofs, transfers } from '../src/infra/db/schema';
import { DEMO_ACCOUNTS, PROVIDER_SECRET, databaseKinds, startTestApp } from './helpers';
import type { TestApp } from './helpers';
import { exhibitorBilling, idempotencyKey, operator } from './billing-fixture';

const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
const pdfWith = (body: string) => base64(`%PDF-1.7\n1 0 obj\n${body}\nendobj\n%%EOF\n`);

describe.each(databaseKinds)('paying an installment once (spec §4 flow 4-5) on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const { byStage, installmentOf, paymentsOf, signedFirstInstallment } = exhibitorBilling(
    kind,
    (app, signedIn) => {
      t = app;
      token = signedIn;
    },
  );
  const startTransfer = (paymentId: string) =>
    t.call('transactionUpdateTransfer', {
      token,
      body: { payment_id: paymentId, idempotency_key: idempotencyKey() },
    });
  const startCard = (paymentId: string, key = idempotencyKey()) =>
    t.call('cardPayment', { token, body: { payment_id: paymentId, idempotency_key: key } });
  const upload = (transferId: string, content: string, name = 'virement.pdf') =>
    t.call('transferProofUpload', { token, params: { id: transferId }, body: { name, content } });
  const proofRows = () => t.ctx.db.read((db) => db.select().from(transferProofs));

  it('closes a card attempt a transfer superseded: its key opens no page, a late approval is a refund due, the proof of a cancelled transfer is deleted (docs/security.md)', async () => {
    const { installment } = await signedFirstInstallment();
    const key = idempotencyKey();
    const card = await startCard(installment.id, key);
    expect(card.status).toBe(200);
    const transfer = await startTransfer(installment.id);
    expect(transfer.status).toBe(200);
    // The card page's key again: the attempt is over (4220, catalogue code).
    const replay = await startCard(installment.id, key);
    expect(replay.status).toBe(422);
    expect(replay.json).toMatchObject({ description: 'error.payment_attempt_closed' });

    // The payer approved on the provider's page all the same: recorded, flagged, never dropped.
    const body = {
      event_id: 'evt_late_000001',
      transaction_id: (card.json.data as { transaction_id: string }).transaction_id,
      status: 'approved',
      amount: installment.amount,
    };
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/notification',
      headers: {
        'content-type': 'application/json',
        'x-salon-signature': signPayload(PROVIDER_SECRET, now, JSON.stringify(body)),
      },
      payload: JSON.stringify(body),
    });
    expect(late.statusCode).toBe(200);
    expect((await installmentOf(installment.opportunity_id)).status).toBe('pending_transfer');
    const overview = await t.ok<{ refunds_due: { transaction_id: string; reason: string }[] }>(
      'operatorOverview',
      { headers: operator },
    );
    expect(overview.refunds_due).toContainEqual(
      expect.objectContaining({ transaction_id: body.transaction_id, reason: 'attempt_canceled' }),
    );

    // Cancelling the transfer deletes its proof.
    const transferId = (transfer.json.data as { transfer_id: string }).transfer_id;
    expect((await upload(transferId, pdfWith('<< /Type /Catalog >>'))).status).toBe(200);
    expect(await proofRows()).toHaveLength(1);
    await t.ok('transferCancel', { token, body: { transfer_id: transferId } });
    expect(await proofRows()).toEqual([]);
  });

  it('refuses a PDF with active content and a file that is also a web page (2201, docs/security.md)', async () => {
    const [opportunity] = await byStage('Acompte perçu');
    const second = (await paymentsOf(opportunity!.id)).find((p) => p.kind === 'acompte2')!;
    const transfer = await startTransfer(second.id);
    expect(transfer.status).toBe(200);
    const transferId = (transfer.json.data as { transfer_id: string }).transfer_id;
    const refused = [
      pdfWith('<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'),
      pdfWith('<< /Type /Action /S /Launch /F (calc.exe) >>'),
      pdfWith('<< /Type /Catalog /Names << /EmbeddedFiles 3 0 R >> >>'),
      pdfWith('<html><body><script>alert(1)</script></body></html>'),
    ];
    for (const content of refused) {
      const answer = await upload(transferId, content);
      expect(answer.status, Buffer.from(content, 'base64').toString()).toBe(422);
      expect(answer.json).toMatchObject({
        code: 2201,
        errors: { proof: ['validation.proof_active_content'] },
      });
    }
    expect(await proofRows()).toEqual([]);

    // The company's proofs are capped: one taking nearly the whole quota, then one more.
    const [own] = await t.ctx.db.read((db) =>
      db.select().from(transfers).where(eq(transfers.id, transferId)),
    );
    const [held] = await t.ctx.db
      .read((db) =>
        db
          .select()
          .from(transfers)
          .where(and(eq(transfers.status, 'pending'), eq(transfers.accountId, own!.accountId))),
      )
      .then((rows) => rows.filter((row) => row.id !== transferId));
    expect(held).toBeTruthy();
    await t.ctx.db.tx((tx) =>
      tx.insert(transferProofs).values({
        transferId: held!.id,
        accountId: held!.accountId,
        name: 'releve.pdf',
        kind: 'pdf',
        size: MAX_PROOF_BYTES_PER_COMPANY - 10,
        content: Buffer.from('%PDF-1.4'),
        uploadedAt: t.clock.now(),
      }),
    );
    const over = await upload(transferId, pdfWith('<< /Type /Catalog >>'));
    expect(over.status).toBe(422);
    expect(over.json.errors).toEqual({ proof: ['validation.proof_quota'] });
    await t.ctx.db.tx((tx) => tx.delete(transferProofs));
    expect((await upload(transferId, pdfWith('<< /Type /Catalog >>'))).status).toBe(200);
  });

  it.runIf(kind === 'postgres')(
    'lets one of a card payment and two transfers started at the same instant win (docs/security.md "Paying one installment once")',
    async () => {
      const [opportunity] = (await byStage('DP Signée')).filter((o) => !o.pending_transfer);
      const candidates = await Promise.all(
        (await byStage('DP Signée')).map((o) => installmentOf(o.id)),
      );
      const installment = candidates.find((i) => i.status === 'due' && !i.transfer_canceled);
      expect(opportunity).toBeTruthy();
      expect(installment).toBeTruthy();
      const answers = await Promise.all([
        startCard(installment!.id),
        startTransfer(installment!.id),
        startTransfer(installment!.id),
      ]);
      const transfersWon = answers.slice(1).filter((answer) => answer.status === 200);
      expect(transfersWon).toHaveLength(1);
      expect(answers.every((answer) => answer.status < 500)).toBe(true);
      const pendingTransfers = await t.ctx.db.read((db) =>
        db
          .select()
          .from(transfers)
          .where(and(eq(transfers.paymentId, installment!.id), eq(transfers.status, 'pending'))),
      );
      const pendingCards = await t.ctx.db.read((db) =>
        db
          .select()
          .from(transactions)
          .where(
            and(eq(transactions.paymentId, installment!.id), eq(transactions.status, 'pending')),
          ),
      );
      // One attempt left standing: the transfer (a card attempt before it was superseded).
      expect(pendingTransfers).toHaveLength(1);
      expect(pendingCards).toHaveLength(0);
      expect((await installmentOf(installment!.opportunity_id)).status).toBe('pending_transfer');
    },
  );
});

describe.each(databaseKinds)('the transfer calls rate-limited per account on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const base = { perIp: 100, perAccount: 100, windowSeconds: 600 };
    t = await startTestApp(kind, {
      seed: true,
      config: {
        rateLimits: {
          login: base,
          password: base,
          registration: base,
          contact: base,
          transfer: { perIp: 100, perAccount: 3, windowSeconds: 600 },
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with 4290 past the limit of transfer starts, uploads and cancels (docs/security.md "Rate limits")', async () => {
    const token = await t.login(DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password, 'exposant');
    const cancel = () => t.call('transferCancel', { token, body: { transfer_id: 'trf-inconnu' } });
    const upload = () =>
      t.call('transferProofUpload', {
        token,
        params: { id: 'trf-inconnu' },
        body: { name: 'v.pdf', content: pdfWith('') },
      });
    expect((await cancel()).status).toBe(404);
    expect((await upload()).status).toBe(404);
    expect((await cancel()).status).toBe(404);
    const limited = await upload();
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ code: 4290, description: 'error.too_many_requests' });
  });
});
