// The proof of a bank transfer (spec §4 rebooking flow step 5: registration is validated once the
// proof of transfer and the payment are received): checked by content and size on receipt, only
// for the transfer's own company, listed to the exhibitor and to the sales team, downloadable by
// the sales team (docs/payments.md).
import { MAX_PROOF_BYTES } from '@salon/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, transferProofs, transfers } from '../src/infra/db/schema';
import { databaseKinds } from './helpers';
import type { TestApp } from './helpers';
import { exhibitorBilling, idempotencyKey, operator } from './billing-fixture';

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x20)]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const base64 = (bytes: Buffer) => bytes.toString('base64');

describe.each(databaseKinds)('proof of transfer (spec §4 step 5) on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let transferId: string;
  let reference: string;

  const { byStage, paymentsOf } = exhibitorBilling(kind, (app, signedIn) => {
    t = app;
    token = signedIn;
  });
  beforeAll(async () => {
    const [opportunity] = await byStage('Acompte perçu');
    const second = (await paymentsOf(opportunity!.id)).find((p) => p.kind === 'acompte2')!;
    const transfer = await t.ok<{ transfer_id: string; reference: string }>(
      'transactionUpdateTransfer',
      { token, body: { payment_id: second.id, idempotency_key: idempotencyKey() } },
    );
    transferId = transfer.transfer_id;
    reference = transfer.reference;
  });

  const upload = (content: string, name = 'virement.pdf', id = transferId) =>
    t.call('transferProofUpload', { token, params: { id }, body: { name, content } });

  it('refuses a file that is not a PDF, PNG or JPEG by its content, whatever its name (2201)', async () => {
    const renamed = await upload(base64(Buffer.from('GIF89a not a proof')), 'virement.pdf');
    expect(renamed.status).toBe(422);
    expect(renamed.json).toMatchObject({
      code: 2201,
      errors: { proof: ['validation.proof_type'] },
    });
    const empty = await upload('', 'vide.pdf');
    expect(empty.json.errors).toEqual({ proof: ['validation.proof_empty'] });
    const notBase64 = await upload('%PDF-1.4 sent as text', 'texte.pdf');
    expect(notBase64.json.errors).toEqual({ proof: ['validation.invalid'] });
    expect(await t.ctx.db.read((db) => db.select().from(transferProofs))).toEqual([]);
  });

  it('refuses a proof over 10 MB (2201 under the proof), and a body far over it (413), never 5xx', async () => {
    const large = Buffer.concat([pdf, Buffer.alloc(MAX_PROOF_BYTES + 1 - pdf.length)]);
    const tooLarge = await upload(base64(large), 'releve.pdf');
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.json.errors).toEqual({ proof: ['validation.proof_too_large'] });
    const huge = await upload('A'.repeat(16 * 1024 * 1024), 'enorme.pdf');
    expect(huge.status).toBe(413);
    expect(huge.json.code).toBe(2201);
    expect(await t.ctx.db.read((db) => db.select().from(transferProofs))).toEqual([]);
  });

  it('refuses another company’s transfer and an unknown one (4040)', async () => {
    const [own] = await t.ctx.db.read((db) =>
      db.select().from(transfers).where(eq(transfers.id, transferId)),
    );
    const moveTo = (accountId: string) =>
      t.ctx.db.tx((tx) =>
        tx.update(transfers).set({ accountId }).where(eq(transfers.id, transferId)),
      );
    await t.ctx.db.tx((tx) =>
      tx.insert(accounts).values({ id: 'acc-autre', name: 'Autre Maison' }),
    );
    await moveTo('acc-autre');
    try {
      const other = await upload(base64(pdf));
      expect(other.status).toBe(404);
      expect(other.json.code).toBe(4040);
      const listed = await t.ok<{ transfer_id: string }[]>('transfers', { token });
      expect(listed.map((transfer) => transfer.transfer_id)).not.toContain(transferId);
    } finally {
      await moveTo(own!.accountId);
    }
    const unknown = await upload(base64(pdf), 'virement.pdf', 'trf-unknown');
    expect(unknown.status).toBe(404);
    expect(await t.ctx.db.read((db) => db.select().from(transferProofs))).toEqual([]);
  });

  it('stores a PDF proof, lists it to the exhibitor and the sales team, who download it; a PNG replaces it', async () => {
    const stored = await t.ok<{ name: string; kind: string; size: number }>('transferProofUpload', {
      token,
      params: { id: transferId },
      body: { name: 'virement.pdf', content: base64(pdf) },
    });
    expect(stored).toMatchObject({ name: 'virement.pdf', kind: 'pdf', size: pdf.length });

    const mine = await t.ok<{ reference: string; proof: { name: string } | null }[]>('transfers', {
      token,
    });
    expect(mine.find((transfer) => transfer.reference === reference)?.proof?.name).toBe(
      'virement.pdf',
    );
    const overview = await t.ok<{
      pending_transfers: { transfer_id: string; proof: { kind: string } | null }[];
    }>('operatorOverview', { headers: operator });
    expect(
      overview.pending_transfers.find((transfer) => transfer.transfer_id === transferId)?.proof,
    ).toMatchObject({ kind: 'pdf' });

    const file = await t.call('operatorTransferProof', {
      headers: operator,
      params: { id: transferId },
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain(`${reference}-proof.pdf`);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const replaced = await t.ok<{ kind: string }>('transferProofUpload', {
      token,
      params: { id: transferId },
      body: { name: 'capture.png', content: base64(png) },
    });
    expect(replaced.kind).toBe('png');
    expect(await t.ctx.db.read((db) => db.select().from(transferProofs))).toHaveLength(1);

    const anonymous = await t.call('operatorTransferProof', { params: { id: transferId } });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a proof once the transfer is canceled (4220)', async () => {
    await t.ok('transferCancel', { token, body: { transfer_id: transferId } });
    const late = await upload(base64(pdf));
    expect(late.status).toBe(422);
    expect(late.json.code).toBe(4220);
  });
});
